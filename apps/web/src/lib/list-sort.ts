import { SORT_ORDER } from "@portal/contracts";
import type { SortState } from "@/components/ui/data-table";

/** A server-sorted list's sort: the column and 0 (the list's default order), 1 ascending or 2 descending. */
export interface ListSort {
  sortBy: string;
  sortOrder: number;
}

/** A header click sorts ascending, then descending, then back to the list's default order (spec 01 §9, 02 §9). */
export function nextSort(current: ListSort, column: string, defaultSort: ListSort): ListSort {
  if (current.sortBy !== column || current.sortOrder === SORT_ORDER.none) {
    return { sortBy: column, sortOrder: SORT_ORDER.ascending };
  }
  if (current.sortOrder === SORT_ORDER.ascending) return { sortBy: column, sortOrder: SORT_ORDER.descending };
  return defaultSort;
}

/** What a column's header tells screen readers (aria-sort). */
export function sortStateOf(current: ListSort, column: string): SortState {
  if (current.sortBy !== column || current.sortOrder === SORT_ORDER.none) return "none";
  return current.sortOrder === SORT_ORDER.descending ? "descending" : "ascending";
}
