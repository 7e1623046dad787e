import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import { calculateEstimate, type EstimateInput, type FixingDemand } from "../estimate/estimate.js";
import { DEFAULT_WIND_LOAD_FACTORS, designUpliftPa } from "../fixing/design-uplift.js";
import { chooseFixing, DEFAULT_FIXING_OPTIONS, minimumFixingRule } from "../fixing/fixing-options.js";
import type { TileCapacities } from "../fixing/tile-resistance.js";
import { calculatePeakVelocityPressure, type PeakVelocityPressureInput } from "../wind/peak-velocity-pressure.js";
import type { RoofType } from "../wind/roof-zones.js";
import { calculateSiteWind, type SiteWindInput } from "../wind/site-wind.js";
import { calculateRoof, type RoofCalculationInput } from "./calculate-roof.js";
import { coventryRoofInput, example420By330Tile } from "./worked-examples.fixture.js";

const siteArbitrary = fc.record({
  mapWindVelocityMs: fc.double({ min: 20, max: 31, noNaN: true }),
  siteAltitudeM: fc.double({ min: 0, max: 400, noNaN: true }),
  referenceHeightM: fc.double({ min: 2, max: 50, noNaN: true }),
  distanceToShorelineKm: fc.double({ min: 0.05, max: 200, noNaN: true }),
  terrain: fc.constantFrom("country" as const, "town" as const),
  distanceInsideTownKm: fc.double({ min: 0.05, max: 30, noNaN: true }),
});

function qpOf(site: PeakVelocityPressureInput): number {
  return calculatePeakVelocityPressure(site).result.peakVelocityPressurePa;
}

describe("qp rises with vb,map, altitude and height", () => {
  it("never falls when vb,map rises", () => {
    fc.assert(
      fc.property(siteArbitrary, fc.double({ min: 0, max: 5, noNaN: true }), (site, increase) => {
        const higher = { ...site, mapWindVelocityMs: Math.min(site.mapWindVelocityMs + increase, 40) };
        expect(qpOf(higher)).toBeGreaterThanOrEqual(qpOf(site));
      }),
    );
  });
  it("never falls when the altitude rises", () => {
    fc.assert(
      fc.property(siteArbitrary, fc.double({ min: 0, max: 300, noNaN: true }), (site, increase) => {
        expect(qpOf({ ...site, siteAltitudeM: site.siteAltitudeM + increase })).toBeGreaterThanOrEqual(qpOf(site));
      }),
    );
  });
  it("never falls when the reference height rises", () => {
    fc.assert(
      fc.property(siteArbitrary, fc.double({ min: 0, max: 48, noNaN: true }), (site, increase) => {
        const higher = { ...site, referenceHeightM: Math.min(site.referenceHeightM + increase, 50) };
        expect(qpOf(higher)).toBeGreaterThanOrEqual(qpOf(site) * (1 - 1e-12));
      }),
    );
  });
});

/**
 * A zone's design suction p_d = γQ·KFI·qp·|cpe,1|·f_u never falls when the building gets taller, the site
 * higher or nearer the sea, or the basic wind speed greater: qp rises with each (EN 1991-1-4 4.5 and the
 * UK NA charts) and a zone's cpe,1 depends on the roof's form and pitch alone.
 */
