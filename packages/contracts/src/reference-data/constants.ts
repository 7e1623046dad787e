/** Reference-data enumerations and constants (spec 03 §3.1, §4, §9). Ids are stable: never renumber them. */
import { NBS_CLAUSE_SELECTION, NBS_LOCATION_OF_INPUT } from "@portal/engine/nbs-clause-codes";

/** Product component types (spec 03 §3.1). */
export const PRODUCT_COMPONENT_TYPES = { tile: 1, fitting: 2 } as const;
export type ProductComponentType = (typeof PRODUCT_COMPONENT_TYPES)[keyof typeof PRODUCT_COMPONENT_TYPES];
export const PRODUCT_COMPONENT_TYPE_OPTIONS = [
  { id: PRODUCT_COMPONENT_TYPES.tile, name: "Tile" },
  { id: PRODUCT_COMPONENT_TYPES.fitting, name: "Fitting" },
] as const;

/** tileFitting on a product component: 1 means fitting, 0 means tile (spec 03 §3.1). */
export const TILE_FITTING = { tile: 0, fitting: 1 } as const;

/** Product component sub types: what a component is for. */
export const PRODUCT_COMPONENT_SUBTYPES = [
  { id: 1, name: "Tile" },
  { id: 2, name: "Tile-and-a-half" },
  { id: 3, name: "Nail" },
  { id: 4, name: "Clip" },
  { id: 5, name: "Underlay" },
  { id: 6, name: "Counter batten" },
  { id: 7, name: "Batten" },
  { id: 8, name: "Ridge tile" },
  { id: 9, name: "Hip tile" },
  { id: 10, name: "Dry ridge kit" },
  { id: 11, name: "Dry hip kit" },
  { id: 12, name: "Dry verge unit" },
  { id: 13, name: "Eaves ventilation" },
  { id: 14, name: "Valley trough" },
  { id: 15, name: "Abutment flashing" },
  { id: 16, name: "Ventilator" },
  { id: 17, name: "Bonding gutter" },
  { id: 18, name: "Mortar" },
  { id: 19, name: "End cap" },
  { id: 20, name: "Verge undercloak" },
  { id: 21, name: "Soaker" },
  { id: 22, name: "Lead sheet" },
  { id: 23, name: "Fixing accessory" },
  { id: 24, name: "Vertical tiling fitting" },
] as const;
export const PRODUCT_COMPONENT_SUBTYPE = {
  tile: 1,
  tileAndAHalf: 2,
  nail: 3,
  clip: 4,
  underlay: 5,
  counterBatten: 6,
  batten: 7,
  ridgeTile: 8,
  hipTile: 9,
  dryRidgeKit: 10,
  dryHipKit: 11,
  dryVergeUnit: 12,
  eavesVentilation: 13,
  valleyTrough: 14,
  abutmentFlashing: 15,
  ventilator: 16,
  bondingGutter: 17,
  mortar: 18,
  endCap: 19,
  vergeUndercloak: 20,
  soaker: 21,
  leadSheet: 22,
  fixingAccessory: 23,
  verticalTilingFitting: 24,
} as const;

/** NBS sub product types: the product a clause names (spec 03 §3.1 nbsSubProductType). */
export const NBS_SUB_PRODUCT_TYPES = [
  { id: 1, name: "Tiles" },
  { id: 2, name: "Underlay" },
  { id: 3, name: "Battens" },
  { id: 4, name: "Counter battens" },
  { id: 5, name: "Tile nails" },
  { id: 6, name: "Tile clips" },
  { id: 7, name: "Eaves ventilation" },
  { id: 8, name: "Verge system" },
  { id: 9, name: "Ridge system" },
  { id: 10, name: "Hip system" },
  { id: 11, name: "Valley system" },
  { id: 12, name: "Abutment flashing" },
  { id: 13, name: "Ventilators" },
  { id: 14, name: "Bonding gutter" },
  { id: 15, name: "Mortar" },
  { id: 16, name: "Vertical tiling accessories" },
] as const;
export const NBS_SUB_PRODUCT_TYPE = {
  tiles: 1,
  underlay: 2,
  battens: 3,
  counterBattens: 4,
  tileNails: 5,
  tileClips: 6,
  eavesVentilation: 7,
  vergeSystem: 8,
  ridgeSystem: 9,
  hipSystem: 10,
  valleySystem: 11,
  abutmentFlashing: 12,
  ventilators: 13,
  bondingGutter: 14,
  mortar: 15,
  verticalTiling: 16,
} as const;

