/**
 * Wind check of an in-roof solar kit: the design pressure in the band the array sits in against the
 * maker's declared resistance (MCS 012 / BS EN 14437, catalogue.md §4.4 "measure and declare"). The
 * pressure is γQ·KFI·qp·|cpe,1| as for a tile (design-uplift.ts) without the underlay factor f_u: nothing
 * under the kit shares the net pressure.
 */
import { EngineInputError, requireFinite, requireNonNegative, requirePositive } from "../errors.js";
import { startTrace, type Traced } from "../trace.js";
import type { SolarWindBand, SolarWindCheck, SolarWindCheckInput } from "./types.js";

const FIT_TOLERANCE_M = 1e-9;

/**
 * The pressure as shown, rounded up to 2 decimals so it never reads below the demand the check used (2.404 kPa
 * shows 2.41, not a 2.40 that would seem to pass against 2.40). The tolerance keeps float dust (1.35 held as
 * 1.3500000000000001) from lifting an exact figure by a hundredth.
 */
function roundUpForDisplay(valueKpa: number): number {
  // Math.max turns the −0 that a zero pressure gives back into 0.
  return Math.max(Math.ceil(valueKpa * 100 - 1e-6) / 100, 0);
}

export function checkSolarArrayWind(input: SolarWindCheckInput): Traced<SolarWindCheck> {
  requireNonNegative("widthM", input.widthM);
  requireNonNegative("heightM", input.heightM);
  requirePositive("roofLengthM", input.roofLengthM);
  requirePositive("slopeLengthM", input.slopeLengthM);
  requireNonNegative("peakVelocityPressurePa", input.peakVelocityPressurePa);
  requirePositive("variableLoadSafetyFactor", input.variableLoadSafetyFactor);
  requirePositive("multiplyingFactor", input.multiplyingFactor);
  requireNonNegative("resistanceKpa", input.resistanceKpa);
  if (input.bands.length === 0) throw new EngineInputError("bands", "must list at least one wind band");
  for (const [index, band] of input.bands.entries()) requireFinite(`bands[${index}].cpe1`, band.cpe1);

  const γQ = input.variableLoadSafetyFactor;
  const kfi = input.multiplyingFactor;
  const qp = input.peakVelocityPressurePa;
  const recorder = startTrace("In-roof solar kit wind check", "BS EN 1991-1-4 7.2.3–7.2.5; MCS 012; BS EN 14437");
  recorder.input("array width", input.widthM, "m");
  recorder.input("array height", input.heightM, "m");
  recorder.input("roof length along the eaves", input.roofLengthM, "m");
  recorder.input("slope length", input.slopeLengthM, "m");
  recorder.input("qp", qp, "Pa");
  recorder.input("γQ", γQ, "");
  recorder.input("KFI", kfi, "");
  recorder.input("declared resistance", input.resistanceKpa, "kPa");
  recorder.decide(
    "Factored design pressure compared with the maker's declared value",
    "the declared value is a tested resistance, and comparing γQ·KFI times the load with it, without a further resistance factor, is conservative",
    "MCS 012; BS EN 14437",
  );
  recorder.decide(
    "qp and cpe,1 are the roof's own",
    "the kit lies in the roof plane, so it takes the roof's peak velocity pressure and the 1 m² external coefficients of the zones it sits in",
    "BS EN 1991-1-4 7.2.3–7.2.5",
  );
  recorder.decide(
    "No underlay factor f_u",
    "the kit carries the full net pressure; f_u is the share a tile carries over an underlay",
    "design-uplift.ts; BS 5534",
  );

  const pressurePa = (band: SolarWindBand) => γQ * kfi * qp * Math.abs(Math.min(band.cpe1, 0));
  for (const band of input.bands) {
    recorder.step({
      symbol: `p(${band.name})`,
      description: `design pressure, ${band.kind} band`,
      value: pressurePa(band),
      unit: "Pa",
      reference: "BS EN 1991-1-4 7.2.3–7.2.5",
      formula: `${γQ} × ${kfi} × ${qp} × |${band.cpe1}|`,
    });
  }

  const general = input.bands.find((band) => band.kind === "general");
  const fitsGeneral =
    general !== undefined &&
    input.widthM <= input.roofLengthM - 2 * general.alongEavesFromM + FIT_TOLERANCE_M &&
    input.heightM <= general.upSlopeToM - general.upSlopeFromM + FIT_TOLERANCE_M;

  let governing: SolarWindBand;
  let condition: string;
  let placement: SolarWindCheck["placement"];
  if (general !== undefined && fitsGeneral) {
    governing = general;
    placement = "general-area";
    const ridgeM = input.slopeLengthM - general.upSlopeToM;
    condition =
      `Place the array wholly within the general area: at least ${general.alongEavesFromM.toFixed(2)} m from each verge, ` +
      `${general.upSlopeFromM.toFixed(2)} m up from the eaves and ${ridgeM.toFixed(2)} m down from the ridge.`;
  } else {
    let worst = input.bands[0] as SolarWindBand;
    for (const band of input.bands) if (pressurePa(band) > pressurePa(worst)) worst = band;
    governing = worst;
    placement = "reaches-local-areas";
    condition =
      general === undefined
        ? `The roof has no general area, so the worst area (${worst.name}) governs.`
        : `The array (${input.widthM.toFixed(2)} m × ${input.heightM.toFixed(2)} m) cannot fit inside the general area, so the worst local area (${worst.name}) governs.`;
  }
  recorder.decide(`Governing area: ${governing.name}`, condition, "BS EN 1991-1-4 7.2.3–7.2.5");

  const governingPa = pressurePa(governing);
  const cpe = Math.abs(Math.min(governing.cpe1, 0));
  const working = `γQ·KFI·qp·|cpe,1| = ${γQ} × ${kfi} × ${qp.toFixed(1)} × ${cpe.toFixed(3)} = ${governingPa.toFixed(1)} Pa (${governing.name})`;
  const designPressureKpa = recorder.step({
    symbol: "p_d",
    description: `design pressure on the kit (${governing.name}), rounded up to 2 decimals for display`,
    value: roundUpForDisplay(governingPa / 1000),
    unit: "kPa",
    reference: "BS EN 1991-1-4 7.2.3–7.2.5",
    formula: "γQ·KFI·qp·|cpe,1|",
  });
  // Decided on the unrounded figures: rounding is for display only, so it can never turn a fail into a pass.
  const resistancePa = input.resistanceKpa * 1000;
  const passes = recorder.step({
    symbol: "p_d ≤ R",
    description: "design pressure within the declared resistance (unrounded)",
    value: governingPa <= resistancePa,
    unit: "",
    reference: "MCS 012; BS EN 14437",
    formula: `${governingPa.toFixed(1)} Pa ≤ ${resistancePa.toFixed(1)} Pa`,
  });

  return {
    result: {
      resistanceKpa: input.resistanceKpa,
      designPressureKpa,
      governingArea: governing.name,
      placement,
      condition,
      passes,
      working,
    },
    trace: recorder.trace,
  };
}
