import { SORT_ORDER, USERS_DEFAULT_SORT_BY } from "@portal/contracts";

export interface UsersSort {
  sortBy: string;
  sortOrder: number;
}

export const defaultSort: UsersSort = { sortBy: USERS_DEFAULT_SORT_BY, sortOrder: SORT_ORDER.none };

/** A header click cycles ascending → descending → the list's default order (spec 01 §9: order 0). */
export function nextSort(current: UsersSort, column: string): UsersSort {
  if (current.sortBy !== column || current.sortOrder === SORT_ORDER.none)
    return { sortBy: column, sortOrder: SORT_ORDER.ascending };
  if (current.sortOrder === SORT_ORDER.ascending) return { sortBy: column, sortOrder: SORT_ORDER.descending };
  return defaultSort;
}

export function ariaSort(current: UsersSort, column: string): "ascending" | "descending" | "none" {
  if (current.sortBy !== column || current.sortOrder === SORT_ORDER.none) return "none";
  return current.sortOrder === SORT_ORDER.ascending ? "ascending" : "descending";
}