/** Tile types (GET /tiles/types); a colour's tileType holds one of these ids. */
export const TILE_TYPES = [
  { id: 1, name: "Single-lap interlocking tile" },
  { id: 2, name: "Single-lap interlocking slate" },
  { id: 3, name: "Double-lap plain tile" },
  { id: 4, name: "Fibre-cement slate" },
  { id: 5, name: "Natural slate" },
  { id: 6, name: "Pantile" },
] as const;
export const TILE_TYPE = {
  interlockingTile: 1,
  interlockingSlate: 2,
  plainTile: 3,
  fibreCementSlate: 4,
  naturalSlate: 5,
  pantile: 6,
} as const;

/** Material types (GET /tiles/material-types). */
export const MATERIAL_TYPES = [
  { id: 1, name: "Concrete" },
  { id: 2, name: "Clay" },
  { id: 3, name: "Fibre cement" },
  { id: 4, name: "Natural slate" },
] as const;
export const MATERIAL_TYPE = { concrete: 1, clay: 2, fibreCement: 3, naturalSlate: 4 } as const;

/** How the fixing calculation treats the tile (BS 5534 method family). */
export const FIXING_CALCULATION_ASSEMBLIES = [
  { id: 1, name: "Single-lap interlocking (moment method)" },
  { id: 2, name: "Double-lap plain tile" },
  { id: 3, name: "Double-lap slate" },
] as const;
export const FIXING_CALCULATION_ASSEMBLY = { singleLap: 1, plainTile: 2, slate: 3 } as const;

/** Which colours a tile offers. */
export const COLOUR_MAPPING_RULES = [
  { id: 1, name: "Mapped colours only" },
  { id: 2, name: "Mapped colours, limited by headlap rule finish" },
] as const;
export const COLOUR_MAPPING_RULE = { mappedOnly: 1, byHeadlapFinish: 2 } as const;

/** Lapped: 1 single, 2 double (spec 03 §3.1). */
export const LAPPED = { single: 1, double: 2 } as const;
export const LAPPED_OPTIONS = [
  { id: LAPPED.single, name: "Single" },
  { id: LAPPED.double, name: "Double" },
] as const;

/** Camber type: 0 (none), Double or Single (spec 03 §3.1, §5). */
export const CAMBER_TYPES = ["0", "Double", "Single"] as const;
export type CamberType = (typeof CAMBER_TYPES)[number];

/** The lap and batten variants that carry their own lever arms (spec 03 §3.1). */
export const LEVER_ARM_SETS = ["sb75", "sb100", "bb75", "bb100"] as const;
export type LeverArmSet = (typeof LEVER_ARM_SETS)[number];
export const LEVER_ARM_FIELDS = ["support", "pivot", "cogRotation", "upliftRotation", "clipRotation"] as const;
export type LeverArmField = (typeof LEVER_ARM_FIELDS)[number];

/**
 * Edge types of the roof editor, keyed by the roof-system group that serves them (spec 03 §3.2). The roof form
 * and the server spell some fields differently (spec 03 §3.2 gives both): `estimateField` and `systemField` are
 * the form's names, `serverEstimateField` and `serverSystemField` what the roof estimate and roof system calls
 * send and answer.
 */
