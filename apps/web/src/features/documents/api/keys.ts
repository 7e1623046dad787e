import type { DocumentLevel } from "@portal/contracts";
import { QUERY_ROOTS } from "@/lib/query-keys";

/**
 * Documents' queries live under their item's key (the projects, plots and roofs features use the same roots),
 * so refreshing an item refreshes its documents too; the keys are written out rather than imported because
 * features do not import each other.
 */
const itemKey = (level: DocumentLevel, id: number) => [`${level}s`, "detail", id] as const;

export const documentHistoryQueryKey = (level: DocumentLevel, id: number) =>
  [...itemKey(level, id), "documents"] as const;

/**
 * A roof's availability sits under the roof editor's key, which every save of the roof refreshes (its flags
 * follow the roof's data); a plot's or a project's under the item's own key.
 */
export const documentAvailabilityQueryKey = (level: DocumentLevel, id: number) =>
  level === "roof"
    ? ([QUERY_ROOTS.roofEditor, id, "availability"] as const)
    : ([...itemKey(level, id), "availability"] as const);
