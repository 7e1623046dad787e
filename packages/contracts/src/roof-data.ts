/**
 * The roof editor's data (spec 03 §3.2, §5, §7.7, §9): fixing data, tile details, estimate lengths and the
 * roof system per edge, each a section the editor saves on its own with the version it was read at. Field names
 * are the server's as the specification gives them, misspellings included (`windloadVariablesOveriden`,
 * `variableLoadSafteyFactor`, `lhSideAbutmentSystemsId`).
 */
import { z } from "zod";
import { databaseId, text, whenObjectPayload } from "./primitives.js";
import { EDGE_TYPES, type EdgeTypeKey } from "./reference-data/constants.js";
import { ExpectedVersionSchema, RecordVersionSchema } from "./versions.js";

/** Pitch bounds of the roof editor (spec 03 §5, §9). */
export const ROOF_PITCH_MIN = 12.5;
export const ROOF_PITCH_MAX = 89;
export const VERTICAL_ROOF_PITCH = 90;
/** Eave height, span and building length minimum; the vertical building height range (spec 03 §9). */
export const ROOF_DIMENSION_MIN_M = 0.1;
export const VERTICAL_HEIGHT_RANGE_M = [0.1, 100] as const;
/**
 * Physical upper bounds of what a user enters about a roof (the specification gives only minimums; decisions/roof-input-bounds.md). Far beyond any tiled roof, so only nonsense is refused, and small enough that
 * every figure worked out from them (areas, tile and fixing counts) stays a finite number. Any roof within the
 * span, length and rafter bounds has a take-off within the area and edge bounds, so a proposed value always fits.
 */
export const ROOF_SPAN_MAX_M = 200;
export const BUILDING_LENGTH_MAX_M = 200;
/** The eaves as high as the tallest tiled wall (spec 03 §9: 100 m) and the engine's eaves height range. */
export const EAVES_HEIGHT_MAX_M = VERTICAL_HEIGHT_RANGE_M[1];
/** Eaves to ridge on the slope, worked out from span, pitch and roof type (a 200 m span duopitch up to 66°). */
export const RAFTER_LENGTH_MAX_M = 250;
/** Sloping roof area: two 200 m slopes with 250 m rafters. */
export const ROOF_AREA_MAX_M2 = 100_000;
/** One edge type's total length (all its runs): four hips of the largest hipped roof are about 1,080 m. */
export const EDGE_LENGTH_MAX_M = 2_000;
/**
 * An estimate line staff type in: well above what the largest roof needs (plain tiles over 100,000 m² take about
 * 6 million tiles and 12 million nails).
 */
export const ESTIMATE_LINE_QUANTITY_MAX = 100_000_000;
export const RAFTER_CENTRES_MM = [400, 450, 600] as const;
export type RafterCentresMm = (typeof RAFTER_CENTRES_MM)[number];
/** Manual component quantity: digits only, at most 3 digits (spec 03 §5, §9). */
export const MANUAL_QUANTITY_MAX = 999;
export const ROOF_AUTOSAVE_DEBOUNCE_MS = 1000;
export const ROOF_EDITOR_TOAST_MS = 3000;

/** Windload variables: defaults and the options the override dialog offers (spec 03 §9). */
export const WINDLOAD_DEFAULTS = {
  variableLoadSafteyFactor: 1.5,
  multiplyingFactor: 0.9,
  permanentLoadSafteyFactor: 1,
  variableFu: 0.9,
} as const;
export const WINDLOAD_OPTIONS = {
  variableLoadSafteyFactor: [1.5, 1],
  multiplyingFactor: [0.9, 1],
  permanentLoadSafteyFactor: [1, 0.9],
  variableFu: [0.9, 0.75, 1.1],
} as const;
export type WindloadVariable = keyof typeof WINDLOAD_DEFAULTS;
export const WINDLOAD_VARIABLES = [
  "variableLoadSafteyFactor",
  "multiplyingFactor",
  "permanentLoadSafteyFactor",
  "variableFu",
] as const satisfies readonly WindloadVariable[];
export const WINDLOAD_LABELS: Record<WindloadVariable, string> = {
  variableLoadSafteyFactor: "Variable load safety factor",
  multiplyingFactor: "Multiplying factor",
  permanentLoadSafteyFactor: "Permanent load safety factor",
  variableFu: "Underlay wind pressure factor",
};

