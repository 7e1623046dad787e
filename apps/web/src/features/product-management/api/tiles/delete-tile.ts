import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteTile(id: number) {
  return deleteCatalogue(`/tiles/${id}`, entityMessages.deleteFailed("tile"));
}

export function useDeleteTile() {
  return useCatalogueMutation(deleteTile, entityMessages.deleted("Tile"), CHANGED_BY.tile);
}
