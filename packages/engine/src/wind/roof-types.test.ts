import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import { calculateRoof } from "../roof/calculate-roof.js";
import { coventryRoofInput } from "../roof/worked-examples.fixture.js";
import {
  altitudeFactor,
  calculatePeakVelocityPressure,
  directionFactor,
  orthogonalDirectionFactor,
  probabilityFactor,
} from "./peak-velocity-pressure.js";
import { calculateRoofWindZones } from "./roof-zones.js";
import { calculateSiteWind } from "./site-wind.js";

/** Table values of BS EN 1991-1-4 read at tabulated pitches (calculations.md §3, sources desssign / AMcCrone). */
describe("pressure coefficients at tabulated pitches", () => {
  const zones = (roofType: "monopitch" | "hipped" | "vertical", pitchDeg: number) =>
    calculateRoofWindZones({ roofType, pitchDeg, eavesHeightM: 5, spanM: 8, buildingLengthM: 12, wallHeightM: 5 })
      .result.zones;
  const cpe1 = (list: ReturnType<typeof zones>, direction: string, zone: string) =>
    list.find((candidate) => candidate.direction === direction && candidate.zone === zone)?.cpe1;

  it("monopitch 15°, θ = 180°: F −2.8, G −2.0, H −1.2", () => {
    const list = zones("monopitch", 15);
    expect(cpe1(list, "θ = 180°", "F")).toBeCloseTo(-2.8, 6);
    expect(cpe1(list, "θ = 180°", "G")).toBeCloseTo(-2.0, 6);
    expect(cpe1(list, "θ = 180°", "H")).toBeCloseTo(-1.2, 6);
  });
  it("monopitch 30°, θ = 90°: Fup −2.9, Flow −2.0, G −2.0, H −1.3, I −1.2", () => {
    const list = zones("monopitch", 30);
    expect(cpe1(list, "θ = 90°", "Fup")).toBeCloseTo(-2.9, 6);
    expect(cpe1(list, "θ = 90°", "Flow")).toBeCloseTo(-2.0, 6);
    expect(cpe1(list, "θ = 90°", "H")).toBeCloseTo(-1.3, 6);
  });
  it("hipped 30°: L −2.0 governs the perimeter band", () => {
    const { bands } = calculateRoofWindZones({
      roofType: "hipped",
      pitchDeg: 30,
      eavesHeightM: 5,
      spanM: 8,
      buildingLengthM: 12,
    }).result;
    expect(bands[0]?.cpe1).toBeCloseTo(-2.0, 6);
    expect(bands[0]?.kind).toBe("local");
  });
  /**
   * Hipped roofs below 15° interpolate between the 5° and 15° rows of Table 7.5 (EN 1991-1-4 7.2.5(3),
   * linear interpolation between values of the same sign). At 5° F, G, H are −1.7/−2.5, −1.2/−2.0,
   * −0.6/−1.2 (the 5° row of Table 7.4a as published at proektsoft-bg.com/CalcPad/Reference/wind_Cpe_roof_2.html)
   * and N −0.4. Hand calculation at 12.5° (¾ of the way from 5° to 15°):
   * F cpe,1 = −2.5 + 0.75·(−2.0 + 2.5) = −2.125; G = −2.0 + 0.75·0.5 = −1.625; H = −1.2 + 0.75·0.9 = −0.525;
   * N = −0.4 + 0.75·0.1 = −0.325. The perimeter band takes F (−2.125, worse than the −2.0 the 15° row
   * gave) and the general area H (−0.525, worse than I's −0.5).
   */
  it("hipped 12.5°: interpolated between the 5° and 15° rows, F −2.125 and H −0.525 govern", () => {
    const result = calculateRoofWindZones({
      roofType: "hipped",
      pitchDeg: 12.5,
      eavesHeightM: 5,
      spanM: 8,
      buildingLengthM: 12,
    }).result;
    const zone = (name: string) => result.zones.find((candidate) => candidate.zone === name);
    expect(zone("F")?.cpe1).toBeCloseTo(-2.125, 9);
    expect(zone("G")?.cpe1).toBeCloseTo(-1.625, 9);
    expect(zone("H")?.cpe1).toBeCloseTo(-0.525, 9);
    expect(zone("N")?.cpe1).toBeCloseTo(-0.325, 9);
    expect(zone("L")?.cpe1).toBeCloseTo(-2.0, 9);
    expect(result.bands[0]?.cpe1).toBeCloseTo(-2.125, 9);
    expect(result.bands[0]?.governingZone).toBe("F (θ = 0°)");
    expect(result.bands[1]?.cpe1).toBeCloseTo(-0.525, 9);
    expect(result.bands[1]?.governingZone).toBe("H (θ = 0°)");
  });
  it("walls: A −1.4 within e/5 of the corner, B −1.1 to e", () => {
    // 12 m wall of a building 8 m deep, 5 m high: wind along the wall meets b = 8 m, e = min(8, 10) = 8 m.
    const { bands, eWallM } = calculateRoofWindZones({
      roofType: "vertical",
      pitchDeg: 90,
      eavesHeightM: 5,
      spanM: 8,
      buildingLengthM: 12,
      wallHeightM: 5,
    }).result;
    expect(eWallM).toBe(8);
    expect(bands[0]?.cpe1).toBeCloseTo(-1.4, 6);
    expect(bands[0]?.alongEavesToM).toBeCloseTo(1.6, 6);
    expect(bands[1]?.cpe1).toBeCloseTo(-1.1, 6);
  });
});

