import { afterEach, vi } from "vitest";

/** A console.error during a test is a failure: it means something went wrong that no assertion saw. */
let consoleErrors: unknown[][] = [];
const originalConsoleError = console.error;
console.error = (...args: unknown[]) => {
  consoleErrors.push(args);
  originalConsoleError(...args);
};

afterEach(() => {
  const errors = consoleErrors;
  consoleErrors = [];
  vi.useRealTimers();
  if (errors.length > 0) throw new Error(`console.error was called during the test: ${String(errors[0]?.[0])}`);
});
