import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, networkFailure } from "@/lib/api-error";
import { useDebouncedSave } from "./use-debounced-save";

const DELAY_MS = 500;

/** A save whose answer the test gives when it wants. */
function controlledSave() {
  const calls: { value: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const save = vi.fn(
    (value: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ value, resolve, reject });
      }),
  );
  return { save, calls };
}

function renderSaving(save: (value: string) => Promise<unknown>, initial = "saved", canSave = true) {
  const onFailed = vi.fn();
  const hook = renderHook(
    (props: { value: string; canSave: boolean }) =>
      useDebouncedSave({ value: props.value, canSave: props.canSave, delayMs: DELAY_MS, save, onFailed }),
    { initialProps: { value: initial, canSave } },
  );
  return { ...hook, onFailed };
}

describe("a value that saves itself", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is sent once it has stopped changing for the delay, and not at all while unchanged", () => {
    const { save, calls } = controlledSave();
    const { rerender } = renderSaving(save);
    act(() => vi.advanceTimersByTime(DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();
    rerender({ value: "s", canSave: true });
    act(() => vi.advanceTimersByTime(DELAY_MS - 1));
    rerender({ value: "se", canSave: true });
    act(() => vi.advanceTimersByTime(DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(calls.map((call) => call.value)).toEqual(["se"]);
  });

  it("is sent on leaving when the last edit has not gone yet, but not a second time while its save runs", () => {
    const { save, calls } = controlledSave();
    const first = renderSaving(save);
    first.rerender({ value: "typed just before leaving", canSave: true });
    first.unmount();
    expect(calls.map((call) => call.value)).toEqual(["typed just before leaving"]);

    const second = renderSaving(save);
    second.rerender({ value: "sent", canSave: true });
    act(() => vi.advanceTimersByTime(DELAY_MS));
    second.unmount();
    expect(calls.map((call) => call.value)).toEqual(["typed just before leaving", "sent"]);
  });

  it("keeps a failed value unsent: retry sends it again", async () => {
    const { save, calls } = controlledSave();
    const { rerender, result, onFailed } = renderSaving(save);
    rerender({ value: "edited", canSave: true });
    act(() => vi.advanceTimersByTime(DELAY_MS));
    const refusal = new Error("offline");
    await act(async () => calls[0]?.reject(refusal));
    expect(onFailed).toHaveBeenCalledWith(refusal);
    act(() => result.current.retry());
    act(() => vi.advanceTimersByTime(DELAY_MS));
    expect(calls.map((call) => call.value)).toEqual(["edited", "edited"]);
  });

  it("sends nothing, even on leaving, while the value cannot be saved", () => {
    const { save } = controlledSave();
    const { rerender, unmount } = renderSaving(save);
    rerender({ value: "half typed", canSave: false });
    act(() => vi.advanceTimersByTime(DELAY_MS * 2));
    unmount();
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps a save that got no answer and sends it again when the connection returns; a refusal waits", async () => {
    const { save, calls } = controlledSave();
    const { rerender, onFailed } = renderSaving(save);
    rerender({ value: "typed on site", canSave: true });
    act(() => vi.advanceTimersByTime(DELAY_MS));
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.reject(new ApiError(networkFailure, "Service unavailable")));
    // The offline handling arrives in its own chunk.
    await act(() => vi.dynamicImportSettled());
    expect(onFailed).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    act(() => vi.advanceTimersByTime(DELAY_MS));
    expect(calls.map((call) => call.value)).toEqual(["typed on site", "typed on site"]);
    await act(async () =>
      calls[1]?.reject(new ApiError({ status: 400, text: "", body: undefined, isJson: false }, "No")),
    );
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(calls).toHaveLength(2);
  });
});
