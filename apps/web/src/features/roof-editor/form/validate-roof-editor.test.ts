import { ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { estimateRecord, fixingRecord, systemsRecord, tileRecord } from "../testing/fake-roof-api";
import { type RoofEditorValues, roofEditorValues } from "./roof-editor-values";
import { validateRoofEditor, validateSection } from "./validate-roof-editor";

const ROOF_ID = 11;
const values = (overrides: Partial<RoofEditorValues> = {}): RoofEditorValues => ({
  ...roofEditorValues({
    fixing: fixingRecord(),
    tile: tileRecord(),
    estimate: estimateRecord(),
    systems: systemsRecord(),
  }),
  ...overrides,
});

describe("roof editor validation (the contract's rules and messages)", () => {
  it("accepts the loaded roof", () => {
    expect(validateRoofEditor(values(), ROOF_ID)).toEqual({});
  });

  it.each([
    ["12", false, ROOF_EDITOR_MESSAGES.pitchMin],
    ["89.5", false, ROOF_EDITOR_MESSAGES.pitchMax],
    ["45", true, ROOF_EDITOR_MESSAGES.pitchVertical],
  ])("pitch %s (vertical %s): %s", (pitch, isVerticalRoof, message) => {
    const roofTypeId = isVerticalRoof ? "4" : "1";
    expect(validateSection("fixing", values({ pitch, isVerticalRoof, roofTypeId }), ROOF_ID).pitch).toBe(message);
  });

  it("takes 90 for a vertical roof, and a blank pitch as not entered yet", () => {
    expect(validateSection("fixing", values({ pitch: "90", isVerticalRoof: true }), ROOF_ID).pitch).toBeUndefined();
    expect(validateSection("fixing", values({ pitch: "" }), ROOF_ID).pitch).toBeUndefined();
  });

  it("allows only the rafter centres 400, 450 and 600", () => {
    expect(validateSection("fixing", values({ rafterCentres: "500" }), ROOF_ID).rafterCentres).toBe(
      ROOF_EDITOR_MESSAGES.rafterCentres,
    );
    expect(validateSection("fixing", values({ rafterCentres: "450" }), ROOF_ID).rafterCentres).toBeUndefined();
  });

  it("needs a roof type, dimensions of at least 0.1 and a ridge height of 0.1 to 100 when vertical", () => {
    const errors = validateSection(
      "fixing",
      values({ roofTypeId: "", roofSpan: "0.05", isVerticalRoof: true, pitch: "90", buildingHeightToRidge: "101" }),
      ROOF_ID,
    );
    expect(errors).toMatchObject({
      roofTypeId: ROOF_EDITOR_MESSAGES.roofTypeRequired,
      roofSpan: ROOF_EDITOR_MESSAGES.dimensionMin("Roof span"),
      buildingHeightToRidge: ROOF_EDITOR_MESSAGES.verticalHeightRange,
    });
  });

  it("needs a counter batten when the underlay is supported", () => {
    expect(validateSection("fixing", values({ isUnderlaySupported: true }), ROOF_ID).counterBattenId).toBe(
      ROOF_EDITOR_MESSAGES.counterBattenRequired,
    );
    expect(validateSection("fixing", values({ isUnderlaySupported: true, counterBattenId: "41" }), ROOF_ID)).toEqual(
      {},
    );
  });

  it("refuses negative lengths and roof area, named as the form names them", () => {
    expect(validateSection("estimate", values({ mainArea: "-1", lhAbutment: "-2", eave: "-3" }), ROOF_ID)).toEqual({
      mainArea: ROOF_EDITOR_MESSAGES.roofAreaNegative,
      lhAbutment: "Left Abutment cannot be negative.",
      eave: "Eave cannot be negative.",
    });
  });

  it("needs a tile and a colour", () => {
    expect(validateSection("tile", values({ tileId: "", colourId: "" }), ROOF_ID)).toEqual({
      tileId: ROOF_EDITOR_MESSAGES.tileRequired,
      colourId: ROOF_EDITOR_MESSAGES.colourRequired,
    });
  });
});
