import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import { calculateRoof, storedLoadFactors } from "../roof/calculate-roof.js";
import { coventryRoofInput, example420By330Tile } from "../roof/worked-examples.fixture.js";
import {
  battenSizeForSpan,
  checkUnderlay,
  counterBattens,
  UNDERLAY_ZONE_PRESSURES_PA,
} from "./battens-and-underlay.js";
import { chooseFixing, DEFAULT_FIXING_OPTIONS, minimumFixingRule } from "./fixing-options.js";
import { selectHeadlap, setOutCourses } from "./gauge-and-headlap.js";
import { nailWithdrawal, nailWithdrawalResistanceN, smoothNailPenetrationFactor } from "./tile-resistance.js";

/** BS 5534 Table 3 minimum batten sizes, as published by the NFRC (calculations.md §7, catalogue §3.2). */
describe("BS 5534 Table 3 batten sizes", () => {
  it.each([
    { covering: "naturalSlate" as const, centres: 450, size: "50 × 25 mm" },
    { covering: "naturalSlate" as const, centres: 600, size: "50 × 25 mm" },
    { covering: "fibreCementOrConcreteSlate" as const, centres: 450, size: "38 × 25 mm" },
    { covering: "fibreCementOrConcreteSlate" as const, centres: 600, size: "50 × 25 mm" },
    { covering: "doubleLapTile" as const, centres: 600, size: "38 × 25 mm" },
    { covering: "singleLapTile" as const, centres: 400, size: "38 × 25 mm" },
    { covering: "singleLapTile" as const, centres: 450, size: "38 × 25 mm" },
    { covering: "singleLapTile" as const, centres: 600, size: "50 × 25 mm" },
  ])("$covering at $centres mm: $size", ({ covering, centres, size }) => {
    expect(battenSizeForSpan(covering, centres).name).toBe(size);
  });

  it("rejects spans beyond 600 mm naming the field", () => {
    expect(() => battenSizeForSpan("singleLapTile", 650)).toThrow(EngineInputError);
  });
});

/** BS 5534 minimum fixing rules as summarised by Marley and Burton Roofing (calculations.md §4). */
describe("BS 5534 minimum fixing rules", () => {
  it.each([
    { lapType: "single" as const, pitchDeg: 35, isPerimeter: false, nails: 0, clips: 0, fixings: 1 },
    { lapType: "single" as const, pitchDeg: 45, isPerimeter: false, nails: 1, clips: 0, fixings: 1 },
    { lapType: "single" as const, pitchDeg: 55, isPerimeter: false, nails: 1, clips: 1, fixings: 1 },
    { lapType: "single" as const, pitchDeg: 90, isPerimeter: false, nails: 1, clips: 1, fixings: 1 },
    { lapType: "single" as const, pitchDeg: 30, isPerimeter: true, nails: 0, clips: 0, fixings: 2 },
    { lapType: "double" as const, pitchDeg: 45, isPerimeter: false, nails: 0, clips: 0, fixings: 0 },
    { lapType: "double" as const, pitchDeg: 60, isPerimeter: false, nails: 2, clips: 0, fixings: 2 },
  ])(
    "$lapType lap at $pitchDeg° (perimeter $isPerimeter)",
    ({ lapType, pitchDeg, isPerimeter, nails, clips, fixings }) => {
      const rule = minimumFixingRule({ lapType, pitchDeg, isPerimeter, hasNibs: true });
      expect(rule.minimumNails).toBe(nails);
      expect(rule.minimumClips).toBe(clips);
      expect(rule.minimumFixings).toBe(fixings);
    },
  );

  it("nibless plain tiles are twice nailed at any pitch", () => {
    expect(
      minimumFixingRule({ lapType: "double", pitchDeg: 40, isPerimeter: false, hasNibs: false }).minimumNails,
    ).toBe(2);
  });
});

