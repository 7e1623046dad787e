/**
 * Trying a dropped save again (docs/decisions/phone.md, 'offline'): on the `online` event, or after a growing
 * backoff, since a connection can come back without the browser saying so. No imports, so the chunk it travels in
 * needs nothing the page has not loaded.
 */

/** Backoff between tries while it is unclear whether the connection is back (no `online` event may come). */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;

export interface ReconnectRetry {
  /** A save failed for the network: try again on `online`, or after the next backoff step. */
  schedule: () => void;
  /** The saves went through (or the page is gone): no more tries, and the backoff starts again from the first step. */
  cancel: () => void;
}

/** Calls `retry` once when the connection returns or the backoff step ends, whichever is first. */
export function createReconnectRetry(
  retry: () => void,
  target: Window | undefined = globalThis.window,
): ReconnectRetry {
  let step = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (listening) target?.removeEventListener("online", fire);
    listening = false;
  };
  function fire() {
    clear();
    retry();
  }

  return {
    schedule: () => {
      clear();
      const delay = RETRY_DELAYS_MS[Math.min(step, RETRY_DELAYS_MS.length - 1)];
      step++;
      timer = setTimeout(fire, delay);
      target?.addEventListener("online", fire);
      listening = true;
    },
    cancel: () => {
      clear();
      step = 0;
    },
  };
}
