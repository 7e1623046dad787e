import { QUERY_ROOTS } from "@/lib/query-keys";
/** The NBS Clauses page's queries live under ["nbs-clauses", projectId], so a save can refresh them by prefix. */
export const nbsClausesQueryKey = (projectId: number, ...detail: Array<string | number>) =>
  [QUERY_ROOTS.nbsClauses, projectId, ...detail] as const;
