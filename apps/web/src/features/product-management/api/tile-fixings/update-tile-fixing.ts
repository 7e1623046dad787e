import {
  entityMessages,
  REFERENCE_SUCCESS_MESSAGES,
  type TileFixing,
  TileFixingSchema,
  type TileFixingUpdateValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { TILE_FIXINGS_PATH } from "./create-tile-fixing";

/** The fixing is named by its mapping id. */
export function updateTileFixing({
  mappingId,
  values,
}: {
  mappingId: number;
  values: TileFixingUpdateValues;
}): Promise<TileFixing> {
  return requestCatalogueWrite(`${TILE_FIXINGS_PATH}/${mappingId}`, {
    method: "PUT",
    body: values,
    schema: TileFixingSchema,
    failure: entityMessages.updateFailed("fixing component"),
  });
}

/** `tileId`: the tile whose page lists it. */
export function useUpdateTileFixing(tileId: number) {
  return useCatalogueMutation({
    mutationFn: updateTileFixing,
    success: REFERENCE_SUCCESS_MESSAGES.fixingComponentUpdated,
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
