/**
 * Visible texts of the roof editor's result views (spec 03 §2.1, §4, §8): the wind-zone diagram, the Site
 * panel, the Calculated Quantities drawer and the diagnostics drawer. Messages the API sends stay with their
 * schemas (ROOF_EDITOR_MESSAGES, SITE_DATA_MESSAGES); these are the browser's own words.
 */
import type { SiteValueSource } from "./site-data.js";

/** Fetch and update failures of the result views (spec 03 §8 names the calls, not their words). */
export const ROOF_RESULTS_ERRORS = {
  fetchFixingResult: "Failed to fetch fixing result.",
  fetchEstimate: "Failed to fetch estimate.",
  fetchDiagnostics: "Failed to fetch diagnostics.",
  fetchSiteData: "Failed to fetch site data.",
  updateSiteData: "Failed to update site data.",
} as const;

export const ZONE_DIAGRAM_TEXT = {
  title: "Wind zones and fixings",
  loading: "Loading the wind zones...",
  notReadyTitle: "No wind-zone diagram yet",
  notReadyText:
    "The diagram appears once the roof's fixing data (roof type, pitch, dimensions and rafter centres) and its tile are entered.",
  planTitle: (roofType: string) => `${roofType}: plan of the wind-zone areas`,
  wallTitle: "Vertical tiling: elevation of the wall's wind-zone areas",
  legendTitle: "Fixings",
  legendNotesTitle: "How the areas are drawn",
  tableCaption: "Fixing required in each area of the roof",
  area: "Area",
  zones: "Zones",
  designUplift: "Design uplift (Pa)",
  capacity: "Capacity (Pa)",
  fixing: "Fixing",
  status: "Status",
  noFixing: "Refer to technical support",
  notApplicable: "—",
  areaNumber: (number: number) => `Area ${number}`,
  areasWithFixing: (count: number) => `${count} ${count === 1 ? "area" : "areas"}`,
  summaryLine: (parts: { span: string; length: string; pitch: string; qp: string }) =>
    `Span ${parts.span} m, building length ${parts.length} m, pitch ${parts.pitch}°, peak velocity pressure qp ${parts.qp} Pa.`,
  headlapAndBatten: (headlap: number, batten: string) => `Headlap ${headlap} mm, batten ${batten}.`,
  calculatedAt: (when: string) => `Calculated ${when}.`,
  verdictTitle: "Verdict",
  verdictLabels: {
    complete: "Complete: every check meets BS 5534",
    "refer to technical support": "Refer to technical support",
    "to confirm": "To confirm before work starts",
  },
  checkVerdictLabels: {
    meets: "Meets",
    "refer to technical support": "Refer to technical support",
    "to confirm": "To confirm",
  },
  checksCaption: "Every check of the fixing specification and its verdict",
  check: "Check",
  verdict: "Verdict",
  reason: "Why",
  setOutTitle: "Setting out",
  setOutHeadlap: "Headlap in use",
  setOutGauge: "Gauge",
  setOutCourses: "Courses",
  setOutEavesBatten: "First batten (eaves batten)",
  setOutEavesBattenValue: (batten: string, overhang: string) =>
    `${batten} mm up the slope from the eaves line to its top edge; tiles overhang the eaves ${overhang} mm`,
  setOutNotStored: "Not in this calculation: save the roof to recalculate it.",
  setOutNote: (rafter: string) => `On the longest rafter, ${rafter} m from eaves to ridge.`,
  millimetres: (value: string) => `${value} mm`,
  assumptions: "Assumptions",
  metres: (value: string) => `${value} m`,
  onSlopeShort: "on slope",
  lengthLabel: "building length",
  spanLabel: "span",
  wallHeightLabel: "wall height",
  ridge: "ridge",
  eaves: "eaves",
  topEdge: "top edge",
  ground: "ground",
  notesToScale: "Drawn to scale on plan from the span and building length; slope distances are shown on plan.",
  notesWallToScale: "Drawn to scale from the wall's length and height.",
  notePerimeter:
    "Perimeter tiles: one tile wide along every edge (eaves, top course, verges, each side of hips); drawn wider than scale.",
  noteHipped: (width: string) =>
    `Hipped roof: the local area is drawn as the calculation groups it, a strip ${width} m wide on plan along the eaves and on each side of the hips and ridge (a simplification of EN 1991-1-4 Figure 7.9).`,
  noteMirrored: "Each band repeats at both verges (gables) and on every slope.",
  noteNotPlaced: (area: string, where: string) => `${area}: not drawn; it lies ${where}.`,
  describeArea: (number: number, name: string, fixing: string, dimensions: string) =>
    `Area ${number}, ${name}: ${fixing}; ${dimensions}.`,
  describeRoof: (roofType: string, length: string, span: string, count: number) =>
    `${roofType} ${length} m long and ${span} m across, divided into ${count} ${count === 1 ? "area" : "areas"}.`,
  describeWall: (length: string, height: string, count: number) =>
    `A tiled wall ${length} m long and ${height} m high, divided into ${count} ${count === 1 ? "area" : "areas"}.`,
} as const;

