import { ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { ROOF_EDITOR_TEXT } from "@portal/contracts/ui";
import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SaveStatus, useSaveState } from "./save-status";

function deferred<T>() {
  let resolve = (_value: T) => {};
  let reject = (_error: unknown) => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("a save's state (estimate lines, NBS ticks, manual quantities)", () => {
  it("goes saving → saved, and answers the save's result", async () => {
    const { result } = renderHook(() => useSaveState());
    const save = deferred<number>();
    let answer: Promise<number | undefined> = Promise.resolve(undefined);
    act(() => {
      answer = result.current.track(() => save.promise);
    });
    expect(result.current.state).toEqual({ status: "saving" });
    await act(async () => save.resolve(12));
    expect(result.current.state).toEqual({ status: "saved" });
    expect(await answer).toBe(12);
  });

  it("goes saving → failed with the call's reason, and answers undefined", async () => {
    const { result } = renderHook(() => useSaveState());
    let answer: Promise<unknown> = Promise.resolve();
    await act(async () => {
      answer = result.current.track(() => Promise.reject(new Error("Failed to update estimate quantity")));
    });
    expect(result.current.state).toEqual({ status: "failed", reason: "Failed to update estimate quantity" });
    expect(await answer).toBeUndefined();
    await act(async () => {
      await result.current.track(() => Promise.reject("no message"));
    });
    expect(result.current.state).toEqual({ status: "failed", reason: ROOF_EDITOR_MESSAGES.saveFailed });
  });

  it("lets only the latest save speak: an older one answering late does not overwrite it", async () => {
    const { result } = renderHook(() => useSaveState());
    const first = deferred<number>();
    const second = deferred<number>();
    act(() => {
      void result.current.track(() => first.promise);
      void result.current.track(() => second.promise);
    });
    await act(async () => second.resolve(2));
    expect(result.current.state).toEqual({ status: "saved" });
    await act(async () => first.reject(new Error("late failure")));
    expect(result.current.state).toEqual({ status: "saved" });
  });

  it("says each state in a live region, and offers Try again only after a failure", async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<SaveStatus state={{ status: "idle" }} onRetry={onRetry} />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    rerender(<SaveStatus state={{ status: "saving" }} onRetry={onRetry} />);
    expect(status.textContent).toBe(ROOF_EDITOR_TEXT.saveState.saving);
    rerender(<SaveStatus state={{ status: "saved" }} onRetry={onRetry} />);
    expect(status.textContent).toBe(ROOF_EDITOR_TEXT.saveState.saved);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<SaveStatus state={{ status: "failed", reason: "Quantity is too large" }} onRetry={onRetry} />);
    // The same live region speaks the failure.
    expect(screen.getByRole("status")).toBe(status);
    expect(status.textContent).toBe("Not saved: Quantity is too large");
    await userEvent.setup().click(screen.getByRole("button", { name: ROOF_EDITOR_TEXT.saveState.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
