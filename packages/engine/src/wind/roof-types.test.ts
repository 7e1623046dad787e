import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import { calculateRoof } from "../roof/calculate-roof.js";
import { coventryRoofInput } from "../roof/worked-examples.fixture.js";
import { altitudeFactor, directionFactor, probabilityFactor } from "./peak-velocity-pressure.js";
import { calculateRoofWindZones } from "./roof-zones.js";

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
  it("walls: A −1.4 within e/5 of the corner, B −1.1 to e", () => {
    const { bands, eNormalM } = calculateRoofWindZones({
      roofType: "vertical",
      pitchDeg: 90,
      eavesHeightM: 5,
      spanM: 8,
      buildingLengthM: 12,
      wallHeightM: 5,
    }).result;
    expect(eNormalM).toBe(10);
    expect(bands[0]?.cpe1).toBeCloseTo(-1.4, 6);
    expect(bands[0]?.alongEavesToM).toBeCloseTo(2, 6);
    expect(bands[1]?.cpe1).toBeCloseTo(-1.1, 6);
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