/** How each source of a site value is labelled in the Site panel. */
export const SITE_SOURCE_LABELS: Record<SiteValueSource, string> = {
  "project-override": "set by staff",
  official: "official files",
  indicative: "bundled data, indicative",
  entered: "entered",
  computed: "bundled data",
  default: "assumed, conservative",
};

export const SITE_PANEL_TEXT = {
  title: "Site",
  intro: "What the wind calculation used for this project's site, and where each value came from.",
  loading: "Loading the site data...",
  tableCaption: "Site values used by the wind calculation",
  value: "Value",
  item: "Item",
  source: "Source",
  details: "Details",
  toConfirm: "to confirm",
  indicativeResult: "Indicative: the result uses bundled data a person should confirm.",
  position: "Position",
  vbMap: "vb,map (fundamental basic wind velocity)",
  distanceToSea: "Distance to the sea",
  altitude: "Altitude",
  terrain: "Terrain",
  distanceInsideTown: "Distance inside town",
  orography: "Significant orography",
  orographyFactor: "Orography factor co",
  referenceHeight: "Reference height",
  qp: "Peak velocity pressure qp",
  qpWorking: "How qp was worked out (BS EN 1991-1-4 with the UK National Annex)",
  notes: "Notes",
  terrainCountry: "Country",
  terrainTown: "Town",
  yes: "Yes",
  no: "No",
  notUsed: "not used",
  positionValue: (latitude: number, longitude: number) => `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`,
  positionSources: {
    coordinates: "entered coordinates",
    "postcode-district": "postcode district centre",
    "postcode-area": "postcode area centre",
  },
  formTitle: "Enter site values",
  formIntro: "Leave a value blank to use the dataset's.",
  altitudeLabel: "Altitude (m)",
  terrainLabel: "Terrain",
  distanceInsideTownLabel: "Distance inside town (km)",
  orographyLabel: "Significant orography",
  fromDataset: "From the dataset",
  useDatasetValue: "Use the dataset value",
  clearLabelFor: (label: string) => `Use the dataset value for ${label}`,
  save: "Save",
  saved: "Site values saved.",
} as const;

export const QUANTITIES_TEXT = {
  title: "Calculated Quantities",
  /** The editor's button that opens the drawer. */
  open: "Calculated Quantities",
  loading: "Loading the quantities...",
  empty: "No data available.",
  roofArea: "Roof area",
  roofAreaValue: (area: number) => `${area} m²`,
  code: "Code",
  description: "Description",
  unit: "Unit",
  quantity: "Quantity",
  wastage: "Wastage",
  /** A line's wastage as the calculation added it; "—" for a line stored without it. */
  wastageValue: (percent: number | null) => (percent === null ? "—" : `${percent} %`),
  packQuantity: "Pack quantity",
  packs: "Packs",
  edited: "edited",
  groupCaption: (group: string) => `${group} quantities`,
  quantityFor: (code: string) => `Quantity for ${code}`,
  recalculate: "Recalculate",
  confirmTitle: "Confirm Recalculation",
  confirmText:
    "A member of our support team has edited this estimate. Recalculating replaces their edits with calculated quantities. Recalculate now?",
} as const;

export const DIAGNOSTICS_TEXT = {
  title: "Diagnostics",
  /** The editor's button that opens the drawer (staff only). */
  open: "Diagnostics",
  fixingTab: "Fixing diagnostics",
  estimateTab: "Estimate diagnostics",
  loading: "Loading the diagnostics...",
  rawJson: "Raw JSON",
  inputs: "Inputs",
  siteWind: "Site wind values",
  peakVelocityPressure: "Peak velocity pressure",
  windZones: "Wind zones",
  zoneList: "Zones and coefficients",
  bands: "Bands",
  loadFactors: "Load factors",
  pressures: "Pressures per area",
  resistances: "Resistances",
  chosenFixing: "Chosen fixing",
  trace: "Calculation trace",
  traceInputs: "Inputs",
  traceSteps: "Working",
  traceDecisions: "Decisions",
  estimate: "Estimate",
  estimateSummary: "Summary",
  estimateSlopes: "Quantities per slope",
  estimateLines: "Lines",
  other: "Other values",
  value: "Value",
  empty: "None",
  yes: "Yes",
  no: "No",
} as const;
