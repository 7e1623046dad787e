import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { TILE_FIXINGS_PATH } from "./create-tile-fixing";

export function deleteTileFixing({ tileId, mappingId }: { tileId: number; mappingId: number }) {
  return requestCatalogueWrite(`${TILE_FIXINGS_PATH}/${tileId}/${mappingId}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("fixing component"),
  });
}

/** `tileId`: the tile whose page lists it. */
export function useDeleteTileFixing(tileId: number) {
  return useCatalogueMutation({
    mutationFn: deleteTileFixing,
    success: entityMessages.deleted("Fixing Component"),
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
