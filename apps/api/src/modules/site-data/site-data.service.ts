/**
 * Site data: turns a location (coordinates and/or postcode) and the values a user entered into the
 * engine's wind inputs, each with where it came from, then the peak velocity pressure qp for the site.
 * Offline: the bundled datasets, and the official National Annex files when WIND_DATA_DIR holds them.
 * Unknowns take the conservative default and are flagged for the user to confirm (DESIGN §7).
 */
import {
  modelStateKey,
  type ProjectSiteData,
  type ProjectSiteInputs,
  type ProjectSiteInputsUpdate,
  SITE_DATA_MESSAGES,
  SITE_LATITUDE_RANGE,
  SITE_LONGITUDE_RANGE,
  type SiteData,
  type SiteDataQuery,
  type SiteLocation,
  type SiteValueSource,
  type SiteWindInputs,
  VERSION_MESSAGES,
} from "@portal/contracts";
import {
  calculatePeakVelocityPressure,
  EngineInputError,
  type GeoPoint,
  haversineDistanceKm,
  renderTrace,
  SHORELINE_DISTANCE_RANGE_KM,
  type SiteWindInput,
  startTrace,
  TOWN_DISTANCE_RANGE_KM,
} from "@portal/engine";
import type { AppContext } from "../../context.js";
import { ALTITUDE_ATTRIBUTION } from "../../datasets/altitude-by-outcode.js";
import { type BundledDatasets, bundledDatasets } from "../../datasets/bundled-datasets.js";
import type { CoastlineDistance } from "../../datasets/coastline.js";
import { type GridPoint, toNationalGrid } from "../../datasets/national-grid.js";
import { loadOfficialWindData, type OfficialWindData } from "../../datasets/official-wind-data.js";
import { outcodeOf, type PostcodeLocation } from "../../datasets/postcode-districts.js";
import type { AppConfig } from "../../env.js";
import { conflict, forbidden, notFound, validationError } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { isStaff } from "../projects/projects.policy.js";
import { findAccessibleProject } from "../projects/projects.service.js";
import { presentProjectSiteInputs } from "./site-data.presenter.js";
import * as repository from "./site-data.repository.js";

/** Height at which qp is reported when no ridge height is given: covers two-storey houses. */
export const DEFAULT_REFERENCE_HEIGHT_M = 10;
/** Town terrain without an entered distance: the start of Figure NA.8, where ce,T is largest. */
export const DEFAULT_DISTANCE_INSIDE_TOWN_KM = TOWN_DISTANCE_RANGE_KM[0];
/** Below this the coarse coastline (segments of about 1 km) cannot place the shore reliably. */
export const COASTLINE_CHECK_DISTANCE_KM = 2;
/** A site farther than this from the district whose indicative value it takes is flagged. */
export const DISTRICT_DISTANCE_WARNING_KM = 15;
/**
 * A district without an altitude row takes the highest indicative altitude of the districts whose centroids lie
 * this close to the site (the file's highest when none does): higher ground gives the higher pressure. The same
 * distance as the warning's, named for what it does here.
 * @alias
 */
export const ALTITUDE_FALLBACK_RADIUS_KM = DISTRICT_DISTANCE_WARNING_KM;
/** Figure NA.1's note gives 24 m/s within 5 km of the Channel Islands, which the district table cannot hold. */
export const CHANNEL_ISLANDS_VB_MAP_MS = 24;
export const CHANNEL_ISLANDS_NOTE_DISTANCE_KM = 5;

export interface SiteDataSources {
  bundled: BundledDatasets;
  official: OfficialWindData | null;
}

/** Reads the bundled datasets (once per process) and the official files of WIND_DATA_DIR, at start. */
export function loadSiteDataSources(config: Pick<AppConfig, "windDataDir">): SiteDataSources {
  return {
    bundled: bundledDatasets(),
    official: config.windDataDir ? loadOfficialWindData(config.windDataDir) : null,
  };
}

const sourcesByConfig = new WeakMap<AppConfig, SiteDataSources>();

/** The sources of an app's configuration, read once: the routes read them at start, the roof calculation reuses them. */
export function siteDataSourcesFor(config: AppConfig): SiteDataSources {
  let sources = sourcesByConfig.get(config);
  if (!sources) {
    sources = loadSiteDataSources(config);
    sourcesByConfig.set(config, sources);
  }
  return sources;
}

