import { entityMessages, type Tile, TileSchema, type TileValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createTile(values: TileValues): Promise<Tile> {
  return requestCatalogueWrite("/tiles", {
    method: "POST",
    body: values,
    schema: TileSchema,
    failure: entityMessages.createFailed("tile"),
  });
}

export function useCreateTile() {
  return useCatalogueMutation({
    mutationFn: createTile,
    success: entityMessages.created("Tile"),
    invalidates: CHANGED_BY.tile,
  });
}
