import { SORT_ORDER, USERS_DEFAULT_SORT_BY } from "@portal/contracts";
import type { ListSort } from "@/lib/list-sort";

/** The users list's own order until a header is clicked (spec 01 §9: sorted by name, order 0). */
export const defaultSort: ListSort = { sortBy: USERS_DEFAULT_SORT_BY, sortOrder: SORT_ORDER.none };
