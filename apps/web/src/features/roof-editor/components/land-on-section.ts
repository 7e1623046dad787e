import type { QueryClient } from "@tanstack/react-query";

/** How long the page may take to load the panels above before the link lands anyway. */
export const SETTLE_LIMIT_MS = 8_000;
/** No query may start for this long before the panels above count as loaded (one may start another). */
export const QUIET_MS = 150;
/** How long after landing the panel is kept in place while images, charts and late panels above it grow. */
export const ANCHOR_MS = 4_000;
/** What the user does to take over the scrolling: from then on the page is theirs. */
const USER_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/**
 * Resolves once no query of the page has been fetching for `quietMs`, or after `limitMs`, or as soon as `signal`
 * aborts. The wind, site and solar panels above a section read their own data after the editor appears; this is
 * when they have it.
 */
export function whenQueriesSettle(
  queryClient: QueryClient,
  signal: AbortSignal,
  { limitMs = SETTLE_LIMIT_MS, quietMs = QUIET_MS } = {},
): Promise<void> {
  return new Promise((resolve) => {
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = queryClient.getQueryCache().subscribe(() => check());
    const limitTimer = setTimeout(done, limitMs);
    signal.addEventListener("abort", done);
    function done() {
      clearTimeout(limitTimer);
      clearTimeout(quietTimer);
      unsubscribe();
      signal.removeEventListener("abort", done);
      resolve();
    }
    function check() {
      clearTimeout(quietTimer);
      if (queryClient.isFetching() === 0) quietTimer = setTimeout(done, quietMs);
    }
    // The queries of the panels just rendered start in their effects: look once they have run.
    quietTimer = setTimeout(check, 0);
  });
}

export interface LandOnSectionOptions {
  /** The element to land on, looked up once the page has settled. */
  target: () => HTMLElement | null;
  /** Resolves when the panels above have loaded; `signal` aborts when the user takes over or the page goes. */
  whenSettled: (signal: AbortSignal) => Promise<void>;
  /** The elements whose growth moves the target: by default the panels around it and the page's body. */
  observed?: (target: HTMLElement) => Element[];
  anchorMs?: number;
}

/**
 * Opens the page at a panel (the `section` link, spec 03 §2.1) once the panels above it have loaded, then keeps it
 * at the top of the screen while what is above still grows (a ResizeObserver, for `anchorMs`). The jumps are
 * instant: a smooth scroll would race the layout and stop short, and instant also honours prefers-reduced-motion.
 * Stops for good as soon as the user scrolls, touches or types. Returns the function that stops it (unmount).
 */
export function landOnSection({
  target,
  whenSettled,
  observed = (element) => [element.parentElement ?? document.body, document.body],
  anchorMs = ANCHOR_MS,
}: LandOnSectionOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const stop = () => controller.abort();
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true, capture: true, signal });

  void whenSettled(signal).then(() => {
    if (signal.aborted) return;
    const element = target();
    if (element === null) {
      stop();
      return;
    }
    // jsdom and old browsers without scrolling simply stay put.
    const land = () => element.scrollIntoView?.({ block: "start", behavior: "instant" });
    land();
    if (typeof ResizeObserver === "function") {
      const observer = new ResizeObserver(() => {
        if (!signal.aborted) land();
      });
      for (const grown of new Set(observed(element))) observer.observe(grown);
      signal.addEventListener("abort", () => observer.disconnect());
    }
    const timer = setTimeout(stop, anchorMs);
    signal.addEventListener("abort", () => clearTimeout(timer));
  });
  return stop;
}
