import {
  entityMessages,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
  type TileColour,
  TileColourSchema,
  type TileColourValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createTileColour(values: TileColourValues): Promise<TileColour> {
  return postCatalogue("/tilecolours", values, TileColourSchema, entityMessages.createFailed("colour mapping"));
}

/** `tileId`: the tile whose page lists it. */
export function useCreateTileColour(tileId: number) {
  return useCatalogueMutation(createTileColour, SUCCESS.colourMappingCreated, CHANGED_BY.tilePart(tileId));
}
