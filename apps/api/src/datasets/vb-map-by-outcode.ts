/**
 * vb,map (fundamental basic wind velocity of UK NA Figure NA.1, m/s) per postcode district: the columns
 * `outcode,vb_map_ms`. The bundled indicative table and an official per-district file share this shape.
 */
import { UK_OUTCODE_PATTERN } from "@portal/contracts";
import { columnIndexes, DatasetError, readCell, readCsv, readNumber } from "./csv.js";

/** Figure NA.1 runs from about 21.5 m/s to 31 m/s; anything outside this band is a corrupt file. */
export const VB_MAP_PLAUSIBLE_RANGE_MS = [15, 40] as const;

export function loadVbMapByOutcode(file: string): ReadonlyMap<string, number> {
  const table = readCsv(file);
  const columns = columnIndexes(table, ["outcode", "vb_map_ms"]);
  const values = new Map<string, number>();
  for (const row of table.rows) {
    const outcode = readCell(row, columns.outcode).replace(/\s+/g, "").toUpperCase();
    if (!UK_OUTCODE_PATTERN.test(outcode)) {
      throw new DatasetError(file, `"${outcode}" is not a postcode district`, row.line);
    }
    if (values.has(outcode)) throw new DatasetError(file, `${outcode} appears twice`, row.line);
    values.set(outcode, readNumber(table, row, columns.vb_map_ms, VB_MAP_PLAUSIBLE_RANGE_MS));
  }
  if (values.size === 0) throw new DatasetError(file, "the file has no rows");
  return values;
}