describe("decisions the specification must make", () => {
  it("refers to technical support when no option resists the uplift", () => {
    const withoutClip = { ...example420By330Tile, clipCharacteristicResistanceN: undefined };
    const exposed = calculateRoof({
      ...coventryRoofInput,
      tile: withoutClip,
      site: { mapWindVelocityMs: 30, siteAltitudeM: 250, distanceToShorelineKm: 0.5, terrain: "country" },
    });
    expect(exposed.result.status).toBe("refer to technical support");
    expect(exposed.result.fixing.perimeter.fixing).toBeNull();
  });

  it("raises f_u to 1.1 for an air-permeable underlay unless the roof overrides it", () => {
    const { windLoadFactors: _ignored, ...defaults } = coventryRoofInput;
    const airOpen = calculateRoof({
      ...defaults,
      underlay: { code: "AP", name: "Air-open underlay", isAirPermeable: true },
    });
    expect(airOpen.result.fixing.factors.underlayPressureFactor).toBe(1.1);
    const overridden = calculateRoof({
      ...defaults,
      underlay: { code: "AP", name: "Air-open underlay", isAirPermeable: true },
      windLoadFactors: { underlayPressureFactor: 0.9 },
    });
    expect(overridden.result.fixing.factors.underlayPressureFactor).toBe(0.9);
  });

  it("uses the spec's default factors 1.5, 0.9, 1 and 0.9 when nothing overrides them", () => {
    const { windLoadFactors: _ignored, ...defaults } = coventryRoofInput;
    expect(calculateRoof(defaults).result.fixing.factors).toEqual({
      variableLoadSafetyFactor: 1.5,
      multiplyingFactor: 0.9,
      permanentLoadSafetyFactor: 1,
      underlayPressureFactor: 0.9,
    });
  });
});

/**
 * A band's fixing is chosen on the unrounded uplift: with the self-weight worth 500 Pa and each nail 200 Pa,
 * 500 Pa is carried by the weight alone, and 500.4 Pa (which reads 500 at whole pascals) needs a nail.
 */
describe("fixing chosen on the unrounded uplift", () => {
  const capacities = {
    tileAreaM2: 0.1,
    laidPitchDeg: 35,
    nailDesignResistanceN: 100,
    nailCharacteristicResistanceN: 130,
    nailResistanceSource: "tested" as const,
    nailResistanceReason: "",
    clipDesignResistanceN: null,
    weightCapacityPa: 500,
    perNailCapacityPa: 200,
    perClipCapacityPa: null,
  };
  const choose = (designUpliftPa: number) =>
    chooseFixing({
      designUpliftPa,
      capacities,
      fixingOptions: DEFAULT_FIXING_OPTIONS,
      rule: minimumFixingRule({ lapType: "double", pitchDeg: 40, isPerimeter: false, hasNibs: true }),
      numberOfNailHoles: 2,
    }).specified?.id;
  it("500 Pa: self-weight; 500.4 Pa: one nail", () => {
    expect(choose(500)).toBe("weight");
    expect(choose(500.4)).toBe("nail");
  });
});

describe("headlap rules", () => {
  const rules = [
    { minRafterLengthM: 0, maxRafterLengthM: 12, minPitchDeg: 22.5, maxPitchDeg: 90, minHeadlapMm: 75 },
    { minRafterLengthM: 0, maxRafterLengthM: 12, minPitchDeg: 15, maxPitchDeg: 22.5, minHeadlapMm: 100 },
  ];
  it("takes the largest minimum of the matching rules (Marley Double Roman: 100 mm at 17.5–25°)", () => {
    expect(
      selectHeadlap({ tile: example420By330Tile, pitchDeg: 22.5, rafterLengthM: 5, headlapRules: rules }).headlapMm,
    ).toBe(100);
    expect(
      selectHeadlap({ tile: example420By330Tile, pitchDeg: 30, rafterLengthM: 5, headlapRules: rules }).headlapMm,
    ).toBe(75);
  });
  it("accepts an override between the minimum and the tile's maximum, and rejects one outside", () => {
    expect(
      selectHeadlap({ tile: example420By330Tile, pitchDeg: 30, rafterLengthM: 5, headlapOverrideMm: 90 })
        .maximumGaugeMm,
    ).toBe(330);
    expect(() =>
      selectHeadlap({ tile: example420By330Tile, pitchDeg: 30, rafterLengthM: 5, headlapOverrideMm: 130 }),
    ).toThrow(EngineInputError);
  });
});