export const EDGE_TYPES = [
  {
    key: "eave",
    group: "Eave",
    estimateField: "eave",
    systemField: "eaveSystemId",
    serverEstimateField: "eave",
    serverSystemField: "eaveSystemId",
  },
  {
    key: "leftVerge",
    group: "Left Verge",
    estimateField: "leftVerge",
    systemField: "leftVergeSystemId",
    serverEstimateField: "leftVerge",
    serverSystemField: "lhVergeSystemId",
  },
  {
    key: "rightVerge",
    group: "Right Verge",
    estimateField: "rightVerge",
    systemField: "rightVergeSystemId",
    serverEstimateField: "rightVerge",
    serverSystemField: "rhVergeSystemId",
  },
  {
    key: "hip",
    group: "Hip",
    estimateField: "hip",
    systemField: "hipSystemId",
    serverEstimateField: "hip",
    serverSystemField: "hipSystemId",
  },
  {
    key: "valley",
    group: "Valley",
    estimateField: "valley",
    systemField: "valleySystemId",
    serverEstimateField: "valley",
    serverSystemField: "valleySystemId",
  },
  {
    key: "duoRidge",
    group: "Duo Ridge",
    estimateField: "duoRidge",
    systemField: "duoRidgeSystemId",
    serverEstimateField: "duoRidge",
    serverSystemField: "duoRidgeSystemId",
  },
  {
    key: "monoRidge",
    group: "Mono Ridge",
    estimateField: "monoRidge",
    systemField: "monoRidgeSystemId",
    serverEstimateField: "monoRidge",
    serverSystemField: "monoRidgeSystemId",
  },
  {
    key: "lhAbutment",
    group: "Left Abutment",
    estimateField: "lhAbutment",
    systemField: "lhAbutmentSystemId",
    serverEstimateField: "lhSideAbutment",
    serverSystemField: "lhSideAbutmentSystemsId",
  },
  {
    key: "rhAbutment",
    group: "Right Abutment",
    estimateField: "rhAbutment",
    systemField: "rhAbutmentSystemId",
    serverEstimateField: "rhSideAbutment",
    serverSystemField: "rhSideAbutmentSystemsId",
  },
  {
    key: "topAbutment",
    group: "Top Abutment",
    estimateField: "topAbutment",
    systemField: "topAbutmentSystemId",
    serverEstimateField: "topAbutment",
    serverSystemField: "topAbutmentSystemId",
  },
  {
    key: "bondingGutter",
    group: "Bonding Gutter",
    estimateField: "bondingGutter",
    systemField: "bondingGutterSystemId",
    serverEstimateField: "bondingGutter",
    serverSystemField: "bondingGutterSystemId",
  },
  {
    key: "verticalBottomEdge",
    group: "Vertical Bottom Edge",
    estimateField: "verticalBottomEdge",
    systemField: "verticalBottomEdgeId",
    serverEstimateField: "bottomEdge",
    serverSystemField: "verticalBottomEdgeId",
  },
  {
    key: "verticalTopEdge",
    group: "Vertical Top Edge",
    estimateField: "verticalTopEdge",
    systemField: "verticalTopEdgeId",
    serverEstimateField: "topEdge",
    serverSystemField: "verticalTopEdgeId",
  },
  {
    key: "verticalExternalAngle",
    group: "Vertical External Angle",
    estimateField: "verticalExternalAngle",
    systemField: "verticalExternalAngleId",
    serverEstimateField: "externalAngle",
    serverSystemField: "verticalExternalAngleId",
  },
  {
    key: "verticalInteriorAngle",
    group: "Vertical Interior Angle",
    estimateField: "verticalInteriorAngle",
    systemField: "verticalInteriorAngleId",
    serverEstimateField: "interiorAngle",
    serverSystemField: "verticalInteriorAngleId",
  },
  {
    key: "verticalJunctionWithVerge",
    group: "Vertical Junction With Verge",
    estimateField: "verticalJunctionWithVerge",
    systemField: "verticalJunctionWithVergeId",
    serverEstimateField: "junctionWithVerge",
    serverSystemField: "verticalJunctionWithVergeId",
  },
  {
    key: "verticalSideAbutment",
    group: "Vertical Side Abutment",
    estimateField: "verticalSideAbutment",
    systemField: "verticalSideAbutmentId",
    serverEstimateField: "sideAbutment",
    serverSystemField: "verticalSideAbutmentId",
  },
] as const;
export type EdgeTypeKey = (typeof EDGE_TYPES)[number]["key"];
/** GET /productroofsystems/group-names. */
export const ROOF_SYSTEM_GROUP_NAMES = EDGE_TYPES.map((edge) => edge.group);
export type RoofSystemGroupName = (typeof EDGE_TYPES)[number]["group"];

/** Units of a roof-system component and of estimate lines (spec 03 §4). */
export const COMPONENT_UNITS = ["m", "Off", "Pack", "Packs", "Rolls"] as const;
export type ComponentUnit = (typeof COMPONENT_UNITS)[number];

