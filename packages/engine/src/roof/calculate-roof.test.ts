import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import { renderTrace } from "../trace.js";
import { calculateRoof, type RoofCalculationInput } from "./calculate-roof.js";
import { coventryRoofInput } from "./worked-examples.fixture.js";

function withinPercent(actual: number, expected: number, percent: number) {
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThanOrEqual(percent / 100);
}

/** calculations.md §6: resistance of the illustrative tile and the fixing decisions. */
describe("calculations.md §6 worked example: fixing", () => {
  const { result, trace } = calculateRoof(coventryRoofInput);
  const fixing = result.fixing;

  it("tile area ≈ 0.103 m² and capacities 340 Pa weight, 199 Pa per nail, 4153 Pa per clip", () => {
    withinPercent(fixing.capacities.tileAreaM2, 0.103, 0.5);
    withinPercent(fixing.capacities.weightCapacityPa, 340, 1);
    withinPercent(fixing.capacities.perNailCapacityPa, 199, 1);
    withinPercent(fixing.capacities.perClipCapacityPa ?? 0, 4153, 1);
    withinPercent(fixing.capacities.weightCapacityPa + fixing.capacities.perNailCapacityPa, 539, 1);
  });

  it("middle of the roof (I at θ = 90°, 446 Pa governs): 1 nail", () => {
    expect(fixing.generalArea?.zones).toBe("I (θ = 90°)");
    withinPercent(fixing.generalArea?.designUpliftPa ?? 0, 446, 1);
    expect(fixing.generalArea?.fixing?.id).toBe("nail");
  });

  it("H band 0.8–4 m from each gable (1070 Pa; 2 nails not offered, 1 nail 539 Pa fails): clip", () => {
    const hBand = fixing.localAreas.find((area) => area.name.startsWith("Gable end"));
    withinPercent(hBand?.designUpliftPa ?? 0, 1070, 1);
    expect(hBand?.band?.alongEavesFromM).toBeCloseTo(0.8, 6);
    expect(hBand?.band?.alongEavesToM).toBeCloseTo(4.0, 6);
    expect(hBand?.fixing?.clipsPerTile).toBe(1);
  });

  it("gable band and eaves band (892–1784 Pa): clipped", () => {
    const verge = fixing.localAreas.find((area) => area.name.startsWith("Verge"));
    const eaves = fixing.localAreas.find((area) => area.name.startsWith("Eaves"));
    withinPercent(verge?.designUpliftPa ?? 0, 1784, 1);
    expect(verge?.band?.alongEavesToM).toBeCloseTo(0.8, 6);
    expect(verge?.fixing?.clipsPerTile).toBe(1);
    expect(eaves?.designUpliftPa ?? 0).toBeGreaterThanOrEqual(892 * 0.99);
    expect(eaves?.fixing?.clipsPerTile).toBe(1);
  });

  it("perimeter tiles take two fixings; ridges mechanically fixed", () => {
    expect(
      (fixing.perimeter.fixing?.nailsPerTile ?? 0) + (fixing.perimeter.fixing?.clipsPerTile ?? 0),
    ).toBeGreaterThanOrEqual(2);
    expect(fixing.ridgesAndHips).toMatch(/mechanically fixed/);
    expect(result.status).toBe("ok");
  });

  it("the underlay zonal method does not apply without a confirmed sealed ceiling", () => {
    expect(fixing.underlay?.isZonalMethodValid).toBe(false);
  });

  it("renders a readable trace and survives JSON", () => {
    const text = renderTrace(trace);
    expect(text).toContain("qp");
    expect(text).toContain("NA.2.17");
    expect(text).toContain("BS 5534");
    expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
  });
});

