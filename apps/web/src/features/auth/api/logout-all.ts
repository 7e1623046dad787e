import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showError } from "@/lib/api-error-handlers";
import { endLocalSession } from "./logout";

export function logoutAll(): Promise<unknown> {
  return apiRequest<unknown>("/api/Account/LogoutAll", { method: "POST", onError: showError });
}

/** Only a confirmed sign-out everywhere ends the session here; a failure leaves the user signed in to retry. */
export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll, onSuccess: endLocalSession });
}