/**
 * Where a load factor in use comes from (the engine's `WindLoadFactorSource`): technical support's override, the
 * tile, the consequence class the tile's factor stands for, an air-permeable underlay, the specification's
 * default, or not recorded (a calculation stored before sources were kept).
 */
export const LOAD_FACTOR_SOURCES = [
  "staffOverride",
  "tile",
  "consequenceClass",
  "underlay",
  "specificationDefault",
  "notRecorded",
] as const;

/** A load factor the roof's stored calculation applied, with where its value came from. */
export const FactorInUseSchema = z.object({
  variable: z.enum(WINDLOAD_VARIABLES),
  /** The symbol in p_d = γQ·KFI·qp·|cpe,1|·f_u: γQ, KFI, γG or f_u. */
  symbol: z.string(),
  value: z.number(),
  source: z.enum(LOAD_FACTOR_SOURCES),
  /** The source in words: "tile", "consequence class CC2", "air-permeable underlay", "specification default". */
  sourceLabel: z.string(),
});
export type FactorInUse = z.infer<typeof FactorInUseSchema>;

/**
 * The values an override may take (decisions/roof-editor-data.md "Load factors in use"): the specification's options, and the
 * value in use where it is none of them, so saving the override unchanged changes no figure.
 */
export function windloadChoices(variable: WindloadVariable, inUse?: number): number[] {
  const options: number[] = [...WINDLOAD_OPTIONS[variable]];
  return inUse === undefined || options.includes(inUse) ? options : [...options, inUse];
}

/** A factor as the editor and the documents print it: 1.0, 1.5, 0.75. */
export const formatLoadFactor = (value: number) => (Number.isInteger(value * 10) ? value.toFixed(1) : String(value));

/**
 * The factors in use on one line: "γQ 1.5 (tile), KFI 1.0 (consequence class CC2), …", or, for technical
 * support's override, the values and "— overridden by technical support".
 */
export function describeFactorsInUse(
  factors: ReadonlyArray<Pick<FactorInUse, "symbol" | "value" | "source" | "sourceLabel">>,
): string {
  const isOverridden = factors.length > 0 && factors.every((factor) => factor.source === "staffOverride");
  const values = factors.map(
    (factor) => `${factor.symbol} ${formatLoadFactor(factor.value)}${isOverridden ? "" : ` (${factor.sourceLabel})`}`,
  );
  return `${values.join(", ")}${isOverridden ? " — overridden by technical support" : ""}`;
}

/**
 * Roof types (GET /rooftypes). The specification names none; these are the forms the wind zones and the take-off
 * are worked for, and the vertical one is found by its name ('vertical', spec 03 §4).
 */
export const ROOF_TYPES = [
  { id: 1, name: "Duopitch", kind: "duopitch" },
  { id: 2, name: "Monopitch", kind: "monopitch" },
  { id: 3, name: "Hipped", kind: "hipped" },
  { id: 4, name: "Vertical tiling", kind: "vertical" },
] as const;
export type RoofTypeKind = (typeof ROOF_TYPES)[number]["kind"];
export const RoofTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoofType = z.infer<typeof RoofTypeSchema>;

/** What vertical tiling is battened onto (required for vertical roofs, spec 03 §5; the options are not shown). */
export const VERTICAL_TIMBER_SUPPORTS = [
  { id: 1, name: "Timber frame studs" },
  { id: 2, name: "Masonry with treated timber counterbattens" },
] as const;

/** Estimate state (spec 03 §4). */
export const ESTIMATE_STATE = { notReady: 0, recalculationRequired: 1, calculated: 2 } as const;
export const EstimateStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type EstimateState = z.infer<typeof EstimateStateSchema>;

