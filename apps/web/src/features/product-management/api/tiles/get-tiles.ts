import { type Tile, TileSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";

/** Every tile query: the list and the edit pages. */
export const tilesQueryKey = [...catalogueQueryKey, "tiles"] as const;
export const tileListQueryKey = [...tilesQueryKey, "list"] as const;

export function getTiles(): Promise<Tile[]> {
  return requestCatalogueList("/tiles", TileSchema, "tile");
}

export const tileListQueryOptions = () => queryOptions({ queryKey: tileListQueryKey, queryFn: getTiles });

/** The tiles tab, and the Associated Product Code choice of a roof system. */
export function useTiles() {
  return useQuery(tileListQueryOptions());
}
