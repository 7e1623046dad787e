/**
 * The offline postcode lookup: one centroid per UK postcode district (outward code) and one per postcode
 * area as the fallback, from the bundled files described in docs/data-sources.md. It serves the site-data
 * service and the offline geocoder (GEOCODER=offline), so it answers any postcode or outcode.
 */
import { UK_OUTCODE_PATTERN, UK_POSTCODE_PATTERN } from "@portal/contracts";
import { type GeoPoint, haversineDistanceKm } from "@portal/engine";
import { type CsvRow, type CsvTable, columnIndexes, DatasetError, readCell, readCsv, readNumber } from "./csv.js";

export interface DistrictCentroid extends GeoPoint {
  outcode: string;
  /** Royal Mail post town(s), joined with " / "; null for non-geographic districts. */
  town: string | null;
}

export interface AreaCentroid extends GeoPoint {
  area: string;
  /** How many geographic districts were averaged. */
  districtCount: number;
}

export type PostcodeLocation =
  | { precision: "district"; outcode: string; area: string; point: GeoPoint; town: string | null }
  | { precision: "area"; outcode: string; area: string; point: GeoPoint; town: null };

export interface PostcodeDirectory {
  districts: ReadonlyMap<string, DistrictCentroid>;
  areas: ReadonlyMap<string, AreaCentroid>;
  /** The district's centroid, else its area's; null when neither is known (e.g. IM, GY, JE, or a typo). */
  locate(outcode: string): PostcodeLocation | null;
  /** The district whose centroid lies nearest the point, for coordinates given without a postcode. */
  nearestDistrict(point: GeoPoint): { district: DistrictCentroid; distanceKm: number };
}

/** Latitude and longitude bounds of the files (the UK with its islands), used to reject a corrupt row. */
const LATITUDE_RANGE = [49, 61] as const;
const LONGITUDE_RANGE = [-9, 2] as const;

/**
 * The outward code of a full postcode ("sw1a 1aa", "SW1A1AA") or of an outcode on its own ("sw1a");
 * null when the text is neither.
 */
export function outcodeOf(text: string): string | null {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  if (UK_POSTCODE_PATTERN.test(compact)) return compact.slice(0, -3);
  if (UK_OUTCODE_PATTERN.test(compact)) return compact;
  return null;
}

/** The postcode area: the outcode's leading letters ("SW1A" → "SW", "B33" → "B"). */
export function postcodeAreaOf(outcode: string): string {
  return outcode.match(/^[A-Z]+/i)?.[0].toUpperCase() ?? "";
}

/** Rows by their code, upper-cased; a malformed or repeated code fails the file at start. */
function readRowsByCode<Centroid>(
  table: CsvTable,
  codeColumn: number,
  code: { pattern: RegExp; name: string },
  readRow: (code: string, row: CsvRow) => Centroid,
): Map<string, Centroid> {
  const rows = new Map<string, Centroid>();
  for (const row of table.rows) {
    const key = readCell(row, codeColumn).toUpperCase();
    if (!code.pattern.test(key)) throw new DatasetError(table.file, `"${key}" is not a ${code.name}`, row.line);
    if (rows.has(key)) throw new DatasetError(table.file, `${key} appears twice`, row.line);
    rows.set(key, readRow(key, row));
  }
  return rows;
}

function readCentroid(table: CsvTable, row: CsvRow, columns: { latitude: number; longitude: number }): GeoPoint {
  return {
    latitudeDeg: readNumber(table, row, columns.latitude, LATITUDE_RANGE),
    longitudeDeg: readNumber(table, row, columns.longitude, LONGITUDE_RANGE),
  };
}

export function loadPostcodeDirectory(options: { districtsFile: string; areasFile: string }): PostcodeDirectory {
  const districtTable = readCsv(options.districtsFile);
  const districtColumns = columnIndexes(districtTable, ["outcode", "latitude", "longitude", "town"]);
  const districts = readRowsByCode<DistrictCentroid>(
    districtTable,
    districtColumns.outcode,
    { pattern: UK_OUTCODE_PATTERN, name: "postcode district" },
    (outcode, row) => ({
      outcode,
      ...readCentroid(districtTable, row, districtColumns),
      town: readCell(row, districtColumns.town) || null,
    }),
  );

  const areaTable = readCsv(options.areasFile);
  const areaColumns = columnIndexes(areaTable, ["area", "latitude", "longitude", "districts"]);
  const areas = readRowsByCode<AreaCentroid>(
    areaTable,
    areaColumns.area,
    { pattern: /^[A-Z]{1,2}$/, name: "postcode area" },
    (area, row) => ({
      area,
      ...readCentroid(areaTable, row, areaColumns),
      districtCount: readNumber(areaTable, row, areaColumns.districts, [1, 1000]),
    }),
  );
  if (districts.size === 0) throw new DatasetError(districtTable.file, "the file has no districts");
  if (areas.size === 0) throw new DatasetError(areaTable.file, "the file has no areas");

  const districtList = [...districts.values()];
  return {
    districts,
    areas,
    locate(outcodeText) {
      const outcode = outcodeText.toUpperCase();
      const area = postcodeAreaOf(outcode);
      const district = districts.get(outcode);
      if (district) {
        const point = { latitudeDeg: district.latitudeDeg, longitudeDeg: district.longitudeDeg };
        return { precision: "district", outcode, area, point, town: district.town };
      }
      const areaCentroid = areas.get(area);
      if (!areaCentroid) return null;
      const point = { latitudeDeg: areaCentroid.latitudeDeg, longitudeDeg: areaCentroid.longitudeDeg };
      return { precision: "area", outcode, area, point, town: null };
    },
    nearestDistrict(point) {
      let best: { district: DistrictCentroid; distanceKm: number } | undefined;
      for (const district of districtList) {
        const distanceKm = haversineDistanceKm(point, district);
        if (best === undefined || distanceKm < best.distanceKm) best = { district, distanceKm };
      }
      if (best === undefined) throw new Error("The postcode directory is empty");
      return best;
    },
  };
}
