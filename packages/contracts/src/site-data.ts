import { z } from "zod";
import { optionalQueryBoolean } from "./paging.js";
import { UK_POSTCODE_PATTERN } from "./patterns.js";
import { databaseId, text } from "./primitives.js";
import { ExpectedVersionSchema, RecordVersionSchema } from "./versions.js";

/**
 * Site data: the wind inputs of a location (BS EN 1991-1-4 with the UK National Annex), each with where
 * it came from, and the peak velocity pressure they give. Read by the roof editor and shown to people.
 */

/** A postcode district (outward code) on its own, e.g. "SW1A", "LS1", "CV1". */
export const UK_OUTCODE_PATTERN = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/i;

/** The area the bundled data covers: the UK with the Isle of Man and the Channel Islands (WGS84 degrees). */
export const SITE_LATITUDE_RANGE = [49.1, 60.9] as const;
export const SITE_LONGITUDE_RANGE = [-8.7, 1.9] as const;

/** Ranges the wind calculation covers (engine validation and the National Annex's own limits). */
export const SITE_ALTITUDE_RANGE_M = [-10, 1500] as const;
export const SITE_REFERENCE_HEIGHT_MAX_M = 50;
/**
 * An entered upwind distance (to the sea, inside town): longer than the UK, so only nonsense is refused; the
 * National Annex charts stop at 100 km (sea) and 20 km (town) and are read at their end beyond that.
 */
export const SITE_DISTANCE_MAX_KM = 1000;
/** vb,map a member of staff may set on a project: Figure NA.1 runs from about 21.5 to 31 m/s. */
export const SITE_VB_MAP_OVERRIDE_RANGE_MS = [15, 40] as const;
export const SITE_VB_MAP_OVERRIDE_REASON_MAX_LENGTH = 500;

export const SITE_DATA_MESSAGES = {
  locationRequired: "Enter a postcode or the site's latitude and longitude",
  latitudeWithoutLongitude: "Enter the longitude as well as the latitude",
  longitudeWithoutLatitude: "Enter the latitude as well as the longitude",
  latitudeOutsideUk: `Latitude must be between ${SITE_LATITUDE_RANGE[0]} and ${SITE_LATITUDE_RANGE[1]} (the United Kingdom)`,
  longitudeOutsideUk: `Longitude must be between ${SITE_LONGITUDE_RANGE[0]} and ${SITE_LONGITUDE_RANGE[1]} (the United Kingdom)`,
  postcodeInvalid: "Postcode is invalid",
  postcodeUnknown: (outcode: string) => `Postcode district ${outcode} is not known`,
  altitudeRange: `Altitude must be between ${SITE_ALTITUDE_RANGE_M[0]} and ${SITE_ALTITUDE_RANGE_M[1]} m`,
  distancePositive: "Distance must be greater than 0 km",
  distanceMax: `Distance must be at most ${SITE_DISTANCE_MAX_KM.toLocaleString("en-GB")} km`,
  orographyFactorRange: "The orography factor co must be between 1 and 2",
  orographyFactorRequired: "Enter the orography factor co (BS EN 1991-1-4 Annex A.3) when orography is significant",
  referenceHeightRange: `Reference height must be greater than 0 and at most ${SITE_REFERENCE_HEIGHT_MAX_M} m`,
  numberInvalid: "Enter a number",
  terrainInvalid: "Terrain must be town or country",
  orographyInvalid: "Significant orography must be yes or no",
  vbMapOverrideRange: `vb,map must be between ${SITE_VB_MAP_OVERRIDE_RANGE_MS[0]} and ${SITE_VB_MAP_OVERRIDE_RANGE_MS[1]} m/s`,
  vbMapOverrideReasonLength: `The reason must be at most ${SITE_VB_MAP_OVERRIDE_REASON_MAX_LENGTH} characters`,
  vbMapOverrideStaffOnly: "Only Administrator and TAS users may set vb,map on a project",
  projectLocationRequired:
    "The project has no site location: enter its postcode or place it on the map to get the site's wind data",
  projectNotFound: "Project not found",
} as const;