export const ROOF_EDITOR_MESSAGES = {
  pitchMin: `Pitch must be greater than or equal to ${ROOF_PITCH_MIN}`,
  pitchMax: `Pitch must be less than or equal to ${ROOF_PITCH_MAX}`,
  pitchVertical: `Pitch must be equal to ${VERTICAL_ROOF_PITCH}`,
  dimensionMin: (label: string) => `${label} must be greater than or equal to ${ROOF_DIMENSION_MIN_M}`,
  dimensionMax: (label: string, maxM: number) => `${label} must be at most ${maxM} m`,
  rafterLengthMax: `Rafter length must be at most ${RAFTER_LENGTH_MAX_M} m: this span and pitch give a longer one`,
  verticalHeightRange: `Building height to ridge must be between ${VERTICAL_HEIGHT_RANGE_M[0]} and ${VERTICAL_HEIGHT_RANGE_M[1]}`,
  rafterCentres: "Maximum rafter centres must be 400, 450 or 600 mm",
  roofTypeRequired: "Need to fulfill the roof type first.",
  tileDetailsRequired: "Need to fulfill the tile details first.",
  roofTypeInvalid: "Roof type is invalid",
  verticalSupportsRequired: "Vertical timber supports is required",
  hippedLengthBelowSpan:
    "A hipped roof's building length must be at least its span (the ridge runs along the longer side)",
  underlayInvalid: "Underlay is invalid",
  counterBattenInvalid: "Counter batten is invalid",
  counterBattenRequired: "Counter battens are required when the underlay is supported",
  ceilingWellSealed: "Ceiling Well Sealed must be true or false",
  windloadOption: (label: string) => `${label} is not one of the allowed values`,
  tileRequired: "Please select a tile.",
  colourRequired: "Please select a colour.",
  notEnoughTileDetails: "Not enough tile details to update",
  headlapRange: (min: number, max: number) => `Headlap must be between ${min} and ${max}mm.`,
  notNegative: (label: string) => `${label} cannot be negative.`,
  roofAreaNegative: "Roof Area cannot be negative.",
  lengthMax: (label: string) => `${label} must be at most ${EDGE_LENGTH_MAX_M.toLocaleString("en-GB")} m.`,
  roofAreaMax: `Roof Area must be at most ${ROOF_AREA_MAX_M2.toLocaleString("en-GB")} m².`,
  estimateLineNegative: "Negative values are not allowed in estimates.",
  estimateLineMax: `Values above ${ESTIMATE_LINE_QUANTITY_MAX.toLocaleString("en-GB")} are not allowed in estimates.`,
  noValidSystems: "No valid systems",
  manualQuantity: "Quantity must be a whole number of at most 3 digits",
  manualComponentInvalid: "This component is not one of the roof's systems",
  systemInvalid: "This system does not suit the roof's tile, edge or pitch",
  formErrors: "Please fix the errors in the form.",
  saving: "Saving...",
  saved: "Progress saved!",
  refetching: "Refetching data...",
  refetched: "Data refetched!",
  saveFailed: "Failed to save progress.",
  estimateRecalculated: "Estimate recalculated!",
  estimateNotReady: "Estimate recalculation not ready yet.",
  estimateRecalculationFailed: "Estimate recalculation failed!",
  nbsRecalculationFailed: "NBS clauses recalculation failed!",
  supportEdited:
    "This estimate cannot be recalculated as a member of our support team has edited it - please contact our support team for further information",
  staffOnlyOverride: "Only administrators and technical support can override windload variables or headlap",
  staffOnlyEstimateEdit: "Only administrators and technical support can edit estimate quantities",
  staffOnlyDiagnostics: "Only administrators and technical support can view diagnostics",
  pitchOrRafterNotSet: "Pitch or Rafter Length is not set",
  roofOrFixingNotSet: "Roof ID or Roof Fixing ID is not set",
  fixingDiagnosticsNotReady: "Not enough data to generate fixing spec diagnostics",
  estimateDiagnosticsNotReady: "Not enough data to generate estimate diagnostics",
  estimateNotAvailable: "Not enough data to view estimate",
  invalidJson: "Invalid JSON string provided.",
  noRoofSelected: "No roof selected",
  estimateItemNotFound: "Estimate item not found",
  quantityUpdateFailed: "Failed to update estimate quantity",
  headlapUpdateFailed: "Failed to update headlap",
  windloadUpdateFailed: "Failed to update windload variables",
} as const;

const nullableNumber = () => z.number().finite().nullable();

// Fixing data ------------------------------------------------------------------------------------------------

