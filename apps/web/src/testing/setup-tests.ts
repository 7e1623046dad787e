import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// Pages, dialogs and dropdowns load their code when first shown: the first test to open one also waits for
// its modules to be compiled, which on a busy two-core machine takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Every test starts signed out with settings loaded, and a console.error anywhere fails the test that
 * caused it: React warnings (act, keys, invalid DOM) are bugs here.
 */
let consoleErrors: unknown[][] = [];

/** jsdom has no layout: Headless UI only needs ResizeObserver to exist. */
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!("ResizeObserver" in globalThis)) {
  Object.defineProperty(globalThis, "ResizeObserver", { value: NoLayoutResizeObserver, writable: true });
}

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  const { resetTestState } = await import("./test-state");
  resetTestState();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});
