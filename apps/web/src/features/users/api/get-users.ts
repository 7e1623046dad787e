import { type ListRequest, USERS_MESSAGES, type UsersPage, UsersPageSchema, type UsersQuery } from "@portal/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { emptyListOnNotFound } from "@/lib/api-error-handlers";
import { QUERY_ROOTS } from "@/lib/query-keys";

/** What the users table asks for: paging, sort and the column filters (spec 01 §7), typed from UsersQuerySchema. */
export type UsersListParams = ListRequest<UsersQuery>;

const noUsers: UsersPage = { users: [], totalCount: 0 };

export function getUsers(params: UsersListParams): Promise<UsersPage> {
  return apiRequest("/users/paginated", {
    query: { ...params },
    schema: UsersPageSchema,
    onError: emptyListOnNotFound(noUsers, USERS_MESSAGES.fetchUsersFailed),
  });
}

export const usersQueryKey = [QUERY_ROOTS.users, "list"] as const;

export const usersQueryOptions = (params: UsersListParams) =>
  queryOptions({
    queryKey: [...usersQueryKey, params],
    queryFn: () => getUsers(params),
    // The previous page stays on screen while the next one loads, so the table never jumps.
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersListParams) {
  return useQuery(usersQueryOptions(params));
}
