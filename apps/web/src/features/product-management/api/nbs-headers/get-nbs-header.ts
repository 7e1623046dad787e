import { type NbsHeader, NbsHeaderSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueItem } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getNbsHeader(id: number): Promise<NbsHeader> {
  return requestCatalogueItem(`/nbs-management/nbs-headers/${id}`, NbsHeaderSchema, "NBS header");
}

export const nbsHeaderQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.nbsHeader(id), queryFn: () => getNbsHeader(id) });

/** A new item (null) asks nothing. */
export function useNbsHeader(id: number | null) {
  return useQuery({ ...nbsHeaderQueryOptions(id ?? 0), enabled: id !== null });
}
