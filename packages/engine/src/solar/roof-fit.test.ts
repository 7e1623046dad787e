import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import { fitSolarArrayOnRoof, IN_ROOF_KIT_MARGINS } from "./roof-fit.js";

/**
 * Hand-worked with the kit margins of docs/decisions/engine.md: 150 mm of flashing at each side, at the top and
 * at the bottom, one tile course above and two below, at a 0.300 m gauge. Up the slope an array of height H needs
 * H + 0.15 + 0.15 + (1 + 2) × 0.3 = H + 1.2 m; across it an array of width W needs W + 2 × 0.15 = W + 0.3 m.
 */
const duopitch = [
  { name: "front slope", rafterLengthM: 5.13, eavesWidthM: 6.1, ridgeWidthM: 6.1 },
  { name: "back slope", rafterLengthM: 5.13, eavesWidthM: 6.1, ridgeWidthM: 6.1 },
];

describe("fitSolarArrayOnRoof", () => {
  it("uses the margins the decisions record", () => {
    expect(IN_ROOF_KIT_MARGINS).toEqual({
      sideFlashingMm: 150,
      topFlashingMm: 150,
      bottomFlashingMm: 150,
      tileCoursesAbove: 1,
      tileCoursesBelow: 2,
    });
  });

  it("a 5.1 m array on a 5.13 m rafter: it needs 5.1 + 1.2 = 6.30 m, so it is too tall", () => {
    const { result } = fitSolarArrayOnRoof({ heightM: 5.1, widthM: 3, slopes: duopitch, gaugeM: 0.3 });
    expect(result.fits).toBe(false);
    expect(result.slopeName).toBeNull();
    expect(result.neededHeightM).toBeCloseTo(6.3, 9);
    expect(result.shortfall).toEqual({ dimension: "height", neededM: result.neededHeightM, availableM: 5.13 });
  });

  it("3.93 m is the tallest array a 5.13 m rafter takes (3.93 + 1.2 = 5.13); 3.94 m is too tall", () => {
    expect(fitSolarArrayOnRoof({ heightM: 3.93, widthM: 3, slopes: duopitch, gaugeM: 0.3 }).result).toMatchObject({
      fits: true,
      slopeName: "front slope",
      shortfall: null,
    });
    expect(fitSolarArrayOnRoof({ heightM: 3.94, widthM: 3, slopes: duopitch, gaugeM: 0.3 }).result.fits).toBe(false);
  });

  it("a 6.8 m wide array on a 6.1 m slope: it needs 6.8 + 0.3 = 7.10 m, so it is too wide", () => {
    const { result } = fitSolarArrayOnRoof({ heightM: 1.7, widthM: 6.8, slopes: duopitch, gaugeM: 0.3 });
    expect(result.fits).toBe(false);
    expect(result.shortfall?.dimension).toBe("width");
    expect(result.shortfall?.neededM).toBeCloseTo(7.1, 9);
    expect(result.shortfall?.availableM).toBeCloseTo(6.1, 9);
    // 5.8 + 0.3 = 6.1 fits exactly.
    expect(fitSolarArrayOnRoof({ heightM: 1.7, widthM: 5.8, slopes: duopitch, gaugeM: 0.3 }).result.fits).toBe(true);
  });

  /**
   * Hipped, 10 m × 8 m at 45°: rafters 4/cos 45° = 5.657 m; a main slope 10 m at the eaves and 2 m at the ridge
   * narrows by (10 − 2)/5.657 = 1.414 m per metre up the slope, a hip end (8 m, 0 m) the same. A 1.7 m high array's
   * outline (1.7 + 0.3 = 2.0 m) sits best on the two courses above the eaves, from 0.6 m to 2.6 m up the slope,
   * where a main slope is 10 − 1.414 × 2.6 = 6.323 m wide and a hip end 8 − 3.677 = 4.323 m.
   */
  it("on a hipped roof the width is read where the outline's top edge meets the narrowing slope", () => {
    const rafterM = 4 / Math.cos(Math.PI / 4);
    const hipped = [
      { name: "front slope", rafterLengthM: rafterM, eavesWidthM: 10, ridgeWidthM: 2 },
      { name: "left hip end", rafterLengthM: rafterM, eavesWidthM: 8, ridgeWidthM: 0 },
    ];
    const fits = (widthM: number) => fitSolarArrayOnRoof({ heightM: 1.7, widthM, slopes: hipped, gaugeM: 0.3 }).result;
    // 6.0 + 0.3 = 6.3 ≤ 6.323.
    expect(fits(6)).toMatchObject({ fits: true, slopeName: "front slope" });
    // 6.1 + 0.3 = 6.4 > 6.323: too wide, and the main slope offered the most.
    const tooWide = fits(6.1);
    expect(tooWide.fits).toBe(false);
    expect(tooWide.shortfall?.dimension).toBe("width");
    expect(tooWide.shortfall?.availableM).toBeCloseTo(6.323, 3);
    // Only the hip end: 4.0 + 0.3 = 4.3 ≤ 4.323 fits, 4.1 does not.
    const hipEnd = hipped.slice(1);
    expect(fitSolarArrayOnRoof({ heightM: 1.7, widthM: 4, slopes: hipEnd, gaugeM: 0.3 }).result.slopeName).toBe(
      "left hip end",
    );
    expect(fitSolarArrayOnRoof({ heightM: 1.7, widthM: 4.1, slopes: hipEnd, gaugeM: 0.3 }).result.fits).toBe(false);
  });

  it("refuses a roof without slopes or a gauge", () => {
    expect(() => fitSolarArrayOnRoof({ heightM: 1, widthM: 1, slopes: [], gaugeM: 0.3 })).toThrow(EngineInputError);
    expect(() => fitSolarArrayOnRoof({ heightM: 1, widthM: 1, slopes: duopitch, gaugeM: 0 })).toThrow(EngineInputError);
  });
});
