import {
  FIXING_CALCULATION_ASSEMBLY as ASSEMBLY,
  COLOUR_MAPPING_RULE,
  LAPPED,
  MATERIAL_TYPE,
  NBS_SUB_PRODUCT_TYPE as N,
  PRODUCT_COMPONENT_SUBTYPE as S,
  SOLAR_EDGE_TYPES,
  TILE_TYPE,
} from "@portal/contracts";
import { F } from "./formulas.js";
import type { SeedHeadlapRule, SeedSolarEdge, SeedTile, SeedTileFixing } from "./types.js";

/** kg per tile → newtons (spec 03: TileWeight is in N; catalogue.md "kg × 9.81"). */
const newtons = (kg: number) => Math.round(kg * 9.81 * 10) / 10;

/**
 * Lever arms for the four batten/lap sets (SB = 38 mm batten, BB = 50 mm batten; 75 and 100 mm lap),
 * derived from the tile length: representative values, no maker publishes them (calculations §5.1, §13.4).
 * support = gauge; pivot = batten width − 5; centre of gravity = length ÷ 2; uplift = 0.76 × gauge
 * (oasiseng analogue, calculations §5.2); clip = gauge − 10. A double-lap course covers half of what the
 * tile's length less the lap leaves, so its gauge is half that of a single-lap tile.
 */
function representativeLeverArms(lengthMm: number, lapped: number) {
  const lapDivisor = lapped === LAPPED.double ? 2 : 1;
  const arms: Record<string, number> = {};
  for (const [set, battenWidth] of [
    ["sb", 38],
    ["bb", 50],
  ] as const) {
    for (const lap of [75, 100]) {
      const gauge = Math.round((lengthMm - lap) / lapDivisor);
      arms[`${set}${lap}Support`] = gauge;
      arms[`${set}${lap}Pivot`] = battenWidth - 5;
      arms[`${set}${lap}CogRotation`] = Math.round(lengthMm / 2);
      arms[`${set}${lap}UpliftRotation`] = Math.round(0.76 * gauge);
      arms[`${set}${lap}ClipRotation`] = gauge - 10;
    }
  }
  return arms;
}

/** Design factors shared by every tile: calculations §4 and §13 defaults (γQ 1.5, KFI 1.0, γM ≈ 1.3). */
const DESIGN_FACTORS = {
  variableLoadSafetyFactor: 1.5, // spec 03 §9 default
  consequenceFactor: 1, // calculations §13.1 KFI default
  partialSafetyFactor: 1.3, // calculations §5.2 γM ≈ 1.3 [ASSUME]
  addedWastage: 5, // representative; slates "add ≥ 5% waste" (1.3)
};

/** Solar surround fittings, the same four edges for every tile (representative); the edge is the array side. */
const [TOP, BOTTOM, LEFT, RIGHT] = SOLAR_EDGE_TYPES.map((edge) => edge.id) as [number, number, number, number];
const SOLAR_EDGES: SeedSolarEdge[] = [
  { component: "SE-FS", formulaId: F.edgeLength, edge: TOP },
  { component: "SE-TC", formulaId: F.tilesAlongEdge, edge: BOTTOM },
  { component: "SE-CT", formulaId: F.coursesAlongEdge, edge: LEFT },
  { component: "SE-CT", formulaId: F.coursesAlongEdge, edge: RIGHT },
];

const nail = (component: string): SeedTileFixing => ({ component, subType: S.nail, nbsSubType: N.tileNails });
const clip = (component: string): SeedTileFixing => ({ component, subType: S.clip, nbsSubType: N.tileClips });
/** Perimeter and cut-tile clips every single-lap tile needs (BS 5534, calculations §4). */
const SINGLE_LAP_CLIPS = [clip("CL-IT"), clip("CL-EV"), clip("CL-VG"), clip("CL-TC"), clip("CL-HV")];

/** Rafter range used where no maker publishes one: representative, 0–12 m. */
const ANY_RAFTER = { minRafter: 0, maxRafter: 12 };

/** What every single-lap tile (interlocking tiles and pantiles) shares. */
const SINGLE_LAP_TILE = {
  fixingCalculationAssembly: ASSEMBLY.singleLap,
  lapped: LAPPED.single,
  stepHeight: 0, // a single-lap course does not step over the one below
  nailPenetration: 22, // representative, calculations §5.2 example
} satisfies Partial<SeedTile>;

