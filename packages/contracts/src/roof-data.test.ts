import { describe, expect, it } from "vitest";
import {
  describeFactorsInUse,
  EstimateItemQuantitySchema,
  ROOF_EDITOR_MESSAGES,
  RoofEstimateInputSchema,
  RoofFixingInputSchema,
  RoofSystemsInputSchema,
  RoofTileDetailsInputSchema,
  windloadChoices,
} from "./roof-data.js";

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("roof fixing input (spec 03 §5)", () => {
  const base = { roofId: 1, version: 1, roofTypeId: 1 };

  it("accepts a roof filled in part way, and needs a roof type first", () => {
    expect(RoofFixingInputSchema.safeParse({ ...base, pitch: null }).success).toBe(true);
    expect(messagesOf(RoofFixingInputSchema.safeParse({ roofId: 1, version: 1 }))).toEqual({
      roofTypeId: ROOF_EDITOR_MESSAGES.roofTypeRequired,
    });
  });

  it("bounds the pitch to 12.5–89, or exactly 90 when vertical", () => {
    expect(messagesOf(RoofFixingInputSchema.safeParse({ ...base, pitch: 12.4 }))).toEqual({
      pitch: "Pitch must be greater than or equal to 12.5",
    });
    expect(RoofFixingInputSchema.safeParse({ ...base, pitch: 12.5 }).success).toBe(true);
    expect(RoofFixingInputSchema.safeParse({ ...base, pitch: 89 }).success).toBe(true);
    expect(messagesOf(RoofFixingInputSchema.safeParse({ ...base, pitch: 89.5 }))).toEqual({
      pitch: "Pitch must be less than or equal to 89",
    });
    expect(messagesOf(RoofFixingInputSchema.safeParse({ ...base, pitch: 89, isVerticalRoof: true }))).toEqual({
      pitch: "Pitch must be equal to 90",
    });
    expect(RoofFixingInputSchema.safeParse({ ...base, pitch: 90, isVerticalRoof: true }).success).toBe(true);
  });

  it("checks dimensions, rafter centres, the vertical height range and counter battens when supported", () => {
    const result = RoofFixingInputSchema.safeParse({
      ...base,
      heightToEave: 0.05,
      roofSpan: 0,
      buildingLength: 0.1,
      rafterCentres: 500,
      buildingHeightToRidge: 100.5,
      isUnderlaySupported: true,
    });
    expect(messagesOf(result)).toEqual({
      heightToEave: "Building height to eave must be greater than or equal to 0.1",
      roofSpan: "Roof span must be greater than or equal to 0.1",
      rafterCentres: ROOF_EDITOR_MESSAGES.rafterCentres,
      buildingHeightToRidge: "Building height to ridge must be between 0.1 and 100",
      counterBattenId: ROOF_EDITOR_MESSAGES.counterBattenRequired,
    });
    for (const rafterCentres of [400, 450, 600]) {
      expect(RoofFixingInputSchema.safeParse({ ...base, rafterCentres }).success).toBe(true);
    }
  });

  it("bounds span and building length to 200 m and the eaves height to 100 m, so no figure overflows", () => {
    expect(
      RoofFixingInputSchema.safeParse({ ...base, roofSpan: 200, buildingLength: 200, heightToEave: 100 }).success,
    ).toBe(true);
    expect(
      messagesOf(
        RoofFixingInputSchema.safeParse({ ...base, roofSpan: 1e308, buildingLength: 200.01, heightToEave: 1e300 }),
      ),
    ).toEqual({
      roofSpan: "Roof span must be at most 200 m",
      buildingLength: "Building length must be at most 200 m",
      heightToEave: "Building height to eave must be at most 100 m",
    });
  });

  it("offers the windload options of spec 03 §9 and the value in use where it is none of them", () => {
    expect(windloadChoices("variableFu")).toEqual([0.9, 0.75, 1.1]);
    expect(windloadChoices("variableFu", 1.1)).toEqual([0.9, 0.75, 1.1]);
    expect(windloadChoices("variableLoadSafteyFactor", 1.35)).toEqual([1.5, 1, 1.35]);
    // Which of them a save may set depends on the factor in use, so the server checks it (roof-data.test.ts).
    expect(RoofFixingInputSchema.safeParse({ ...base, variableFu: 0.75, multiplyingFactor: 1 }).success).toBe(true);
    expect(messagesOf(RoofFixingInputSchema.safeParse({ ...base, variableFu: "high" }))).toEqual({
      variableFu: "Underlay wind pressure factor is not one of the allowed values",
    });
  });

  it("prints the factors in use with their sources, or as technical support's override", () => {
    const inUse = [
      { symbol: "γQ", value: 1.5, source: "tile", sourceLabel: "tile" },
      { symbol: "KFI", value: 1, source: "consequenceClass", sourceLabel: "consequence class CC2" },
      { symbol: "f_u", value: 0.75, source: "specificationDefault", sourceLabel: "specification default" },
    ] as const;
    expect(describeFactorsInUse(inUse)).toBe(
      "γQ 1.5 (tile), KFI 1.0 (consequence class CC2), f_u 0.75 (specification default)",
    );
    expect(
      describeFactorsInUse(inUse.map((factor) => ({ ...factor, source: "staffOverride", sourceLabel: "override" }))),
    ).toBe("γQ 1.5, KFI 1.0, f_u 0.75 — overridden by technical support");
  });
});

