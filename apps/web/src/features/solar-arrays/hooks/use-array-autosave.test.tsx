import { OFFLINE_TEXT } from "@portal/contracts/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, networkFailure } from "@/lib/api-error";
import { sessionQueryKey } from "@/lib/auth/session-key";
import { queryClient } from "@/lib/query-client";
import * as toast from "@/lib/toast";
import { updateSolarArray } from "../api/update-solar-array";
import { designOf, type SolarDesign } from "../lib/design";
import { solarArrayRecord } from "../testing/fake-solar-api";
import { arrayDraftKey, useArrayAutosave } from "./use-array-autosave";

vi.mock("../api/update-solar-array", () => ({ updateSolarArray: vi.fn() }));
const update = vi.mocked(updateSolarArray);

const ARRAY = solarArrayRecord(9, 5, { version: 4, panelId: 1, array: [[true, false]] });

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const banner = () => document.querySelector("[data-offline-status]")?.textContent ?? "";

function renderAutosave(design: SolarDesign = designOf(ARRAY)) {
  const replaceDesign = vi.fn();
  const hook = renderHook(
    (props: { design: SolarDesign }) => useArrayAutosave(ARRAY, props.design, true, replaceDesign, 10),
    { wrapper, initialProps: { design } },
  );
  return { ...hook, replaceDesign };
}

describe("the solar array's autosave on a dropped connection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient.setQueryData(sessionQueryKey, { id: 7 });
    localStorage.clear();
    update.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("keeps the design that got no answer, says so, and saves it when the connection returns", async () => {
    update.mockRejectedValueOnce(new ApiError(networkFailure, "Service unavailable"));
    update.mockImplementation(async (_id, body) => ({ ...ARRAY, array: body.array, version: 5 }));
    const errorToast = vi.spyOn(toast, "showErrorToast");
    const { result, rerender } = renderAutosave();
    const painted = { ...designOf(ARRAY), grid: [[true, true]] };
    rerender({ design: painted });
    act(() => result.current.edited());
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(update).toHaveBeenCalledTimes(1);
    expect(errorToast).not.toHaveBeenCalled();
    expect(banner()).toBe(OFFLINE_TEXT.notSavedYet);
    expect(JSON.parse(localStorage.getItem(arrayDraftKey(5) ?? "") ?? "null")).toMatchObject({
      design: { grid: [[true, true]] },
      version: 4,
    });

    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(update).toHaveBeenCalledTimes(2);
    expect(banner()).toBe(OFFLINE_TEXT.savedAgain);
    expect(localStorage.getItem(arrayDraftKey(5) ?? "")).toBeNull();
  });

  it("shows a refusal as before and does not retry it on its own", async () => {
    update.mockRejectedValue(new ApiError({ status: 400, text: "", body: undefined, isJson: false }, "No"));
    const errorToast = vi.spyOn(toast, "showErrorToast");
    const { result } = renderAutosave();
    act(() => result.current.edited());
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(errorToast).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("puts a kept design back on the next opening and saves it at the version it was made on", async () => {
    const kept = { ...designOf(ARRAY), grid: [[false, true]] };
    localStorage.setItem(arrayDraftKey(5) ?? "", JSON.stringify({ design: kept, version: 3 }));
    update.mockImplementation(async (_id, body) => ({ ...ARRAY, array: body.array, version: 5 }));
    const { replaceDesign, rerender } = renderAutosave();
    expect(replaceDesign).toHaveBeenCalledWith(kept);
    rerender({ design: kept });
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(update).toHaveBeenCalledWith(5, expect.objectContaining({ version: 3, array: [[false, true]] }));
    expect(localStorage.getItem(arrayDraftKey(5) ?? "")).toBeNull();
  });
});
