import { OFFLINE_TEXT } from "@portal/contracts/ui";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, networkFailure } from "@/lib/api-error";
import { sessionQueryKey } from "@/lib/auth/session-key";
import { queryClient } from "@/lib/query-client";
import type { RoofEditorField, RoofSection } from "../form/roof-editor-values";
import { type AutosaveSteps, createRoofAutosave, type RoofDraftTarget, roofDraftKey } from "./roof-autosave";

const ROOF_ID = 41;

function harness(save: AutosaveSteps["save"]) {
  const form: Partial<Record<RoofEditorField, unknown>> = { pitch: "35" };
  const versions: Record<RoofSection, number> = { fixing: 3, tile: 1, estimate: 1, systems: 1 };
  const steps: AutosaveSteps = {
    missingPrerequisite: () => null,
    hasFormErrors: () => false,
    validate: () => true,
    save: vi.fn(save),
    reload: vi.fn(async () => undefined),
    showServerErrors: vi.fn(),
    afterSaves: vi.fn(async () => undefined),
    notify: {
      saving: vi.fn(),
      saved: vi.fn(),
      blocked: vi.fn(),
      formErrors: vi.fn(),
      stale: vi.fn(),
      failed: vi.fn(),
    },
  };
  const draft: RoofDraftTarget = {
    roofId: ROOF_ID,
    versions,
    read: (fields) => Object.fromEntries(fields.map((field) => [field, form[field]])),
    write: (values) => Object.assign(form, values),
  };
  const autosave = createRoofAutosave(() => steps, 10, draft);
  autosave.start();
  return { autosave, steps, form, versions };
}

const noAnswer = () => new ApiError(networkFailure, "Service unavailable");
const banner = () => document.querySelector("[data-offline-status]")?.textContent ?? "";

describe("the roof autosave on a dropped connection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient.setQueryData(sessionQueryKey, { id: 7 });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a save that got no answer, says so, and sends it again when the connection returns", async () => {
    let online = false;
    const { autosave, steps, form } = harness(async () => {
      if (!online) throw noAnswer();
    });
    form.pitch = "40";
    autosave.commit("pitch");
    await vi.advanceTimersByTimeAsync(20);
    expect(steps.save).toHaveBeenCalledTimes(1);
    expect(steps.showServerErrors).not.toHaveBeenCalled();
    expect(steps.notify.failed).not.toHaveBeenCalled();
    expect(banner()).toBe(OFFLINE_TEXT.notSavedYet);
    // Kept for a reload meanwhile.
    expect(JSON.parse(localStorage.getItem(roofDraftKey(ROOF_ID) ?? "") ?? "null")).toEqual({
      values: { pitch: "40" },
      versions: { fixing: 3 },
    });

    online = true;
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(steps.save).toHaveBeenCalledTimes(2);
    expect(steps.notify.saved).toHaveBeenCalledTimes(1);
    expect(banner()).toBe(OFFLINE_TEXT.savedAgain);
    expect(localStorage.getItem(roofDraftKey(ROOF_ID) ?? "")).toBeNull();
    autosave.stop();
  });

  it("tries again after a backoff when no online event comes", async () => {
    let attempts = 0;
    const { autosave, steps } = harness(async () => {
      attempts++;
      if (attempts === 1) throw noAnswer();
    });
    autosave.commit("pitch");
    await vi.advanceTimersByTimeAsync(20);
    expect(steps.save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(steps.save).toHaveBeenCalledTimes(2);
    expect(steps.notify.saved).toHaveBeenCalledTimes(1);
    autosave.stop();
  });

  it("shows a server's refusal as before and does not retry it on its own", async () => {
    const refusal = new ApiError({ status: 400, text: "", body: { message: "No" }, isJson: true }, "No");
    const { autosave, steps } = harness(async () => {
      throw refusal;
    });
    autosave.commit("pitch");
    await vi.advanceTimersByTimeAsync(20);
    expect(steps.showServerErrors).toHaveBeenCalledWith(refusal);
    expect(steps.notify.failed).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(steps.save).toHaveBeenCalledTimes(1);
    autosave.stop();
  });

  it("puts a kept draft back into the form on the next opening, saves it at its version, then removes it", async () => {
    localStorage.setItem(
      roofDraftKey(ROOF_ID) ?? "",
      JSON.stringify({ values: { pitch: "42", unknownField: "x" }, versions: { fixing: 2 } }),
    );
    const sentAt: number[] = [];
    const { autosave, steps, form, versions } = harness(async () => {
      sentAt.push(versions.fixing);
    });
    expect(form.pitch).toBe("42");
    await vi.advanceTimersByTimeAsync(20);
    expect(steps.save).toHaveBeenCalledWith("fixing", expect.anything());
    // Sent at the version it was entered on (2), not the newer one loaded (3): the server answers 409 if it moved.
    expect(sentAt).toEqual([2]);
    expect(localStorage.getItem(roofDraftKey(ROOF_ID) ?? "")).toBeNull();
    autosave.stop();
  });

  it("keeps another user's draft apart", () => {
    localStorage.setItem(`portal.draft.roof.8.${ROOF_ID}`, JSON.stringify({ values: { pitch: "50" }, versions: {} }));
    const { form, autosave } = harness(async () => undefined);
    expect(form.pitch).toBe("35");
    autosave.stop();
  });
});