/** The message of a value a check refuses: one for the check, or one for each way the value is wrong. */
type RefusalMessage = string | ((value: number) => string);
const messageFor = (message: RefusalMessage, value: number) => (typeof message === "string" ? message : message(value));

/** Query strings carry numbers as text; an empty value means "not entered". */
const optionalQueryNumber = (check: (value: number) => boolean, message: RefusalMessage) =>
  z
    .union([z.number(), text().trim()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === "") return undefined;
      const number = typeof value === "number" ? value : Number(value);
      if (!Number.isFinite(number)) {
        context.addIssue({ code: "custom", message: SITE_DATA_MESSAGES.numberInvalid });
        return z.NEVER;
      }
      if (!check(number)) {
        context.addIssue({ code: "custom", message: messageFor(message, number) });
        return z.NEVER;
      }
      return number;
    });

const isBetween = (range: readonly [number, number]) => (value: number) => value >= range[0] && value <= range[1];
const isDistance = (value: number) => value > 0 && value <= SITE_DISTANCE_MAX_KM;
const distanceRefusal = (value: number) =>
  value > 0 ? SITE_DATA_MESSAGES.distanceMax : SITE_DATA_MESSAGES.distancePositive;

export const SITE_TERRAINS = ["country", "town"] as const;
export const SiteTerrainSchema = z.enum(SITE_TERRAINS);
export type SiteTerrain = z.infer<typeof SiteTerrainSchema>;

export const SiteDataQuerySchema = z
  .object({
    /** A full postcode or a postcode district. */
    postcode: text()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine(
        (value) => value === undefined || UK_POSTCODE_PATTERN.test(value) || UK_OUTCODE_PATTERN.test(value),
        SITE_DATA_MESSAGES.postcodeInvalid,
      ),
    lat: optionalQueryNumber(isBetween(SITE_LATITUDE_RANGE), SITE_DATA_MESSAGES.latitudeOutsideUk),
    long: optionalQueryNumber(isBetween(SITE_LONGITUDE_RANGE), SITE_DATA_MESSAGES.longitudeOutsideUk),
    altitudeM: optionalQueryNumber(isBetween(SITE_ALTITUDE_RANGE_M), SITE_DATA_MESSAGES.altitudeRange),
    terrain: z
      .union([SiteTerrainSchema, z.literal("")])
      .optional()
      .transform((value) => value || undefined),
    distanceInsideTownKm: optionalQueryNumber(isDistance, distanceRefusal),
    /** Entered distance to the sea, replacing the one computed from the bundled coastline. */
    distanceToSeaKm: optionalQueryNumber(isDistance, distanceRefusal),
    orography: optionalQueryBoolean,
    orographyFactor: optionalQueryNumber(isBetween([1, 2]), SITE_DATA_MESSAGES.orographyFactorRange),
    /** Height ze at which qp is given; the roof editor passes the ridge height. */
    referenceHeightM: optionalQueryNumber(
      (value) => value > 0 && value <= SITE_REFERENCE_HEIGHT_MAX_M,
      SITE_DATA_MESSAGES.referenceHeightRange,
    ),
  })
  .superRefine((query, context) => {
    const hasLatitude = query.lat !== undefined;
    const hasLongitude = query.long !== undefined;
    if (hasLatitude && !hasLongitude) {
      context.addIssue({ code: "custom", path: ["long"], message: SITE_DATA_MESSAGES.latitudeWithoutLongitude });
    }
    if (hasLongitude && !hasLatitude) {
      context.addIssue({ code: "custom", path: ["lat"], message: SITE_DATA_MESSAGES.longitudeWithoutLatitude });
    }
    if (!hasLatitude && !hasLongitude && query.postcode === undefined) {
      context.addIssue({ code: "custom", path: ["postcode"], message: SITE_DATA_MESSAGES.locationRequired });
    }
    if (query.orography === true && query.orographyFactor === undefined) {
      context.addIssue({
        code: "custom",
        path: ["orographyFactor"],
        message: SITE_DATA_MESSAGES.orographyFactorRequired,
      });
    }
  });
