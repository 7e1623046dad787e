/**
 * In-roof solar arrays (spec 03 §2.3, §3.2, §4 "Solar designer", §5, §7.6, §8, §9). An array stores what the
 * user designed (grid, orientation, panel, roof window and its cells, orientation from south); the kit list,
 * power, dimensions, validity and the wind check are worked out by the engine from the current catalogue and the
 * roof's results whenever the array is read, so they can never disagree with the design.
 */
import { z } from "zod";
import { databaseId, text } from "./primitives.js";
import { ExpectedVersionSchema, RecordVersionSchema } from "./versions.js";

/** Spec 03 §9: a 15 × 15 grid by default, growable and shrinkable. */
export const SOLAR_GRID_DEFAULT_SIZE = 15;
/** The largest grid either way: 30 panels is about 30 m, wider than any roof the product plans. */
export const SOLAR_GRID_MAX_SIZE = 30;
/** Spec 03 §9: cells of 40 × 60 px in portrait and 60 × 40 px in landscape (width × height). */
export const SOLAR_CELL_PX = {
  portrait: { width: 40, height: 60 },
  landscape: { width: 60, height: 40 },
} as const;
/** Spec 03 §5, §9: orientation from south 0 to 180 degrees. */
export const ORIENTATION_FROM_SOUTH_RANGE = [0, 180] as const;
/** Spec 03 §4, §6, §9: anonymous users may create at most 4 arrays (per roof; the wizard has one roof). */
export const ANONYMOUS_SOLAR_ARRAY_LIMIT = 4;
/** Spec 03 §9: power in kWp with 2 decimals. */
export const SOLAR_POWER_DECIMALS = 2;

export const SOLAR_ORIENTATIONS = ["portrait", "landscape"] as const;
export type SolarOrientation = (typeof SOLAR_ORIENTATIONS)[number];

export const SOLAR_ARRAY_MESSAGES = {
  /** Spec 03 §8: an array the engine refuses is not saved. */
  invalidArray: "The solar array contains configuration errors or missing components. Please adjust before continuing.",
  /** Spec 03 §8: the chosen panel has no valid solar system. */
  invalidPanelConfiguration: "The configuration of the selected panel is invalid - please contact support.",
  orientationFromSouthMin: "Minimum is 0º",
  orientationFromSouthMax: "Maximum is 180º",
  orientationInvalid: "Orientation must be portrait or landscape",
  gridShape: `The grid must have 1 to ${SOLAR_GRID_MAX_SIZE} rows of 1 to ${SOLAR_GRID_MAX_SIZE} cells, every row the same length`,
  windowOutsideGrid: "A window must be on a cell of the grid",
  windowWithoutType: "Choose the window type before placing a window",
  panelInvalid: "Panel is invalid",
  windowInvalid: "Window type is invalid",
  /** Spec 03 §8: the anonymous limit dialog. */
  limitTitle: "Want to Add More Arrays?",
  limitText:
    "You can create up to 4 arrays without an account. Sign in to unlock unlimited configurations and keep your designs saved.",
  failedToGet: "Failed to get solar array",
  failedToFetch: "Failed to fetch solar array",
  failedToUpdate: "Failed to update solar array",
  failedToDelete: "Failed to delete solar array",
  failedToFetchMetrics: "Failed to fetch solar array metrics",
  systemLoadFailed: "An unexpected error has occurred retrieving this solar system",
  /** The array with its flashings and the tile courses round it is longer than every rafter of the roof. */
  tooTallForRoof: (neededM: number, rafterM: number) =>
    `The array does not fit the roof: with its top and bottom flashings and the tile courses it needs above and below, it takes ${neededM.toFixed(2)} m up the slope, but the longest rafter is ${rafterM.toFixed(2)} m. Remove a row.`,
  /** The array with its side flashings is wider than every slope long enough to take it, where it would sit. */
  tooWideForRoof: (neededM: number, slopeWidthM: number) =>
    `The array does not fit the roof: with its side flashings it is ${neededM.toFixed(2)} m wide, but no slope is wider than ${slopeWidthM.toFixed(2)} m where it would sit. Remove a column.`,
} as const;

export const SolarCellSchema = z.object({
  rowIndex: z
    .number()
    .int()
    .min(0)
    .max(SOLAR_GRID_MAX_SIZE - 1),
  columnIndex: z
    .number()
    .int()
    .min(0)
    .max(SOLAR_GRID_MAX_SIZE - 1),
});
export type SolarCell = z.infer<typeof SolarCellSchema>;