/**
 * Vertical tiling, BS EN 1991-1-4 7.2.2(2) and Figure 7.5: the corner zones of a wall are loaded by wind
 * blowing along it, so e = min(b, 2h) with b the crosswind dimension for that wind, which is the
 * building's other side, never the wall's own length. Hand calculations:
 * - 10 m wall on the short side of a building 30 m deep and 8 m high: b = 30, 2h = 16, e = 16 m;
 *   A = e/5 = 3.2 m from each corner, B from 3.2 m to e = 16 m, which passes the wall's middle (5 m).
 * - 30 m wall on the long side of the same building (10 m deep): b = 10, 2h = 16, e = 10 m;
 *   A = 2.0 m, B from 2.0 m to 10 m, C (general) from 10 m to the middle at 15 m.
 */
describe("vertical tiling zones use the crosswind dimension for wind along the wall", () => {
  const wall = (wallLengthM: number, otherSideM: number) =>
    calculateRoofWindZones({
      roofType: "vertical",
      pitchDeg: 90,
      eavesHeightM: 8,
      wallHeightM: 8,
      buildingLengthM: wallLengthM,
      spanM: otherSideM,
    }).result;

  it("short side: 10 m wall of a building 30 m deep, 8 m high → e = 16 m, corner zone A 3.2 m wide", () => {
    const { eWallM, bands } = wall(10, 30);
    expect(eWallM).toBe(16);
    expect(bands[0]?.name).toContain("zone A");
    expect(bands[0]?.alongEavesToM).toBeCloseTo(3.2, 9);
    expect(bands[1]?.alongEavesFromM).toBeCloseTo(3.2, 9);
    expect(bands[1]?.alongEavesToM).toBeCloseTo(5, 9);
    expect(bands.some((band) => band.kind === "general")).toBe(false);
  });

  it("long side: 30 m wall of a building 10 m deep, 8 m high → e = 10 m, A 2.0 m, B to 10 m, C beyond", () => {
    const { eWallM, bands } = wall(30, 10);
    expect(eWallM).toBe(10);
    expect(bands.map((band) => [band.alongEavesFromM, band.alongEavesToM])).toEqual([
      [0, 2],
      [2, 10],
      [10, 15],
    ]);
  });
});

/**
 * Direction factor per direction. UK NA to BS EN 1991-1-4:2005+A1:2010, 4.2(2)P Note 2: for orthogonal
 * load cases cdir is the largest value of Table NA.1 within ±45° of the direction considered (Table NA.1
 * as quoted in the scribd 451235066 NA summary). Hand calculations: at 60° the sector 15°–105° holds
 * 0.755 (15°, halfway between 0.78 and 0.73), 0.73, 0.73, 0.74 and 0.735 (105°), so cdir = 0.755, where the
 * single value at 60° is 0.73; at 240° (the face that meets the 240° wind) cdir = 1.0. The four orthogonal
 * cases of a roof together cover every direction, so the envelope of a roof takes cdir = 1.0.
 */
