import { ACCOUNT_MESSAGES, SessionTokenSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { showError } from "@/lib/api-error-handlers";

/** The visitor's name as typed; the session keeps it, and the documents it asks for say who requested them by it. */
export interface VisitorName {
  firstName: string;
  lastName: string;
}

/**
 * POST /api/Account/SessionToken?email= (spec 01 §7): a visitor's session for the e-mail, as a token string. An
 * e-mail that already has an account is refused with a 409 the wizard shows on the Email field, not as a toast.
 * The name goes in the body, never in the address.
 */
export function requestSessionToken(email: string, name?: VisitorName): Promise<string> {
  return apiRequest("/api/Account/SessionToken", {
    method: "POST",
    query: { email },
    ...(name ? { body: { firstName: name.firstName.trim(), lastName: name.lastName.trim() } } : {}),
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
