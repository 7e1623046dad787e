import { QUERY_ROOTS } from "@/lib/query-keys";
/**
 * The solar designer's queries live under the roof editor's roof key (["roof-editor", roofId]), so leaving the
 * roof drops them with the rest of the editor by that prefix. Features do not import each other: the prefix is
 * written here as `features/roof-editor/api/keys.ts` writes it.
 */
export const roofSolarKey = (roofId: number) => [QUERY_ROOTS.roofEditor, roofId, "solar"] as const;

export const solarArrayKey = (roofId: number, arrayId: number) => [...roofSolarKey(roofId), "array", arrayId] as const;

/** Catalogue reads the designer makes (panels, window types, connectors, a panel's system members). */
export const solarCatalogueKey = (...detail: Array<string | number>) =>
  [QUERY_ROOTS.solarCatalogue, ...detail] as const;
