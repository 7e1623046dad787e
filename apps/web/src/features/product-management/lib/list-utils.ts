import { PAGER_SIBLING_PAGES } from "@portal/contracts";

export type SortDirection = "asc" | "desc";
export interface SortState {
  column: string;
  direction: SortDirection;
}

/** Every value inside a row, nested objects and arrays included, as lower-case text. */
function collectText(value: unknown, into: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) collectText(item, into);
    return;
  }
  if (typeof value === "object") {
    for (const item of Object.values(value as Record<string, unknown>)) collectText(item, into);
    return;
  }
  into.push(String(value).toLowerCase());
}

/** Case-insensitive search over all values of a row, nested ones included (spec 03 §9). */
export function matchesSearch(row: unknown, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === "") return true;
  const texts: string[] = [];
  collectText(row, texts);
  return texts.some((text) => text.includes(needle));
}

export type SortValue = string | number | boolean | null | undefined;

function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === "") return 1;
  if (b === null || b === undefined || b === "") return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return a === b ? 0 : a ? -1 : 1;
  return String(a).localeCompare(String(b), "en-GB", { numeric: true, sensitivity: "base" });
}

/** A stable sort by one column; blanks always last. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const factor = direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((left, right) => {
      const a = value(left.row);
      const b = value(right.row);
      const blankA = a === null || a === undefined || a === "";
      const blankB = b === null || b === undefined || b === "";
      if (blankA !== blankB) return blankA ? 1 : -1;
      return factor * compare(a, b) || left.index - right.index;
    })
    .map((entry) => entry.row);
}

/** Clicking the sorted column toggles its direction; another column starts ascending (spec 03 §9). */
export function nextSort(current: SortState, column: string): SortState {
  if (current.column === column) return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  return { column, direction: "asc" };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** The page numbers the pager shows: up to three on each side of the current page (spec 03 §9). */
export function pagerPages(current: number, totalPages: number, siblings = PAGER_SIBLING_PAGES): number[] {
  const first = Math.max(1, current - siblings);
  const last = Math.min(totalPages, current + siblings);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