/** vb,map set by staff on a project; it wins over every dataset. */
export interface ProjectVbMapOverride {
  vbMapMs: number;
  reason?: string;
}

export type SiteDataRequest = SiteDataQuery & { projectVbMapOverride?: ProjectVbMapOverride };

type Sourced<Value> = {
  value: Value;
  unit: string;
  source: SiteValueSource;
  needsConfirmation: boolean;
  detail: string;
};

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const formatPoint = (point: GeoPoint) => `${round(point.latitudeDeg, 5)}, ${round(point.longitudeDeg, 5)}`;
const formatGrid = (grid: GridPoint) => `E ${Math.round(grid.eastingM)}, N ${Math.round(grid.northingM)}`;

interface ResolvedLocation {
  location: SiteLocation;
  point: GeoPoint;
  grid: GridPoint;
  /** The district whose indicative vb,map applies, and how far its centroid is from the site. */
  district: { outcode: string; distanceKm: number; isFromPostcode: boolean };
  notes: string[];
}

function resolveLocation(datasets: BundledDatasets, request: SiteDataRequest): ResolvedLocation {
  const notes: string[] = [];
  const outcode = request.postcode === undefined ? null : outcodeOf(request.postcode);
  if (request.postcode !== undefined && outcode === null) {
    throw validationError({ Postcode: [SITE_DATA_MESSAGES.postcodeInvalid] }, SITE_DATA_MESSAGES.postcodeInvalid);
  }
  const found: PostcodeLocation | null = outcode === null ? null : datasets.postcodes.locate(outcode);
  const hasCoordinates = request.lat !== undefined && request.long !== undefined;
  if (outcode !== null && found === null) {
    if (!hasCoordinates) {
      const message = SITE_DATA_MESSAGES.postcodeUnknown(outcode);
      throw validationError({ Postcode: [message] }, message);
    }
    notes.push(`${SITE_DATA_MESSAGES.postcodeUnknown(outcode)}; the coordinates entered were used.`);
  }

  let point: GeoPoint;
  let source: SiteLocation["source"];
  let detail: string;
  if (request.lat !== undefined && request.long !== undefined) {
    point = { latitudeDeg: request.lat, longitudeDeg: request.long };
    source = "coordinates";
    detail = "Coordinates entered (WGS84).";
  } else if (found?.precision === "district") {
    point = found.point;
    source = "postcode-district";
    detail = `Centroid of postcode district ${found.outcode} (mean position of its postcodes); enter the site's coordinates for a closer result.`;
  } else if (found) {
    point = found.point;
    source = "postcode-area";
    detail = `District ${found.outcode} is not in the bundled list: centre of postcode area ${found.area}. Enter the site's coordinates.`;
    notes.push(detail);
  } else {
    throw validationError({ Postcode: [SITE_DATA_MESSAGES.locationRequired] }, SITE_DATA_MESSAGES.locationRequired);
  }

  const grid = toNationalGrid(point);
  let district: ResolvedLocation["district"];
  const postcodeCentroid =
    found?.precision === "district" ? datasets.postcodes.districts.get(found.outcode) : undefined;
  const postcodeDistanceKm = postcodeCentroid ? haversineDistanceKm(point, postcodeCentroid) : 0;
  if (postcodeCentroid && postcodeDistanceKm > DISTRICT_DISTANCE_WARNING_KM) {
    // A postcode far from the coordinates is a typo in one of them; the coordinates place the site.
    notes.push(
      `The coordinates are ${round(postcodeDistanceKm, 1)} km from postcode district ${postcodeCentroid.outcode}: check the postcode and the coordinates. The coordinates were used.`,
    );
  }
  if (postcodeCentroid && postcodeDistanceKm <= DISTRICT_DISTANCE_WARNING_KM) {
    district = { outcode: postcodeCentroid.outcode, distanceKm: postcodeDistanceKm, isFromPostcode: true };
  } else {
    const nearest = datasets.postcodes.nearestDistrict(point);
    district = { outcode: nearest.district.outcode, distanceKm: nearest.distanceKm, isFromPostcode: false };
  }

  const town = found?.precision === "district" ? found.town : null;
  return {
    location: {
      latitude: point.latitudeDeg,
      longitude: point.longitudeDeg,
      easting: Math.round(grid.eastingM),
      northing: Math.round(grid.northingM),
      postcode: request.postcode === undefined ? null : normaliseEnteredPostcode(request.postcode),
      outcode,
      town,
      source,
      detail,
    },
    point,
    grid,
    district,
    notes,
  };
}

