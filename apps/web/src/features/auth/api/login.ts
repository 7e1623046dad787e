import { type Login, type TokenPair, TokenPairSchema } from "@portal/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { showError } from "@/lib/api-error-handlers";
import { sessionQueryOptions } from "@/lib/auth/session";
import { storeTokens } from "@/lib/cookies";
import { queryClient } from "@/lib/query-client";

/** Statuses the form explains on the password field instead of in a toast: wrong details, unverified, locked. */
export const LOGIN_FIELD_STATUSES: readonly number[] = [400, 401, 403, 423];

export function login(credentials: Login): Promise<TokenPair> {
  // The credentials travel in the body rather than the query string so they never land in access logs.
  return apiRequest("/api/Account/Login", {
    method: "POST",
    body: credentials,
    schema: TokenPairSchema,
    authenticated: false,
    onError: (failure) => {
      if (LOGIN_FIELD_STATUSES.includes(failure.status)) throw new ApiError(failure, failure.body?.message ?? "");
      return showError(failure);
    },
  });
}

/** Stores the tokens, then fetches the user (spec 01 §4.1); the visitors-only guard then moves on. */
export function useLogin() {
  return useMutation({
    mutationFn: async (credentials: Login) => {
      const tokens = await login(credentials);
      storeTokens(tokens);
      await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      return tokens;
    },
  });
}
