import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteTileColour(id: number) {
  return deleteCatalogue(`/tilecolours/${id}`, entityMessages.deleteFailed("colour mapping"));
}

/** `tileId`: the tile whose page lists it. */
export function useDeleteTileColour(tileId: number) {
  return useCatalogueMutation(deleteTileColour, entityMessages.deleted("Colour Mapping"), CHANGED_BY.tilePart(tileId));
}