describe("a zone's design suction never falls as the exposure grows", () => {
  const buildingArbitrary = fc.record({
    roofType: fc.constantFrom<RoofType>("duopitch", "monopitch", "hipped", "vertical"),
    // Ridge heights stay within the 50 m of the ce(z) route: at most 20 + 15 + 12·tan 45° = 47 m.
    pitchDeg: fc.double({ min: 12.5, max: 45, noNaN: true }),
    eavesHeightM: fc.double({ min: 2, max: 20, noNaN: true }),
    spanM: fc.double({ min: 4, max: 12, noNaN: true }),
    buildingLengthM: fc.double({ min: 15, max: 40, noNaN: true }),
  });
  const windSiteArbitrary = fc.record({
    mapWindVelocityMs: fc.double({ min: 20, max: 31, noNaN: true }),
    siteAltitudeM: fc.double({ min: 0, max: 300, noNaN: true }),
    distanceToShorelineKm: fc.double({ min: 0.1, max: 100, noNaN: true }),
    terrain: fc.constantFrom("country" as const, "town" as const),
    distanceInsideTownKm: fc.double({ min: 0.1, max: 20, noNaN: true }),
  });
  type Building = {
    roofType: RoofType;
    pitchDeg: number;
    eavesHeightM: number;
    spanM: number;
    buildingLengthM: number;
  };
  const roofOf = (building: Building) =>
    building.roofType === "vertical" ? { ...building, pitchDeg: 90, wallHeightM: building.eavesHeightM } : building;
  /** Design suction of every zone, keyed by direction and zone. */
  const zoneSuctions = (site: SiteWindInput, building: Building) => {
    const wind = calculateSiteWind(site, roofOf(building)).result;
    const qp = wind.peakVelocityPressure.peakVelocityPressurePa;
    return new Map(
      wind.zones.zones.map((zone) => [
        `${zone.direction} ${zone.zone}`,
        designUpliftPa(qp, zone.cpe1, DEFAULT_WIND_LOAD_FACTORS),
      ]),
    );
  };
  const neverFalls = (before: Map<string, number>, after: Map<string, number>) => {
    for (const [zone, suction] of before) {
      const later = after.get(zone);
      if (later !== undefined) expect(later).toBeGreaterThanOrEqual(suction * (1 - 1e-12));
    }
  };

  it("when the building gets taller", () => {
    fc.assert(
      fc.property(
        windSiteArbitrary,
        buildingArbitrary,
        fc.double({ min: 0, max: 15, noNaN: true }),
        (site, building, rise) => {
          neverFalls(
            zoneSuctions(site, building),
            zoneSuctions(site, { ...building, eavesHeightM: building.eavesHeightM + rise }),
          );
        },
      ),
    );
  });
  it("when the site is higher", () => {
    fc.assert(
      fc.property(
        windSiteArbitrary,
        buildingArbitrary,
        fc.double({ min: 0, max: 300, noNaN: true }),
        (site, building, rise) => {
          neverFalls(
            zoneSuctions(site, building),
            zoneSuctions({ ...site, siteAltitudeM: site.siteAltitudeM + rise }, building),
          );
        },
      ),
    );
  });
  it("when the site is nearer the sea", () => {
    fc.assert(
      fc.property(
        windSiteArbitrary,
        buildingArbitrary,
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (site, building, fraction) => {
          const nearer = { ...site, distanceToShorelineKm: site.distanceToShorelineKm * fraction };
          neverFalls(zoneSuctions(site, building), zoneSuctions(nearer, building));
        },
      ),
    );
  });
  it("when the basic wind speed is greater", () => {
    fc.assert(
      fc.property(
        windSiteArbitrary,
        buildingArbitrary,
        fc.double({ min: 0, max: 9, noNaN: true }),
        (site, building, increase) => {
          const windier = { ...site, mapWindVelocityMs: Math.min(site.mapWindVelocityMs + increase, 40) };
          neverFalls(zoneSuctions(site, building), zoneSuctions(windier, building));
        },
      ),
    );
  });
});

