import { ACCOUNT_MESSAGES, type Register } from "@portal/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { showError } from "@/lib/api-error-handlers";
import { showErrorToast } from "@/lib/toast";

/**
 * Registration errors (spec 01 §8.2): a 400 shows its message (or 'Error registering user.') and hands the
 * model state to the form; an empty body gets its own text; anything else goes to the generic handler.
 */
export function register(payload: Register): Promise<unknown> {
  return apiRequest<unknown>("/api/Account/Register", {
    method: "POST",
    body: payload,
    authenticated: false,
    onError: (failure) => {
      if (failure.text.trim() === "") {
        showErrorToast(ACCOUNT_MESSAGES.registerEmptyBody);
        throw new ApiError(failure, ACCOUNT_MESSAGES.registerEmptyBody);
      }
      if (failure.status === 400) {
        const message = failure.body?.message || ACCOUNT_MESSAGES.registerFailedFallback;
        showErrorToast(message);
        throw new ApiError(failure, message);
      }
      return showError(failure);
    },
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
