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

/** A tile's colour mapping. */
export function createTileColour(values: TileColourValues): Promise<TileColour> {
  return requestCatalogueWrite("/tilecolours", {
    method: "POST",
    body: values,
    schema: TileColourSchema,
    failure: entityMessages.createFailed("colour mapping"),
  });
}

/** `tileId`: the tile whose page lists it. */
export function useCreateTileColour(tileId: number) {
  return useCatalogueMutation({
    mutationFn: createTileColour,
    success: REFERENCE_SUCCESS_MESSAGES.colourMappingCreated,
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
