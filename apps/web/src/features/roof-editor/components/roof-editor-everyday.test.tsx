import { formMessages, ROOF_FIXING_LABELS } from "@portal/contracts";
import { ROOF_EDITOR_TEXT, ZONE_DIAGRAM_TEXT } from "@portal/contracts/ui";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "@/testing/mock-api";
import { errorOf } from "@/testing/session";
import { duopitchResult } from "../results/testing/fixtures";
import { manualSelection, ROOF_ID } from "../testing/fake-roof-api";
import { AFTER_DEBOUNCE, field, openEditor } from "../testing/open-roof-editor";

const required = (name: keyof typeof ROOF_FIXING_LABELS) => formMessages.required(ROOF_FIXING_LABELS[name]);

describe("required messages on blur (spec 03 §5)", () => {
  it("says '{Label} is required' when pitch or a dimension is emptied and left, and saves no blank", async () => {
    const { api, user } = await openEditor();
    for (const [label, name] of [
      [ROOF_EDITOR_TEXT.pitch, "pitch"],
      [ROOF_EDITOR_TEXT.heightToEave, "heightToEave"],
      [ROOF_EDITOR_TEXT.roofSpan, "roofSpan"],
      [ROOF_EDITOR_TEXT.buildingLength, "buildingLength"],
    ] as const) {
      await user.clear(field(label));
      expect(errorOf(field(label))).toBeNull();
      await user.tab();
      await waitFor(() => expect(errorOf(field(label))).toBe(required(name)));
      expect(field(label).getAttribute("aria-invalid")).toBe("true");
      expect(field(label).getAttribute("aria-required")).toBe("true");
    }
    // The message goes when a value is entered and the field is left again.
    await user.type(field(ROOF_EDITOR_TEXT.pitch), "35");
    await user.tab();
    await waitFor(() => expect(errorOf(field(ROOF_EDITOR_TEXT.pitch))).toBeNull());
    // A blank required field blocks the save rather than storing the blank.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(api.callsTo("PUT /api/v1/roof-fixing")).toHaveLength(0);
  });

  it("says it for rafter centres left unchosen, and for the vertical fields of vertical tiling", async () => {
    const { user } = await openEditor({
      fixing: { isVerticalRoof: true, pitch: 90, roofTypeId: 4, buildingHeightToRidge: 6, verticalTimberSupportsId: 1 },
    });
    for (const [label, name] of [
      [ROOF_EDITOR_TEXT.rafterCentres, "rafterCentres"],
      [ROOF_EDITOR_TEXT.verticalTimberSupports, "verticalTimberSupportsId"],
    ] as const) {
      await user.selectOptions(field(label), "");
      await user.tab();
      await waitFor(() => expect(errorOf(field(label))).toBe(required(name)));
    }
    await user.clear(field(ROOF_EDITOR_TEXT.buildingHeightToRidge));
    await user.tab();
    await waitFor(() =>
      expect(errorOf(field(ROOF_EDITOR_TEXT.buildingHeightToRidge))).toBe(required("buildingHeightToRidge")),
    );
  });

  it("says nothing about a blank the user has not touched: a roof filled in part way still saves", async () => {
    const { api, user } = await openEditor({ fixing: { heightToEave: null } });
    await user.clear(field(ROOF_EDITOR_TEXT.pitch));
    await user.type(field(ROOF_EDITOR_TEXT.pitch), "40");
    await user.tab();
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-fixing")).toHaveLength(1), AFTER_DEBOUNCE);
    expect(errorOf(field(ROOF_EDITOR_TEXT.heightToEave))).toBeNull();
  });
});

describe("set-out beside the tile fields", () => {
  it("says the roof is not calculated yet rather than showing blanks", async () => {
    await openEditor();
    expect(await screen.findByText(ROOF_EDITOR_TEXT.setOutNotCalculated)).toBeTruthy();
  });

  it("shows headlap, gauge, courses and first batten from the stored calculation, as the zone panel words them", async () => {
    await openEditor({
      handlers: { [`GET /api/v1/roofs/fixing-result/${ROOF_ID}`]: () => json(duopitchResult()) },
    });
    const tile = field(ROOF_EDITOR_TEXT.tile).closest("div.grid") as HTMLElement;
    const setOut = await within(tile).findByRole("region", { name: ZONE_DIAGRAM_TEXT.setOutTitle });
    const pairs = [...setOut.querySelectorAll("dt")].map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(pairs).toEqual([
      [ZONE_DIAGRAM_TEXT.setOutHeadlap, "75.9 mm"],
      [ZONE_DIAGRAM_TEXT.setOutGauge, "344.1 mm"],
      [ZONE_DIAGRAM_TEXT.setOutCourses, "14"],
      [ZONE_DIAGRAM_TEXT.setOutEavesBatten, ZONE_DIAGRAM_TEXT.setOutEavesBattenValue("370", "50")],
    ]);
  });
});

describe("manual component quantities show that they saved", () => {
  const SAVE = `PUT /api/v1/manual-component-selection/amount-update/${ROOF_ID}`;

  it("says Saved beside the quantity, or why not, keeping the typed quantity for Try again", async () => {
    let fails = true;
    const { api, user } = await openEditor({
      handlers: {
        [`GET /api/v1/manual-component-selection/${ROOF_ID}`]: () => json(manualSelection(0)),
        [SAVE]: () => (fails ? json({ message: "Quantity refused" }, 400) : json(manualSelection(12))),
      },
    });
    const quantity = (await screen.findByLabelText(
      ROOF_EDITOR_TEXT.manualQuantityFor("Half-round ridge tile"),
    )) as HTMLInputElement;
    await user.type(quantity, "12");
    await user.tab();
    expect(await screen.findByText(ROOF_EDITOR_TEXT.saveState.failed("Quantity refused"))).toBeTruthy();
    expect(quantity.value).toBe("12");
    fails = false;
    await user.click(screen.getByRole("button", { name: ROOF_EDITOR_TEXT.saveState.retry }));
    await waitFor(() => expect(errorOf(quantity)).toBe(ROOF_EDITOR_TEXT.saveState.saved));
    expect(api.callsTo(SAVE)).toHaveLength(2);
  });
});