export const RoofFixingDataSchema = z.object({
  id: z.number().int(),
  roofId: z.number().int(),
  version: RecordVersionSchema,
  pitch: nullableNumber(),
  heightToEave: nullableNumber(),
  roofSpan: nullableNumber(),
  buildingLength: nullableNumber(),
  rafterCentres: nullableNumber(),
  /** The longest rafter, worked out from span, pitch and roof type (tiles and headlap rules filter by it). */
  maxRafterLength: nullableNumber(),
  roofTypeId: z.number().int().nullable(),
  isVerticalRoof: z.boolean(),
  buildingHeightToRidge: nullableNumber(),
  verticalTimberSupportsId: z.number().int().nullable(),
  underlayId: z.number().int().nullable(),
  counterBattenId: z.number().int().nullable(),
  isUnderlaySupported: z.boolean(),
  /** Whether the ceiling is confirmed well sealed (BS 9250); false, the conservative value, until it is. */
  isCeilingWellSealed: z.boolean(),
  windloadVariablesOveriden: z.boolean(),
  variableLoadSafteyFactor: z.number(),
  multiplyingFactor: z.number(),
  permanentLoadSafteyFactor: z.number(),
  variableFu: z.number(),
  /**
   * The factors the roof's calculation uses, each with its source, from the stored calculation; null before the
   * roof is calculated. The four values above are the override's (the specification's defaults without one).
   */
  factorsInUse: z.array(FactorInUseSchema).nullable(),
});
export type RoofFixingData = z.infer<typeof RoofFixingDataSchema>;

const optionalNumber = () => z.coerce.number().finite().nullish();
const optionalId = () => databaseId().nullish();
/** Which values an override may take depends on the factor in use, so the server checks it (`windloadChoices`). */
const windloadValue = (variable: WindloadVariable) => {
  const message = ROOF_EDITOR_MESSAGES.windloadOption(WINDLOAD_LABELS[variable]);
  return z.coerce.number({ error: message }).finite(message).optional();
};

/**
 * The names the roof's fixing data goes by in its messages (spec 03 §5, §6): the server's range messages and the
 * editor's '{Label} is required' on blur use the same words.
 */
export const ROOF_FIXING_LABELS = {
  pitch: "Pitch",
  heightToEave: "Building height to eave",
  roofSpan: "Roof span",
  buildingLength: "Building length",
  rafterCentres: "Maximum rafter centres",
  buildingHeightToRidge: "Building height to ridge",
  verticalTimberSupportsId: "Vertical timber supports",
} as const;

/**
 * PUT /roof-fixing. A roof is filled in over several visits, so a value not entered yet is null; a value that is
 * entered must be valid (the same rules and messages as the form).
 */
export const RoofFixingInputSchema = z
  .object({
    roofId: databaseId("RoofId is required"),
    version: ExpectedVersionSchema,
    roofTypeId: databaseId(ROOF_EDITOR_MESSAGES.roofTypeRequired),
    pitch: optionalNumber(),
    heightToEave: optionalNumber(),
    roofSpan: optionalNumber(),
    buildingLength: optionalNumber(),
    rafterCentres: optionalNumber(),
    isVerticalRoof: z.boolean().default(false),
    buildingHeightToRidge: optionalNumber(),
    verticalTimberSupportsId: optionalId(),
    underlayId: optionalId(),
    counterBattenId: optionalId(),
    isUnderlaySupported: z.boolean().default(false),
    isCeilingWellSealed: z.boolean({ error: ROOF_EDITOR_MESSAGES.ceilingWellSealed }).default(false),
    windloadVariablesOveriden: z.boolean().default(false),
    variableLoadSafteyFactor: windloadValue("variableLoadSafteyFactor"),
    multiplyingFactor: windloadValue("multiplyingFactor"),
    permanentLoadSafteyFactor: windloadValue("permanentLoadSafteyFactor"),
    variableFu: windloadValue("variableFu"),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (input.pitch != null) {
      if (input.pitch < ROOF_PITCH_MIN) issue("pitch", ROOF_EDITOR_MESSAGES.pitchMin);
      else if (input.isVerticalRoof && input.pitch !== VERTICAL_ROOF_PITCH)
        issue("pitch", ROOF_EDITOR_MESSAGES.pitchVertical);
      else if (!input.isVerticalRoof && input.pitch > ROOF_PITCH_MAX) issue("pitch", ROOF_EDITOR_MESSAGES.pitchMax);
    }
    for (const [field, maxM] of [
      ["heightToEave", EAVES_HEIGHT_MAX_M],
      ["roofSpan", ROOF_SPAN_MAX_M],
      ["buildingLength", BUILDING_LENGTH_MAX_M],
    ] as const) {
      const label = ROOF_FIXING_LABELS[field];
      const value = input[field];
      if (value != null && value < ROOF_DIMENSION_MIN_M) issue(field, ROOF_EDITOR_MESSAGES.dimensionMin(label));
      else if (value != null && value > maxM) issue(field, ROOF_EDITOR_MESSAGES.dimensionMax(label, maxM));
    }
    const ridge = input.buildingHeightToRidge;
    if (ridge != null && (ridge < VERTICAL_HEIGHT_RANGE_M[0] || ridge > VERTICAL_HEIGHT_RANGE_M[1])) {
      issue("buildingHeightToRidge", ROOF_EDITOR_MESSAGES.verticalHeightRange);
    }
    if (input.rafterCentres != null && !(RAFTER_CENTRES_MM as readonly number[]).includes(input.rafterCentres)) {
      issue("rafterCentres", ROOF_EDITOR_MESSAGES.rafterCentres);
    }
    if (input.isUnderlaySupported && input.counterBattenId == null) {
      issue("counterBattenId", ROOF_EDITOR_MESSAGES.counterBattenRequired);
    }
  }, whenObjectPayload);