/** calculations.md §8: the estimate of the same roof. */
describe("calculations.md §8 worked example: estimate", () => {
  const { result } = calculateRoof(coventryRoofInput);
  const estimate = result.estimate;
  const line = (code: string) => {
    const found = estimate.lines.filter((candidate) => candidate.code === code);
    if (found.length === 0) throw new Error(`line ${code} missing`);
    return found;
  };

  it("Ls = 4.883 m, D = 4473 mm, 14 courses at 344 mm (headlap 76 mm)", () => {
    const slope = estimate.slopes[0];
    expect(slope?.settingOut.settingOutLengthMm).toBeCloseTo(4473, 0);
    expect(slope?.settingOut.courses).toBe(14);
    expect(Math.round(slope?.settingOut.gaugeMm ?? 0)).toBe(344);
    expect(Math.round(slope?.settingOut.headlapInUseMm ?? 0)).toBe(76);
  });

  it("34 tiles per course, 476 per slope, 952 in total; 97.7 m² of roof", () => {
    expect(estimate.slopes[0]?.tilesPerCourse[0]).toBe(34);
    expect(estimate.slopes[0]?.tiles).toBe(476);
    expect(estimate.totalTiles).toBe(952);
    expect(line("EX-420")[0]?.netQuantity).toBe(952);
    expect(estimate.roofAreaM2).toBeCloseTo(97.7, 1);
  });

  it("battens 280 m + 10 % = 308 m; batten nails 14 × 18 × 2 = 504", () => {
    const battens = line("BATTEN-50X25")[0];
    expect(battens?.netQuantity).toBeCloseTo(280, 6);
    expect(battens?.quantity).toBe(308);
    expect(line("BN-65")[0]?.quantity).toBe(504);
  });

  it("underlay 112 m² → 3 rolls of 50 m² (1 × 50 m)", () => {
    expect(line("UL-1")[0]?.quantity).toBe(3);
  });

  it("underlay 112 m² → 2 rolls of 75 m² (1.5 × 50 m)", () => {
    const wide = calculateRoof({
      ...coventryRoofInput,
      underlay: { code: "UL-15", name: "Underlay", isAirPermeable: false, rollWidthM: 1.5, rollLengthM: 50 },
      windLoadFactors: { ...coventryRoofInput.windLoadFactors },
    });
    expect(wide.result.estimate.lines.find((candidate) => candidate.code === "UL-15")?.quantity).toBe(2);
  });

  it("ridge: 10 m at 0.43 m cover → 24 units + 2 end caps", () => {
    expect(line("RIDGE")[0]?.quantity).toBe(24);
    expect(line("RIDGE-END")[0]?.quantity).toBe(2);
  });

  it("dry verge: 4 verges × 14 = 56 units + 4 starters; eaves clips 68", () => {
    const units = (line("VERGE-L")[0]?.quantity ?? 0) + (line("VERGE-R")[0]?.quantity ?? 0);
    expect(units).toBe(56);
    expect(line("VERGE-STARTER").reduce((sum, item) => sum + item.quantity, 0)).toBe(4);
    expect(line("EAVES-CLIP")[0]?.quantity).toBe(68);
  });

  it("every line has a code, description, unit, non-negative quantity and the rule that made it", () => {
    for (const item of estimate.lines) {
      expect(item.code.length).toBeGreaterThan(0);
      expect(item.description.length).toBeGreaterThan(0);
      expect(item.quantity).toBeGreaterThanOrEqual(0);
      expect(item.rule.length).toBeGreaterThan(0);
    }
  });
});

describe("figures that overflow", () => {
  /** The field the engine names when it refuses the input, or undefined when it works the roof out. */
  function refusedField(input: RoofCalculationInput): string | undefined {
    try {
      calculateRoof(input);
      return undefined;
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      return (error as EngineInputError).field;
    }
  }
  const slope = { name: "front slope", rafterLengthM: 4.883, eavesWidthM: 10, ridgeWidthM: 10 };

  it("refuses entered slopes whose area overflows, naming the figure", () => {
    const huge = { ...slope, eavesWidthM: 1e308, ridgeWidthM: 1e308 };
    expect(refusedField({ ...coventryRoofInput, slopes: [huge] })).toBe("estimate.roofAreaM2");
  });

  it("refuses an entered edge length whose quantities overflow, naming the estimate line", () => {
    const edges = [{ edge: "eave" as const, lengthM: 1e308, runs: 2 }];
    expect(refusedField({ ...coventryRoofInput, edges })).toMatch(/^estimate\.lines\[\d+\]\.quantity$/);
  });

  it("refuses an entered slope or edge that is not a finite number, naming it", () => {
    const slopes = [slope, { ...slope, rafterLengthM: Number.NaN }];
    expect(refusedField({ ...coventryRoofInput, slopes })).toBe("slopes[1].rafterLengthM");
    const edges = [{ edge: "hip" as const, lengthM: Number.POSITIVE_INFINITY, runs: 4 }];
    expect(refusedField({ ...coventryRoofInput, edges })).toBe("edges[0].lengthM");
  });
});

