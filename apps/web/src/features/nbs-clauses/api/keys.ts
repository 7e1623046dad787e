/** The NBS Clauses page's queries live under ["nbs-clauses", projectId], so a save can refresh them by prefix. */
export const nbsClausesQueryKey = (projectId: number, ...detail: Array<string | number>) =>
  ["nbs-clauses", projectId, ...detail] as const;
