import { ACCOUNT_MESSAGES, SessionTokenSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { showError } from "@/lib/api-error-handlers";

/**
 * POST /api/Account/SessionToken?email= (spec 01 §7): a visitor's session for the e-mail, as a token string. An
 * e-mail that already has an account is refused with a 409 the wizard shows on the Email field, not as a toast.
 */
export function requestSessionToken(email: string): Promise<string> {
  return apiRequest("/api/Account/SessionToken", {
    method: "POST",
    query: { email },
    schema: SessionTokenSchema,
    authenticated: false,
    onError: (failure) => {
      if (failure.status === 409) {
        throw new ApiError(failure, failure.body?.message ?? ACCOUNT_MESSAGES.sessionEmailRegistered);
      }
      return showError(failure);
    },
  });
}