/** "sw1a1aa" → "SW1A 1AA"; an outcode on its own stays as it is. */
function normaliseEnteredPostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, "").toUpperCase();
  const outcode = outcodeOf(compact);
  return outcode !== null && outcode !== compact ? `${outcode} ${compact.slice(outcode.length)}` : compact;
}

function resolveVbMap(
  sources: SiteDataSources,
  request: SiteDataRequest,
  site: ResolvedLocation,
  coast: CoastlineDistance,
  notes: string[],
): Sourced<number> {
  const unit = "m/s";
  if (request.projectVbMapOverride) {
    const reason = request.projectVbMapOverride.reason ? `: ${request.projectVbMapOverride.reason}` : "";
    return {
      value: request.projectVbMapOverride.vbMapMs,
      unit,
      source: "project-override",
      needsConfirmation: false,
      detail: `Set on the project by technical staff${reason}.`,
    };
  }
  const official = sources.official;
  if (official?.grid) {
    const read = official.grid.valueAt(site.grid);
    if (read) {
      const how =
        read.method === "bilinear"
          ? "interpolated bilinearly between the four grid nodes around"
          : `the largest of the ${read.nodeCount} grid nodes present around (edge of the data)`;
      return {
        value: round(read.valueMs, 2),
        unit,
        source: "official",
        needsConfirmation: false,
        detail: `Official UK National Annex data (${official.grid.file}), ${how} ${formatGrid(site.grid)}.`,
      };
    }
  }
  const officialByDistrict = official?.byOutcode?.values.get(site.district.outcode);
  if (official?.byOutcode && officialByDistrict !== undefined) {
    return {
      value: officialByDistrict,
      unit,
      source: "official",
      needsConfirmation: !site.district.isFromPostcode,
      detail: `Official UK National Annex data (${official.byOutcode.file}) for postcode district ${site.district.outcode}${describeDistrictDistance(site)}.`,
    };
  }
  if (official) {
    notes.push(`The official wind data in ${official.folder} does not cover this site: the indicative value is used.`);
  }
  if (coast.region === "Channel Islands" && coast.distanceKm <= CHANNEL_ISLANDS_NOTE_DISTANCE_KM) {
    return {
      value: CHANNEL_ISLANDS_VB_MAP_MS,
      unit,
      source: "indicative",
      needsConfirmation: true,
      detail: `Indicative: ${CHANNEL_ISLANDS_VB_MAP_MS} m/s for the Channel Islands, from the note on UK NA Figure NA.1. The official National Annex data replaces it.`,
    };
  }
  if (coast.region === "Isle of Man" && site.location.outcode === null) {
    notes.push(
      "The Isle of Man is not in the UK postcode data: vb,map is the nearest UK district's. Check it on Figure NA.1.",
    );
  }
  const indicative = sources.bundled.indicativeVbMap.get(site.district.outcode);
  if (indicative === undefined) throw new Error(`No indicative vb,map for ${site.district.outcode}`);
  if (site.district.distanceKm > DISTRICT_DISTANCE_WARNING_KM) {
    notes.push(
      `The site is ${round(site.district.distanceKm, 1)} km from the centroid of district ${site.district.outcode}, whose vb,map is used: check vb,map on Figure NA.1.`,
    );
  }
  return {
    value: indicative,
    unit,
    source: "indicative",
    needsConfirmation: true,
    detail:
      `Indicative: interpolated from a digitisation of UK NA Figure NA.1 at the centroid of postcode district ` +
      `${site.district.outcode}${describeDistrictDistance(site)}. The official National Annex data replaces it.`,
  };
}

function describeDistrictDistance(site: ResolvedLocation): string {
  if (site.district.isFromPostcode && site.location.source !== "coordinates") return "";
  const reason = site.district.isFromPostcode ? "" : ", the district whose centroid is nearest the site";
  return ` (${round(site.district.distanceKm, 1)} km from the site${reason})`;
}