export type SiteDataQuery = z.output<typeof SiteDataQuerySchema>;

/** Where a wind input came from. */
export const SITE_VALUE_SOURCES = [
  /** vb,map set by staff on the project. */
  "project-override",
  /** vb,map from the official UK National Annex data files installed in WIND_DATA_DIR. */
  "official",
  /**
   * From a bundled table by postcode district, to confirm: vb,map (a digitisation of Figure NA.1) or the ground
   * altitude (interpolated from Met Office point altitudes).
   */
  "indicative",
  /** Typed in by the user. */
  "entered",
  /** Measured from the bundled coastline. */
  "computed",
  /** Not given: a stated assumption, conservative where it matters, that the user is asked to confirm. */
  "default",
] as const;
export const SiteValueSourceSchema = z.enum(SITE_VALUE_SOURCES);
export type SiteValueSource = z.infer<typeof SiteValueSourceSchema>;

const sourcedValue = <Value extends z.ZodType>(value: Value) =>
  z.object({
    value,
    unit: z.string(),
    source: SiteValueSourceSchema,
    /** True when the value is a default or an approximation a person must check. */
    needsConfirmation: z.boolean(),
    /** Where exactly the value came from, in words. */
    detail: z.string(),
  });

export const SiteLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** OSGB36 National Grid (EPSG:27700) easting and northing, metres. */
  easting: z.number(),
  northing: z.number(),
  postcode: z.string().nullable(),
  outcode: z.string().nullable(),
  town: z.string().nullable(),
  /** How the position was found: entered coordinates, the postcode district's centroid, or the area's. */
  source: z.enum(["coordinates", "postcode-district", "postcode-area"]),
  detail: z.string(),
});
export type SiteLocation = z.infer<typeof SiteLocationSchema>;

export const SiteWindInputsSchema = z.object({
  vbMap: sourcedValue(z.number()),
  altitude: sourcedValue(z.number()),
  distanceToSea: sourcedValue(z.number()).extend({
    /** The nearest point of the coastline, when the distance was computed. */
    nearestCoastPoint: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  }),
  terrain: sourcedValue(SiteTerrainSchema),
  distanceInsideTown: sourcedValue(z.number().nullable()),
  orography: sourcedValue(z.boolean()),
  orographyFactor: sourcedValue(z.number()),
  referenceHeight: sourcedValue(z.number()),
});
export type SiteWindInputs = z.infer<typeof SiteWindInputsSchema>;

export const PeakVelocityPressureSchema = z.object({
  altitudeFactor: z.number(),
  fundamentalWindVelocityMs: z.number(),
  directionFactor: z.number(),
  seasonFactor: z.number(),
  probabilityFactor: z.number(),
  basicWindVelocityMs: z.number(),
  basicVelocityPressurePa: z.number(),
  displacementHeightM: z.number(),
  effectiveHeightM: z.number(),
  exposureFactor: z.number(),
  townCorrectionFactor: z.number(),
  orographyFactor: z.number(),
  peakVelocityPressurePa: z.number(),
  isIndicative: z.boolean(),
});

const TraceValueSchema = z.union([z.number(), z.string(), z.boolean()]);

/** The calculation report of the engine: inputs, working with clause references, decisions, nested sections. */
export const CalculationTraceSchema = z.object({
  title: z.string(),
  reference: z.string(),
  inputs: z.array(
    z.object({ name: z.string(), value: TraceValueSchema, unit: z.string(), note: z.string().optional() }),
  ),
  steps: z.array(
    z.object({
      symbol: z.string(),
      description: z.string(),
      value: TraceValueSchema,
      unit: z.string(),
      reference: z.string(),
      formula: z.string().optional(),
    }),
  ),
  decisions: z.array(z.object({ decision: z.string(), reason: z.string(), reference: z.string() })),
  get sections(): z.ZodArray<typeof CalculationTraceSchema> {
    return z.array(CalculationTraceSchema);
  },
});
export type CalculationTrace = z.infer<typeof CalculationTraceSchema>;

