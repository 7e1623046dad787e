import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import type { ExposureChart } from "./exposure-charts.js";
import {
  exposureFactorFromTerrainFormula,
  INDICATIVE_EXPOSURE_FACTOR_CHART,
  INDICATIVE_TOWN_CORRECTION_CHART,
  readExposureChart,
} from "./exposure-charts.js";
import { calculatePeakVelocityPressure, displacementHeight } from "./peak-velocity-pressure.js";

const site = {
  mapWindVelocityMs: 21.7,
  siteAltitudeM: 100,
  referenceHeightM: 8.8,
  distanceToShorelineKm: 100,
  terrain: "country" as const,
};

/** calculations.md §2: the EN terrain formula gives ce = 2.27 (country, z0 = 0.05 m) and 1.63 (town, z0 = 0.3 m) at 8.8 m. */
describe("EN terrain formula fallback", () => {
  it("country 2.27 and town 1.63 at 8.8 m", () => {
    expect(exposureFactorFromTerrainFormula(8.8, 0.05, 2)).toBeCloseTo(2.27, 2);
    expect(exposureFactorFromTerrainFormula(8.8, 0.3, 5)).toBeCloseTo(1.63, 2);
  });
  it("is used, with country terrain, when no chart is supplied", () => {
    const { result, trace } = calculatePeakVelocityPressure({ ...site, exposureFactorChart: null });
    expect(result.exposureFactor).toBeCloseTo(2.27, 2);
    expect(trace.decisions.some((decision) => decision.decision.includes("EN terrain formula"))).toBe(true);
  });
});

/**
 * Digitised NA.7 inland points quoted in calculations.md §2: about 1.5 at 2.4 m, 2.0 at 5.9 m, 2.2 at 8.2 m,
 * 2.4 at 11.3 m and 2.6 at 15.4 m (100 km); and at 2 km: 2.0 at 3.9 m, 2.5 at 8.1 m, 2.8 at 12.4 m.
 */
describe("indicative NA.7 table against the digitised points", () => {
  it.each([
    [100, 2.4, 1.5],
    [100, 5.9, 2.0],
    [100, 8.2, 2.2],
    [100, 11.3, 2.4],
    [100, 15.4, 2.6],
    [2, 3.9, 2.0],
    [2, 8.1, 2.5],
    [2, 12.4, 2.8],
  ])("%d km, %d m: ce ≈ %d", (distanceKm, heightM, expected) => {
    expect(
      Math.abs(readExposureChart(INDICATIVE_EXPOSURE_FACTOR_CHART, distanceKm, heightM) - expected) / expected,
    ).toBeLessThan(0.025);
  });
});

/**
 * NA to BS EN 1991-1-4:2005+A1:2010 Figure NA.8 (ce,T). Check figures: the sample points of
 * calculations.md §2 (0.80 at 4 m and 0.90 at 8.4 m at 1 km; 0.74 at 4 m and 0.84 at 9 m at 3 km; 0.70 at
 * 4.2 m and 0.80 at 10.3 m at 10 km), and above 15 m the heights at which the chart's contours cross each
 * distance, read from the NA.8 contour digitisation in AMcCrone/tt-BS-EN-1991-1-4
 * (calc_engine/uk/contour_data.xlsx, sheet NA.8): at 1 km the 0.96 contour is at 14.3 m and 1.0 at 20.5 m;
 * at 3 km 0.92 at 19.0 m, 0.96 at 28.0 m and 1.0 at 42.8 m; at 10 km 0.88 at 23.5 m and 0.94 at 44.1 m.
 */
