/**
 * Hand-worked take-offs. Each figure below was worked by hand from the building's dimensions with plane
 * trigonometry (rafter = run / cos α; hip = run · √(2 + tan²α) for equal pitches, calculations.md §8), and is
 * written out in the comment beside it, not taken from the code.
 */
import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import type { RoofGeometryInput } from "../wind/roof-zones.js";
import { roofTakeOff } from "./take-off.js";

type WorkedTakeOff = {
  name: string;
  roof: RoofGeometryInput;
  maxRafterLengthM: number;
  roofAreaM2: number;
  /** Lengths per edge, metres; worked figures are matched to their last written decimal. */
  edges: Record<string, unknown>;
};

const WORKED_TAKE_OFFS: WorkedTakeOff[] = [
  {
    // run 4 m; rafter = 4 / cos 35° = 4 / 0.819152 = 4.8831 m
    // area = 2 slopes × 10 × 4.8831 = 97.662 m²; eaves 2 × 10 = 20 m; each gable's verges 2 × 4.8831 = 9.7662 m;
    // ridge 10 m.
    name: "duopitch 35°, span 8 m, length 10 m",
    roof: { roofType: "duopitch", pitchDeg: 35, eavesHeightM: 5, spanM: 8, buildingLengthM: 10 },
    maxRafterLengthM: 4.8831,
    roofAreaM2: 97.662,
    edges: { eave: 20, leftVerge: expect.closeTo(9.7662, 4), rightVerge: expect.closeTo(9.7662, 4), duoRidge: 10 },
  },
  {
    // rafter = 5 / cos 20° = 5 / 0.939693 = 5.3209 m; area = 8 × 5.3209 = 42.567 m²;
    // eave 8 m, one verge each end 5.3209 m, mono ridge 8 m.
    name: "monopitch 20°, span 5 m, length 8 m",
    roof: { roofType: "monopitch", pitchDeg: 20, eavesHeightM: 3, spanM: 5, buildingLengthM: 8 },
    maxRafterLengthM: 5.3209,
    roofAreaM2: 42.567,
    edges: { eave: 8, leftVerge: expect.closeTo(5.3209, 4), rightVerge: expect.closeTo(5.3209, 4), monoRidge: 8 },
  },
  {
    // run 4 m; rafter = 4 / cos 30° = 4 / 0.866025 = 4.6188 m; ridge = 12 − 8 = 4 m.
    // area = plan 12 × 8 / cos 30° = 96 / 0.866025 = 110.851 m²
    //   (check by slopes: 2 × (12 + 4)/2 × 4.6188 + 2 × 8/2 × 4.6188 = 73.901 + 36.950 = 110.851 m²);
    // eaves all round 2 × (12 + 8) = 40 m; each hip 4 × √(2 + tan² 30°) = 4 × √2.33333 = 6.1101 m, four: 24.4404 m.
    name: "hipped 30°, span 8 m, length 12 m",
    roof: { roofType: "hipped", pitchDeg: 30, eavesHeightM: 5, spanM: 8, buildingLengthM: 12 },
    maxRafterLengthM: 4.6188,
    roofAreaM2: 110.851,
    edges: { eave: 40, hip: expect.closeTo(24.4404, 4), duoRidge: 4 },
  },
  {
    // span = length = 6 m, 45°: run 3 m, rafter 3 / cos 45° = 4.2426 m; area 36 / cos 45° = 50.912 m²;
    // eaves 24 m; hip 3 × √(2 + 1) = 5.1962 m, four: 20.7846 m.
    name: "a square hipped roof (pyramid) has no ridge",
    roof: { roofType: "hipped", pitchDeg: 45, eavesHeightM: 5, spanM: 6, buildingLengthM: 6 },
    maxRafterLengthM: 4.2426,
    roofAreaM2: 50.912,
    edges: { eave: 24, hip: expect.closeTo(20.7846, 4) },
  },
];

describe("take-off from the geometry", () => {
  it.each(WORKED_TAKE_OFFS)("$name", ({ roof, maxRafterLengthM, roofAreaM2, edges }) => {
    const takeOff = roofTakeOff(roof);
    expect(takeOff.maxRafterLengthM).toBeCloseTo(maxRafterLengthM, 4);
    expect(takeOff.roofAreaM2).toBeCloseTo(roofAreaM2, 3);
    expect(takeOff.edges).toEqual(edges);
  });
});

describe("a building too large to work out", () => {
  it.each([
    { roofType: "duopitch" as const, spanM: 1e308, buildingLengthM: 10, field: "roofAreaM2" },
    { roofType: "monopitch" as const, spanM: 8, buildingLengthM: 1e308, field: "roofAreaM2" },
    { roofType: "hipped" as const, spanM: 1e300, buildingLengthM: 1e300, field: "roofAreaM2" },
  ])("$roofType, span $spanM m, length $buildingLengthM m: refused naming $field", ({ field, ...building }) => {
    let caught: unknown;
    try {
      roofTakeOff({ ...building, pitchDeg: 35, eavesHeightM: 5 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EngineInputError);
    expect((caught as EngineInputError).field).toBe(field);
  });
});