/** Rows from the ridge side (0) down to the eaves side; `true` is a painted cell (a panel, or a window cell). */
export const SolarGridSchema = z
  .array(z.array(z.boolean()).min(1).max(SOLAR_GRID_MAX_SIZE), { error: SOLAR_ARRAY_MESSAGES.gridShape })
  .min(1, SOLAR_ARRAY_MESSAGES.gridShape)
  .max(SOLAR_GRID_MAX_SIZE, SOLAR_ARRAY_MESSAGES.gridShape)
  .refine((rows) => rows.every((row) => row.length === rows[0]?.length), SOLAR_ARRAY_MESSAGES.gridShape);
export type SolarGrid = z.infer<typeof SolarGridSchema>;

export function emptySolarGrid(rows = SOLAR_GRID_DEFAULT_SIZE, columns = SOLAR_GRID_DEFAULT_SIZE): boolean[][] {
  return Array.from({ length: rows }, () => Array.from({ length: columns }, () => false));
}

/** Kit list row (spec 03 §3.2): code, name, description, count, power (kWp for the row, panels only). */
export const SolarKitRowSchema = z.object({
  componentId: z.number().int(),
  kind: z.enum(["panel", "flashing", "cornerFlashing", "windowConversionKit", "arcboxConnector", "edge"]),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  count: z.number(),
  /** "Off" (each) for kits; "m" for an edge component counted by length. */
  unit: z.enum(["Off", "m"]),
  power: z.number().nullable(),
});
export type SolarKitRow = z.infer<typeof SolarKitRowSchema>;

/** Why the engine refuses a layout, with the cells concerned (drawn on the grid). */
export const SolarProblemSchema = z.object({
  code: z.enum([
    "gap",
    "disconnected",
    "window-position",
    "window-landscape",
    "missing-component",
    "no-panel",
    "invalid-system",
    "does-not-fit",
  ]),
  message: z.string(),
  cells: z.array(SolarCellSchema),
});
export type SolarProblem = z.infer<typeof SolarProblemSchema>;

/** What an array lacks to fit the roof (the engine's `fitSolarArrayOnRoof` shortfall). */
export interface SolarRoofFitShortfall {
  dimension: "height" | "width";
  neededM: number;
  availableM: number;
}

/** The problem an array that does not fit the roof shows, in the API's answers and in the designer alike. */
export function solarRoofFitProblem(shortfall: SolarRoofFitShortfall): SolarProblem {
  const message =
    shortfall.dimension === "height"
      ? SOLAR_ARRAY_MESSAGES.tooTallForRoof(shortfall.neededM, shortfall.availableM)
      : SOLAR_ARRAY_MESSAGES.tooWideForRoof(shortfall.neededM, shortfall.availableM);
  return { code: "does-not-fit", message, cells: [] };
}

/**
 * The kit's declared wind resistance (MCS 012 / BS EN 14437, kPa) against the design uplift of the roof's wind
 * zones the array may cover. Null while the roof has no wind results or the panel declares no resistance.
 */
export const SolarWindCheckSchema = z.object({
  resistanceKpa: z.number(),
  designPressureKpa: z.number(),
  /** The band whose pressure governs, e.g. "General area" or "Eaves local area (strip e/10)". */
  governingArea: z.string(),
  /** "general-area": the array fits inside the general area when placed as `condition` says; else it reaches local areas. */
  placement: z.enum(["general-area", "reaches-local-areas"]),
  condition: z.string(),
  passes: z.boolean(),
  /** How the pressure was found, for a checker: the formula with its numbers. */
  working: z.string(),
});
export type SolarWindCheck = z.infer<typeof SolarWindCheckSchema>;

/** Solar array (spec 03 §3.2) as the API answers it. */
export const SolarArraySchema = z.object({
  id: z.number().int(),
  roofId: z.number().int(),
  version: RecordVersionSchema,
  /** 1-based position on the roof: the panel is titled 'Solar Array N'. */
  arrayNumber: z.number().int(),
  orientationFromSouth: z.number().nullable(),
  panelLocation: z.string().nullable(),
  panelId: z.number().int().nullable(),
  orientation: z.enum(SOLAR_ORIENTATIONS),
  array: z.array(z.array(z.boolean())),
  windowId: z.number().int().nullable(),
  windowLocations: z.array(SolarCellSchema),
  solarPanelIds: z.array(z.number().int()),
  flashingIds: z.array(z.number().int()),
  cornerFlashingIds: z.array(z.number().int()),
  windowConversionKitIds: z.array(z.number().int()),
  arcboxConnectorIds: z.array(z.number().int()),
  inverterIds: z.array(z.number().int()),
  chargerIds: z.array(z.number().int()),
  kitList: z.array(SolarKitRowSchema),
  /** kWp, 2 decimals. */
  power: z.number(),
  /** mm, over the painted cells. */
  arrayHeight: z.number(),
  arrayWidth: z.number(),
  isValid: z.boolean(),
  problems: z.array(SolarProblemSchema),
  windCheck: SolarWindCheckSchema.nullable(),
});
export type SolarArray = z.infer<typeof SolarArraySchema>;

