import { ACCOUNT_MESSAGES, type ForgottenPassword } from "@portal/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { showError } from "@/lib/api-error-handlers";
import { showErrorToast } from "@/lib/toast";

export function requestPasswordReset(payload: ForgottenPassword): Promise<unknown> {
  return apiRequest<unknown>("/api/Account/ForgottenPassword", {
    method: "POST",
    body: payload,
    authenticated: false,
    onError: (failure) => {
      // Too many requests has its own clearer message.
      if (failure.status === 429) return showError(failure);
      showErrorToast(ACCOUNT_MESSAGES.forgotPasswordFailed);
      throw new ApiError(failure, ACCOUNT_MESSAGES.forgotPasswordFailed);
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
