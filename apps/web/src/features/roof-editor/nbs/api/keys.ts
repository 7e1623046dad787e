import { QUERY_ROOTS } from "@/lib/query-keys";
/**
 * The NBS panel's queries live under ["roof-editor", roofId, "nbs"], beside the editor's sections, so leaving the
 * roof drops them with the rest and a save can refresh all of the roof's NBS data by the prefix.
 */
export const nbsQueryKey = (roofId: number, ...detail: string[]) =>
  [QUERY_ROOTS.roofEditor, roofId, "nbs", ...detail] as const;
