import { type NbsHeader, NbsHeaderSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getNbsHeaders(): Promise<NbsHeader[]> {
  return requestCatalogueList("/nbs-management/nbs-headers", NbsHeaderSchema, "NBS header");
}

export const nbsHeadersQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.nbsHeaderList, queryFn: getNbsHeaders });

export function useNbsHeaders() {
  return useQuery(nbsHeadersQueryOptions());
}
