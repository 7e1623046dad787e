import { type AdminUser, AdminUserSchema, USERS_MESSAGES } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

export function getUser(id: number): Promise<AdminUser> {
  return apiRequest(`/users/${id}`, { schema: AdminUserSchema, onError: showErrorAs(USERS_MESSAGES.fetchUserFailed) });
}

export const userQueryKey = (id: number) => [QUERY_ROOTS.users, "detail", id] as const;

/** Always fresh: the dialog edits what is stored now, not what was seen minutes ago. */
export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userQueryKey(id), queryFn: () => getUser(id), staleTime: 0 });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