function resolveDistanceToSea(
  request: SiteDataRequest,
  site: ResolvedLocation,
  coast: CoastlineDistance,
  notes: string[],
): SiteWindInputs["distanceToSea"] {
  const unit = "km";
  if (request.distanceToSeaKm !== undefined) {
    return {
      value: request.distanceToSeaKm,
      unit,
      source: "entered",
      needsConfirmation: false,
      detail: "Distance to the shoreline entered.",
      nearestCoastPoint: null,
    };
  }
  const distanceKm = round(coast.distanceKm, 2);
  const isNearCoast = distanceKm < COASTLINE_CHECK_DISTANCE_KM;
  const isNorthernIreland = coast.region === "Northern Ireland" || site.district.outcode.startsWith("BT");
  if (isNearCoast) {
    notes.push(
      `The site is ${distanceKm} km from the bundled coastline, which is accurate to about 1 km: check the distance to the shoreline and enter it.`,
    );
  }
  if (isNorthernIreland) {
    notes.push(
      "The bundled coastline omits the Republic of Ireland's coast, so the distance to the sea from western Northern Ireland can be overstated: check it and enter it.",
    );
  }
  if (distanceKm > SHORELINE_DISTANCE_RANGE_KM[1]) {
    notes.push(
      `Figure NA.7 ends at ${SHORELINE_DISTANCE_RANGE_KM[1]} km: its ${SHORELINE_DISTANCE_RANGE_KM[1]} km curve is used.`,
    );
  }
  return {
    value: distanceKm,
    unit,
    source: "computed",
    needsConfirmation: isNearCoast || isNorthernIreland,
    detail:
      `Shortest distance in any direction to the bundled coastline (Natural Earth 1:10m; tidal estuaries count ` +
      `as sea), nearest at ${formatPoint(coast.nearest)} (${coast.region}). Never longer than the upwind distance ` +
      `of NA.2.14, so conservative.`,
    nearestCoastPoint: {
      latitude: round(coast.nearest.latitudeDeg, 5),
      longitude: round(coast.nearest.longitudeDeg, 5),
    },
  };
}

const ENTER_ALTITUDE = "Enter the site's altitude (the upwind base of the feature where orography is significant).";

/**
 * The site altitude A: entered, else the indicative ground altitude of the site's postcode district (bundled,
 * to confirm), else, for a district the altitude file lacks, the highest of its neighbours (conservative).
 */
function resolveAltitude(
  sources: SiteDataSources,
  request: SiteDataRequest,
  site: ResolvedLocation,
  notes: string[],
): Sourced<number> {
  const unit = "m";
  if (request.altitudeM !== undefined) {
    return { value: request.altitudeM, unit, source: "entered", needsConfirmation: false, detail: "Altitude entered." };
  }
  if (request.orography === true) {
    notes.push(
      "Orography is significant: A must be the altitude of the upwind base of the hill, cliff or escarpment, which the district's altitude cannot give. Enter it.",
    );
  }
  const altitudes = sources.bundled.indicativeAltitude;
  const district = altitudes.get(site.district.outcode);
  if (district) {
    return {
      value: district.altitudeM,
      unit,
      source: "indicative",
      needsConfirmation: true,
      detail:
        `Indicative: ${district.altitudeM} m, the ground altitude at the centroid of postcode district ` +
        `${site.district.outcode}${describeDistrictDistance(site)}, interpolated from Met Office DataPoint site ` +
        `altitudes (${district.method}). A site can be tens of metres higher or lower than its district, and ` +
        `100–400 m in upland districts; every 10 m changes qp by about 2 %. ${ENTER_ALTITUDE} ${ALTITUDE_ATTRIBUTION}.`,
    };
  }
  let highest: { outcode: string; altitudeM: number } | undefined;
  for (const centroid of sources.bundled.postcodes.districts.values()) {
    const altitude = altitudes.get(centroid.outcode);
    if (altitude === undefined || haversineDistanceKm(site.point, centroid) > ALTITUDE_FALLBACK_RADIUS_KM) continue;
    if (!highest || altitude.altitudeM > highest.altitudeM) {
      highest = { outcode: centroid.outcode, altitudeM: altitude.altitudeM };
    }
  }
  if (altitudes.size === 0) throw new Error("The bundled altitude table is empty");
  const value = highest?.altitudeM ?? Math.max(...[...altitudes.values()].map((row) => row.altitudeM));
  const basis = highest
    ? `the highest indicative altitude of the districts within ${ALTITUDE_FALLBACK_RADIUS_KM} km of the site (${highest.outcode})`
    : "the highest indicative altitude in the bundled file";
  return {
    value,
    unit,
    source: "default",
    needsConfirmation: true,
    detail:
      `Assumed, conservative: postcode district ${site.district.outcode} has no indicative altitude, so ${value} m, ` +
      `${basis}, is used (higher ground gives the higher pressure). ${ENTER_ALTITUDE}`,
  };
}

