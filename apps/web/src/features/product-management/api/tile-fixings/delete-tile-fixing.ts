import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteTileFixing({ tileId, mappingId }: { tileId: number; mappingId: number }) {
  const path = `/product-components/product-component-fixing-for-tile/${tileId}/${mappingId}`;
  return deleteCatalogue(path, entityMessages.deleteFailed("fixing component"));
}

/** `tileId`: the tile whose page lists it. */
export function useDeleteTileFixing(tileId: number) {
  const success = entityMessages.deleted("Fixing Component");
  return useCatalogueMutation(deleteTileFixing, success, CHANGED_BY.tilePart(tileId));
}
