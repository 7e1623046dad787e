import { type NbsHeader, NbsHeaderSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";

/** Every NBS header query: the list and the edit pages. */
export const nbsHeadersQueryKey = [...catalogueQueryKey, "nbs-headers"] as const;
export const nbsHeaderListQueryKey = [...nbsHeadersQueryKey, "list"] as const;

export const NBS_HEADERS_PATH = "/nbs-management/nbs-headers";

export function getNbsHeaders(): Promise<NbsHeader[]> {
  return requestCatalogueList(NBS_HEADERS_PATH, NbsHeaderSchema, "NBS header");
}

export const nbsHeaderListQueryOptions = () =>
  queryOptions({ queryKey: nbsHeaderListQueryKey, queryFn: getNbsHeaders });

export function useNbsHeaders() {
  return useQuery(nbsHeaderListQueryOptions());
}