function resolveEnteredValues(
  request: SiteDataRequest,
  altitude: Sourced<number>,
  notes: string[],
): Omit<SiteWindInputs, "vbMap" | "distanceToSea"> {
  const terrain: SiteWindInputs["terrain"] =
    request.terrain === undefined
      ? {
          value: "country",
          unit: "",
          source: "default",
          needsConfirmation: true,
          detail: "Terrain not entered: country terrain assumed, which gives the higher pressure (conservative).",
        }
      : { value: request.terrain, unit: "", source: "entered", needsConfirmation: false, detail: "Terrain entered." };

  let distanceInsideTown: SiteWindInputs["distanceInsideTown"];
  if (terrain.value !== "town") {
    distanceInsideTown = {
      value: null,
      unit: "km",
      source: request.distanceInsideTownKm === undefined ? "default" : "entered",
      needsConfirmation: false,
      detail: "Not used for country terrain.",
    };
  } else if (request.distanceInsideTownKm === undefined) {
    distanceInsideTown = {
      value: DEFAULT_DISTANCE_INSIDE_TOWN_KM,
      unit: "km",
      source: "default",
      needsConfirmation: true,
      detail: `Distance inside town not entered: ${DEFAULT_DISTANCE_INSIDE_TOWN_KM} km assumed, where the town correction ce,T is largest (conservative).`,
    };
  } else {
    distanceInsideTown = {
      value: request.distanceInsideTownKm,
      unit: "km",
      source: "entered",
      needsConfirmation: false,
      detail: "Upwind distance inside town entered.",
    };
  }

  const isOrographySignificant = request.orography ?? false;
  const orography: SiteWindInputs["orography"] =
    request.orography === undefined
      ? {
          value: false,
          unit: "",
          source: "default",
          needsConfirmation: true,
          detail: "Orography not entered: no significant hill, cliff or escarpment assumed. Confirm it.",
        }
      : {
          value: request.orography,
          unit: "",
          source: "entered",
          needsConfirmation: false,
          detail: request.orography ? "Significant orography entered." : "No significant orography entered.",
        };
  let orographyFactor: SiteWindInputs["orographyFactor"];
  if (isOrographySignificant && request.orographyFactor !== undefined) {
    orographyFactor = {
      value: request.orographyFactor,
      unit: "",
      source: "entered",
      needsConfirmation: false,
      detail: "Orography factor co entered (BS EN 1991-1-4 Annex A.3).",
    };
  } else if (isOrographySignificant) {
    // The project's Site panel records whether orography is significant, not co itself.
    orographyFactor = {
      value: 1,
      unit: "",
      source: "default",
      needsConfirmation: true,
      detail:
        "Significant orography without an orography factor: qp is for flat ground (co = 1), which understates the pressure on the feature. Work out co (BS EN 1991-1-4 Annex A.3) and have the design checked.",
    };
    notes.push(
      "Significant orography: qp does not include the orography factor co, which understates it on the hill, cliff or escarpment; the roof's fixing treats the site as significant topography.",
    );
  } else {
    orographyFactor = {
      value: 1,
      unit: "",
      source: "default",
      needsConfirmation: false,
      detail: "co = 1: no significant orography.",
    };
  }

  const referenceHeight: SiteWindInputs["referenceHeight"] =
    request.referenceHeightM === undefined
      ? {
          value: DEFAULT_REFERENCE_HEIGHT_M,
          unit: "m",
          source: "default",
          needsConfirmation: true,
          detail: `qp is given at ze = ${DEFAULT_REFERENCE_HEIGHT_M} m; a roof's own calculation uses its ridge height.`,
        }
      : {
          value: request.referenceHeightM,
          unit: "m",
          source: "entered",
          needsConfirmation: false,
          detail: "Reference height ze entered (the ridge height for a roof).",
        };

  return { altitude, terrain, distanceInsideTown, orography, orographyFactor, referenceHeight };
}