describe("underlay and counter battens", () => {
  /** One local area at cpe,1 = −2.0, as the θ = 90° G zone of the calculations.md §6 roof. */
  const zoneG = [{ name: "Verge local area (gable strip e/10)", kind: "local" as const, zones: "G", cpe1: -2 }];
  const sealedSite = {
    peakVelocityPressurePa: 661,
    areas: zoneG,
    ridgeHeightM: 8.8,
    pitchDeg: 35,
    siteAltitudeM: 100,
    hasSignificantOrography: false,
    isCeilingWellSealed: true,
  };
  it("BS 5534 A.8 zone pressures 820, 975, 1150, 1330, 1600 Pa", () => {
    expect(UNDERLAY_ZONE_PRESSURES_PA).toEqual([820, 975, 1150, 1330, 1600]);
  });
  it("a zone-4 underlay (1330 Pa) resists qp 661 Pa × 2.0 = 1322 Pa; zone 3 does not", () => {
    const check = (windZoneRating: number) =>
      checkUnderlay({ ...sealedSite, underlay: { code: "U", name: "U", isAirPermeable: false, windZoneRating } });
    expect(check(4).verdict).toBe("meets");
    expect(check(4).isZonalMethodValid).toBe(true);
    expect(check(3).verdict).toBe("refer to technical support");
  });
  /**
   * Pass or fail on the unrounded figures: qp 665 Pa × |−2.0| = 1330 Pa equals the zone-4 pressure and passes;
   * qp 665.002 Pa gives 1330.004 Pa, which reads 1330 at whole pascals but exceeds 1330 Pa, so it fails.
   */
  it("the underlay is judged on the unrounded pressure: 1330.004 Pa fails against zone 4 (1330 Pa)", () => {
    const check = (peakVelocityPressurePa: number) =>
      checkUnderlay({
        ...sealedSite,
        underlay: { code: "U", name: "U", isAirPermeable: false, windZoneRating: 4 },
        peakVelocityPressurePa,
      }).verdict;
    expect(check(665)).toBe("meets");
    expect(check(665.002)).toBe("refer to technical support");
  });
  it("counter battens are required with a supported underlay and fixed at 300 mm centres", () => {
    expect(() => counterBattens(undefined, true, 25)).toThrow(EngineInputError);
    expect(counterBattens(25, true, 25)).toMatchObject({ isRequired: true, fixingCentresMm: 300 });
  });
});

/**
 * The underlay checked in every area (BS 5534 A.8; the ceiling's effect through BS EN 1991-1-4 7.2.9(6) NOTE 2).
 * Hand calculation, qp = 661 Pa: under a well-sealed ceiling p_u = qp·|cpe,1|; otherwise the building's internal
 * pressure c_pi = +0.2 (the more onerous of +0.2 and −0.3 where the openings are not known) adds to the suction,
 * p_u = qp·(|cpe,1| + 0.2).
 *   G, cpe,1 −2.0: sealed 661 × 2.0 = 1322 Pa; not sealed 661 × 2.2 = 1454.2 Pa.
 *   I, cpe,1 −0.5: sealed 661 × 0.5 = 330.5 Pa; not sealed 661 × 0.7 = 462.7 Pa.
 *   F, cpe,1 −2.5: not sealed 661 × 2.7 = 1784.7 Pa; sealed 1652.5 Pa.
 */
