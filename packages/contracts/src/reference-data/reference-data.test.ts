import { describe, expect, it } from "vitest";
import {
  ColourInputSchema,
  HeadlapRuleInputSchema,
  NbsClauseInputSchema,
  ProductComponentInputSchema,
  RoofSystemComponentInputSchema,
  RoofSystemInputSchema,
  SolarComponentInputSchema,
  solarCodeMarker,
  TILE_LEVER_ARM_FIELDS,
  TileInputSchema,
} from "./index.js";

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? "");
    byField[key] = [...(byField[key] ?? []), issue.message];
  }
  return byField;
}

const roofSystem = {
  name: "Dry ridge",
  groupName: "Duo Ridge",
  associatedProductCode: "T-FLAT-420",
  minPitch: 15,
  maxPitch: 45,
  nbsClause: "410",
  nbsSection: 3,
  clauseSubgroup: 8,
};

describe("reference-data contracts (spec 03 §5)", () => {
  it("requires colour suffix, description and finish", () => {
    const result = ColourInputSchema.safeParse({ suffix: " ", finishId: 0 });
    expect(messages(result)).toMatchObject({
      suffix: ["Suffix is required"],
      description: ["Description is required"],
      finishId: ["Finish is required"],
    });
  });

  it("accepts a roof system and rejects min pitch above max pitch on both fields", () => {
    expect(RoofSystemInputSchema.safeParse(roofSystem).success).toBe(true);
    const result = RoofSystemInputSchema.safeParse({ ...roofSystem, minPitch: 50, maxPitch: 20 });
    expect(messages(result)).toEqual({
      minPitch: ["Min Pitch must be less than or equal to Max Pitch"],
      maxPitch: ["Max Pitch must be greater than or equal to Min Pitch"],
    });
  });

  it("keeps roof system pitches within 0 to 90", () => {
    const result = RoofSystemInputSchema.safeParse({ ...roofSystem, maxPitch: 91, minPitch: -1 });
    expect(messages(result)).toMatchObject({
      maxPitch: ["Max Pitch must be at most 90"],
      minPitch: ["Min Pitch must be at least 0"],
    });
  });

  it("defaults number and per to 1 and enforces their minimums", () => {
    const ok = RoofSystemComponentInputSchema.parse({ roofSystemId: 1, productId: 2, unit: "Off", formulaId: 3 });
    expect(ok).toMatchObject({ number: 1, per: 1 });
    const bad = RoofSystemComponentInputSchema.safeParse({
      roofSystemId: 1,
      productId: 2,
      unit: "Off",
      formulaId: 3,
      number: 0,
      per: 0.001,
    });
    expect(messages(bad)).toEqual({ number: ["Number must be at least 1"], per: ["Per must be at least 0.01"] });
  });

  it("checks tile lapped, nails and camber type", () => {
    const result = TileInputSchema.safeParse({
      code: "T1",
      name: "Tile",
      tileTypeId: 1,
      materialType: 1,
      fixingCalculationAssembly: 1,
      colourMappingRules: 1,
      lapped: 3,
      noOfNails: 0,
      camberType: "Triple",
      length: -1,
    });
    expect(messages(result)).toMatchObject({
      lapped: ["Lapped must be 1 or 2"],
      noOfNails: ["No Of Nails must be 1 or 2"],
      camberType: ["Camber Type must be 0, Double or Single"],
      length: ["Length must be at least 0"],
    });
    expect(TILE_LEVER_ARM_FIELDS).toHaveLength(20);
    expect(TILE_LEVER_ARM_FIELDS[0]).toMatchObject({ key: "sb75Support", label: "SB 75 Support" });
  });

  it("reads blank tile numbers as null and numeric text as numbers", () => {
    const tile = TileInputSchema.parse({
      code: "T1",
      name: "Tile",
      tileTypeId: "1",
      materialType: 1,
      fixingCalculationAssembly: 1,
      colourMappingRules: 1,
      lapped: "1",
      noOfNails: 2,
      camberType: 0,
      length: " 420 ",
      width: "",
    });
    expect(tile).toMatchObject({ length: 420, width: null, lapped: 1, camberType: "0", tileTypeId: 1 });
  });

  it("requires NBS selection and sub group to be non-zero, and sort order digits", () => {
    const result = NbsClauseInputSchema.safeParse({
      nbsHeaderId: 1,
      clauseSection: 1,
      text: "Underlay",
      sortOrder: "24a",
      ruleDescription: "Always",
      relatedProductType: 1,
      selection: 0,
      subGroup: "",
    });
    expect(messages(result)).toEqual({
      sortOrder: ["Sort Order is invalid"],
      selection: ["Selection is required"],
      subGroup: ["Sub Group is required"],
    });
  });

  it("checks headlap rule pitches", () => {
    const result = HeadlapRuleInputSchema.safeParse({
      tileId: 1,
      minRafter: 0,
      maxRafter: 6,
      minPitch: 30,
      maxPitch: 22.5,
      minHeadlap: 75,
    });
    expect(messages(result).minPitch).toEqual(["Min Pitch must be less than or equal to Max Pitch"]);
  });

  it("derives tileFitting from the component type", () => {
    const base = { code: "N1", name: "Nail" };
    expect(ProductComponentInputSchema.parse({ ...base, type: 2 }).tileFitting).toBe(1);
    expect(ProductComponentInputSchema.parse({ ...base, type: 1 }).tileFitting).toBe(0);
    expect(messages(ProductComponentInputSchema.safeParse({ code: "", name: "x" }))).toMatchObject({
      code: ["Code is required"],
      type: ["Type is required"],
    });
  });

  it("bounds solar sizes at zero", () => {
    const result = SolarComponentInputSchema.safeParse({ code: "P", name: "Panel", type: 0, height: -1 });
    expect(messages(result)).toEqual({ height: ["Height must be at least 0"] });
  });

  it("maps solar codes to markers", () => {
    expect([0, 8, 19, 22].map(solarCodeMarker)).toEqual(["button", "button", "button", "button"]);
    expect([11, 16].map(solarCodeMarker)).toEqual(["graphic", "graphic"]);
    expect([9, 10, 17, 18, null].map(solarCodeMarker)).toEqual(["none", "none", "none", "none", "none"]);
  });
});