/**
 * The roof's verdict (BS 5534): complete only when every check meets. The calculations.md §6 roof has qp = 661 Pa
 * and its most onerous band cpe,1 = −2.0 (G at θ = 90°); without a sealed ceiling its underlay must resist
 * 661 × (2.0 + 0.2) = 1454 Pa there (c_pi = 0.2, BS EN 1991-1-4 7.2.9(6) NOTE 2).
 */
describe("the roof's verdict", () => {
  const withUnderlay = (underlay: Partial<NonNullable<RoofCalculationInput["underlay"]>>) =>
    calculateRoof({
      ...coventryRoofInput,
      underlay: { code: "UL-1", name: "Underlay", isAirPermeable: false, ...underlay },
    }).result.fixing;

  it("an underlay with no declared resistance leaves the roof to confirm, though every fixing is OK", () => {
    const fixing = withUnderlay({ declarationSource: "catalogue product component UL-1, Resistance" });
    expect(fixing.status).toBe("ok");
    expect(fixing.verdict.verdict).toBe("to confirm");
    expect(fixing.verdict.summary).not.toContain("Every check meets");
    // Five areas wait on the one declaration: the summary names it once.
    expect(fixing.verdict.summary).toBe(
      "To confirm before work starts: (1) Underlay's declared wind-uplift resistance, not in catalogue product component UL-1, Resistance: confirm it with the manufacturer.",
    );
    const underlayChecks = fixing.verdict.checks.filter((check) => check.check.startsWith("Underlay:"));
    expect(underlayChecks.length).toBe(fixing.localAreas.length + 1);
    expect(underlayChecks.every((check) => check.verdict === "to confirm")).toBe(true);
  });

  it("a declared 1500 Pa underlay: the most onerous band needs 661 × 2.2 = 1454 Pa, so every check meets", () => {
    const { result } = calculateRoof({
      ...coventryRoofInput,
      underlay: { code: "UL-1", name: "Underlay", isAirPermeable: false, upliftResistancePa: 1500 },
    });
    const { fixing } = result;
    const qp = result.wind.peakVelocityPressure.peakVelocityPressurePa;
    const worstCpe1 = Math.min(...fixing.localAreas.map((area) => area.cpe1));
    expect(worstCpe1).toBeCloseTo(-2, 6);
    expect(fixing.underlay?.requiredResistancePa).toBeCloseTo(qp * (Math.abs(worstCpe1) + 0.2), 6);
    withinPercent(fixing.underlay?.requiredResistancePa ?? 0, 1454, 1);
    expect(fixing.verdict.verdict).toBe("complete");
    expect(fixing.verdict.checks.every((check) => check.verdict === "meets")).toBe(true);
    expect(fixing.verdict.summary).toMatch(/^Every check meets BS 5534/);
  });

  it("without an underlay the verdict is to confirm, naming the missing choice", () => {
    const { underlay: _none, ...withoutUnderlay } = coventryRoofInput;
    const fixing = calculateRoof(withoutUnderlay).result.fixing;
    expect(fixing.verdict.verdict).toBe("to confirm");
    expect(fixing.verdict.checks).toContainEqual(
      expect.objectContaining({
        check: "Underlay",
        verdict: "to confirm",
        reason: expect.stringContaining("no underlay chosen"),
      }),
    );
  });

  it("each fixing check names the design uplift beside the capacity of the fixing", () => {
    const fixing = withUnderlay({ upliftResistancePa: 1500 });
    const general = fixing.verdict.checks.find((check) => check.check === "Fixing: general area");
    expect(general?.reason).toBe(
      `${fixing.generalArea?.fixing?.name}, capacity ${Math.round(fixing.generalArea?.capacityPa ?? 0)} Pa ≥ design uplift ${Math.round(fixing.generalArea?.designUpliftPa ?? 0)} Pa`,
    );
  });

  /** Setting out (calculations.md §8): L_h = 420 mm (no NibFaceToTileHead), overhang 50 mm: eaves batten at 370 mm. */
  it("sets the eaves batten 370 mm up the slope: 14 courses at 344 mm, headlap 76 mm", () => {
    const { settingOut } = withUnderlay({ upliftResistancePa: 1500 });
    expect(settingOut.eavesBattenMm).toBe(370);
    expect(settingOut.eavesOverhangMm).toBe(50);
    expect(settingOut.courses).toBe(14);
    expect(Math.round(settingOut.gaugeMm)).toBe(344);
    expect(Math.round(settingOut.headlapInUseMm)).toBe(76);
  });
});
