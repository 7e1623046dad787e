import { useMutation } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { apiRequest } from "@/lib/api-client";
import { sessionQueryKey } from "@/lib/auth/session-key";
import { clearTokens, getRefreshToken } from "@/lib/cookies";
import { hideLoadingOverlay, showLoadingOverlay } from "@/lib/loading-overlay";
import { navigateTo } from "@/lib/navigation";
import { queryClient } from "@/lib/query-client";

/** Forgets everything about the session in this browser; its realtime socket closes with the session's data. */
export function forgetLocalSession(): void {
  clearTokens();
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, null);
}

/** Forgets everything about the session in this browser, then shows /login (spec 01 §4.1). */
export function endLocalSession(): void {
  forgetLocalSession();
  navigateTo(paths.login);
}

export function logout(): Promise<unknown> {
  return apiRequest<unknown>("/api/Account/Logout", {
    method: "POST",
    // Read at send time: if the call first renews the session, the renewed refresh token is the one to revoke.
    query: () => ({ refreshToken: getRefreshToken() }),
    // Signing out must not fail in the user's eyes: whatever the server says, this browser signs out.
    onError: () => undefined,
  });
}

/** The overlay covers the page while the server forgets the session, so nothing is clicked half-signed-out. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onMutate: showLoadingOverlay,
    onSettled: () => {
      hideLoadingOverlay();
      endLocalSession();
    },
  });
}
