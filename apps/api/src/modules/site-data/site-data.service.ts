/**
 * Site data: turns a location (coordinates and/or postcode) and the values a user entered into the
 * engine's wind inputs, each with where it came from, then the peak velocity pressure qp for the site.
 * Offline: the bundled datasets, and the official National Annex files when WIND_DATA_DIR holds them.
 * Unknowns take the conservative default and are flagged for the user to confirm (DESIGN §7).
 */
import {
  modelStateKey,
  SITE_DATA_MESSAGES,
  type SiteData,
  type SiteDataQuery,
  type SiteLocation,
  type SiteValueSource,
  type SiteWindInputs,
} from "@portal/contracts";
import {
  calculatePeakVelocityPressure,
  EngineInputError,
  type GeoPoint,
  haversineDistanceKm,
  renderTrace,
  SHORELINE_DISTANCE_RANGE_KM,
  startTrace,
  TOWN_DISTANCE_RANGE_KM,
} from "@portal/engine";
import { type BundledDatasets, bundledDatasets } from "../../datasets/bundled-datasets.js";
import type { CoastlineDistance } from "../../datasets/coastline.js";
import { type GridPoint, toNationalGrid } from "../../datasets/national-grid.js";
import { loadOfficialWindData, type OfficialWindData } from "../../datasets/official-wind-data.js";
import { outcodeOf, type PostcodeLocation } from "../../datasets/postcode-districts.js";
import type { AppConfig } from "../../env.js";
import { validationError } from "../../errors.js";

/** No altitude dataset is bundled. 100 m is the BRE Digest 489 zonal-map limit and conservative below it. */
export const DEFAULT_SITE_ALTITUDE_M = 100;
/** Height at which qp is reported when no ridge height is given: covers two-storey houses. */
export const DEFAULT_REFERENCE_HEIGHT_M = 10;
/** Town terrain without an entered distance: the start of Figure NA.8, where ce,T is largest. */
export const DEFAULT_DISTANCE_INSIDE_TOWN_KM = TOWN_DISTANCE_RANGE_KM[0];
/** Below this the coarse coastline (segments of about 1 km) cannot place the shore reliably. */
export const COASTLINE_CHECK_DISTANCE_KM = 2;
/** A site farther than this from the district whose indicative value it takes is flagged. */
export const DISTRICT_DISTANCE_WARNING_KM = 15;
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

function resolveEnteredValues(request: SiteDataRequest): Omit<SiteWindInputs, "vbMap" | "distanceToSea"> {
  const altitude: Sourced<number> =
    request.altitudeM === undefined
      ? {
          value: DEFAULT_SITE_ALTITUDE_M,
          unit: "m",
          source: "default",
          needsConfirmation: true,
          detail: `Altitude not entered: ${DEFAULT_SITE_ALTITUDE_M} m above sea level assumed. Enter the site's altitude (it is the upwind base of the feature where orography is significant).`,
        }
      : {
          value: request.altitudeM,
          unit: "m",
          source: "entered",
          needsConfirmation: false,
          detail: "Altitude entered.",
        };

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
  const orographyFactor: SiteWindInputs["orographyFactor"] =
    isOrographySignificant && request.orographyFactor !== undefined
      ? {
          value: request.orographyFactor,
          unit: "",
          source: "entered",
          needsConfirmation: false,
          detail: "Orography factor co entered (BS EN 1991-1-4 Annex A.3).",
        }
      : {
          value: 1,
          unit: "",
          source: "default",
          needsConfirmation: false,
          detail: "co = 1: no significant orography.",
        };

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

export function resolveSiteData(sources: SiteDataSources, request: SiteDataRequest): SiteData {
  const site = resolveLocation(sources.bundled, request);
  const notes = [...site.notes];
  const coast = sources.bundled.coastline.nearest(site.point);
  const vbMap = resolveVbMap(sources, request, site, coast, notes);
  const distanceToSea = resolveDistanceToSea(request, site, coast, notes);
  const entered = resolveEnteredValues(request);
  const windInputs: SiteWindInputs = { vbMap, distanceToSea, ...entered };

  let pressure: ReturnType<typeof calculatePeakVelocityPressure>;
  try {
    pressure = calculatePeakVelocityPressure({
      mapWindVelocityMs: vbMap.value,
      isMapVelocityIndicative: vbMap.source === "indicative",
      siteAltitudeM: entered.altitude.value,
      referenceHeightM: entered.referenceHeight.value,
      distanceToShorelineKm: Math.max(distanceToSea.value, SHORELINE_DISTANCE_RANGE_KM[0]),
      terrain: entered.terrain.value,
      ...(entered.distanceInsideTown.value === null ? {} : { distanceInsideTownKm: entered.distanceInsideTown.value }),
      orographyFactor: entered.orographyFactor.value,
      // Official chart data when installed; otherwise the engine's indicative tables.
      ...(sources.official?.exposureFactorChart ? { exposureFactorChart: sources.official.exposureFactorChart } : {}),
      ...(sources.official?.townCorrectionChart ? { townCorrectionChart: sources.official.townCorrectionChart } : {}),
    });
  } catch (error) {
    if (!(error instanceof EngineInputError)) throw error;
    const field = QUERY_FIELD_BY_ENGINE_FIELD[error.field] ?? error.field;
    throw validationError({ [modelStateKey(field)]: [error.message] }, error.message);
  }

  if (pressure.result.isIndicative) {
    const usesTownChart = entered.terrain.value === "town";
    const indicativeCharts = [
      sources.official?.exposureFactorChart ? null : "NA.7",
      usesTownChart && !sources.official?.townCorrectionChart ? "NA.8" : null,
    ].filter((figure): figure is string => figure !== null);
    const parts = [
      vbMap.source === "indicative" ? "vb,map from the indicative district table" : null,
      indicativeCharts.length > 0
        ? `the engine's indicative ${indicativeCharts.join(" and ")} chart data (until the official chart files are installed)`
        : null,
    ].filter((part): part is string => part !== null);
    notes.unshift(`Indicative result: it uses ${parts.join(" and ")}.`);
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
    isIndicative: pressure.result.isIndicative,
    peakVelocityPressure: pressure.result,
    trace: trace.trace,
    traceText: renderTrace(trace.trace),
    notes,
  };
}