describe("underlay verdict in each area", () => {
  const areas = [
    { name: "Verge local area (gable strip e/10)", kind: "local" as const, zones: "G", cpe1: -2 },
    { name: "Eaves local area (strip e/10)", kind: "local" as const, zones: "F", cpe1: -2.5 },
    { name: "General area", kind: "general" as const, zones: "I", cpe1: -0.5 },
  ];
  const site = {
    peakVelocityPressurePa: 661,
    areas,
    ridgeHeightM: 8.8,
    pitchDeg: 35,
    siteAltitudeM: 100,
    hasSignificantOrography: false,
  };
  const declared = (upliftResistancePa: number) => ({
    code: "UL",
    name: "Test underlay",
    isAirPermeable: false,
    upliftResistancePa,
    declarationSource: "catalogue product component UL, Resistance",
  });

  it("without a sealed ceiling adds c_pi = 0.2: 1454.2, 1784.7 and 462.7 Pa", () => {
    const check = checkUnderlay({ ...site, underlay: declared(2000), isCeilingWellSealed: false });
    expect(check.internalPressureCoefficient).toBe(0.2);
    expect(check.areas.map((area) => area.pressurePa)).toEqual([
      expect.closeTo(1454.2, 6),
      expect.closeTo(1784.7, 6),
      expect.closeTo(462.7, 6),
    ]);
    expect(check.requiredResistancePa).toBeCloseTo(1784.7, 6);
    expect(check.verdict).toBe("meets");
    expect(check.isZonalMethodValid).toBe(false);
    expect(check.zonalMethodLimits).toContain("ceiling not confirmed well sealed");
  });

  it("a well-sealed ceiling keeps the internal pressure off: 1322, 1652.5 and 330.5 Pa", () => {
    const check = checkUnderlay({ ...site, underlay: declared(2000), isCeilingWellSealed: true });
    expect(check.internalPressureCoefficient).toBe(0);
    expect(check.areas.map((area) => area.pressurePa)).toEqual([
      expect.closeTo(1322, 6),
      expect.closeTo(1652.5, 6),
      expect.closeTo(330.5, 6),
    ]);
  });

  it("declared 1500 Pa: meets at G and I; fails at F (1784.7 Pa, and 1652.5 Pa even sealed)", () => {
    const check = checkUnderlay({ ...site, underlay: declared(1500), isCeilingWellSealed: false });
    expect(check.areas.map((area) => area.verdict)).toEqual(["meets", "refer to technical support", "meets"]);
    expect(check.areas[1]?.reason).toContain("1785 Pa");
    expect(check.areas[0]?.reason).toBe(
      "declared wind-uplift resistance 1500 Pa (catalogue product component UL, Resistance) ≥ 1454 Pa",
    );
    expect(check.verdict).toBe("refer to technical support");
  });

  it("declared 1700 Pa: F fails only for want of a sealed ceiling (1652.5 ≤ 1700 < 1784.7), so it is to confirm", () => {
    const check = checkUnderlay({ ...site, underlay: declared(1700), isCeilingWellSealed: false });
    expect(check.areas[1]?.verdict).toBe("to confirm");
    expect(check.areas[1]?.toConfirm).toBe("that the ceiling is well sealed (BS 9250), or choose a stronger underlay");
    expect(check.verdict).toBe("to confirm");
    expect(checkUnderlay({ ...site, underlay: declared(1700), isCeilingWellSealed: true }).verdict).toBe("meets");
  });

  it("an underlay that declares nothing is to confirm with its manufacturer, naming where it was looked for", () => {
    const check = checkUnderlay({
      ...site,
      underlay: {
        code: "UL",
        name: "Test underlay",
        isAirPermeable: false,
        declarationSource: "catalogue product component UL, Resistance",
      },
      isCeilingWellSealed: false,
    });
    expect(check.resistance.basis).toBe("none");
    expect(check.declaredResistancePa).toBeNull();
    expect(check.areas.every((area) => area.verdict === "to confirm")).toBe(true);
    expect(check.areas[0]?.reason).toBe(
      "no declared wind-uplift resistance or zone classification in catalogue product component UL, Resistance; at least 1454 Pa needed here",
    );
    expect(check.areas[0]?.toConfirm).toBe(
      "Test underlay's declared wind-uplift resistance, not in catalogue product component UL, Resistance: confirm it with the manufacturer",
    );
  });
});

/**
 * Nails without a tested value, BS EN 1995-1-1:2004+A2:2014 8.3.2. (6): smooth nails fax,k = 20×10⁻⁶·ρk²
 * (eq 8.25), so with C16 battens (ρk = 310 kg/m³) fax,k = 1.922 N/mm² and R_ax,k = 1.922·d·t_pen. (7): the
 * pointside penetration of a smooth nail should be at least 12d; below it the capacity is multiplied by
 * (t_pen/(4d) − 2), which is nothing at 8d. The design value is kmod·R_ax,k/γM with kmod = 1.1 for solid
 * timber in service class 1 or 2 under an instantaneous action and 0.9 in service class 3 (Table 3.1).
 * Hand calculations:
 * - 3.35 mm nail, 25 mm into a 25 mm batten: 8d = 26.8 mm > 25 mm, so nothing (before: 1.922·3.35·22 ≈ 141 N).
 * - 2.65 mm nail, 25 mm: 8d = 21.2, 12d = 31.8; k = 25/10.6 − 2 = 0.35849; R_ax,k = 1.922·2.65·25 = 127.33 N;
 *   × k = 45.65 N; R_d = 1.1 × 45.65 / 1.3 = 38.62 N.
 * - 3.35 mm nail, 45 mm (≥ 12d = 40.2): R_ax,k = 1.922·3.35·45 = 289.74 N; R_d = 1.1 × 289.74/1.3 = 245.17 N,
 *   or 0.9 × 289.74/1.3 = 200.59 N in service class 3.
 */