/** Edges of an in-roof solar array that take a solar edge component (GET /solar-edge-components/solar-edge-types). */
export const SOLAR_EDGE_TYPES = [
  { id: 1, name: "Top" },
  { id: 2, name: "Bottom" },
  { id: 3, name: "Left" },
  { id: 4, name: "Right" },
] as const;

/** Solar component types (spec 03 §3.1). 4 and 5 carry code and power only. */
export const SOLAR_COMPONENT_TYPES = {
  panel: 0,
  flashing: 1,
  cornerFlashing: 2,
  windowConversionKit: 3,
  inverter: 4,
  charger: 5,
  arcboxConnector: 6,
  mountingAccessory: 7,
  windowType: 8,
} as const;
export type SolarComponentType = (typeof SOLAR_COMPONENT_TYPES)[keyof typeof SOLAR_COMPONENT_TYPES];
export const SOLAR_COMPONENT_TYPE_OPTIONS = [
  { id: 0, name: "Panels" },
  { id: 1, name: "Flashings" },
  { id: 2, name: "Corner Flashings" },
  { id: 3, name: "Window Conversion Kits" },
  { id: 4, name: "Inverters" },
  { id: 5, name: "Chargers" },
  { id: 6, name: "ArcBox Connectors" },
  { id: 7, name: "Mounting Accessories" },
  { id: 8, name: "Window Types" },
] as const;
/** Types 4 and 5 carry only code and power (spec 03 §3.1). */
export const SOLAR_CODE_AND_POWER_ONLY_TYPES: readonly number[] = [4, 5];

/**
 * Solar component sub types: a kit's position in the array. Its code selects the marker drawn beside it:
 * 0–8 and 19–22 a colour-coded button, 11–16 a tile-like or corner graphic (spec 03 §4).
 */
export const SOLAR_SUB_TYPES = [
  { id: 0, name: "Bottom left" },
  { id: 1, name: "Bottom centre" },
  { id: 2, name: "Bottom right" },
  { id: 3, name: "Upper row, left end" },
  { id: 4, name: "Upper row, joining" },
  { id: 5, name: "Single panel" },
  { id: 6, name: "Window centre" },
  { id: 7, name: "Sarking bracket" },
  { id: 8, name: "Batten bracket" },
  { id: 9, name: "Spacer" },
  { id: 10, name: "Connector" },
  { id: 11, name: "Corner top left" },
  { id: 12, name: "Corner top right" },
  { id: 13, name: "Corner bottom left" },
  { id: 14, name: "Corner bottom right" },
  { id: 15, name: "Side tile piece" },
  { id: 16, name: "Top tile piece" },
  { id: 17, name: "Panel" },
  { id: 18, name: "Window type" },
  { id: 19, name: "Window left" },
  { id: 20, name: "Window right" },
  { id: 21, name: "Window top" },
  { id: 22, name: "Window bottom" },
] as const;

/** The marker shown for a solar sub-type code (spec 03 §4). */
export function solarCodeMarker(code: number | null | undefined): "button" | "graphic" | "none" {
  if (code === null || code === undefined) return "none";
  if ((code >= 0 && code <= 8) || (code >= 19 && code <= 22)) return "button";
  if (code >= 11 && code <= 16) return "graphic";
  return "none";
}

/**
 * Location of input of an NBS clause (spec 03 §4). The engine selects clauses by these numbers and may import
 * nothing, so it holds them and the contracts name them for the catalogue and the API.
 */
export const LOCATION_OF_INPUT = NBS_LOCATION_OF_INPUT;
export const LOCATION_OF_INPUT_OPTIONS = [
  { id: 0, name: "None" },
  { id: 1, name: "Roofdatainput" },
  { id: 2, name: "Systemselection" },
  { id: 3, name: "ProjectTileSelection" },
  { id: 4, name: "Manual" },
  { id: 5, name: "Roofdata" },
] as const;

/** NBS clause selections (GET /nbs-clauses/selections): whether a clause is always or optionally included. */
export const NBS_SELECTIONS = [
  { id: 1, name: "Required" },
  { id: 2, name: "Optional" },
] as const;
/** The engine's numbers, which it splits a roof's clauses by. */
export const NBS_SELECTION = NBS_CLAUSE_SELECTION;

