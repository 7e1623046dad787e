import { entityMessages, type Tile, TileSchema, type TileValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateTile({ id, values }: EntityChange<TileValues>): Promise<Tile> {
  return putCatalogue(`/tiles/${id}`, values, TileSchema, entityMessages.updateFailed("tile"));
}

export function useUpdateTile() {
  return useCatalogueMutation(updateTile, entityMessages.updated("Tile"), CHANGED_BY.tile);
}