export const SiteDataSchema = z.object({
  location: SiteLocationSchema,
  windInputs: SiteWindInputsSchema,
  /** True whenever an indicative table (vb,map, the district altitude or an exposure chart) was used: label the result so. */
  isIndicative: z.boolean(),
  peakVelocityPressure: PeakVelocityPressureSchema,
  trace: CalculationTraceSchema,
  /** The trace rendered as plain text, for a person to check by hand. */
  traceText: z.string(),
  /** Limitations of the data at this site that a person should read. */
  notes: z.array(z.string()),
});
export type SiteData = z.infer<typeof SiteDataSchema>;

// The site values entered for a project (the roof editor's Site panel) --------------------------------------

/** A JSON number for an entered value: null clears it (back to the dataset's value), omitted leaves it as it is. */
const enteredNumber = (check: (value: number) => boolean, message: RefusalMessage) =>
  z
    .number({ error: SITE_DATA_MESSAGES.numberInvalid })
    .refine(check, { error: (issue) => messageFor(message, issue.input as number) })
    .nullable()
    .optional();

/**
 * PUT /site-data/project/{projectId}: the values entered for the site. The owner and staff may enter the four
 * site values; only staff (Administrator, TAS) may set vb,map and its reason.
 */
export const ProjectSiteInputsUpdateSchema = z.object({
  /** Site altitude A, metres above sea level. */
  altitude: enteredNumber(isBetween(SITE_ALTITUDE_RANGE_M), SITE_DATA_MESSAGES.altitudeRange),
  terrain: z.enum(SITE_TERRAINS, { error: SITE_DATA_MESSAGES.terrainInvalid }).nullable().optional(),
  /** Upwind distance inside town terrain, kilometres. */
  distanceInsideTown: enteredNumber(isDistance, distanceRefusal),
  hasSignificantOrography: z.boolean({ error: SITE_DATA_MESSAGES.orographyInvalid }).nullable().optional(),
  vbMapOverride: enteredNumber(isBetween(SITE_VB_MAP_OVERRIDE_RANGE_MS), SITE_DATA_MESSAGES.vbMapOverrideRange),
  vbMapOverrideReason: text()
    .trim()
    .max(SITE_VB_MAP_OVERRIDE_REASON_MAX_LENGTH, SITE_DATA_MESSAGES.vbMapOverrideReasonLength)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  version: ExpectedVersionSchema,
});
export type ProjectSiteInputsUpdate = z.output<typeof ProjectSiteInputsUpdateSchema>;

export const ProjectSiteParamsSchema = z.object({ projectId: databaseId(SITE_DATA_MESSAGES.projectNotFound) });

/** What is stored for the project: null where nothing was entered. */
export const ProjectSiteInputsSchema = z.object({
  altitude: z.number().nullable(),
  terrain: SiteTerrainSchema.nullable(),
  distanceInsideTown: z.number().nullable(),
  hasSignificantOrography: z.boolean().nullable(),
  vbMapOverride: z.number().nullable(),
  vbMapOverrideReason: z.string().nullable(),
  /** Send it back with the next PUT (optimistic concurrency). */
  version: RecordVersionSchema,
});
export type ProjectSiteInputs = z.infer<typeof ProjectSiteInputsSchema>;

/** GET and PUT /site-data/project/{projectId}: the site data the roof calculation uses, and what was entered. */
export const ProjectSiteDataSchema = SiteDataSchema.extend({
  projectId: z.number().int(),
  siteInputs: ProjectSiteInputsSchema,
});
export type ProjectSiteData = z.infer<typeof ProjectSiteDataSchema>;