/** NBS clause sub groups (GET /nbs-clauses/sub-groups). */
export const NBS_SUB_GROUPS = [
  { id: 1, name: "Types of tiling" },
  { id: 2, name: "Workmanship" },
  { id: 3, name: "Underlay" },
  { id: 4, name: "Battens and counter battens" },
  { id: 5, name: "Fixings" },
  { id: 6, name: "Eaves" },
  { id: 7, name: "Verges" },
  { id: 8, name: "Ridges" },
  { id: 9, name: "Hips" },
  { id: 10, name: "Valleys" },
  { id: 11, name: "Abutments" },
  { id: 12, name: "Ventilation" },
  { id: 13, name: "Junctions" },
  { id: 14, name: "Vertical tiling" },
] as const;
export const NBS_SUB_GROUP = {
  typesOfTiling: 1,
  workmanship: 2,
  underlay: 3,
  battens: 4,
  fixings: 5,
  eaves: 6,
  verges: 7,
  ridges: 8,
  hips: 9,
  valleys: 10,
  abutments: 11,
  ventilation: 12,
  junctions: 13,
  verticalTiling: 14,
} as const;

/** NBS clause product types (GET /nbs-clauses/clause-product-types). */
export const NBS_CLAUSE_PRODUCT_TYPES = [
  { id: 1, name: "General" },
  { id: 2, name: "Tile" },
  { id: 3, name: "Underlay" },
  { id: 4, name: "Counter batten" },
  { id: 5, name: "Roof system" },
  { id: 6, name: "Fixing" },
] as const;
export const NBS_CLAUSE_PRODUCT_TYPE = {
  general: 1,
  tile: 2,
  underlay: 3,
  counterBatten: 4,
  roofSystem: 5,
  fixing: 6,
} as const;

/** NBS clause sections (GET /nbs-clauses/sections): the part of a work section a clause sits in. */
export const NBS_SECTIONS = [
  { id: 1, name: "Types of tiling" },
  { id: 2, name: "Tiling generally" },
  { id: 3, name: "Edges, junctions and features" },
  { id: 4, name: "Completion" },
] as const;
export const NBS_SECTION = { typesOfTiling: 1, generally: 2, edges: 3, completion: 4 } as const;

/** Product-management tabs (spec 03 §2.2): path and label, in display order. */
export const PRODUCT_MANAGEMENT_TABS = [
  { path: "finishes", label: "Finishes" },
  { path: "colours", label: "Colours" },
  { path: "tiles", label: "Tiles" },
  { path: "product-components", label: "Product Components" },
  { path: "roof-systems", label: "Roof Systems" },
  { path: "nbs", label: "NBS" },
  { path: "solar", label: "Solar" },
  { path: "solar-systems", label: "Solar Systems" },
] as const;
export type ProductManagementTab = (typeof PRODUCT_MANAGEMENT_TABS)[number]["path"];
export const PRODUCT_MANAGEMENT_BASE_PATH = "/admin/product-management";
export const PRODUCT_MANAGEMENT_DEFAULT_TAB: ProductManagementTab = "finishes";

/** Lists (spec 03 §9). */
export const REFERENCE_PAGE_SIZES = [10, 20, 30, 50] as const;
export const REFERENCE_DEFAULT_PAGE_SIZE = 10;
export const NBS_CLAUSE_PAGE_SIZES = [10, 20, 30, 50] as const;
export const ROOF_SYSTEM_COMPONENT_PAGE_SIZE = 10;
export const PAGER_SIBLING_PAGES = 3;
export const COMPONENT_SEARCH_DEBOUNCE_MS = 1000;

/** Defaults and limits (spec 03 §9). */
export const ROOF_SYSTEM_PITCH_MIN = 0;
export const ROOF_SYSTEM_PITCH_MAX = 90;
export const ROOF_SYSTEM_COMPONENT_NUMBER_MIN = 1;
export const ROOF_SYSTEM_COMPONENT_PER_MIN = 0.01;
export const DEFAULT_ROUND_UP = "Y";
export const DEFAULT_COMPONENT_NUMBER = 1;
export const DEFAULT_COMPONENT_PER = 1;
export const DEFAULT_MAXIMUM_HEADLAP_MM = 120;
export const BATTEN_THICKNESS_MM = 25;
export const SOLAR_STEP = 0.01;