describe("indicative NA.8 table against the chart", () => {
  it.each([
    [1, 4, 0.8],
    [1, 8.4, 0.9],
    [3, 4, 0.74],
    [3, 9, 0.84],
    [10, 4.2, 0.7],
    [10, 10.3, 0.8],
    [1, 14.3, 0.96],
    [1, 20.5, 1.0],
    [3, 19, 0.92],
    [3, 28, 0.96],
    [3, 42.8, 1.0],
    [10, 23.5, 0.88],
    [10, 44.1, 0.94],
  ])("%d km, %d m: ce,T ≈ %d", (distanceKm, heightM, expected) => {
    expect(readExposureChart(INDICATIVE_TOWN_CORRECTION_CHART, distanceKm, heightM)).toBeCloseTo(expected, 2);
  });
  /**
   * Between 0.1 and 1 km inside town the chart's contours rise steeply, and interpolating between the 0.1 km and
   * 1 km curves read up to 5 % low (0.952 at 0.3 km and 8.52 m, where the chart reads 1.0). The heights at which
   * the contours cross 0.2, 0.3 and 0.5 km, read from the NA.8 chart as digitised in AMcCrone/tt-BS-EN-1991-1-4
   * (calc_engine/uk/contour_data.xlsx, sheet NA.8, commit 81b0b92), log-log between its points: at 0.2 km 0.90 at
   * 3.34 m, 0.96 at 4.83 m and 1.0 at 6.34 m; at 0.3 km 0.90 at 4.23 m, 0.96 at 6.38 m and 1.0 at 8.52 m; at 0.5 km
   * 0.90 at 5.67 m, 0.96 at 8.98 m and 1.0 at 12.45 m. At 0.7 km, between the 0.5 and 1 km curves, the chart's 0.94
   * contour is at 9.51 m.
   */
  it.each([
    [0.2, 3.34, 0.9],
    [0.2, 4.83, 0.96],
    [0.2, 6.34, 1.0],
    [0.3, 4.23, 0.9],
    [0.3, 6.38, 0.96],
    [0.3, 8.52, 1.0],
    [0.5, 5.67, 0.9],
    [0.5, 8.98, 0.96],
    [0.5, 12.45, 1.0],
    [0.7, 9.51, 0.94],
  ])("%d km inside town, %d m: ce,T ≈ %d (the chart's curves below 1 km)", (distanceKm, heightM, expected) => {
    expect(readExposureChart(INDICATIVE_TOWN_CORRECTION_CHART, distanceKm, heightM)).toBeCloseTo(expected, 2);
  });
  it("stays below 1 above 15 m where the chart does (1 km below 20 m, 3 km below 40 m, 10 km to 50 m)", () => {
    expect(readExposureChart(INDICATIVE_TOWN_CORRECTION_CHART, 1, 18)).toBeLessThan(1);
    expect(readExposureChart(INDICATIVE_TOWN_CORRECTION_CHART, 3, 20)).toBeLessThan(0.93);
    expect(readExposureChart(INDICATIVE_TOWN_CORRECTION_CHART, 3, 30)).toBeLessThan(0.97);
    expect(readExposureChart(INDICATIVE_TOWN_CORRECTION_CHART, 10, 50)).toBeLessThan(0.96);
  });
  it("rises with height and falls with distance inside town, never above 1", () => {
    for (const distanceKm of [0.1, 0.2, 0.3, 0.5, 0.7, 1, 2, 3, 5, 10, 20]) {
      let previous = 0;
      for (let heightM = 2; heightM <= 50; heightM += 0.5) {
        const value = readExposureChart(INDICATIVE_TOWN_CORRECTION_CHART, distanceKm, heightM);
        expect(value).toBeGreaterThanOrEqual(previous);
        expect(value).toBeLessThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(readExposureChart(INDICATIVE_TOWN_CORRECTION_CHART, distanceKm / 2, heightM));
        previous = value;
      }
    }
  });
});

describe("replaceable charts, orography and displacement", () => {
  it("reads a chart supplied by the caller and drops the indicative label", () => {
    const flat: ExposureChart = {
      figure: "NA.7 (official)",
      source: "official data files",
      isIndicative: false,
      curves: [
        {
          distanceKm: 0.1,
          points: [
            [2, 2],
            [200, 2],
          ],
        },
        {
          distanceKm: 100,
          points: [
            [2, 2],
            [200, 2],
          ],
        },
      ],
    };
    const { result } = calculatePeakVelocityPressure({ ...site, exposureFactorChart: flat });
    expect(result.exposureFactor).toBe(2);
    expect(result.peakVelocityPressurePa).toBeCloseTo(2 * result.basicVelocityPressurePa, 9);
    expect(result.isIndicative).toBe(false);
  });

  it("multiplies qp by ((co + 0.6)/1.6)² where orography is significant (NA eq NA.4)", () => {
    const flat = calculatePeakVelocityPressure(site).result.peakVelocityPressurePa;
    const hill = calculatePeakVelocityPressure({ ...site, orographyFactor: 1.2 }).result.peakVelocityPressurePa;
    expect(hill / flat).toBeCloseTo((1.8 / 1.6) ** 2, 9);
  });

  it("hdis: min(0.8·have, 0.6·h) close together, 1.2·have − 0.2·x further apart, 0 beyond 6·have (NA.2.11)", () => {
    expect(displacementHeight(5, 8, 10)).toBeCloseTo(4, 9);
    expect(displacementHeight(5, 8, 5)).toBeCloseTo(3, 9);
    expect(displacementHeight(5, 20, 10)).toBeCloseTo(2, 9);
    expect(displacementHeight(5, 30, 10)).toBe(0);
  });

  it("town terrain without a distance inside town is rejected naming the field", () => {
    expect(() => calculatePeakVelocityPressure({ ...site, terrain: "town" })).toThrow(EngineInputError);
    try {
      calculatePeakVelocityPressure({ ...site, terrain: "town" });
    } catch (error) {
      expect((error as EngineInputError).field).toBe("distanceInsideTownKm");
    }
  });
});
