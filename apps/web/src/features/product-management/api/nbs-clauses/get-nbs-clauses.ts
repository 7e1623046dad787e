import { type NbsClause, NbsClauseSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";
import { NBS_HEADERS_PATH } from "../nbs-headers/get-nbs-headers";

export const nbsClausesQueryKey = [...catalogueQueryKey, "nbs-clauses"] as const;
export const nbsClauseListQueryKey = (headerId: number) => [...nbsClausesQueryKey, headerId] as const;

export const NBS_CLAUSES_PATH = "/nbs-management/nbs-clauses";

/** A header's clauses. */
export function getNbsClauses(headerId: number): Promise<NbsClause[]> {
  return requestCatalogueList(`${NBS_HEADERS_PATH}/${headerId}/nbs-clauses`, NbsClauseSchema, "clause");
}

export const nbsClauseListQueryOptions = (headerId: number) =>
  queryOptions({ queryKey: nbsClauseListQueryKey(headerId), queryFn: () => getNbsClauses(headerId) });

export function useNbsClauses(headerId: number) {
  return useQuery(nbsClauseListQueryOptions(headerId));
}
