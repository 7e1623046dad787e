import { type ConfirmEmail, MessageResponseSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { QUERY_ROOTS } from "@/lib/query-keys";

/** The page explains a failure itself, so no toast. */
export function confirmEmail(payload: ConfirmEmail): Promise<{ message: string }> {
  return apiRequest("/api/Account/ConfirmEmail", {
    method: "POST",
    body: payload,
    schema: MessageResponseSchema,
    authenticated: false,
    onError: (failure) => {
      throw new ApiError(failure, failure.body?.message ?? "");
    },
  });
}

/**
 * Verification runs once when the login page opens with userId and code (spec 01 §2.4). A query rather than
 * an effect: it runs once per link however often the page renders, and is never retried (the code is spent).
 */
export const confirmEmailQueryOptions = (payload: ConfirmEmail) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.account, "confirm-email", payload.userId, payload.code],
    queryFn: () => confirmEmail(payload),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useConfirmEmail(payload: ConfirmEmail | null) {
  return useQuery({
    ...confirmEmailQueryOptions(payload ?? { userId: 0, code: "" }),
    enabled: payload !== null,
  });
}
