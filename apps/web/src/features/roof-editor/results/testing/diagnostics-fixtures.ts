import type { RoofCalculationInput } from "@portal/engine";
import { coventryRoofInput } from "@portal/engine/worked-examples";

/** The worked roof's site and building, which the diagnostics repeat as their inputs. */
const workedRoofInputs: Pick<RoofCalculationInput, "site" | "roof"> = {
  site: coventryRoofInput.site,
  roof: coventryRoofInput.roof,
};

/**
 * Diagnostic JSON as the API sends it (the engine's working for the worked Coventry roof, cut down to what the
 * tests read).
 */
export const fixingDiagnostics = {
  inputs: workedRoofInputs,
  siteWind: {
    peakVelocityPressure: {
      altitudeFactor: 1.1,
      basicWindVelocityMs: 23.87,
      exposureFactor: 2.2708069097873356,
      peakVelocityPressurePa: 663.9299390598096,
      isIndicative: true,
    },
    zones: {
      roofType: "duopitch",
      ridgeHeightM: 8.800830152838838,
      eNormalM: 10,
      eParallelM: 8,
      bands: [
        {
          kind: "local",
          name: "Verge local area (gable strip e/10)",
          alongEavesFromM: 0,
          alongEavesToM: 0.8,
          upSlopeFromM: 0,
          upSlopeToM: 4.883098355045824,
          governingZone: "G (θ = 90°)",
          cpe1: -2,
          planAreaM2: 12.8,
        },
      ],
    },
  },
  loadFactors: [
    {
      symbol: "γQ",
      name: "variable load safety factor",
      meaning: "partial factor on the wind (variable) action",
      value: 1.5,
      reference: "EN 1990 Table A1.2(B) with UK NA",
    },
  ],
  fixing: {
    status: "ok",
    headlap: {
      headlapMm: 75,
      source: "tile minimum",
      maximumGaugeMm: 345,
      minimumGaugeMm: 300,
    },
    batten: {
      widthMm: 50,
      depthMm: 25,
      name: "50 × 25 mm",
    },
    capacities: {
      tileAreaM2: 0.10322534665490364,
      nailDesignResistanceN: 107.6923076923077,
      weightCapacityPa: 340.0958904132314,
      perNailCapacityPa: 198.71883386739944,
      perClipCapacityPa: 4151.804207586738,
    },
    leverArmSet: "broadBatten75Lap",
    perimeter: {
      name: "Perimeter tiles (eaves, top course, verges, abutments, each side of hips and valleys)",
      kind: "perimeter",
      zones: "G (θ = 90°)",
      dimensions: "one tile wide along every edge",
      band: null,
      cpe1: -2,
      designUpliftPa: 1792.610835461486,
      fixing: {
        id: "nail-clip",
        name: "1 nail + clip",
        nailsPerTile: 1,
        clipsPerTile: 1,
      },
      capacityPa: 4690.618931867369,
      minimumRule: "every single-lap tile mechanically fixed; perimeter tiles at least two fixings",
      status: "ok",
    },
    localAreas: [
      {
        name: "Verge local area (gable strip e/10)",
        kind: "local",
        zones: "G (θ = 90°)",
        dimensions: "0–0.8 m from each verge, 0–4.88 m up the slope",
        band: null,
        cpe1: -2,
        designUpliftPa: 1792.610835461486,
        fixing: {
          id: "clip",
          name: "clip",
          nailsPerTile: 0,
          clipsPerTile: 1,
        },
        capacityPa: 4491.900097999969,
        minimumRule: "every single-lap tile mechanically fixed",
        status: "ok",
      },
    ],
    generalArea: {
      name: "General area",
      kind: "general",
      zones: "I (θ = 90°)",
      dimensions: "4–5 m from each verge, 1.22–3.66 m up the slope",
      band: null,
      cpe1: -0.5,
      designUpliftPa: 448.1527088653715,
      fixing: {
        id: "nail",
        name: "1 nail",
        nailsPerTile: 1,
        clipsPerTile: 0,
      },
      capacityPa: 538.8147242806308,
      minimumRule: "every single-lap tile mechanically fixed",
      status: "ok",
    },
    ridgesAndHips: "ridges and hips mechanically fixed (dry-fix to BS 8612); mortar alone is not relied on",
  },
  trace: {
    title: "Roof calculation",
    reference: "BS 5534",
    inputs: [],
    steps: [],
    decisions: [
      {
        decision: "fixing specification complete",
        reason: "every area has a fixing that resists its design uplift",
        reference: "BS 5534",
      },
    ],
    sections: [],
  },
};

export const estimateDiagnostics = {
  inputs: {
    systems: [
      {
        edge: "duoRidge",
        systemName: "Dry ridge",
      },
    ],
  },
  estimate: {
    headlapMm: 75,
    roofAreaM2: 97.66196710091648,
    totalTiles: 952,
    perimeterTiles: 192,
    slopes: [
      {
        name: "front slope",
        tiles: 476,
        battenLengthM: 140,
        battenNails: 252,
        areaM2: 48.83098355045824,
      },
    ],
    lines: [
      {
        code: "EX-420",
        description: "Concrete interlocking tile 420 × 330 mm",
        unit: "Off",
        quantity: 1000,
        netQuantity: 952,
        wastagePercent: 5,
        packQuantity: null,
        rule: "Σ slopes Σ courses ceil(course width / cover width) + cut allowance; + 5 % wastage",
      },
    ],
  },
};
