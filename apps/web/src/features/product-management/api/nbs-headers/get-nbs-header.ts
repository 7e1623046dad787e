import { type NbsHeader, NbsHeaderSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueItem } from "../catalogue-request";
import { NBS_HEADERS_PATH, nbsHeadersQueryKey } from "./get-nbs-headers";

export const nbsHeaderQueryKey = (id: number) => [...nbsHeadersQueryKey, "detail", id] as const;

export function getNbsHeader(id: number): Promise<NbsHeader> {
  return requestCatalogueItem(`${NBS_HEADERS_PATH}/${id}`, NbsHeaderSchema, "NBS header");
}

export const nbsHeaderQueryOptions = (id: number) =>
  queryOptions({ queryKey: nbsHeaderQueryKey(id), queryFn: () => getNbsHeader(id) });

/** A new header (null) asks nothing. */
export function useNbsHeader(id: number | null) {
  return useQuery({ ...nbsHeaderQueryOptions(id ?? 0), enabled: id !== null });
}