const orientationFromSouth = z
  .number({ error: SOLAR_ARRAY_MESSAGES.orientationFromSouthMin })
  .finite()
  .min(ORIENTATION_FROM_SOUTH_RANGE[0], SOLAR_ARRAY_MESSAGES.orientationFromSouthMin)
  .max(ORIENTATION_FROM_SOUTH_RANGE[1], SOLAR_ARRAY_MESSAGES.orientationFromSouthMax)
  .nullable();

const optionalId = (message: string) => databaseId(message).nullable();
const idList = z.array(databaseId()).max(50).default([]);

/**
 * The design a user edits. The derived fields the specification lists in the update payload (flashings, kits,
 * power) are accepted and ignored: the server works them out.
 */
const SolarDesignFields = {
  orientation: z.enum(SOLAR_ORIENTATIONS, { error: SOLAR_ARRAY_MESSAGES.orientationInvalid }),
  orientationFromSouth,
  panelLocation: text().trim().max(200).nullable().default(null),
  panelId: optionalId(SOLAR_ARRAY_MESSAGES.panelInvalid),
  array: SolarGridSchema,
  windowId: optionalId(SOLAR_ARRAY_MESSAGES.windowInvalid),
  windowLocations: z
    .array(SolarCellSchema)
    .max(SOLAR_GRID_MAX_SIZE * SOLAR_GRID_MAX_SIZE)
    .default([]),
  inverterIds: idList,
  chargerIds: idList,
};

function windowsInsideGrid(
  value: { array: boolean[][]; windowId: number | null; windowLocations: SolarCell[] },
  context: z.RefinementCtx,
) {
  const rows = value.array.length;
  const columns = value.array[0]?.length ?? 0;
  if (value.windowLocations.some((cell) => cell.rowIndex >= rows || cell.columnIndex >= columns)) {
    context.addIssue({ code: "custom", path: ["windowLocations"], message: SOLAR_ARRAY_MESSAGES.windowOutsideGrid });
  }
  if (value.windowLocations.length > 0 && value.windowId === null) {
    context.addIssue({ code: "custom", path: ["windowId"], message: SOLAR_ARRAY_MESSAGES.windowWithoutType });
  }
}

/** POST /roof-solar-arrays: a new array on a roof; every design field may be left out (an empty 15 × 15 grid). */
export const SolarArrayCreateSchema = z
  .object({
    roofId: databaseId("RoofId is required"),
    orientation: SolarDesignFields.orientation.default("portrait"),
    orientationFromSouth: orientationFromSouth.default(null),
    panelLocation: SolarDesignFields.panelLocation,
    panelId: SolarDesignFields.panelId.default(null),
    array: SolarGridSchema.default(() => emptySolarGrid()),
    windowId: SolarDesignFields.windowId.default(null),
    windowLocations: SolarDesignFields.windowLocations,
    inverterIds: idList,
    chargerIds: idList,
  })
  .superRefine((value, context) => windowsInsideGrid(value, context));
export type SolarArrayCreate = z.input<typeof SolarArrayCreateSchema>;
export type SolarArrayCreateValues = z.output<typeof SolarArrayCreateSchema>;

/** PUT /roof-solar-arrays/{id}: the whole design, with the version it was made from. */
export const SolarArrayUpdateSchema = z
  .object({ ...SolarDesignFields, version: ExpectedVersionSchema })
  .superRefine((value, context) => windowsInsideGrid(value, context));
export type SolarArrayUpdate = z.input<typeof SolarArrayUpdateSchema>;
export type SolarArrayUpdateValues = z.output<typeof SolarArrayUpdateSchema>;

/** A slope of the roof as its last calculation set it out (as entered, or from the building), m. */
export const SolarRoofSlopeSchema = z.object({
  name: z.string(),
  rafterLengthM: z.number(),
  eavesWidthM: z.number(),
  ridgeWidthM: z.number(),
});
export type SolarRoofSlope = z.infer<typeof SolarRoofSlopeSchema>;

/** What the designer fits an array to: the roof's slopes and its batten gauge (one tile course up the slope). */
export const SolarRoofShapeSchema = z.object({
  slopes: z.array(SolarRoofSlopeSchema),
  battenGaugeMm: z.number(),
});
export type SolarRoofShape = z.infer<typeof SolarRoofShapeSchema>;

/** GET /roof-solar-arrays/roof/{roofId}: the roof's arrays in order (spec 03 §7.6 "solar data per roof"). */
export const RoofSolarDataSchema = z.object({
  roofId: z.number().int(),
  solarArrayIds: z.array(z.number().int()),
  /** The roof's slopes and gauge from its last calculation, which arrays must fit; null before the first. */
  roofShape: SolarRoofShapeSchema.nullable(),
});
export type RoofSolarData = z.infer<typeof RoofSolarDataSchema>;