describe("nail withdrawal without a tested value (BS EN 1995-1-1 8.3.2)", () => {
  const untested = (nailDiameterMm: number, nailPenetrationMm: number) => ({
    ...example420By330Tile,
    nailDiameterMm,
    nailPenetrationMm,
    nailCharacteristicResistanceN: undefined,
  });

  it("the exported withdrawal resistance applies 8.3.2(7): 0 N at 25 mm (not 1.922·3.35·25 = 161 N), 45.65 N, 289.74 N", () => {
    expect(nailWithdrawalResistanceN(3.35, 25, 310)).toBe(0);
    expect(nailWithdrawalResistanceN(2.65, 25, 310)).toBeCloseTo(45.65, 2);
    expect(nailWithdrawalResistanceN(3.35, 45, 310)).toBeCloseTo(289.74, 2);
  });

  it("a smooth nail at or below 8d penetration counts for nothing", () => {
    const nail = nailWithdrawal(untested(3.35, 25), 1.3);
    expect(nail.designN).toBe(0);
    expect(nail.source).toBe("none");
    expect(nail.reason).toContain("8.3.2(7)");
  });

  it("between 8d and 12d only in proportion, with kmod for the service class", () => {
    expect(smoothNailPenetrationFactor(2.65, 25)).toBeCloseTo(0.35849, 5);
    const nail = nailWithdrawal(untested(2.65, 25), 1.3);
    expect(nail.characteristicN).toBeCloseTo(45.65, 2);
    expect(nail.designN).toBeCloseTo(38.62, 2);
    expect(nail.source).toBe("EN 1995-1-1 8.3.2");
  });

  it("from 12d in full; service class 3 takes kmod 0.9", () => {
    expect(nailWithdrawal(untested(3.35, 45), 1.3).designN).toBeCloseTo(245.17, 2);
    expect(nailWithdrawal(untested(3.35, 45), 1.3, 3).designN).toBeCloseTo(200.59, 2);
  });

  it("a tested value is used as it is, divided by γM", () => {
    const nail = nailWithdrawal(example420By330Tile, 1.3);
    expect(nail.source).toBe("tested");
    expect(nail.designN).toBeCloseTo(140 / 1.3, 9);
  });

  it("a roof whose nails count for nothing gets a clip where nails would be needed, never an invented resistance", () => {
    const result = calculateRoof({ ...coventryRoofInput, tile: untested(3.35, 25) }).result;
    expect(result.fixing.capacities.perNailCapacityPa).toBe(0);
    const beyondWeight = [result.fixing.perimeter, ...result.fixing.localAreas].filter(
      (band) => band.designUpliftPa > result.fixing.capacities.weightCapacityPa,
    );
    expect(beyondWeight.length).toBeGreaterThan(0);
    for (const band of beyondWeight) expect(band.fixing?.clipsPerTile).toBeGreaterThan(0);
  });

  it("without a tested clip either, the roof is referred to technical support and the trace says why", () => {
    const tile = { ...untested(3.35, 25), clipCharacteristicResistanceN: undefined };
    const { result, trace } = calculateRoof({ ...coventryRoofInput, tile });
    expect(result.status).toBe("refer to technical support");
    const fixingTrace = trace.sections.find((section) => section.title === "Tile fixing specification");
    expect(fixingTrace?.decisions.some((decision) => decision.decision.startsWith("nail resistance: none"))).toBe(true);
  });
});

