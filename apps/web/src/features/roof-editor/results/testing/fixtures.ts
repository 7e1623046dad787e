import type { ProjectSiteData, RoofEstimateData, RoofFixingResult, ZoneFixing } from "@portal/contracts";
import { siteInputsNothingEntered } from "@portal/contracts/testing";

const area = (overrides: Partial<ZoneFixing> & Pick<ZoneFixing, "name" | "kind" | "dimensions">): ZoneFixing => ({
  zones: "H (θ = 90°)",
  designUpliftPa: 700,
  capacityPa: 900,
  fixing: "1 nail",
  nailsPerTile: 1,
  clipsPerTile: 0,
  minimumRule: "every single-lap tile mechanically fixed",
  status: "ok",
  ...overrides,
});

/** Zone G's uplift, taken by a nail and a clip: the perimeter band's and the verge strip's. */
const NAIL_AND_CLIP_IN_ZONE_G = {
  zones: "G (θ = 90°)",
  designUpliftPa: 1793,
  capacityPa: 4691,
  fixing: "1 nail + clip",
  nailsPerTile: 1,
  clipsPerTile: 1,
} satisfies Partial<ZoneFixing>;

const perimeter = (overrides: Partial<ZoneFixing> = {}) =>
  area({
    name: "Perimeter tiles (eaves, top course, verges, abutments, each side of hips and valleys)",
    kind: "perimeter",
    dimensions: "one tile wide along every edge",
    ...NAIL_AND_CLIP_IN_ZONE_G,
    minimumRule: "every single-lap tile mechanically fixed; perimeter tiles at least two fixings",
    ...overrides,
  });

/** The band of tiles away from every edge, fixed with one nail. */
const generalArea = ({ dimensions, zones }: Pick<ZoneFixing, "dimensions" | "zones">) =>
  area({
    name: "General area",
    kind: "general",
    dimensions,
    zones,
    designUpliftPa: 448,
    capacityPa: 539,
    fixing: "1 nail",
  });

/** A local area of the duopitch below, fixed with two nails. */
const twoNailLocalArea = ({ name, dimensions }: Pick<ZoneFixing, "name" | "dimensions">) =>
  area({ name, kind: "local", dimensions, designUpliftPa: 1076, capacityPa: 1134, fixing: "2 nails", nailsPerTile: 2 });

/** A 12 m × 8 m duopitch at 35°, its bands as the calculation describes them. */
export function duopitchResult(overrides: Partial<RoofFixingResult> = {}): RoofFixingResult {
  return {
    roofId: 5,
    status: "ok",
    calculatedAt: "2026-03-02T10:15:00.000Z",
    roofType: "Duopitch",
    geometry: { spanM: 8, buildingLengthM: 12, pitchDeg: 35, eavesHeightM: 5, rafterLengthM: 4.88 },
    verdict: {
      verdict: "to confirm",
      summary:
        "To confirm before work starts: (1) Vapour-open LR underlay's declared wind-uplift resistance, not in catalogue product component UL-VO-1050, field Resistance (Pa): confirm it with the manufacturer.",
      checks: [
        {
          check: "Fixing: general area",
          verdict: "meets",
          reason: "1 nail, capacity 539 Pa ≥ design uplift 448 Pa",
          toConfirm: null,
        },
        {
          check: "Underlay: general area",
          verdict: "to confirm",
          reason: "no declared wind-uplift resistance or zone classification; at least 465 Pa needed here",
          toConfirm:
            "Vapour-open LR underlay's declared wind-uplift resistance, not in catalogue product component UL-VO-1050, field Resistance (Pa): confirm it with the manufacturer",
        },
        {
          check: "Setting out",
          verdict: "meets",
          reason: "14 courses at 344.1 mm gauge, headlap 75.9 mm, within the tile's headlap range",
          toConfirm: null,
        },
      ],
    },
    settingOut: { headlapMm: 75.9, gaugeMm: 344.1, courses: 14, eavesBattenMm: 370, eavesOverhangMm: 50 },
    peakVelocityPressurePa: 664,
    headlapMm: 75,
    batten: "50 × 25 mm",
    areas: [
      perimeter(),
      area({
        name: "Verge local area (gable strip e/10)",
        kind: "local",
        dimensions: "0–0.8 m from each verge, 0–4.88 m up the slope",
        ...NAIL_AND_CLIP_IN_ZONE_G,
      }),
      twoNailLocalArea({
        name: "Eaves local area (strip e/10)",
        dimensions: "0.8–6 m from each verge, 0–1.46 m up the slope",
      }),
      twoNailLocalArea({
        name: "Ridge local area (strip e/10)",
        dimensions: "0.8–6 m from each verge, 3.42–4.88 m up the slope",
      }),
      twoNailLocalArea({
        name: "Gable end local area (e/10 to e/2)",
        dimensions: "0.8–4 m from each verge, 1.46–3.42 m up the slope",
      }),
      generalArea({ dimensions: "4–6 m from each verge, 1.46–3.42 m up the slope", zones: "I (θ = 90°)" }),
    ],
    assumptions: ["γQ = 1.5: partial factor on the wind (variable) action"],
    ...overrides,
  };
}

