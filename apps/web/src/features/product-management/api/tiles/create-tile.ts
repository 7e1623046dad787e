import { entityMessages, type Tile, TileSchema, type TileValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createTile(values: TileValues): Promise<Tile> {
  return postCatalogue("/tiles", values, TileSchema, entityMessages.createFailed("tile"));
}

export function useCreateTile() {
  return useCatalogueMutation(createTile, entityMessages.created("Tile"), CHANGED_BY.tile);
}
