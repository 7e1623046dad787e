import { type NbsClause, NbsClauseSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

/** An NBS header's clauses. */
export function getNbsClauses(headerId: number): Promise<NbsClause[]> {
  return requestCatalogueList(`/nbs-management/nbs-headers/${headerId}/nbs-clauses`, NbsClauseSchema, "clause");
}

export const nbsClausesQueryOptions = (headerId: number) =>
  queryOptions({ queryKey: catalogueKeys.nbsClauseList(headerId), queryFn: () => getNbsClauses(headerId) });

export function useNbsClauses(headerId: number) {
  return useQuery(nbsClausesQueryOptions(headerId));
}
