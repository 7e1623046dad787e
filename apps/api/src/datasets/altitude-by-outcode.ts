/**
 * Indicative ground altitude per postcode district: the columns `outcode,altitude_m,method` of the bundled
 * "uk-outcode-altitude.csv" (docs/data-sources.md). Each value is interpolated from Met Office DataPoint site
 * altitudes at the district's centroid, not read from a terrain model, so it is shown as an indicative value
 * the user confirms or replaces with the site's own altitude.
 */
import { SITE_ALTITUDE_RANGE_M, UK_OUTCODE_PATTERN } from "@portal/contracts";
import { columnIndexes, DatasetError, readCell, readCsv, readNumber } from "./csv.js";

/** The credit the Open Government Licence asks for wherever these altitudes are shown (DataPoint terms). */
export const ALTITUDE_ATTRIBUTION =
  "Contains public sector information licensed under the Open Government Licence (Met Office DataPoint site altitudes)";

export interface DistrictAltitude {
  /** Ground altitude at the district's centroid, whole metres above sea level. */
  altitudeM: number;
  /** How the row was made, in the file's words (the sites interpolated, their distances and altitudes). */
  method: string;
}

export function loadAltitudeByOutcode(file: string): ReadonlyMap<string, DistrictAltitude> {
  const table = readCsv(file);
  const columns = columnIndexes(table, ["outcode", "altitude_m", "method"]);
  const values = new Map<string, DistrictAltitude>();
  for (const row of table.rows) {
    const outcode = readCell(row, columns.outcode).replace(/\s+/g, "").toUpperCase();
    if (!UK_OUTCODE_PATTERN.test(outcode)) {
      throw new DatasetError(file, `"${outcode}" is not a postcode district`, row.line);
    }
    if (values.has(outcode)) throw new DatasetError(file, `${outcode} appears twice`, row.line);
    values.set(outcode, {
      altitudeM: readNumber(table, row, columns.altitude_m, SITE_ALTITUDE_RANGE_M),
      method: readCell(row, columns.method),
    });
  }
  if (values.size === 0) throw new DatasetError(file, "the file has no rows");
  return values;
}