describe("design suction and fixing are monotonic in the wind", () => {
  it("design suction never falls as qp rises", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: -3, max: 0, noNaN: true }),
        (qpA, qpB, cpe1) => {
          const [low, high] = qpA <= qpB ? [qpA, qpB] : [qpB, qpA];
          expect(designUpliftPa(high, cpe1, DEFAULT_WIND_LOAD_FACTORS)).toBeGreaterThanOrEqual(
            designUpliftPa(low, cpe1, DEFAULT_WIND_LOAD_FACTORS),
          );
        },
      ),
    );
  });

  const capacitiesArbitrary: fc.Arbitrary<TileCapacities> = fc.record({
    tileAreaM2: fc.constant(0.1),
    laidPitchDeg: fc.constant(35),
    nailDesignResistanceN: fc.constant(100),
    nailCharacteristicResistanceN: fc.constant(130),
    nailResistanceSource: fc.constant("tested" as const),
    nailResistanceReason: fc.constant("tested characteristic resistance 130 N ÷ γM 1.3"),
    clipDesignResistanceN: fc.constant(200),
    weightCapacityPa: fc.double({ min: 0, max: 1000, noNaN: true }),
    perNailCapacityPa: fc.double({ min: 0, max: 1000, noNaN: true }),
    perClipCapacityPa: fc.option(fc.double({ min: 0, max: 6000, noNaN: true }), { nil: null }),
  });

  it("the chosen fixing never gets weaker as the suction rises", () => {
    fc.assert(
      fc.property(
        capacitiesArbitrary,
        fc.double({ min: 0, max: 8000, noNaN: true }),
        fc.double({ min: 0, max: 8000, noNaN: true }),
        fc.constantFrom(1, 2),
        fc.boolean(),
        fc.double({ min: 12.5, max: 90, noNaN: true }),
        (capacities, suctionA, suctionB, holes, isPerimeter, pitchDeg) => {
          const [low, high] = suctionA <= suctionB ? [suctionA, suctionB] : [suctionB, suctionA];
          const rule = minimumFixingRule({ lapType: "single", pitchDeg, isPerimeter, hasNibs: true });
          const choose = (designUplift: number) =>
            chooseFixing({
              designUpliftPa: designUplift,
              capacities,
              fixingOptions: DEFAULT_FIXING_OPTIONS,
              rule,
              numberOfNailHoles: holes,
            });
          expect(choose(high).rank).toBeGreaterThanOrEqual(choose(low).rank);
        },
      ),
    );
  });

  it("every area's fixing never gets weaker as vb,map rises on a whole roof", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (speed, increase) => {
          const at = (mapWindVelocityMs: number) =>
            calculateRoof({ ...coventryRoofInput, site: { ...coventryRoofInput.site, mapWindVelocityMs } }).result
              .fixing;
          const low = at(speed);
          const high = at(Math.min(speed + increase, 40));
          expect(high.perimeter.fixingRank).toBeGreaterThanOrEqual(low.perimeter.fixingRank);
          for (const [index, area] of low.localAreas.entries()) {
            expect(high.localAreas[index]?.fixingRank ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(
              area.fixingRank,
            );
          }
          expect(high.generalArea?.fixingRank ?? 0).toBeGreaterThanOrEqual(low.generalArea?.fixingRank ?? 0);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe("quantities never fall as lengths grow", () => {
  const demandArbitrary: fc.Arbitrary<FixingDemand> = fc
    .array(
      fc.record({
        planAreaM2: fc.double({ min: 0.1, max: 50, noNaN: true }),
        nailsPerTile: fc.constantFrom(0, 1, 2),
        clipsPerTile: fc.constantFrom(0, 1),
      }),
      {
        minLength: 1,
        maxLength: 5,
      },
    )
    .map((areas) => ({
      // BS 5534 perimeter tiles carry at least the fixings of the field.
      perimeter: {
        nailsPerTile: Math.max(1, ...areas.map((area) => area.nailsPerTile)),
        clipsPerTile: Math.max(1, ...areas.map((area) => area.clipsPerTile)),
      },
      areas: areas.map((area, index) => ({ ...area, name: `area ${index}` })),
    }));

  it("every estimate line is at least as large on a longer, wider roof", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 30, noNaN: true }),
        fc.double({ min: 1, max: 8, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.constantFrom(400, 450, 600),
        demandArbitrary,
        (width, rafter, extraWidth, extraRafter, rafterCentresMm, fixingDemand) => {
          const estimateFor = (widthM: number, rafterLengthM: number) => {
            const input: EstimateInput = {
              tile: example420By330Tile,
              slopes: [
                { name: "a", rafterLengthM, eavesWidthM: widthM, ridgeWidthM: widthM },
                { name: "b", rafterLengthM, eavesWidthM: widthM, ridgeWidthM: widthM },
              ],
              pitchDeg: 35,
              rafterCentresMm,
              edges: [
                { edge: "eave", lengthM: 2 * widthM, runs: 2 },
                { edge: "leftVerge", lengthM: 2 * rafterLengthM, runs: 2 },
                { edge: "duoRidge", lengthM: widthM, runs: 1 },
              ],
              systems: coventryRoofInput.systems ?? [],
              batten: { code: "B", name: "batten" },
              battenNail: { code: "BN", name: "batten nail", packQuantity: 100 },
              underlay: { code: "U", name: "underlay", rollWidthM: 1, rollLengthM: 50 },
              tileNail: { code: "TN", name: "tile nail" },
              tileClip: { code: "TC", name: "tile clip" },
              fixingDemand,
            };
            return new Map(
              calculateEstimate(input).result.lines.map((line) => [line.code + line.description, line.quantity]),
            );
          };
          const small = estimateFor(width, rafter);
          const large = estimateFor(width + extraWidth, rafter + extraRafter);
          for (const [key, quantity] of small) {
            expect(large.get(key) ?? 0).toBeGreaterThanOrEqual(quantity);
          }
        },
      ),
    );
  });
});

