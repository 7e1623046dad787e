import { type Profile, ProfileSchema, USERS_MESSAGES } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

export function getProfile(): Promise<Profile> {
  return apiRequest("/users/profile", {
    schema: ProfileSchema,
    onError: showErrorAs(USERS_MESSAGES.fetchProfileFailed),
  });
}

export const profileQueryKey = [QUERY_ROOTS.profile] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