/** Engine field names → the query's, so an engine refusal lands on the right form field. */
const QUERY_FIELD_BY_ENGINE_FIELD: Record<string, string> = {
  siteAltitudeM: "altitudeM",
  referenceHeightM: "referenceHeightM",
  distanceToShorelineKm: "distanceToSeaKm",
  distanceInsideTownKm: "distanceInsideTownKm",
  orographyFactor: "orographyFactor",
  mapWindVelocityMs: "vbMap",
};

const WIND_INPUT_LABELS: Record<keyof SiteWindInputs, string> = {
  vbMap: "vb,map",
  distanceToSea: "distance to the sea",
  altitude: "A (site altitude)",
  terrain: "terrain",
  distanceInsideTown: "distance inside town",
  orography: "significant orography",
  orographyFactor: "co (orography factor)",
  referenceHeight: "ze (reference height)",
};

/**
 * The engine's site wind input from resolved wind inputs: the one translation both qp here and the roof
 * calculation use, so the Site panel shows exactly what a roof was calculated with.
 */
export function engineSiteWindInput(sources: SiteDataSources, windInputs: SiteWindInputs): SiteWindInput {
  return {
    mapWindVelocityMs: windInputs.vbMap.value,
    isMapVelocityIndicative: windInputs.vbMap.source === "indicative",
    siteAltitudeM: windInputs.altitude.value,
    distanceToShorelineKm: Math.max(windInputs.distanceToSea.value, SHORELINE_DISTANCE_RANGE_KM[0]),
    terrain: windInputs.terrain.value,
    ...(windInputs.distanceInsideTown.value === null
      ? {}
      : { distanceInsideTownKm: windInputs.distanceInsideTown.value }),
    orographyFactor: windInputs.orographyFactor.value,
    // Official chart data when installed; otherwise the engine's indicative tables.
    ...(sources.official?.exposureFactorChart ? { exposureFactorChart: sources.official.exposureFactorChart } : {}),
    ...(sources.official?.townCorrectionChart ? { townCorrectionChart: sources.official.townCorrectionChart } : {}),
  };
}

export function resolveSiteData(sources: SiteDataSources, request: SiteDataRequest): SiteData {
  const site = resolveLocation(sources.bundled, request);
  const notes = [...site.notes];
  const coast = sources.bundled.coastline.nearest(site.point);
  const vbMap = resolveVbMap(sources, request, site, coast, notes);
  const distanceToSea = resolveDistanceToSea(request, site, coast, notes);
  const altitude = resolveAltitude(sources, request, site, notes);
  const entered = resolveEnteredValues(request, altitude, notes);
  const windInputs: SiteWindInputs = { vbMap, distanceToSea, ...entered };

  let pressure: ReturnType<typeof calculatePeakVelocityPressure>;
  try {
    pressure = calculatePeakVelocityPressure({
      ...engineSiteWindInput(sources, windInputs),
      referenceHeightM: entered.referenceHeight.value,
    });
  } catch (error) {
    if (!(error instanceof EngineInputError)) throw error;
    const field = QUERY_FIELD_BY_ENGINE_FIELD[error.field] ?? error.field;
    throw validationError({ [modelStateKey(field)]: [error.message] }, error.message);
  }

  const isAltitudeIndicative = altitude.source === "indicative";
  const isIndicative = pressure.result.isIndicative || isAltitudeIndicative;
  if (isIndicative) {
    const usesTownChart = entered.terrain.value === "town";
    const indicativeCharts = pressure.result.isIndicative
      ? [
          sources.official?.exposureFactorChart ? null : "NA.7",
          usesTownChart && !sources.official?.townCorrectionChart ? "NA.8" : null,
        ].filter((figure): figure is string => figure !== null)
      : [];
    const parts = [
      vbMap.source === "indicative" ? "vb,map from the indicative district table" : null,
      isAltitudeIndicative ? "the district's indicative altitude (until the site's altitude is entered)" : null,
      indicativeCharts.length > 0
        ? `the engine's indicative ${indicativeCharts.join(" and ")} chart data (until the official chart files are installed)`
        : null,
    ].filter((part): part is string => part !== null);
    const listed = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
    notes.unshift(`Indicative result: it uses ${listed}.`);
  }

  const trace = startTrace("Site data", "UK NA to BS EN 1991-1-4; bundled and official datasets");
  trace.input("location", formatPoint(site.point), "° (WGS84)", site.location.detail);
  trace.input("National Grid position", formatGrid(site.grid), "m", "OSGB36 (EPSG:27700)");
  if (site.location.outcode) trace.input("postcode district", site.location.outcode, "");
  for (const [key, input] of Object.entries(windInputs)) {
    const label = WIND_INPUT_LABELS[key as keyof SiteWindInputs];
    const value = input.value === null ? "not used" : input.value;
    trace.input(label, value, input.unit, `${input.source}${input.needsConfirmation ? ", to confirm" : ""}`);
    trace.decide(`${label}: ${input.source}`, input.detail, "docs/data-sources.md");
  }
  trace.section(pressure.trace);

  return {
    location: site.location,
    windInputs,
    isIndicative,
    peakVelocityPressure: pressure.result,
    trace: trace.trace,
    traceText: renderTrace(trace.trace),
    notes,
  };
}

