import type { PasswordReset } from "@portal/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { showError } from "@/lib/api-error-handlers";
import { startRealtime, stopRealtime } from "@/lib/realtime";
import { forgetLocalSession } from "./logout";

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

/**
 * A password chosen from a mailed link ends every session of the account on the server (a wizard visitor's too,
 * when the link completes its registration), so on success this browser forgets its own and the page says the
 * password is set. The socket is closed before the call: the server closing it would start a reconnection that
 * can only be refused, and that refusal would send the page to /login. A refused link keeps the session.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onMutate: () => stopRealtime(),
    onSuccess: forgetLocalSession,
    onError: () => void startRealtime(),
  });
}
