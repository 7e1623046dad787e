import { type RoleOption, RoleOptionSchema, USERS_MESSAGES } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

export function getRoles(): Promise<RoleOption[]> {
  return apiRequest("/users/roles", {
    schema: z.array(RoleOptionSchema),
    onError: showErrorAs(USERS_MESSAGES.fetchRolesFailed),
  });
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: [QUERY_ROOTS.users, "roles"], queryFn: getRoles, staleTime: 60 * 60_000 });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