export type RoofFixingInput = z.output<typeof RoofFixingInputSchema>;

// Tile details -----------------------------------------------------------------------------------------------

export const RoofTileDetailsSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  roofId: z.number().int(),
  version: RecordVersionSchema,
  referenceNumber: z.string().nullable(),
  tileId: z.number().int().nullable(),
  colourId: z.number().int().nullable(),
  /** The headlap in use: the override where one is set, else the tile's headlap rule for this roof. */
  minHeadlap: nullableNumber(),
  /** 1 when staff set the headlap by hand, 0 when it follows the rule (spec 03 §4: Reset sets it to 0). */
  headlapOverride: z.union([z.literal(0), z.literal(1)]),
  /** The range the headlap must lie in for this tile and roof (spec 03 §5). */
  headlapRange: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type RoofTileDetails = z.infer<typeof RoofTileDetailsSchema>;

/** PUT /roof-tile-details. Without roof, tile and colour there is nothing to save (spec 03 §4). */
export const RoofTileDetailsInputSchema = z.object({
  roofId: databaseId("RoofId is required"),
  version: ExpectedVersionSchema,
  tileId: databaseId(ROOF_EDITOR_MESSAGES.tileRequired),
  colourId: databaseId(ROOF_EDITOR_MESSAGES.colourRequired),
  referenceNumber: text().trim().max(100).nullish(),
  minHeadlap: optionalNumber(),
  headlapOverride: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type RoofTileDetailsInput = z.output<typeof RoofTileDetailsInputSchema>;

// Estimate lengths -------------------------------------------------------------------------------------------

export type RoofEstimateLengthField = (typeof EDGE_TYPES)[number]["serverEstimateField"];
export const ROOF_ESTIMATE_LENGTH_FIELDS = EDGE_TYPES.map((edge) => edge.serverEstimateField);
/** The values the take-off can propose: the roof area and every length (spec 03 §3.2 roof estimate). */
export type RoofEstimateValueField = "mainArea" | RoofEstimateLengthField;
export const ROOF_ESTIMATE_VALUE_FIELDS: readonly RoofEstimateValueField[] = [
  "mainArea",
  ...ROOF_ESTIMATE_LENGTH_FIELDS,
];
export const RoofEstimateValueFieldSchema = z.enum(ROOF_ESTIMATE_VALUE_FIELDS as [RoofEstimateValueField]);

const lengthShape = <Value extends z.ZodType>(value: (label: string) => Value) =>
  Object.fromEntries(EDGE_TYPES.map((edge) => [edge.serverEstimateField, value(edge.group)])) as Record<
    RoofEstimateLengthField,
    Value
  >;

export const RoofEstimateSchema = z.object({
  id: z.number().int(),
  roofId: z.number().int(),
  version: RecordVersionSchema,
  mainArea: nullableNumber(),
  ...lengthShape(() => nullableNumber()),
  roofPitch: nullableNumber(),
  rafterCenters: nullableNumber(),
  /** Values worked out from the fixing data's dimensions ('calculated from the roof's dimensions'); others were entered. */
  calculatedFields: z.array(RoofEstimateValueFieldSchema),
});
export type RoofEstimate = z.infer<typeof RoofEstimateSchema>;

const nonNegativeLength = (label: string) =>
  z.coerce
    .number()
    .finite()
    .min(0, ROOF_EDITOR_MESSAGES.notNegative(label))
    .max(EDGE_LENGTH_MAX_M, ROOF_EDITOR_MESSAGES.lengthMax(label))
    .nullish();

/**
 * PUT /roof-estimate: the values as the user sees them, and which of them still follow the roof's dimensions
 * (those are worked out again on the server; the sent value is ignored). A blank length is null.
 */
export const RoofEstimateInputSchema = z.object({
  roofId: databaseId("RoofId is required"),
  version: ExpectedVersionSchema,
  mainArea: z.coerce
    .number()
    .finite()
    .min(0, ROOF_EDITOR_MESSAGES.roofAreaNegative)
    .max(ROOF_AREA_MAX_M2, ROOF_EDITOR_MESSAGES.roofAreaMax)
    .nullish(),
  ...lengthShape(nonNegativeLength),
  calculatedFields: z.array(RoofEstimateValueFieldSchema).default([]),
});
export type RoofEstimateInput = z.output<typeof RoofEstimateInputSchema>;

// Roof systems per edge --------------------------------------------------------------------------------------

export type RoofSystemField = (typeof EDGE_TYPES)[number]["serverSystemField"];
export const ROOF_SYSTEM_FIELDS = EDGE_TYPES.map((edge) => edge.serverSystemField);
export const ROOF_SYSTEM_FIELD_BY_EDGE = Object.fromEntries(
  EDGE_TYPES.map((edge) => [edge.key, edge.serverSystemField]),
) as Record<EdgeTypeKey, RoofSystemField>;

const systemShape = <Value extends z.ZodType>(value: () => Value) =>
  Object.fromEntries(ROOF_SYSTEM_FIELDS.map((field) => [field, value()])) as Record<RoofSystemField, Value>;

export const RoofSystemsSchema = z.object({
  id: z.number().int(),
  roofId: z.number().int(),
  version: RecordVersionSchema,
  ...systemShape(() => z.number().int().nullable()),
});
export type RoofSystems = z.infer<typeof RoofSystemsSchema>;

/** PUT /roof-system: one roof system id per edge type (null: none). */
export const RoofSystemsInputSchema = z.object({
  roofId: databaseId("RoofId is required"),
  version: ExpectedVersionSchema,
  ...systemShape(() => databaseId("System is invalid").nullish()),
});
export type RoofSystemsInput = z.output<typeof RoofSystemsInputSchema>;

/** A system the roof may choose for an edge: active, made for its tile, within its pitch range. */
export const RoofSystemOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupName: z.string(),
  edge: z.string(),
});
export type RoofSystemOption = z.infer<typeof RoofSystemOptionSchema>;

