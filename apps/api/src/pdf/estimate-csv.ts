/**
 * The Estimate as a spreadsheet: RFC 4180 (CRLF line ends, fields quoted when they hold a comma, quote or line
 * break, quotes doubled). A cell that a spreadsheet would read as a formula (= + - @, or a leading tab or
 * carriage return) is prefixed with a single quote, so a product description can never run as a formula.
 * The file opens with the UTF-8 byte-order mark: without it Excel reads the file in the machine's legacy code
 * page and prints "×" and "²" in the descriptions as two garbled characters each.
 */
import { estimateEdgeName } from "@portal/contracts";
import type { DocumentSnapshot } from "./document-snapshot.js";

export const ESTIMATE_CSV_HEADER = [
  "Plot",
  "Roof",
  "Group",
  "Edge",
  "Code",
  "Description",
  "Unit",
  "Quantity",
  "Wastage %",
  "Pack quantity",
  "Packs",
] as const;

export const UTF8_BYTE_ORDER_MARK = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function estimateCsv(snapshot: DocumentSnapshot): string {
  const rows: Array<Array<string | number | null>> = [[...ESTIMATE_CSV_HEADER]];
  for (const plot of snapshot.plots) {
    for (const roof of plot.roofs) {
      for (const item of roof.estimateItems) {
        rows.push([
          plot.name,
          roof.name,
          item.groupName,
          estimateEdgeName(item),
          item.code,
          item.description,
          item.unit,
          item.quantity,
          item.wastagePercent ?? null,
          item.packQuantity,
          item.packs,
        ]);
      }
    }
  }
  return UTF8_BYTE_ORDER_MARK + rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