// A project's site ----------------------------------------------------------------------------------------------

type ProjectSite = NonNullable<Awaited<ReturnType<typeof repository.findProjectSite>>>;

const isWithin = (value: number, range: readonly [number, number]) => value >= range[0] && value <= range[1];

/** The site-data request of a project: its stored position and postcode, and what was entered for its site. */
function projectSiteRequest(
  project: ProjectSite,
  inputs: ProjectSiteInputs,
  referenceHeightM: number | undefined,
): SiteDataRequest {
  const hasCoordinates =
    project.lat !== null &&
    project.long !== null &&
    isWithin(project.lat, SITE_LATITUDE_RANGE) &&
    isWithin(project.long, SITE_LONGITUDE_RANGE);
  const postcode = project.postCode?.trim() || undefined;
  if (!hasCoordinates && postcode === undefined) {
    throw validationError(
      { Postcode: [SITE_DATA_MESSAGES.projectLocationRequired] },
      SITE_DATA_MESSAGES.projectLocationRequired,
    );
  }
  return {
    postcode,
    lat: hasCoordinates ? (project.lat ?? undefined) : undefined,
    long: hasCoordinates ? (project.long ?? undefined) : undefined,
    altitudeM: inputs.altitude ?? undefined,
    terrain: inputs.terrain ?? undefined,
    distanceInsideTownKm: inputs.distanceInsideTown ?? undefined,
    distanceToSeaKm: undefined,
    orography: inputs.hasSignificantOrography ?? undefined,
    orographyFactor: undefined,
    referenceHeightM,
    ...(inputs.vbMapOverride === null
      ? {}
      : {
          projectVbMapOverride: {
            vbMapMs: inputs.vbMapOverride,
            ...(inputs.vbMapOverrideReason ? { reason: inputs.vbMapOverrideReason } : {}),
          },
        }),
  };
}

function resolveProjectSite(
  ctx: AppContext,
  project: ProjectSite,
  inputs: ProjectSiteInputs,
  referenceHeightM?: number,
): ProjectSiteData {
  const siteData = resolveSiteData(
    siteDataSourcesFor(ctx.config),
    projectSiteRequest(project, inputs, referenceHeightM),
  );
  return { ...siteData, projectId: project.id, siteInputs: inputs };
}

async function loadProjectSite(ctx: AppContext, projectId: number, userId: number | null) {
  const project = await repository.findProjectSite(ctx.db, projectId);
  if (!project) throw notFound(SITE_DATA_MESSAGES.projectNotFound);
  const row = await repository.findOrCreateSiteInputs(ctx.db, projectId, { userId, now: ctx.clock.now() });
  return { project, row };
}

/** GET /site-data/project/{projectId}: the project's site data, for its owner and staff (404 for anybody else). */
export async function getProjectSiteData(
  ctx: AppContext,
  user: AuthenticatedUser,
  projectId: number,
): Promise<ProjectSiteData> {
  await findAccessibleProject(ctx, user, projectId);
  const { project, row } = await loadProjectSite(ctx, projectId, user.id);
  return resolveProjectSite(ctx, project, presentProjectSiteInputs(row));
}