/** Concrete single-lap tiles are uncambered and hung from one nail hole (representative). */
const CONCRETE_SINGLE_LAP_TILE = {
  ...SINGLE_LAP_TILE,
  materialType: MATERIAL_TYPE.concrete,
  noOfNails: 1,
  camberType: "0",
} satisfies Partial<SeedTile>;

/** What every double-lap plain tile shares: 265–267 × 165, nibbed, cambered both ways (h), (1.4). */
const PLAIN_TILE = {
  tileTypeId: TILE_TYPE.plainTile,
  fixingCalculationAssembly: ASSEMBLY.plainTile,
  colourMappingRules: COLOUR_MAPPING_RULE.mappedOnly,
  isProfiled: false,
  lapped: LAPPED.double,
  noOfNails: 2, // (h) vertical: 2 nails
  camberType: "Double", // representative: plain tiles cambered both ways
  camberValue: 6, // representative
  width: 165, // (h); calculations §8
  coverWidth: 165, // double lap: full width
  widthOfInterlock: 0, // no interlock
  nibThickness: 12, // representative
  nibFaceToTileHead: 8, // representative
  nibFaceToNailHole: 25, // representative
  edgeOfLockToPivot: 0,
  edgeToNailHoleOne: 45, // representative
  edgeToNailHoleTwo: 120, // representative
  distBetweenPivotLine: 165, // representative
  pitchOfLaid: 8, // (1.4) plain tiles lie flatter
  nailLength: 38, // (h) 38 × 2.65 aluminium alloy; representative for clay
  nailDiameter: 2.65, // (h)
  nailPenetration: 20, // representative
  clipRxFailure: 250, // representative: tested characteristic clip resistance, N (docs/catalogue-sources.md)
  fixings: [nail("NL-AL-38"), clip("CL-TC"), clip("CL-HV")],
} satisfies Partial<SeedTile>;
/** Plain tiles in severe exposure: 75 mm lap from 35° (1.4). */
const PLAIN_TILE_SEVERE_RULE = {
  exposure: "Severe",
  ...ANY_RAFTER,
  minPitch: 35,
  maxPitch: 90,
  minHeadlap: 75,
} satisfies SeedHeadlapRule;

/** What every double-lap slate shares: flat, uncambered, without nibs or interlock, two nails a slate. */
const SLATE = {
  fixingCalculationAssembly: ASSEMBLY.slate,
  colourMappingRules: COLOUR_MAPPING_RULE.mappedOnly,
  isProfiled: false,
  lapped: LAPPED.double,
  noOfNails: 2, // (p) 2 copper nails (+ 1 rivet); (1.3)
  camberType: "0",
  widthOfInterlock: 0,
  nibThickness: 0,
  nibFaceToTileHead: 0,
  nibFaceToNailHole: 0,
  edgeOfLockToPivot: 0,
  pitchOfLaid: 2, // representative: slates lie close to rafter pitch
  nailPenetration: 20, // (1.3) ≥ 20 mm into batten
  maximumHeadlap: 120, // spec 03 §9 default
} satisfies Partial<SeedTile>;

/** A tile's own figures; its weight, design factors, lever arms and solar edges follow from them. */
type TileFigures = Omit<SeedTile, "tileWeight" | "solarEdges" | keyof typeof DESIGN_FACTORS> & {
  length: number;
  massOfRoofingElement: number;
};

function tile(figures: TileFigures): SeedTile {
  return {
    ...figures,
    tileWeight: newtons(figures.massOfRoofingElement), // [CALC] kg × 9.81
    ...DESIGN_FACTORS,
    ...representativeLeverArms(figures.length, figures.lapped),
    solarEdges: SOLAR_EDGES,
  };
}