/** A 12 m × 8 m hipped roof at 35°: one perimeter band along eaves, hips and ridge, and the general area. */
export function hippedResult(overrides: Partial<RoofFixingResult> = {}): RoofFixingResult {
  return duopitchResult({
    roofType: "Hipped",
    areas: [
      perimeter({
        fixing: null,
        capacityPa: null,
        status: "refer to technical support",
        nailsPerTile: 0,
        clipsPerTile: 0,
      }),
      area({
        name: "Perimeter local area (eaves, hips and ridge, strip e/10)",
        kind: "local",
        dimensions: "0–6 m from each verge, 0–1.46 m up the slope",
        zones: "L (θ = 0°)",
        designUpliftPa: 1200,
        capacityPa: 1400,
        fixing: "clip",
        nailsPerTile: 0,
        clipsPerTile: 1,
      }),
      generalArea({ dimensions: "1.2–6 m from each verge, 1.46–3.42 m up the slope", zones: "I (θ = 0°)" }),
    ],
    ...overrides,
  });
}

export function estimateData(overrides: Partial<RoofEstimateData> = {}): RoofEstimateData {
  return {
    roofId: 5,
    estimateState: 2,
    roofArea: 97.66,
    items: [
      {
        id: 101,
        componentId: 1,
        description: "Concrete interlocking tile",
        code: "EX-420",
        unit: "Off",
        quantity: 952,
        groupName: "Roof materials",
        edge: null,
        systemId: null,
        wastagePercent: 5,
        packQuantity: null,
        packs: null,
        isEdited: false,
      },
      {
        id: 102,
        componentId: 2,
        description: "Tile clip",
        code: "CLIP-1",
        unit: "Pack",
        quantity: 3,
        groupName: "Roof materials",
        edge: null,
        systemId: null,
        wastagePercent: 0,
        packQuantity: 100,
        packs: 3,
        isEdited: false,
      },
      {
        id: 103,
        componentId: 3,
        description: "Dry ridge kit",
        code: "RIDGE-6",
        unit: "Packs",
        quantity: 2,
        groupName: "Dry ridge system",
        edge: "duoRidge",
        systemId: 30,
        wastagePercent: 0,
        packQuantity: 6,
        packs: 2,
        isEdited: false,
      },
    ],
    ...overrides,
  };
}

/** Buxton (SK17): the district's altitude and vb,map indicative, terrain assumed. */
export function projectSite(overrides: Partial<ProjectSiteData> = {}): ProjectSiteData {
  return {
    projectId: 7,
    location: {
      latitude: 53.25873,
      longitude: -1.91052,
      easting: 405_800,
      northing: 373_400,
      postcode: "SK17 6AA",
      outcode: "SK17",
      town: "Buxton",
      source: "postcode-district",
      detail: "Centroid of postcode district SK17.",
    },
    windInputs: {
      vbMap: {
        value: 22.8,
        unit: "m/s",
        source: "indicative",
        needsConfirmation: true,
        detail: "Indicative: interpolated from a digitisation of UK NA Figure NA.1.",
      },
      altitude: {
        value: 310,
        unit: "m",
        source: "indicative",
        needsConfirmation: true,
        detail: "Indicative: 310 m, the ground altitude at the centroid of postcode district SK17.",
      },
      distanceToSea: {
        value: 62.5,
        unit: "km",
        source: "computed",
        needsConfirmation: false,
        detail: "Shortest distance in any direction to the bundled coastline.",
        nearestCoastPoint: { latitude: 53.3, longitude: -2.9 },
      },
      terrain: {
        value: "country",
        unit: "",
        source: "default",
        needsConfirmation: true,
        detail: "Terrain not entered: country terrain assumed, which gives the higher pressure (conservative).",
      },
      distanceInsideTown: {
        value: null,
        unit: "km",
        source: "default",
        needsConfirmation: false,
        detail: "Not used for country terrain.",
      },
      orography: {
        value: false,
        unit: "",
        source: "default",
        needsConfirmation: true,
        detail: "Orography not entered: assumed not significant.",
      },
      orographyFactor: { value: 1, unit: "", source: "default", needsConfirmation: false, detail: "co = 1." },
      referenceHeight: { value: 8.8, unit: "m", source: "entered", needsConfirmation: false, detail: "Ridge height." },
    },
    isIndicative: true,
    peakVelocityPressure: {
      altitudeFactor: 1.31,
      fundamentalWindVelocityMs: 29.87,
      directionFactor: 1,
      seasonFactor: 1,
      probabilityFactor: 1,
      basicWindVelocityMs: 29.87,
      basicVelocityPressurePa: 546.9,
      displacementHeightM: 0,
      effectiveHeightM: 8.8,
      exposureFactor: 2.6,
      townCorrectionFactor: 1,
      orographyFactor: 1,
      peakVelocityPressurePa: 1421.9,
      isIndicative: true,
    },
    trace: {
      title: "Peak velocity pressure",
      reference: "BS EN 1991-1-4",
      inputs: [],
      steps: [],
      decisions: [],
      sections: [],
    },
    traceText: "qp = 1421.9 Pa",
    notes: ["Orography is not considered."],
    siteInputs: siteInputsNothingEntered(),
    ...overrides,
  };
}