describe("tile details, estimate and systems inputs", () => {
  it("needs tile and colour with the form's messages", () => {
    expect(messagesOf(RoofTileDetailsInputSchema.safeParse({ roofId: 1, version: 1 }))).toEqual({
      tileId: "Please select a tile.",
      colourId: "Please select a colour.",
    });
  });

  it("refuses negative lengths and areas with '{Field} cannot be negative.'", () => {
    expect(
      messagesOf(
        RoofEstimateInputSchema.safeParse({ roofId: 1, version: 1, mainArea: -1, lhSideAbutment: -2, eave: 0 }),
      ),
    ).toEqual({ mainArea: "Roof Area cannot be negative.", lhSideAbutment: "Left Abutment cannot be negative." });
  });

  it("bounds every length to 2,000 m and the roof area to 100,000 m²", () => {
    const atBounds = { roofId: 1, version: 1, mainArea: 100_000, eave: 2000, hip: 2000, sideAbutment: 2000 };
    expect(RoofEstimateInputSchema.safeParse(atBounds).success).toBe(true);
    expect(
      messagesOf(
        RoofEstimateInputSchema.safeParse({ roofId: 1, version: 1, mainArea: 1e308, eave: 1e308, topEdge: 2000.5 }),
      ),
    ).toEqual({
      mainArea: "Roof Area must be at most 100,000 m².",
      eave: "Eave must be at most 2,000 m.",
      topEdge: "Vertical Top Edge must be at most 2,000 m.",
    });
  });

  it("bounds an edited estimate line's quantity", () => {
    expect(EstimateItemQuantitySchema.safeParse({ quantity: 100_000_000 }).success).toBe(true);
    expect(messagesOf(EstimateItemQuantitySchema.safeParse({ quantity: 1e308 }))).toEqual({
      quantity: "Values above 100,000,000 are not allowed in estimates.",
    });
  });

  it("uses the server's spelling of the system fields", () => {
    const parsed = RoofSystemsInputSchema.parse({
      roofId: 1,
      version: 1,
      lhVergeSystemId: 4,
      rhSideAbutmentSystemsId: 5,
    });
    expect(parsed).toMatchObject({ lhVergeSystemId: 4, rhSideAbutmentSystemsId: 5 });
    expect(parsed).not.toHaveProperty("leftVergeSystemId");
  });
});
