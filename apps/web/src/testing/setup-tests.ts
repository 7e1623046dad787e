import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

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