// Estimate results -------------------------------------------------------------------------------------------

export const EstimateItemSchema = z.object({
  id: z.number().int(),
  componentId: z.number().int().nullable(),
  description: z.string(),
  code: z.string(),
  unit: z.string(),
  quantity: z.number(),
  /** The system that counted the line, or the roof's own materials ("Roof covering", "Manual components"). */
  groupName: z.string(),
  /**
   * The edge (EDGE_TYPES key) and roof system that counted the line; null on the covering's own lines and manual
   * components. Calculated Quantities groups by them (`estimateGroupOf`), so two systems never share a group.
   */
  edge: z.string().nullable(),
  systemId: z.number().int().nullable(),
  /** The wastage the calculation added, %; null on a line stored without it. */
  wastagePercent: z.number().nullable(),
  packQuantity: z.number().nullable(),
  /** Whole packs to order, as stored with the line; null where the item is sold singly. */
  packs: z.number().nullable(),
  /** True where staff changed the calculated quantity. */
  isEdited: z.boolean(),
});
export type EstimateItem = z.infer<typeof EstimateItemSchema>;

export const RoofEstimateDataSchema = z.object({
  roofId: z.number().int(),
  estimateState: EstimateStateSchema,
  roofArea: z.number().nullable(),
  items: z.array(EstimateItemSchema),
});
export type RoofEstimateData = z.infer<typeof RoofEstimateDataSchema>;

/** POST /roof-estimate-data/recalculate/{id}: a soft recalculation sends force false (spec 03 §4). */
export const RecalculateEstimateSchema = z.object({ force: z.boolean().default(false) });
export const RecalculateEstimateResultSchema = z.object({ estimateState: EstimateStateSchema });

