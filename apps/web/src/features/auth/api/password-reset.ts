import type { PasswordReset } from "@portal/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { showError } from "@/lib/api-error-handlers";

/** A 400 goes back to the form (password model state or message); other statuses to the generic handler. */
export function resetPassword(payload: PasswordReset): Promise<unknown> {
  return apiRequest<unknown>("/api/Account/PasswordReset", {
    method: "POST",
    body: payload,
    authenticated: false,
    onError: (failure) => {
      if (failure.status === 400) throw new ApiError(failure, failure.body?.message ?? "");
      return showError(failure);
    },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