/**
 * Setting out (calculations.md §8, RoofGridUK method; the gauge range from BS 5534's headlap limits, spec
 * 03 §5 maximum headlap). The 420 × 330 tile with 75–120 mm headlap has g_max = 345 mm and g_min = 300 mm.
 * Hand calculations, 50 mm overhang and 40 mm ridge allowance:
 * - 0.82 m rafter: D = 820 + 50 − 40 − 420 = 410 mm; n − 1 = ceil(410/345) = 2; g = 205 mm < 300 mm, a 215 mm
 *   headlap against the 120 mm maximum: it cannot be set out, and the result says so.
 * - The eaves batten is set from the hanging length L − NibFaceToTileHead. With a 15 mm nib-face-to-head
 *   (the seeded flat tile's figure) on the §8 slope Ls = 4.883 m: D = 4883 + 50 − 40 − 405 = 4488 mm;
 *   n − 1 = ceil(4488/345) = 14; g = 320.57 mm, 15 courses (headlap 99.4 mm). With the full length
 *   D = 4473 mm gives 14 courses at 344 mm (the §8 example, the tile without the field).
 */
describe("setting out against the tile's headlap range", () => {
  const range = { maximumGaugeMm: 345, minimumGaugeMm: 300 };

  it("flags a 0.82 m rafter: gauge 205 mm below the 300 mm minimum, headlap 215 mm", () => {
    const settingOut = setOutCourses({ tile: example420By330Tile, rafterLengthM: 0.82, ...range });
    expect(settingOut.settingOutLengthMm).toBeCloseTo(410, 9);
    expect(settingOut.gaugeMm).toBeCloseTo(205, 9);
    expect(settingOut.headlapInUseMm).toBeCloseTo(215, 9);
    expect(settingOut.isWithinHeadlapRange).toBe(false);
    expect(settingOut.problem).toContain("below the minimum gauge 300 mm");
  });

  it("sets the eaves batten from the hanging length, not the full length", () => {
    const hung = setOutCourses({
      tile: { ...example420By330Tile, nibFaceToTileHeadMm: 15 },
      rafterLengthM: 4.883,
      ...range,
    });
    expect(hung.hangingLengthMm).toBe(405);
    expect(hung.settingOutLengthMm).toBeCloseTo(4488, 6);
    expect(hung.courses).toBe(15);
    expect(hung.gaugeMm).toBeCloseTo(320.571, 3);
    expect(hung.isWithinHeadlapRange).toBe(true);
    const full = setOutCourses({ tile: example420By330Tile, rafterLengthM: 4.883, ...range });
    expect(full.courses).toBe(14);
    expect(Math.round(full.gaugeMm)).toBe(344);
    expect(full.problem).toBeNull();
  });

  it("a roof whose rafter cannot be set out is referred to technical support, with the reason in the trace", () => {
    const rafterM = 0.82;
    const spanM = 2 * rafterM * Math.cos((35 * Math.PI) / 180);
    const { result, trace } = calculateRoof({ ...coventryRoofInput, roof: { ...coventryRoofInput.roof, spanM } });
    expect(result.fixing.settingOut.isWithinHeadlapRange).toBe(false);
    expect(result.status).toBe("refer to technical support");
    expect(trace.decisions.some((decision) => decision.reason.includes("cannot be set out"))).toBe(true);
  });
});

/**
 * Load factors (spec 03 §9 windload defaults: variable load safety factor 1.5, multiplying factor 0.9,
 * permanent load safety factor 1, underlay wind pressure factor 0.9). Their meanings: γQ is the EN 1990
 * Table A1.2(B) partial factor on wind; KFI the EN 1990 Annex B (Table B3) consequence-class factor, 0.9
 * for CC1; γG the factor on the stabilising self-weight; f_u the BS 5534 underlay factor. Hand calculation:
 * with the defaults p_d = 1.5 × 0.9 × qp × |cpe,1| × 0.9 = 1.215·qp·|cpe,1|.
 */