/** PUT /roof-estimate-data/estimate-items/{id}. */
export const EstimateItemQuantitySchema = z.object({
  quantity: z.coerce
    .number()
    .finite()
    .min(0, ROOF_EDITOR_MESSAGES.estimateLineNegative)
    .max(ESTIMATE_LINE_QUANTITY_MAX, ROOF_EDITOR_MESSAGES.estimateLineMax),
});

// Availability and diagnostics -------------------------------------------------------------------------------

/** Diagnostic data is JSON text (spec 03 §3.2), shown by the diagnostics viewer. */
export const DiagnosticDataSchema = z.object({ data: z.string() });

/** The fixing one area of the roof needs (the perimeter tiles, each local area, the general area). */
export const ZoneFixingSchema = z.object({
  name: z.string(),
  kind: z.enum(["perimeter", "local", "general"]),
  /** The EN 1991-1-4 zones the area covers (e.g. 'F, G') and where it lies, in words. */
  zones: z.string(),
  dimensions: z.string(),
  designUpliftPa: z.number(),
  capacityPa: z.number().nullable(),
  fixing: z.string().nullable(),
  nailsPerTile: z.number(),
  clipsPerTile: z.number(),
  minimumRule: z.string(),
  status: z.string(),
});
export type ZoneFixing = z.infer<typeof ZoneFixingSchema>;

/** A check's verdict and the roof's (the engine's `CheckVerdict` and `OverallVerdict`). */
export const CHECK_VERDICTS = ["meets", "refer to technical support", "to confirm"] as const;
export const OVERALL_VERDICTS = ["complete", "refer to technical support", "to confirm"] as const;
export type OverallVerdict = (typeof OVERALL_VERDICTS)[number];

/** The verdict stored with the roof's calculation: every check's, and the roof's (complete only when all meet). */
export const FixingVerdictSchema = z.object({
  verdict: z.enum(OVERALL_VERDICTS),
  summary: z.string(),
  checks: z.array(
    z.object({
      check: z.string(),
      verdict: z.enum(CHECK_VERDICTS),
      reason: z.string(),
      /** For "to confirm": what to confirm and with whom. */
      toConfirm: z.string().nullable(),
    }),
  ),
});
export type FixingVerdict = z.infer<typeof FixingVerdictSchema>;

/** What a roofer sets out from, on the roof's longest rafter (the stored calculation's setting out). */
export const SettingOutSchema = z.object({
  headlapMm: z.number(),
  gaugeMm: z.number(),
  courses: z.number().int(),
  /** Top edge of the eaves batten, up the slope from the eaves line; null in a calculation stored before it was. */
  eavesBattenMm: z.number().nullable(),
  eavesOverhangMm: z.number().nullable(),
});
export type SettingOut = z.infer<typeof SettingOutSchema>;

/** GET /roofs/fixing-result/{id}: what the fixing specification requires, for the editor's zone diagram. */
export const RoofFixingResultSchema = z.object({
  roofId: z.number().int(),
  status: z.string(),
  verdict: FixingVerdictSchema,
  settingOut: SettingOutSchema,
  calculatedAt: z.string(),
  roofType: z.string(),
  geometry: z.object({
    spanM: z.number(),
    buildingLengthM: z.number(),
    pitchDeg: z.number(),
    eavesHeightM: z.number(),
    rafterLengthM: z.number(),
  }),
  peakVelocityPressurePa: z.number(),
  headlapMm: z.number(),
  batten: z.string(),
  areas: z.array(ZoneFixingSchema),
  /** Factors and defaults the result assumed, in words a checker reads. */
  assumptions: z.array(z.string()),
});
export type RoofFixingResult = z.infer<typeof RoofFixingResultSchema>;

// Manual components -------------------------------------------------------------------------------------------

/** A component a user may add to the roof by hand, under the system that lists it (spec 03 §3.2). */
export const ManualComponentSchema = z.object({
  componentId: z.number().int(),
  systemId: z.number().int(),
  colourId: z.number().int().nullable(),
  quantity: z.number().int(),
  code: z.string(),
  unit: z.string(),
  name: z.string(),
});
export type ManualComponent = z.infer<typeof ManualComponentSchema>;

