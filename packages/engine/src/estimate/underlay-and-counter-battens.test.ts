import { describe, expect, it } from "vitest";
import { calculateRoof } from "../roof/calculate-roof.js";
import { coventryRoofInput, example420By330Tile } from "../roof/worked-examples.fixture.js";
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

/**
 * Counter battens lie on every rafter, and a jack rafter shortens linearly towards its hip, so over a trapezoid
 * (eaves B, ridge b, rafter L) the mean counter batten is the slope's area over its widest side, L·(B + b)/(2B):
 * L/2 on a triangular hip end. Fixings at ≤ 300 mm centres follow each counter batten's mean length.
 *
 * Hand calculation, hipped roof 10 m × 8 m span at 35°, rafters at 600 mm centres: rafter L = 4/cos 35° = 4.88309 m.
 * - main slopes (B = 10, b = 10 − 8 = 2): rafters ceil(10/0.6) + 1 = 18; mean 4.88309 × 12/20 = 2.92985 m;
 *   18 × 2.92985 = 52.7374 m; fixings 18 × (ceil(2.92985/0.3) + 1) = 18 × 11 = 198.
 * - hip ends (B = 8, b = 0): rafters ceil(8/0.6) + 1 = 15; mean 4.88309/2 = 2.44154 m; 15 × 2.44154 = 36.6232 m;
 *   fixings 15 × (ceil(2.44154/0.3) + 1) = 15 × 10 = 150.
 * - total 2 × 52.7374 + 2 × 36.6232 = 178.72 m (+ 10 % = 196.6 → 197 m ordered) and 2 × 198 + 2 × 150 = 696 fixings.
 *   Every rafter at full length gave 66 × 4.88309 = 322.28 m and 66 × 18 = 1188 fixings.
 * - cross-check: the slopes' area is 2 × 6 × 4.88309 + 2 × 4 × 4.88309 = 97.66 m², 162.8 m at 0.6 m centres, which
 *   the count exceeds only by the extra rafter at the end of each slope.
 */
describe("counter battens on a hipped roof follow the real slope areas", () => {
  const rafterLengthM = 4 / Math.cos(degrees(35));
  const hipped: RoofSlope[] = [
    { name: "front slope", rafterLengthM, eavesWidthM: 10, ridgeWidthM: 2 },
    { name: "back slope", rafterLengthM, eavesWidthM: 10, ridgeWidthM: 2 },
    { name: "left hip end", rafterLengthM, eavesWidthM: 8, ridgeWidthM: 0 },
    { name: "right hip end", rafterLengthM, eavesWidthM: 8, ridgeWidthM: 0 },
  ];
  const counterBatten = { code: "CB-5025", name: "Counter batten 50 × 25 mm" };

  it("178.72 m of counter batten (197 m ordered) and 696 fixings, not 322 m and 1188", () => {
    const { result } = calculateEstimate({ ...estimateInput(hipped, 35), counterBatten });
    const metres = result.lines.find((line) => line.code === "CB-5025");
    expect(metres?.netQuantity).toBeCloseTo(178.72, 2);
    expect(metres?.quantity).toBe(197);
    expect(result.lines.find((line) => line.code === "CB-5025-NAILS")?.quantity).toBe(696);
  });

  it("a rectangular slope keeps every counter batten at the full rafter length", () => {
    // Duopitch 10 × 8 m at 35°: 2 × 18 rafters × 4.88309 m = 175.79 m; 36 × (ceil(16.28) + 1) = 648 fixings.
    const { result } = calculateEstimate({
      ...estimateInput(duopitch({ spanM: 8, lengthM: 10, pitchDeg: 35 }), 35),
      counterBatten,
    });
    expect(result.lines.find((line) => line.code === "CB-5025")?.netQuantity).toBeCloseTo(175.79, 2);
    expect(result.lines.find((line) => line.code === "CB-5025-NAILS")?.quantity).toBe(648);
  });
});

/**
 * Batten nails through counter battens. The NFRC Competent Person Scheme's minimum hand-driven batten nail is
 * 65 × 3.35 mm (nfrccps.com, "Trevor's compliance tips"), which through a 25 mm batten reaches 65 − 25 = 40 mm
 * into the rafter; battens over counter battens are "fixed through counter battens to rafters" (NHBC Standards
 * 7.2.17). So the nail must be lengthened by the counter batten's depth: 25 mm batten (BS 5534 Table 3,
 * 50 × 25 mm at 600 mm centres) + 25 mm counter batten + 40 mm = 90 mm. A 65 mm nail would reach 15 mm.
 */
describe("batten nails are lengthened by the counter batten depth", () => {
  const withCounterBattens = (battenNail: { code: string; name: string; lengthMm?: number }) =>
    calculateRoof({
      ...coventryRoofInput,
      roof: { ...coventryRoofInput.roof, counterBattenDepthMm: 25 },
      products: {
        ...coventryRoofInput.products,
        battenNail,
        counterBatten: { code: "CB-5025", name: "Counter batten" },
      },
    }).result;

  it("the fixing specification asks for 90 mm batten nails and says why", () => {
    const { counterBattens } = withCounterBattens({
      code: "BN-65",
      name: "Batten nail 65 × 3.35 mm",
      lengthMm: 65,
    }).fixing;
    expect(counterBattens.battenNailMinimumLengthMm).toBe(90);
    expect(counterBattens.note).toContain("at least 90 mm long");
  });

  it("a 65 mm batten nail is not ordered through a 25 mm counter batten: a 90 mm nail is, in the same number", () => {
    const lines = withCounterBattens({ code: "BN-65", name: "Batten nail 65 × 3.35 mm", lengthMm: 65 }).estimate.lines;
    expect(lines.some((line) => line.code === "BN-65")).toBe(false);
    const nails = lines.find((line) => line.code === "BATTEN-NAIL-90");
    expect(nails?.description).toContain("at least 90 mm");
    const withoutCounterBattens = calculateRoof(coventryRoofInput).result.estimate.lines.find(
      (line) => line.code === "BN-65",
    );
    expect(nails?.quantity).toBe(withoutCounterBattens?.quantity);
  });

  it("a catalogue nail of unknown length is replaced too; one 90 mm long or more is kept", () => {
    const unknown = withCounterBattens({ code: "BN-65", name: "Batten nail 65 × 3.35 mm" }).estimate.lines;
    expect(unknown.some((line) => line.code === "BATTEN-NAIL-90")).toBe(true);
    const long = withCounterBattens({ code: "BN-90", name: "Batten nail 90 × 3.35 mm", lengthMm: 90 }).estimate.lines;
    expect(long.some((line) => line.code === "BN-90")).toBe(true);
    expect(long.some((line) => line.code === "BATTEN-NAIL-90")).toBe(false);
  });

  it("without counter battens the catalogue's batten nail is ordered as it is", () => {
    expect(calculateRoof(coventryRoofInput).result.estimate.lines.some((line) => line.code === "BN-65")).toBe(true);
  });
});
