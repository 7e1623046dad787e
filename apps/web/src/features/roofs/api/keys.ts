import { QUERY_ROOTS } from "@/lib/query-keys";
/**
 * Roof changes show on the plot page and in the plots panel, which read roofs through the plot queries: those
 * start with "plots". Invalidating by key keeps the features apart (no imports between them).
 */
export const roofsRootKey = [QUERY_ROOTS.roofs] as const;
export const plotQueriesKey = [QUERY_ROOTS.plots] as const;
export const roofChangeKeys = [roofsRootKey, plotQueriesKey] as const;