describe("quantities never fall as the building grows (whole roof)", () => {
  it("tiles, battens, batten nails, underlay, ridge, verge and eaves lines never fall as length or span grow", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 4, max: 20, noNaN: true }),
        fc.double({ min: 4, max: 12, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 4, noNaN: true }),
        (length, span, extraLength, extraSpan) => {
          const linesFor = (buildingLengthM: number, spanM: number) =>
            new Map(
              calculateRoof({
                ...coventryRoofInput,
                roof: { ...coventryRoofInput.roof, buildingLengthM, spanM },
              }).result.estimate.lines.map((line) => [line.code + line.description, line]),
            );
          const small = linesFor(length, span);
          const large = linesFor(length + extraLength, span + extraSpan);
          for (const [key, line] of small) {
            // Nails and clips follow the fixing, which changes with the wind zones, not only with size.
            if (line.code === "TN-70" || line.code === "TC-1") continue;
            expect(large.get(key)?.quantity ?? 0, key).toBeGreaterThanOrEqual(line.quantity);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

const roofTypeArbitrary = fc.constantFrom<RoofType>("duopitch", "monopitch", "hipped", "vertical");
const validRoofArbitrary: fc.Arbitrary<RoofCalculationInput> = fc
  .record({
    roofType: roofTypeArbitrary,
    pitchDeg: fc.double({ min: 12.5, max: 60, noNaN: true }),
    eavesHeightM: fc.double({ min: 2, max: 10, noNaN: true }),
    spanM: fc.double({ min: 3, max: 15, noNaN: true }),
    extraLengthM: fc.double({ min: 0, max: 30, noNaN: true }),
    rafterCentresMm: fc.constantFrom(400, 450, 600),
    site: siteArbitrary,
    airPermeable: fc.boolean(),
  })
  .map((draw) => ({
    ...coventryRoofInput,
    site: { ...draw.site, referenceHeightM: undefined },
    roof: {
      roofType: draw.roofType,
      pitchDeg: draw.roofType === "vertical" ? 90 : draw.pitchDeg,
      eavesHeightM: draw.eavesHeightM,
      spanM: draw.spanM,
      buildingLengthM: draw.spanM + draw.extraLengthM,
      rafterCentresMm: draw.rafterCentresMm,
    },
    underlay: { code: "U", name: "underlay", isAirPermeable: draw.airPermeable },
  }));

function everyNumber(value: unknown, visit: (path: string, number: number) => void, path = "result"): void {
  if (typeof value === "number") visit(path, value);
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) everyNumber(item, visit, `${path}[${index}]`);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) everyNumber(item, visit, `${path}.${key}`);
  }
}

