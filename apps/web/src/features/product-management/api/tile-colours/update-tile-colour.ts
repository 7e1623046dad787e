import {
  entityMessages,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
  type TileColour,
  TileColourSchema,
  type TileColourValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateTileColour({ id, values }: EntityChange<TileColourValues>): Promise<TileColour> {
  return putCatalogue(`/tilecolours/${id}`, values, TileColourSchema, entityMessages.updateFailed("colour mapping"));
}

/** `tileId`: the tile whose page lists it. */
export function useUpdateTileColour(tileId: number) {
  return useCatalogueMutation(updateTileColour, SUCCESS.colourMappingUpdated, CHANGED_BY.tilePart(tileId));
}
