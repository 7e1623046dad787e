import { type TileProductManagement, TileProductManagementSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueItem } from "../catalogue-request";
import { tilesQueryKey } from "./get-tiles";

/** Every tile edit page: colour, finish and component changes show on all of them. */
export const tilePagesQueryKey = [...tilesQueryKey, "page"] as const;
export const tilePageQueryKey = (id: number) => [...tilePagesQueryKey, id] as const;

/** The tile with its colour mappings, headlap rules, fixings and solar edges (GET /tiles/gettileproductmanagement/{id}). */
export function getTilePage(id: number): Promise<TileProductManagement> {
  return requestCatalogueItem(`/tiles/gettileproductmanagement/${id}`, TileProductManagementSchema, "tile");
}

export const tilePageQueryOptions = (id: number) =>
  queryOptions({ queryKey: tilePageQueryKey(id), queryFn: () => getTilePage(id) });

/** A new tile (null) asks nothing. */
export function useTilePage(id: number | null) {
  return useQuery({ ...tilePageQueryOptions(id ?? 0), enabled: id !== null });
}
