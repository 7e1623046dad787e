import { toast } from "react-toastify";
import { vi } from "vitest";
import { removeCookie } from "@/lib/cookies";
import { queryClient } from "@/lib/query-client";
import { setSettings } from "@/lib/settings";

export function clearAllCookies(): void {
  for (const entry of document.cookie.split("; ")) {
    const name = entry.split("=")[0];
    if (name) removeCookie(name);
  }
}

export function resetTestState(): void {
  queryClient.clear();
  toast.dismiss();
  clearAllCookies();
  // The tab's own visitor session and the wizard's memory live here.
  window.sessionStorage.clear();
  setSettings(null);
  window.history.replaceState({}, "", "/");
  vi.unstubAllGlobals();
  vi.useRealTimers();
}
