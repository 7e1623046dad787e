import {
  entityMessages,
  REFERENCE_SUCCESS_MESSAGES,
  type TileColour,
  TileColourSchema,
  type TileColourValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateTileColour({ id, values }: { id: number; values: TileColourValues }): Promise<TileColour> {
  return requestCatalogueWrite(`/tilecolours/${id}`, {
    method: "PUT",
    body: values,
    schema: TileColourSchema,
    failure: entityMessages.updateFailed("colour mapping"),
  });
}

/** `tileId`: the tile whose page lists it. */
export function useUpdateTileColour(tileId: number) {
  return useCatalogueMutation({
    mutationFn: updateTileColour,
    success: REFERENCE_SUCCESS_MESSAGES.colourMappingUpdated,
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