describe("load factors are named and shown in every result", () => {
  const { windLoadFactors: _roofOverride, ...defaults } = coventryRoofInput;
  const { result, trace } = calculateRoof(defaults);

  it("the roof result lists γQ 1.5, KFI 0.9, γG 1 and f_u 0.9 with what each means", () => {
    expect(result.loadFactors.map((factor) => [factor.symbol, factor.value])).toEqual([
      ["γQ", 1.5],
      ["KFI", 0.9],
      ["γG", 1],
      ["f_u", 0.9],
    ]);
    expect(result.loadFactors.find((factor) => factor.symbol === "KFI")?.reference).toContain("EN 1990 Annex B");
    expect(result.loadFactors.find((factor) => factor.symbol === "γG")?.meaning).toContain("stabilising self-weight");
    expect(result.loadFactors.find((factor) => factor.symbol === "f_u")?.reference).toContain("BS 5534");
  });

  it("each band's design uplift is 1.215·qp·|cpe,1| and its working shows the factor values", () => {
    const qp = result.wind.peakVelocityPressure.peakVelocityPressurePa;
    for (const band of [result.fixing.perimeter, ...result.fixing.localAreas]) {
      expect(band.designUpliftPa).toBeCloseTo(1.215 * qp * Math.abs(band.cpe1), 9);
    }
    const fixingTrace = trace.sections.find((section) => section.title === "Tile fixing specification");
    const perimeterStep = fixingTrace?.steps.find((step) => step.symbol.startsWith("p_d Perimeter"));
    expect(perimeterStep?.formula).toContain("= 1.5 × 0.9 × ");
    expect(fixingTrace?.steps.find((step) => step.symbol === "KFI")?.description).toContain("consequence-class");
  });

  it("says where each factor comes from: override, tile, its consequence class, underlay or default", () => {
    const sourcesOf = (factors: typeof result.loadFactors) =>
      factors.map((factor) => [factor.symbol, factor.value, factor.source, factor.sourceLabel]);
    expect(sourcesOf(result.loadFactors)).toEqual([
      ["γQ", 1.5, "specificationDefault", "specification default"],
      ["KFI", 0.9, "specificationDefault", "specification default"],
      ["γG", 1, "specificationDefault", "specification default"],
      ["f_u", 0.9, "specificationDefault", "specification default"],
    ]);
    const fromCatalogue = {
      ...defaults,
      tile: { ...example420By330Tile, variableLoadSafetyFactor: 1.35, consequenceFactor: 1 },
      underlay: { code: "AP", name: "Air-open underlay", isAirPermeable: true },
    };
    const calculated = calculateRoof(fromCatalogue);
    expect(sourcesOf(calculated.result.loadFactors)).toEqual([
      ["γQ", 1.35, "tile", "tile"],
      ["KFI", 1, "consequenceClass", "consequence class CC2"],
      ["γG", 1, "specificationDefault", "specification default"],
      ["f_u", 1.1, "underlay", "air-permeable underlay"],
    ]);
    const fixingTrace = calculated.trace.sections.find((section) => section.title === "Tile fixing specification");
    expect(fixingTrace?.steps.find((step) => step.symbol === "KFI")?.description).toContain("(consequence class CC2)");
    const overridden = calculateRoof({ ...fromCatalogue, windLoadFactors: coventryRoofInput.windLoadFactors });
    expect(sourcesOf(overridden.result.loadFactors)).toEqual([
      ["γQ", 1.5, "staffOverride", "overridden by technical support"],
      ["KFI", 1, "staffOverride", "overridden by technical support"],
      ["γG", 1, "staffOverride", "overridden by technical support"],
      ["f_u", 0.9, "staffOverride", "overridden by technical support"],
    ]);
  });

  it("prints a result stored before sources were recorded with its stored values and says the sources are unknown", () => {
    const input = {
      ...defaults,
      tile: { ...example420By330Tile, consequenceFactor: 1.1 },
      underlay: { code: "AP", name: "Air-open underlay", isAirPermeable: true },
    };
    const { loadFactors } = calculateRoof(input).result;
    const storedWithoutSources = loadFactors.map(({ source: _source, sourceLabel: _label, ...factor }) => factor);
    const read = storedLoadFactors({ loadFactors: storedWithoutSources as typeof loadFactors });
    // The values are the stored ones; nothing is worked out again from the input.
    expect(read.map((factor) => factor.value)).toEqual(loadFactors.map((factor) => factor.value));
    expect(read.every((factor) => factor.source === "notRecorded")).toBe(true);
    expect(read[1]?.sourceLabel).toContain("not recorded");
    expect(storedLoadFactors({ loadFactors })).toEqual(loadFactors);
  });
});
