import { type TileProductManagement, TileProductManagementSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueItem } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

/** The tile with its colour mappings, headlap rules, fixings and solar edges. */
export function getTilePage(id: number): Promise<TileProductManagement> {
  return requestCatalogueItem(`/tiles/gettileproductmanagement/${id}`, TileProductManagementSchema, "tile");
}

export const tilePageQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.tilePage(id), queryFn: () => getTilePage(id) });

/** A new item (null) asks nothing. */
export function useTilePage(id: number | null) {
  return useQuery({ ...tilePageQueryOptions(id ?? 0), enabled: id !== null });
}
