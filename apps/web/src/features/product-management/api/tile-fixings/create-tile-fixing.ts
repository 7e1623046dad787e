import { entityMessages, type TileFixing, type TileFixingCreateValues, TileFixingSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export const TILE_FIXINGS_PATH = "/product-components/product-component-fixing-for-tile";

/** Maps a product component to a tile as one of its fixings (spec 03 §7.3). */
export function createTileFixing(values: TileFixingCreateValues): Promise<TileFixing> {
  return requestCatalogueWrite(TILE_FIXINGS_PATH, {
    method: "POST",
    body: values,
    schema: TileFixingSchema,
    failure: entityMessages.createFailed("fixing component"),
  });
}

/** `tileId`: the tile whose page lists it. */
export function useCreateTileFixing(tileId: number) {
  return useCatalogueMutation({
    mutationFn: createTileFixing,
    success: entityMessages.created("Fixing Component"),
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
