import { useSyncExternalStore } from "react";

/** The global loading overlay (spec 01 §2.3) is shown and hidden on demand, from anywhere. */
let visibleRequests = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showLoadingOverlay(): void {
  visibleRequests += 1;
  emit();
}

export function hideLoadingOverlay(): void {
  visibleRequests = Math.max(0, visibleRequests - 1);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoadingOverlayVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => visibleRequests > 0,
    () => false,
  );
}
