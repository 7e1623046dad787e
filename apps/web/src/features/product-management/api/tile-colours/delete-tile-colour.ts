import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteTileColour(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`/tilecolours/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("colour mapping"),
  });
}

/** `tileId`: the tile whose page lists it. */
export function useDeleteTileColour(tileId: number) {
  return useCatalogueMutation({
    mutationFn: deleteTileColour,
    success: entityMessages.deleted("Colour Mapping"),
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