export const TILES: SeedTile[] = [
  tile({
    code: "CT-FLAT-420",
    name: "Flat interlocking concrete tile 420 × 330",
    description: "Single-lap flat interlocking concrete tile to BS EN 490. Figures from a contractor's data panel (b).",
    ...CONCRETE_SINGLE_LAP_TILE,
    tileTypeId: TILE_TYPE.interlockingTile,
    colourMappingRules: COLOUR_MAPPING_RULE.byHeadlapFinish,
    isProfiled: false, // (b) profile < 20 mm
    length: 420, // (b)
    width: 330, // (b)
    coverWidth: 299, // (b) ≈ 299 [CALC]
    widthOfInterlock: 31, // [CALC] width − cover width
    thickness: 27, // (b) body 27
    massOfRoofingElement: 4.7, // (b) ≈ 4.7 kg [CALC]
    nibThickness: 20, // representative
    thicknessAtBatten: 27, // representative (body thickness)
    headToCenterOfGravity: 210, // representative: length ÷ 2
    nibFaceToTileHead: 15, // representative
    stepHeightWithCamber: 0,
    nibFaceToNailHole: 35, // representative
    edgeOfLockToPivot: 31, // representative: interlock width
    edgeToNailHoleOne: 60, // representative
    edgeToNailHoleTwo: 270, // representative
    distBetweenPivotLine: 299, // representative: cover width
    pitchOfLaid: 5, // degrees flatter than rafters, Redland FAQ (1.4) "5–8°"
    nailLength: 70, // (b) 70 × 3.35
    nailDiameter: 3.35, // (b)
    clipRxFailure: 450, // representative: tested characteristic clip resistance, N (docs/catalogue-sources.md)
    minimumHeadlap: 75, // (b)
    maximumHeadlap: 100, // (b) gauge 345–320 [CALC]
    colours: ["SGY", "SBR", "SSG", "SAB", "GDR", "GBR", "GHB"],
    headlapRules: [
      // (b) smooth: 17.5° at 75 mm, 15° at 100 mm; granular: 30° at 75, 25° at 100; max 90°
      { exposure: null, ...ANY_RAFTER, minPitch: 17.5, maxPitch: 90, minHeadlap: 75, finish: "Smooth" },
      { exposure: null, ...ANY_RAFTER, minPitch: 15, maxPitch: 17.5, minHeadlap: 100, finish: "Smooth" },
      { exposure: null, ...ANY_RAFTER, minPitch: 30, maxPitch: 90, minHeadlap: 75, finish: "Granular" },
      { exposure: null, ...ANY_RAFTER, minPitch: 25, maxPitch: 30, minHeadlap: 100, finish: "Granular" },
    ],
    fixings: [nail("NL-AL-70"), ...SINGLE_LAP_CLIPS],
  }),
  tile({
    code: "CT-LOWP-382",
    name: "Low-profile interlocking concrete tile 382 × 229",
    description:
      "Single-lap low-profile interlocking concrete tile. Gauge range from a published pocket guide (l); other figures representative.",
    ...CONCRETE_SINGLE_LAP_TILE,
    tileTypeId: TILE_TYPE.interlockingTile,
    colourMappingRules: COLOUR_MAPPING_RULE.mappedOnly,
    isProfiled: true,
    length: 382, // representative: max gauge 307 (l) + 75 lap
    width: 229, // representative
    coverWidth: 203, // representative
    widthOfInterlock: 26, // [CALC]
    thickness: 12, // representative
    massOfRoofingElement: 3.0, // representative
    nibThickness: 18, // representative
    thicknessAtBatten: 25, // representative
    headToCenterOfGravity: 191, // representative: length ÷ 2
    nibFaceToTileHead: 12, // representative
    stepHeightWithCamber: 0,
    nibFaceToNailHole: 30, // representative
    edgeOfLockToPivot: 26, // representative
    edgeToNailHoleOne: 50, // representative
    edgeToNailHoleTwo: 180, // representative
    distBetweenPivotLine: 203, // representative
    pitchOfLaid: 5, // (1.4) Redland FAQ
    nailLength: 45, // representative (aluminium clout)
    nailDiameter: 3.35, // representative
    clipRxFailure: 450, // representative: tested characteristic clip resistance, N (docs/catalogue-sources.md)
    minimumHeadlap: 75, // (l) max gauge 307 → 75 lap
    maximumHeadlap: 125, // (l) min gauge 257 [CALC]
    colours: ["SGY", "SBR", "SRD", "GDR", "GRR"],
    headlapRules: [
      // concrete single-lap: 30° unless maker evidence (1.4); low-pitch values representative
      { exposure: null, ...ANY_RAFTER, minPitch: 30, maxPitch: 90, minHeadlap: 75 },
      { exposure: null, ...ANY_RAFTER, minPitch: 22.5, maxPitch: 30, minHeadlap: 100 },
    ],
    fixings: [nail("NL-AR-45"), ...SINGLE_LAP_CLIPS],
  }),
  tile({
    code: "CT-DROM-420",
    name: "Double Roman style concrete tile 420 × 332",
    description:
      "Single-lap double Roman profile. Shape figures from a maker's overseas sheet (c); used for shape only.",
    ...CONCRETE_SINGLE_LAP_TILE,
    tileTypeId: TILE_TYPE.interlockingTile,
    colourMappingRules: COLOUR_MAPPING_RULE.mappedOnly,
    isProfiled: true,
    length: 420, // (c)
    width: 332, // (c)
    coverWidth: 301, // (c) at mid-shunt ±1
    widthOfInterlock: 31, // [CALC]
    thickness: 12, // representative
    massOfRoofingElement: 4.5, // (c)
    nibThickness: 20, // representative
    thicknessAtBatten: 25, // representative
    headToCenterOfGravity: 210, // representative
    nibFaceToTileHead: 15, // representative
    stepHeightWithCamber: 0,
    nibFaceToNailHole: 35, // representative
    edgeOfLockToPivot: 31, // representative
    edgeToNailHoleOne: 60, // representative
    edgeToNailHoleTwo: 270, // representative
    distBetweenPivotLine: 301, // representative
    pitchOfLaid: 5, // (1.4)
    nailLength: 70, // representative (as 420 × 330 tile (b))
    nailDiameter: 3.35, // representative
    clipRxFailure: 450, // representative: tested characteristic clip resistance, N (docs/catalogue-sources.md)
    minimumHeadlap: 75, // (c)
    maximumHeadlap: 100, // (c) gauge 345–320
    colours: ["SBR", "SRD", "GDR", "GBR", "GRR"],
    headlapRules: [
      { exposure: null, ...ANY_RAFTER, minPitch: 26, maxPitch: 90, minHeadlap: 75 }, // (c) ≥ 26°
      { exposure: null, ...ANY_RAFTER, minPitch: 17.5, maxPitch: 26, minHeadlap: 100 }, // (c) 17.5–25°
    ],
    fixings: [nail("NL-AL-70"), ...SINGLE_LAP_CLIPS],
  }),
  tile({
    code: "CT-PAN-381",
    name: "Concrete pantile 381 × 227",
    description:
      "Single-lap concrete pantile. Gauge range from a published pocket guide (l); other figures representative.",
    ...CONCRETE_SINGLE_LAP_TILE,
    tileTypeId: TILE_TYPE.pantile,
    colourMappingRules: COLOUR_MAPPING_RULE.mappedOnly,
    isProfiled: true,
    length: 381, // representative: max gauge 306 (l) + 75
    width: 227, // representative
    coverWidth: 200, // representative
    widthOfInterlock: 27, // [CALC]
    thickness: 12, // representative
    massOfRoofingElement: 2.9, // representative
    nibThickness: 18, // representative
    thicknessAtBatten: 25, // representative
    headToCenterOfGravity: 190, // representative
    nibFaceToTileHead: 12, // representative
    stepHeightWithCamber: 0,
    nibFaceToNailHole: 30, // representative
    edgeOfLockToPivot: 27, // representative
    edgeToNailHoleOne: 45, // representative
    edgeToNailHoleTwo: 180, // representative
    distBetweenPivotLine: 200, // representative
    pitchOfLaid: 6, // (1.4) 5–8°
    nailLength: 45, // representative
    nailDiameter: 3.35, // representative
    clipRxFailure: 400, // representative: tested characteristic clip resistance, N (docs/catalogue-sources.md)
    minimumHeadlap: 75, // (l) gauge 306
    maximumHeadlap: 120, // (l) gauge 256 → 125; capped at the default 120 (spec 03 §9)
    colours: ["SRD", "SBR", "GRR", "GDR"],
    headlapRules: [
      { exposure: null, ...ANY_RAFTER, minPitch: 30, maxPitch: 90, minHeadlap: 75 }, // (1.4) concrete single-lap 30°
      { exposure: null, ...ANY_RAFTER, minPitch: 22.5, maxPitch: 30, minHeadlap: 100 }, // (f) pantiles ≥ 22.5° standard; representative lap
    ],
    fixings: [nail("NL-AR-45"), ...SINGLE_LAP_CLIPS],
  }),
  tile({
    code: "CL-INT-330",
    name: "Clay interlocking tile 330 × 226, plain-tile appearance",
    description: "Single-lap clay interlocking tile reading as plain tiles. Figures from a maker's technical page (a).",
    ...SINGLE_LAP_TILE,
    tileTypeId: TILE_TYPE.interlockingTile,
    materialType: MATERIAL_TYPE.clay,
    colourMappingRules: COLOUR_MAPPING_RULE.mappedOnly,
    isProfiled: false, // (a) profile 16
    noOfNails: 2, // representative: two nail holes
    camberType: "Single", // representative: clay tiles cambered
    camberValue: 3, // representative
    length: 330, // (a)
    width: 226, // (a)
    coverWidth: 191, // (a)
    widthOfInterlock: 35, // [CALC]
    thickness: 16, // (a) profile 16
    massOfRoofingElement: 2.2, // (a)
    nibThickness: 15, // representative
    thicknessAtBatten: 20, // representative
    headToCenterOfGravity: 165, // representative
    nibFaceToTileHead: 10, // representative
    stepHeightWithCamber: 3, // representative
    nibFaceToNailHole: 30, // representative
    edgeOfLockToPivot: 35, // representative
    edgeToNailHoleOne: 50, // representative
    edgeToNailHoleTwo: 140, // representative
    distBetweenPivotLine: 191, // representative
    pitchOfLaid: 6, // (1.4)
    nailLength: 45, // (a) 45 × 3.35 aluminium ring-shank clout
    nailDiameter: 3.35, // (a)
    clipRxFailure: 400, // representative: tested characteristic clip resistance, N (docs/catalogue-sources.md)
    minimumHeadlap: 75, // (a)
    maximumHeadlap: 120, // (a)
    colours: ["CNR", "CAE", "CLB"],
    headlapRules: [
      { exposure: null, ...ANY_RAFTER, minPitch: 22.5, maxPitch: 90, minHeadlap: 75 }, // (a) 22.5° at 75 mm
      { exposure: null, ...ANY_RAFTER, minPitch: 15, maxPitch: 22.5, minHeadlap: 100 }, // (a) 15° at 100 mm
    ],
    fixings: [nail("NL-AR-45"), nail("NL-AR-55"), ...SINGLE_LAP_CLIPS], // (a) clip nails 55 × 3.35
  }),
  tile({
    code: "CP-PLN-267",
    name: "Concrete plain tile 267 × 165",
    description:
      "Double-lap nibbed concrete plain tile. Size, gauge and vertical fixing from published typical details (h).",
    ...PLAIN_TILE,
    materialType: MATERIAL_TYPE.concrete,
    length: 267, // (h)
    thickness: 12, // representative
    massOfRoofingElement: 1.3, // representative
    thicknessAtBatten: 24, // representative
    headToCenterOfGravity: 134, // representative
    stepHeight: 12, // representative
    stepHeightWithCamber: 18, // representative
    minimumHeadlap: 67, // (h) gauge ≤ 100 → lap 67 [CALC]
    maximumHeadlap: 87, // representative: gauge 90
    colours: ["SRD", "SBR", "SAB", "GHB", "GDR"],
    headlapRules: [
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 35, maxPitch: 90, minHeadlap: 67 }, // (i) ≥ 35°; (h) lap 67
      PLAIN_TILE_SEVERE_RULE,
    ],
  }),
  tile({
    code: "KP-PLN-265",
    name: "Clay plain tile 265 × 165",
    description: "Double-lap clay plain tile. Lap and coverage from NHBC guidance and BS 5534.",
    ...PLAIN_TILE,
    materialType: MATERIAL_TYPE.clay,
    length: 265, // calculations §8: 265 × 165 plain tile
    thickness: 13, // representative
    massOfRoofingElement: 1.2, // representative
    thicknessAtBatten: 25, // representative
    headToCenterOfGravity: 133, // representative
    stepHeight: 13, // representative
    stepHeightWithCamber: 19, // representative
    minimumHeadlap: 65, // (1.4) NHBC: 65 clay
    maximumHeadlap: 85, // representative
    colours: ["CLB", "CNR", "CAE"],
    headlapRules: [
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 35, maxPitch: 90, minHeadlap: 65 }, // (1.4) 65 clay, 35°
      PLAIN_TILE_SEVERE_RULE,
    ],
  }),
  tile({
    code: "FS-SLT-600",
    name: "Fibre-cement slate 600 × 300",
    description:
      "Double-lap fibre-cement slate, nail and rivet fixed. Fixings from a maker's guide (p); size third-party (verify).",
    ...SLATE,
    tileTypeId: TILE_TYPE.fibreCementSlate,
    materialType: MATERIAL_TYPE.fibreCement,
    length: 600, // (p) [3P, verify]
    width: 300, // (p)
    coverWidth: 304, // [CALC] width + 4 mm joint (p) 3–5 mm
    thickness: 4, // representative
    massOfRoofingElement: 2.7, // representative
    thicknessAtBatten: 8, // representative (double thickness)
    headToCenterOfGravity: 300, // representative
    stepHeight: 4, // representative
    stepHeightWithCamber: 4,
    edgeToNailHoleOne: 80, // representative
    edgeToNailHoleTwo: 220, // representative
    distBetweenPivotLine: 304, // representative
    nailLength: 30, // (p) 30 × 2.65
    nailDiameter: 2.65, // (p)
    clipRxFailure: 300, // representative: tested characteristic clip resistance, N (docs/catalogue-sources.md)
    minimumHeadlap: 70, // representative, see rules
    colours: ["FBB"],
    headlapRules: [
      // (p) ≥ 20°; laps representative, following the natural slate table (1.3) for 600 × 300
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 20, maxPitch: 25, minHeadlap: 110 },
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 25, maxPitch: 30, minHeadlap: 95 },
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 30, maxPitch: 35, minHeadlap: 80 },
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 35, maxPitch: 90, minHeadlap: 70 },
    ],
    fixings: [nail("NL-CU-30"), clip("RV-CU-19")],
  }),
  tile({
    code: "NS-SLT-500",
    name: "Natural slate 500 × 250, Spanish, W1 S1 T1",
    description: "Double-lap natural slate to BS EN 12326. Coverage and headlaps from trade tables.",
    ...SLATE,
    tileTypeId: TILE_TYPE.naturalSlate,
    materialType: MATERIAL_TYPE.naturalSlate,
    length: 500, // (1.3)
    width: 250, // (1.3)
    coverWidth: 255, // (1.3) 5 mm joint
    thickness: 6, // representative
    massOfRoofingElement: 2.0, // representative
    thicknessAtBatten: 12, // representative
    headToCenterOfGravity: 250, // representative
    stepHeight: 6, // representative
    stepHeightWithCamber: 6,
    edgeToNailHoleOne: 60, // representative
    edgeToNailHoleTwo: 190, // representative
    distBetweenPivotLine: 255, // representative
    nailLength: 38, // representative (1.3: shank ≥ 3.35, ≥ 20 into batten)
    nailDiameter: 3.35, // (1.3)
    clipRxFailure: 350, // representative: tested characteristic clip resistance, N (docs/catalogue-sources.md)
    minimumHeadlap: 55, // (1.3) 55 at 45°
    colours: ["NBB", "NGY"],
    headlapRules: [
      // (1.3) 500 × 250 minimum headlap, moderate / severe
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 25, maxPitch: 27.5, minHeadlap: 95 },
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 27.5, maxPitch: 30, minHeadlap: 85 },
      { exposure: "Severe", ...ANY_RAFTER, minPitch: 27.5, maxPitch: 30, minHeadlap: 110 },
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 30, maxPitch: 35, minHeadlap: 80 },
      { exposure: "Severe", ...ANY_RAFTER, minPitch: 30, maxPitch: 35, minHeadlap: 100 },
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 35, maxPitch: 40, minHeadlap: 70 },
      { exposure: "Severe", ...ANY_RAFTER, minPitch: 35, maxPitch: 40, minHeadlap: 90 },
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 40, maxPitch: 45, minHeadlap: 60 },
      { exposure: "Severe", ...ANY_RAFTER, minPitch: 40, maxPitch: 45, minHeadlap: 80 },
      { exposure: "Moderate", ...ANY_RAFTER, minPitch: 45, maxPitch: 90, minHeadlap: 55 },
      { exposure: "Severe", ...ANY_RAFTER, minPitch: 45, maxPitch: 90, minHeadlap: 70 },
    ],
    fixings: [nail("NL-CU-38"), clip("HK-SS-316")],
  }),
];
