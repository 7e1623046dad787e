import { entityMessages, type Tile, TileSchema, type TileValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateTile({ id, values }: { id: number; values: TileValues }): Promise<Tile> {
  return requestCatalogueWrite(`/tiles/${id}`, {
    method: "PUT",
    body: values,
    schema: TileSchema,
    failure: entityMessages.updateFailed("tile"),
  });
}

export function useUpdateTile() {
  return useCatalogueMutation({
    mutationFn: updateTile,
    success: entityMessages.updated("Tile"),
    invalidates: CHANGED_BY.tile,
  });
}
