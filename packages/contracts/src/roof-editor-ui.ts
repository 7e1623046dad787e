/**
 * Visible texts of the roof editor (spec 03 §2.1, §5, §8): panel titles, field labels, markers and dialogs. The
 * messages the API also answers with (validation, progress toasts, recalculation outcomes) are
 * ROOF_EDITOR_MESSAGES in roof-data.ts; these are the ones only the browser shows.
 */

export const ROOF_EDITOR_TEXT = {
  loading: "Loading roof data...",
  fixingSpecData: "Fixing Spec Data",
  tileDetails: "Tile and Colour",
  estimateData: "Estimate Data",
  roofType: "Roof Type",
  verticalTiling: "Vertical Tiling",
  pitch: "Pitch (°)",
  heightToEave: "Building Height to Eave (m)",
  roofSpan: "Span (m)",
  buildingLength: "Building Length (m)",
  rafterCentres: "Maximum Rafter Centres (mm)",
  buildingHeightToRidge: "Building Height to Ridge (m)",
  verticalTimberSupports: "Vertical Timber Supports",
  underlay: "Underlay",
  underlaySupported: "Underlay Supported",
  counterBatten: "Counter Batten",
  ceilingWellSealed: "Ceiling Well Sealed",
  ceilingAssumed:
    "Assumed not well sealed, the conservative value: the underlay is checked for the building's internal pressure as well. Confirm the ceiling is air-tight (BS 9250) to switch this on.",
  ceilingConfirmed:
    "Confirmed well sealed: the building's internal pressure is kept off the underlay, and the BS 5534 zonal method may apply.",
  tile: "Tile",
  colour: "Colour",
  /** The colour select's only line while no colour can be valid yet, or none suits the saved roof (short: a phone). */
  coloursAfterDimensions: "Enter the pitch and span first",
  noColourSuits: "None valid for this roof",
  choose: "Select...",
  none: "None",
  windloadOverride: "Override Windload Variables",
  windloadTitle: "Windload Variables",
  windloadLabels: {
    variableLoadSafteyFactor: "Variable load safety factor",
    multiplyingFactor: "Multiplying factor",
    permanentLoadSafteyFactor: "Permanent load safety factor",
    variableFu: "Underlay wind pressure factor",
  },
  /** The load factors the calculation uses, as `describeFactorsInUse` writes them. */
  factorsInUse: (factors: string) => `In use: ${factors}`,
  factorsNotCalculated:
    "Not calculated yet: the tile, the underlay and the specification's defaults will set the factors unless you override them.",
  windloadOptionInUse: (value: string, source: string) => `${value} (in use: ${source})`,
  windloadOptionDefault: (value: string) => `${value} (specification default)`,
  headlapOverride: "Override Headlap",
  headlapTitle: "Headlap",
  headlap: "Headlap (mm)",
  headlapInUse: (headlapMm: number) => `Headlap in use: ${headlapMm} mm`,
  headlapRangeHint: (min: number, max: number) => `Between ${min} and ${max} mm for this tile and roof.`,
  save: "Save",
  reset: "Reset",
  cancel: "Cancel",
  roofArea: "Roof Area (m²)",
  edgeLength: (group: string) => `${group} (m)`,
  edgeSystem: (group: string) => `${group} System`,
  edgesCaption: "Edge lengths and systems",
  calculated: "calculated from the roof's dimensions",
  entered: "entered",
  useCalculated: "Use calculated",
  returnToCalculatedFor: (label: string) => `Use calculated value for ${label}`,
  manualComponents: "Manual Components",
  manualComponentsHint:
    "Components the estimate does not count from the roof's edges: enter how many to add (up to 999).",
  manualQuantityFor: (name: string) => `Quantity of ${name}`,
  chosenForEdge: "chosen for an edge",
  zoneDiagram: "Fixing zones",
  site: "Site",
  calculatedQuantities: "Calculated Quantities",
  diagnostics: "Diagnostics",
  nbs: "NBS",
  /** The names the required messages use (spec 03 §5: '{Label} is required'), as the server's messages name them. */
  /** A save's state beside the control or panel it saves (estimate lines, NBS ticks, manual quantities). */
  saveState: {
    saving: "Saving…",
    saved: "Saved",
    failed: (reason: string) => `Not saved: ${reason}`,
    retry: "Try again",
  },
  /** The set-out beside the tile fields, from the stored calculation (spec 03 §2.1, step 14). */
  setOutNotCalculated: "Set-out: not calculated yet. It appears once the roof's fixing data and tile are saved.",
  setOutLoading: "Loading the set-out...",
} as const;

/** The panels the page's `section` query parameter scrolls to (spec 03 §2.1). */
export const ROOF_EDITOR_SECTIONS = ["fixing", "fixing-spec", "estimate", "nbs"] as const;
export type RoofEditorSection = (typeof ROOF_EDITOR_SECTIONS)[number];

/** Toasts of the roof editor's reads (spec 03 §8 lists them without words: the words are the product's). */
export const ROOF_EDITOR_FAILURES = {
  fetch: (what: string) => `Failed to fetch ${what}.`,
} as const;
