import {
  entityMessages,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
  type TileFixing,
  TileFixingSchema,
  type TileFixingUpdateValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

/** A fixing is named by its mapping id. */
export function updateTileFixing(change: { mappingId: number; values: TileFixingUpdateValues }): Promise<TileFixing> {
  const path = `/product-components/product-component-fixing-for-tile/${change.mappingId}`;
  return putCatalogue(path, change.values, TileFixingSchema, entityMessages.updateFailed("fixing component"));
}

/** `tileId`: the tile whose page lists it. */
export function useUpdateTileFixing(tileId: number) {
  const success = SUCCESS.fixingComponentUpdated;
  return useCatalogueMutation(updateTileFixing, success, CHANGED_BY.tilePart(tileId));
}