describe("direction factor for orthogonal load cases", () => {
  it.each([
    [60, 0.755],
    [240, 1.0],
    // 105°–195°: the largest is at 195°, halfway between 0.85 (180°) and 0.93 (210°).
    [150, 0.89],
    // 285°–15°: the largest is at 285°, halfway between 0.99 (270°) and 0.91 (300°).
    [330, 0.95],
    // 315°–45°: 315° halfway between 0.91 and 0.82.
    [0, 0.865],
    // 45°–135°: 135° halfway between 0.73 (120°) and 0.80 (150°).
    [90, 0.765],
  ])("cdir for the case at %d° = %d", (azimuth, expected) => {
    expect(orthogonalDirectionFactor(azimuth)).toBeCloseTo(expected, 9);
  });

  it("is never below Table NA.1 anywhere within ±45° of the direction", () => {
    for (let azimuth = 0; azimuth < 360; azimuth += 1) {
      const orthogonal = orthogonalDirectionFactor(azimuth);
      for (let offset = -45; offset <= 45; offset += 0.5) {
        expect(orthogonal).toBeGreaterThanOrEqual(directionFactor(azimuth + offset) - 1e-12);
      }
    }
  });

  it("qp for one orthogonal case uses that case's cdir and says so in the trace", () => {
    const site = {
      mapWindVelocityMs: 21.7,
      siteAltitudeM: 100,
      distanceToShorelineKm: 100,
      terrain: "country" as const,
    };
    const withAzimuth = calculatePeakVelocityPressure({ ...site, referenceHeightM: 8.8, windAzimuthDeg: 60 });
    const without = calculatePeakVelocityPressure({ ...site, referenceHeightM: 8.8 });
    expect(withAzimuth.result.directionFactor).toBeCloseTo(0.755, 9);
    expect(withAzimuth.result.peakVelocityPressurePa / without.result.peakVelocityPressurePa).toBeCloseTo(
      0.755 ** 2,
      9,
    );
    expect(withAzimuth.trace.decisions.some((decision) => decision.reference.includes("4.2(2)P Note 2"))).toBe(true);
  });

  it("a roof refuses an azimuth with an input error and uses cdir = 1.0", () => {
    const { site, roof } = coventryRoofInput;
    expect(() => calculateSiteWind({ ...site, windAzimuthDeg: 60 }, roof)).toThrow(EngineInputError);
    try {
      calculateSiteWind({ ...site, windAzimuthDeg: 60 }, roof);
    } catch (error) {
      expect((error as EngineInputError).field).toBe("windAzimuthDeg");
    }
    expect(calculateSiteWind(site, roof).result.peakVelocityPressure.directionFactor).toBe(1);
  });

  it("no zone's pressure is below its value in any orthogonal load case, whatever the azimuth", () => {
    const { site, roof } = coventryRoofInput;
    const wind = calculateSiteWind(site, roof).result;
    const referenceHeightM = wind.zones.ridgeHeightM;
    for (let azimuth = 0; azimuth < 360; azimuth += 5) {
      for (const quarter of [0, 90, 180, 270]) {
        const orthogonalQp = calculatePeakVelocityPressure({
          ...site,
          referenceHeightM,
          windAzimuthDeg: azimuth + quarter,
        }).result.peakVelocityPressurePa;
        for (const zone of wind.zones.zones) {
          expect(wind.peakVelocityPressure.peakVelocityPressurePa * Math.abs(zone.cpe1)).toBeGreaterThanOrEqual(
            orthogonalQp * Math.abs(zone.cpe1) - 1e-9,
          );
        }
      }
    }
  });
});

/** UK NA values (scribd 451235066 NA summary): Table NA.1 and the altitude factor NA.2a/NA.2b. */
describe("UK National Annex factors", () => {
  it.each([
    [0, 0.78],
    [90, 0.74],
    [180, 0.85],
    [240, 1.0],
    [270, 0.99],
    [330, 0.82],
    [360, 0.78],
    [255, 0.995],
  ])("cdir(%d°) = %d", (azimuth, expected) => {
    expect(directionFactor(azimuth)).toBeCloseTo(expected, 6);
  });
  it("calt = 1 + 0.001·A up to 10 m and 1 + 0.001·A·(10/z)^0.2 above", () => {
    expect(altitudeFactor(100, 8.8)).toBeCloseTo(1.1, 9);
    expect(altitudeFactor(100, 20)).toBeCloseTo(1 + 0.1 * 0.5 ** 0.2, 9);
  });
  it("cprob = 1 for the map's annual probability 0.02", () => {
    expect(probabilityFactor(0.02)).toBeCloseTo(1, 9);
  });
});

describe("complete roofs of every type", () => {
  it.each(["duopitch", "monopitch", "hipped"] as const)("%s roof gives a fixing and an estimate", (roofType) => {
    const { result } = calculateRoof({
      ...coventryRoofInput,
      roof: { ...coventryRoofInput.roof, roofType, buildingLengthM: 12 },
    });
    expect(result.estimate.totalTiles).toBeGreaterThan(0);
    expect(result.fixing.localAreas.length).toBeGreaterThan(0);
    expect(result.fixing.status).toBe("ok");
  });

  it("a hipped roof counts hips and no verges; tiles follow the hip ends course by course", () => {
    const { result } = calculateRoof({
      ...coventryRoofInput,
      roof: { ...coventryRoofInput.roof, roofType: "hipped", buildingLengthM: 12 },
    });
    expect(result.estimate.slopes.map((slope) => slope.name)).toEqual([
      "front slope",
      "back slope",
      "left hip end",
      "right hip end",
    ]);
    const hipEnd = result.estimate.slopes[2];
    expect(hipEnd?.tilesPerCourse[0]).toBeGreaterThan(
      hipEnd?.tilesPerCourse[(hipEnd?.tilesPerCourse.length ?? 1) - 1] ?? 0,
    );
  });

  it("vertical tiling at 90° is nailed and clipped", () => {
    const { result } = calculateRoof({
      ...coventryRoofInput,
      roof: { ...coventryRoofInput.roof, roofType: "vertical", pitchDeg: 90, wallHeightM: 5 },
      systems: [],
    });
    for (const area of result.fixing.localAreas) {
      expect(area.fixing?.nailsPerTile).toBeGreaterThanOrEqual(1);
      expect(area.fixing?.clipsPerTile).toBeGreaterThanOrEqual(1);
    }
  });

  it("a hipped roof shorter than its span is rejected naming buildingLengthM", () => {
    expect(() =>
      calculateRoof({
        ...coventryRoofInput,
        roof: { ...coventryRoofInput.roof, roofType: "hipped", buildingLengthM: 6 },
      }),
    ).toThrow(EngineInputError);
  });
});
