import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { landOnSection, QUIET_MS, whenQueriesSettle } from "./land-on-section";

/** A ResizeObserver the test drives: `grow()` tells every observer that what it watches changed size. */
class FakeResizeObserver {
  static observers = new Set<FakeResizeObserver>();
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.observers.add(this);
  }
  observe() {}
  disconnect() {
    FakeResizeObserver.observers.delete(this);
  }
  static grow() {
    for (const observer of FakeResizeObserver.observers) observer.callback();
  }
}

function section() {
  const element = document.createElement("div");
  element.id = "roof-section-estimate";
  document.body.append(element);
  const landings: ScrollIntoViewOptions[] = [];
  element.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
    landings.push(options as ScrollIntoViewOptions);
  };
  return { element, landings };
}

// The test setup's ResizeObserver is writable, not configurable: it is swapped by assignment.
const setupResizeObserver = globalThis.ResizeObserver;

beforeEach(() => {
  vi.useFakeTimers();
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
});

afterEach(() => {
  vi.useRealTimers();
  globalThis.ResizeObserver = setupResizeObserver;
  FakeResizeObserver.observers.clear();
  document.body.innerHTML = "";
});

describe("landing on a section (spec 03 §2.1 section links)", () => {
  it("waits for the panels above to load, lands at once (no smooth scroll) and stays while they grow", async () => {
    const { element, landings } = section();
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    landOnSection({ target: () => element, whenSettled: () => settled, anchorMs: 1_000 });
    await vi.advanceTimersByTimeAsync(500);
    expect(landings).toHaveLength(0);

    settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(landings).toEqual([{ block: "start", behavior: "instant" }]);
    // The wind panels above render their diagram: the section is put back at the top.
    FakeResizeObserver.grow();
    expect(landings).toHaveLength(2);
    // Bounded: after anchorMs the page is left alone.
    await vi.advanceTimersByTimeAsync(1_000);
    FakeResizeObserver.grow();
    expect(landings).toHaveLength(2);
  });

  it("stops for good as soon as the user scrolls, touches or types", async () => {
    for (const type of ["wheel", "touchstart", "keydown", "pointerdown"]) {
      const { element, landings } = section();
      landOnSection({ target: () => element, whenSettled: () => Promise.resolve() });
      await vi.advanceTimersByTimeAsync(0);
      expect(landings).toHaveLength(1);
      window.dispatchEvent(new Event(type));
      FakeResizeObserver.grow();
      expect(landings).toHaveLength(1);
    }
  });

  it("does not land at all when the user takes over before the panels have loaded", async () => {
    const { element, landings } = section();
    landOnSection({
      target: () => element,
      whenSettled: (signal) => new Promise((resolve) => signal.addEventListener("abort", () => resolve())),
    });
    window.dispatchEvent(new Event("wheel"));
    await vi.advanceTimersByTimeAsync(0);
    expect(landings).toHaveLength(0);
  });

  it("stops when the page goes (the returned stop)", async () => {
    const { element, landings } = section();
    const stop = landOnSection({ target: () => element, whenSettled: () => Promise.resolve() });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    FakeResizeObserver.grow();
    expect(landings).toHaveLength(1);
  });
});

describe("waiting for the panels' reads", () => {
  it("settles once no query has fetched for a quiet moment, not between one read and the next", async () => {
    const queryClient = new QueryClient();
    let answer = (_value: number) => {};
    void queryClient.fetchQuery({
      queryKey: ["zones"],
      queryFn: () =>
        new Promise<number>((resolve) => {
          answer = resolve;
        }),
    });
    let isSettled = false;
    void whenQueriesSettle(queryClient, new AbortController().signal).then(() => {
      isSettled = true;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isSettled).toBe(false);

    answer(1);
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    // The answer's panel starts its next read before the quiet moment is over.
    let answerSolar = (_value: number) => {};
    void queryClient.fetchQuery({
      queryKey: ["solar"],
      queryFn: () =>
        new Promise<number>((resolve) => {
          answerSolar = resolve;
        }),
    });
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(isSettled).toBe(false);
    answerSolar(2);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(isSettled).toBe(true);
  });

  it("gives up waiting after its limit", async () => {
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ["never"], queryFn: () => new Promise<number>(() => {}) });
    let isSettled = false;
    void whenQueriesSettle(queryClient, new AbortController().signal, { limitMs: 2_000 }).then(() => {
      isSettled = true;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isSettled).toBe(true);
  });
});
