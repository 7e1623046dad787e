import { TOAST_SETTINGS } from "@portal/contracts";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { cssTransition, ToastContainer, type ToastPosition } from "react-toastify";
import { GlobalLoadingOverlay } from "@/components/ui/loading-overlay";
import { queryClient as appQueryClient } from "@/lib/query-client";

const [hotKeyModifier, hotKeyCode] = TOAST_SETTINGS.hotKey.split("+") as [string, string];

/** Alt+T moves focus to the notifications (spec 01 §9). */
const isToastHotKey = (event: KeyboardEvent) =>
  hotKeyModifier === "Alt" && event.altKey && event.code === `Key${hotKeyCode}`;

/** The library's bounce animation, collapsing in 300 ms as it leaves (spec 01 §9). */
const ToastTransition = cssTransition({
  enter: "Toastify--animate Toastify__bounce-enter",
  exit: "Toastify--animate Toastify__bounce-exit",
  appendPosition: true,
  collapseDuration: TOAST_SETTINGS.exitCollapseMs,
});

/** Toast settings of spec 01 §9. */
export function Toasts() {
  return (
    <ToastContainer
      position={TOAST_SETTINGS.position as ToastPosition}
      autoClose={TOAST_SETTINGS.autoCloseMs}
      theme={TOAST_SETTINGS.theme}
      draggablePercent={TOAST_SETTINGS.draggablePercent}
      pauseOnHover={TOAST_SETTINGS.pauseOnHover}
      pauseOnFocusLoss={TOAST_SETTINGS.pauseOnFocusLoss}
      hotKeys={isToastHotKey}
      transition={ToastTransition}
      newestOnTop
    />
  );
}

export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
      <GlobalLoadingOverlay />
    </QueryClientProvider>
  );
}