const siteDataChangedElsewhere = () => conflict(VERSION_MESSAGES.changedElsewhere("site data"));

/**
 * PUT /site-data/project/{projectId}: stores the entered values (null clears one back to the dataset's, an
 * omitted one stays). The result is resolved before anything is saved, so a value the calculation refuses is
 * answered 400 with nothing stored. vb,map on the project is for staff only.
 */
export async function updateProjectSiteInputs(
  ctx: AppContext,
  user: AuthenticatedUser,
  projectId: number,
  input: ProjectSiteInputsUpdate,
): Promise<ProjectSiteData> {
  await findAccessibleProject(ctx, user, projectId);
  const { project, row } = await loadProjectSite(ctx, projectId, user.id);
  if (input.version !== row.version) throw siteDataChangedElsewhere();
  const stored = presentProjectSiteInputs(row);
  const changesOverride =
    (input.vbMapOverride !== undefined && input.vbMapOverride !== stored.vbMapOverride) ||
    (input.vbMapOverrideReason !== undefined && input.vbMapOverrideReason !== stored.vbMapOverrideReason);
  if (changesOverride && !isStaff(user.role)) throw forbidden(SITE_DATA_MESSAGES.vbMapOverrideStaffOnly);

  const next: ProjectSiteInputs = {
    altitude: input.altitude === undefined ? stored.altitude : input.altitude,
    terrain: input.terrain === undefined ? stored.terrain : input.terrain,
    distanceInsideTown: input.distanceInsideTown === undefined ? stored.distanceInsideTown : input.distanceInsideTown,
    hasSignificantOrography:
      input.hasSignificantOrography === undefined ? stored.hasSignificantOrography : input.hasSignificantOrography,
    vbMapOverride: input.vbMapOverride === undefined ? stored.vbMapOverride : input.vbMapOverride,
    vbMapOverrideReason:
      input.vbMapOverrideReason === undefined ? stored.vbMapOverrideReason : input.vbMapOverrideReason,
    version: row.version,
  };
  // Refused values (the engine's own limits) answer 400 here, before the save.
  resolveProjectSite(ctx, project, next);

  const saved = await repository.updateSiteInputsAtVersion(
    ctx.db,
    { id: row.id, expectedVersion: input.version },
    {
      altitudeM: next.altitude,
      terrain: next.terrain,
      distanceInsideTownKm: next.distanceInsideTown,
      hasSignificantOrography: next.hasSignificantOrography,
      vbMapOverrideMs: next.vbMapOverride,
      vbMapOverrideReason: next.vbMapOverrideReason,
      updatedAt: ctx.clock.now(),
      updatedByUserId: user.id,
    },
  );
  if (!saved) throw siteDataChangedElsewhere();
  return resolveProjectSite(ctx, project, presentProjectSiteInputs(saved));
}

/** What the roof calculation takes from the project's site. */
export interface ProjectSiteWind {
  /** The engine's site input (calculateRoof's `site`), built from the same resolution as `siteData`. */
  input: SiteWindInput;
  /** For the roof input (`RoofInput.hasSignificantOrography`): the entered flag, false when not entered. */
  hasSignificantOrography: boolean;
  /** What the Site panel shows: every value with its source, qp at the roof height, the notes and the trace. */
  siteData: ProjectSiteData;
}

/**
 * The site wind of a project for a roof calculation. The caller has already checked that the user may see the
 * project; `roofHeight` (the ridge height, m) is the height siteData's qp is given at (10 m when omitted), the
 * engine taking the ridge from the roof geometry itself. A project without a location answers 400.
 */
export async function siteWindForProject(
  ctx: AppContext,
  projectId: number,
  roofHeight?: number,
): Promise<ProjectSiteWind> {
  const { project, row } = await loadProjectSite(ctx, projectId, null);
  const inputs = presentProjectSiteInputs(row);
  const siteData = resolveProjectSite(ctx, project, inputs, roofHeight);
  return {
    input: engineSiteWindInput(siteDataSourcesFor(ctx.config), siteData.windInputs),
    hasSignificantOrography: siteData.windInputs.orography.value,
    siteData,
  };
}