describe("valid inputs never give NaN or negative results", () => {
  it("every number is finite; quantities, pressures and capacities are not negative", () => {
    fc.assert(
      fc.property(validRoofArbitrary, (input) => {
        const { result, trace } = calculateRoof(input);
        everyNumber(result, (path, number) => {
          expect(Number.isFinite(number), path).toBe(true);
          if (!/cpe/i.test(path)) expect(number, path).toBeGreaterThanOrEqual(0);
        });
        everyNumber(trace, (path, number) => {
          if (!/cpe/.test(path)) expect(Number.isNaN(number), path).toBe(false);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe("invalid inputs are rejected with a typed error naming the field", () => {
  const cases: Array<{ field: string; mutate: (input: RoofCalculationInput) => RoofCalculationInput }> = [
    {
      field: "mapWindVelocityMs",
      mutate: (input) => ({ ...input, site: { ...input.site, mapWindVelocityMs: Number.NaN } }),
    },
    { field: "siteAltitudeM", mutate: (input) => ({ ...input, site: { ...input.site, siteAltitudeM: -500 } }) },
    {
      field: "distanceToShorelineKm",
      mutate: (input) => ({ ...input, site: { ...input.site, distanceToShorelineKm: 0 } }),
    },
    { field: "pitchDeg", mutate: (input) => ({ ...input, roof: { ...input.roof, pitchDeg: 10 } }) },
    { field: "spanM", mutate: (input) => ({ ...input, roof: { ...input.roof, spanM: -1 } }) },
    {
      field: "buildingLengthM",
      mutate: (input) => ({ ...input, roof: { ...input.roof, buildingLengthM: Number.POSITIVE_INFINITY } }),
    },
    { field: "rafterCentresMm", mutate: (input) => ({ ...input, roof: { ...input.roof, rafterCentresMm: 900 } }) },
    { field: "tile.coverWidthMm", mutate: (input) => ({ ...input, tile: { ...input.tile, coverWidthMm: 0 } }) },
    {
      field: "tile.numberOfNailHoles",
      mutate: (input) => ({ ...input, tile: { ...input.tile, numberOfNailHoles: 3 as 1 } }),
    },
    {
      field: "underlayPressureFactor",
      mutate: (input) => ({ ...input, windLoadFactors: { underlayPressureFactor: 7 } }),
    },
    { field: "referenceHeightM", mutate: (input) => ({ ...input, roof: { ...input.roof, eavesHeightM: 60 } }) },
  ];
  it.each(cases)("$field", ({ field, mutate }) => {
    let caught: unknown;
    try {
      calculateRoof(mutate(coventryRoofInput));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EngineInputError);
    expect((caught as EngineInputError).field).toBe(field);
  });

  it("any non-finite number in the site is rejected naming that field", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("mapWindVelocityMs", "siteAltitudeM", "distanceToShorelineKm", "distanceInsideTownKm"),
        fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
        (field, bad) => {
          const input = { ...coventryRoofInput, site: { ...coventryRoofInput.site, [field]: bad } };
          expect(() => calculateRoof(input)).toThrow(EngineInputError);
          try {
            calculateRoof(input);
          } catch (error) {
            expect((error as EngineInputError).field).toBe(field);
          }
        },
      ),
    );
  });
});

/** Every number in a value, with where it sits, to find one that is not finite. */
function nonFiniteFigures(value: unknown, path = ""): string[] {
  if (typeof value === "number") return Number.isFinite(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => nonFiniteFigures(item, `${path}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => nonFiniteFigures(item, path ? `${path}.${key}` : key));
  }
  return [];
}

describe("a roof of any finite size", () => {
  /** From an ordinary roof's size to the largest double, so products of two of them overflow. */
  const size = fc.oneof(fc.double({ min: 0.5, max: 200, noNaN: true }), fc.double({ min: 1e100, max: 1e308 }));

  it("is refused naming a field, or worked out with finite figures only", () => {
    fc.assert(
      fc.property(size, size, size, size, (spanM, buildingLengthM, slopeWidthM, edgeLengthM) => {
        const input: RoofCalculationInput = {
          ...coventryRoofInput,
          roof: { ...coventryRoofInput.roof, spanM, buildingLengthM },
          slopes: [{ name: "front slope", rafterLengthM: 4.883, eavesWidthM: slopeWidthM, ridgeWidthM: slopeWidthM }],
          edges: [{ edge: "eave", lengthM: edgeLengthM, runs: 2 }],
        };
        let result: unknown;
        try {
          result = calculateRoof(input).result;
        } catch (error) {
          expect(error).toBeInstanceOf(EngineInputError);
          expect((error as EngineInputError).field.length).toBeGreaterThan(0);
          return;
        }
        expect(nonFiniteFigures(result)).toEqual([]);
      }),
    );
  });
});
