import { entityMessages, type TileFixing, type TileFixingCreateValues, TileFixingSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

/** Maps a product component to a tile as one of its fixings (spec 03 §7.3). */
export function createTileFixing(values: TileFixingCreateValues): Promise<TileFixing> {
  const failure = entityMessages.createFailed("fixing component");
  return postCatalogue("/product-components/product-component-fixing-for-tile", values, TileFixingSchema, failure);
}

/** `tileId`: the tile whose page lists it. */
export function useCreateTileFixing(tileId: number) {
  const success = entityMessages.created("Fixing Component");
  return useCatalogueMutation(createTileFixing, success, CHANGED_BY.tilePart(tileId));
}
