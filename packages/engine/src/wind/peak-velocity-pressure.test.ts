import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import type { ExposureChart } from "./exposure-charts.js";
import {
  exposureFactorFromTerrainFormula,
  INDICATIVE_EXPOSURE_FACTOR_CHART,
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
