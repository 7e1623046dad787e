import { describe, expect, it } from "vitest";
import { example420By330Tile } from "../roof/worked-examples.fixture.js";
import { calculateEstimate, type EstimateInput, type RoofSlope } from "./estimate.js";

const degrees = (value: number) => (value * Math.PI) / 180;

/** A plain duopitch roof: two rectangular slopes. */
function duopitch(options: { spanM: number; lengthM: number; pitchDeg: number }): RoofSlope[] {
  const rafterLengthM = options.spanM / 2 / Math.cos(degrees(options.pitchDeg));
  return [
    { name: "front slope", rafterLengthM, eavesWidthM: options.lengthM, ridgeWidthM: options.lengthM },
    { name: "back slope", rafterLengthM, eavesWidthM: options.lengthM, ridgeWidthM: options.lengthM },
  ];
}

function estimateInput(slopes: RoofSlope[], pitchDeg: number): EstimateInput {
  return {
    tile: example420By330Tile,
    slopes,
    pitchDeg,
    rafterCentresMm: 600,
    edges: [],
    batten: { code: "BATTEN-50X25", name: "Tile batten 50 × 25 mm" },
  };
}

/**
 * Underlay rolls from the horizontal lap for the pitch. BS 5534:2014+A2:2018 Table 5 (minimum horizontal laps
 * for underlays), as NHBC Standards 7.2.14 Table 7 gives it for unsupported underlay: 225 mm at 12.5°–14°,
 * 150 mm at 15°–34°, 100 mm at 35° and above (fully supported: 150, 100, 75 mm). Each course of underlay,
 * laid parallel to the eaves, laps the one below by the lap, so a roll of width W covers W − lap of slope.
 *
 * Hand calculation, duopitch 8 m span × 10 m long at 14°, 1 × 50 m rolls (50 m²):
 * - rafter 4/cos 14° = 4/0.970296 = 4.12246 m; roof area 2 × 10 × 4.12246 = 82.449 m².
 * - unsupported, 225 mm lap: 82.449 × 1/(1 − 0.225) = 82.449/0.775 = 106.39 m² → 2.128 rolls → 3 rolls.
 *   (A flat 15 % allowance gave 82.449 × 1.15 = 94.82 m² → 1.896 → 2 rolls, 11.6 m² short.)
 * - fully supported, 150 mm lap: 82.449/0.85 = 97.00 m² → 1.940 → 2 rolls.
 * - the same building at 35°, unsupported, 100 mm lap: rafter 4/cos 35° = 4.88309 m, area 97.662 m²;
 *   97.662/0.9 = 108.51 m² → 2.170 → 3 rolls.
 */
describe("underlay rolls from the BS 5534 horizontal lap for the pitch", () => {
  const underlay = { code: "UL-1", name: "Underlay", rollWidthM: 1, rollLengthM: 50 };
  const rolls = (pitchDeg: number, isUnderlaySupported: boolean) => {
    const slopes = duopitch({ spanM: 8, lengthM: 10, pitchDeg });
    const { result } = calculateEstimate({ ...estimateInput(slopes, pitchDeg), underlay, isUnderlaySupported });
    return result.lines.find((line) => line.code === "UL-1");
  };

  it("a 14° roof of 82.4 m² on unsupported underlay needs 106.4 m²: 3 rolls", () => {
    const line = rolls(14, false);
    expect(line?.netQuantity).toBeCloseTo(106.39 / 50, 3);
    expect(line?.quantity).toBe(3);
    expect(line?.rule).toContain("225 mm");
  });

  it("the same roof on fully supported underlay laps 150 mm: 97.0 m², 2 rolls", () => {
    const line = rolls(14, true);
    expect(line?.netQuantity).toBeCloseTo(97.0 / 50, 3);
    expect(line?.quantity).toBe(2);
  });

  it("at 35° the lap is 100 mm: 108.5 m², 3 rolls", () => {
    const line = rolls(35, false);
    expect(line?.netQuantity).toBeCloseTo(108.51 / 50, 3);
    expect(line?.quantity).toBe(3);
  });
});