export const ManualComponentSelectionSchema = z.object({
  roofId: z.number().int(),
  systems: z.array(
    z.object({
      systemId: z.number().int(),
      systemName: z.string(),
      groupName: z.string(),
      components: z.array(ManualComponentSchema),
    }),
  ),
  /** Systems already chosen for an edge: their components are in the estimate without being added by hand. */
  dependentSystems: z.array(z.number().int()),
});
export type ManualComponentSelection = z.infer<typeof ManualComponentSelectionSchema>;

/** Digits only, at most three; blank is 0 (spec 03 §5). */
export const ManualQuantitySchema = z.preprocess(
  (value) => (value === "" || value === null || value === undefined ? 0 : value),
  z.coerce
    .number({ error: ROOF_EDITOR_MESSAGES.manualQuantity })
    .int(ROOF_EDITOR_MESSAGES.manualQuantity)
    .min(0, ROOF_EDITOR_MESSAGES.manualQuantity)
    .max(MANUAL_QUANTITY_MAX, ROOF_EDITOR_MESSAGES.manualQuantity),
);

/** One line of the quantity update list (spec 03 §3.2). */
export const ManualQuantityUpdateSchema = z.object({
  id: databaseId().nullish(),
  systemId: databaseId("System is invalid"),
  componentId: databaseId("Component is invalid"),
  code: text().max(100).nullish(),
  quantity: ManualQuantitySchema,
  unit: text().max(20).nullish(),
  colourId: databaseId("Colour is invalid").nullish(),
});
export type ManualQuantityUpdate = z.output<typeof ManualQuantityUpdateSchema>;

/** PUT /manual-component-selection: the roof's hand-added quantities, all at once. */
export const ManualComponentSelectionInputSchema = z.object({
  roofId: databaseId("RoofId is required"),
  components: z.array(ManualQuantityUpdateSchema).max(500),
});
/** PUT /manual-component-selection/amount-update/{roofId}: the lines that changed. */
export const ManualQuantityUpdateListSchema = z.array(ManualQuantityUpdateSchema).max(500);

/** A hand-added component with the colours it comes in (spec 03 §3.2 component colours). */
export const ManualComponentColourSchema = z.object({
  id: z.number().int(),
  componentId: z.number().int(),
  productRoofSystemId: z.number().int(),
  colourId: z.number().int().nullable(),
  name: z.string(),
  code: z.string(),
  colours: z.array(z.object({ id: z.number().int(), name: z.string() })),
  isManual: z.boolean(),
});
export type ManualComponentColour = z.infer<typeof ManualComponentColourSchema>;

/** POST /manual-colour-selection. */
export const ManualColourSelectionSchema = z.object({
  roofId: databaseId("RoofId is required"),
  componentId: databaseId("Component is invalid"),
  productRoofSystemId: databaseId("System is invalid"),
  colourId: databaseId("Colour is invalid").nullable(),
});

/** GET /roof-estimate-data/manually-selected-quantities/{roofId}: the quantity update list as stored. */
export const ManualQuantityLineSchema = z.object({
  id: z.number().int(),
  systemId: z.number().int(),
  componentId: z.number().int(),
  code: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  colourId: z.number().int().nullable(),
});

/** GET /product-components/components-for-roof-with-colour/{roofId}: what the chosen systems bring, coloured. */
export const RoofComponentWithColourSchema = z.object({
  componentId: z.number().int(),
  systemId: z.number().int(),
  systemName: z.string(),
  code: z.string(),
  name: z.string(),
  colourId: z.number().int().nullable(),
  colourName: z.string().nullable(),
});

/** GET /roof-fixing-data/batten/{projectId}/{tileId}?roofId=: the batten the roof's fixing needs, "code - name". */
export const SelectedBattenSchema = z.object({ label: z.string() });

/** GET /roofsystems/project/{projectId}: the system chosen for each edge of each roof of the project. */
export const ProjectRoofSystemSchema = z.object({
  roofId: z.number().int(),
  roofName: z.string(),
  edge: z.string(),
  systemId: z.number().int(),
  systemName: z.string(),
  groupName: z.string(),
});

/** GET /roofsystems/project/{projectId}: the roof systems the project's roofs use. */
export const ProjectIdParamsSchema = z.object({ projectId: databaseId("ProjectId is required") });
/** GET /roof-fixing-data/batten/{projectId}/{tileId}: the batten chosen for the tile on the project's site. */
export const ProjectTileParamsSchema = ProjectIdParamsSchema.extend({ tileId: databaseId("TileId is required") });
