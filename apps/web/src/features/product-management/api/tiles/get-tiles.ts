import { type Tile, TileSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getTiles(): Promise<Tile[]> {
  return requestCatalogueList("/tiles", TileSchema, "tile");
}

export const tilesQueryOptions = () => queryOptions({ queryKey: catalogueKeys.tileList, queryFn: getTiles });

/** The tiles tab, and the Associated Product Code choice of a roof system. */
export function useTiles() {
  return useQuery(tilesQueryOptions());
}
