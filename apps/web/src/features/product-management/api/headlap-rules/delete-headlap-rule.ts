import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteHeadlapRule(id: number) {
  return deleteCatalogue(`/tileheadlaprules/${id}`, entityMessages.deleteFailed("headlap rule"));
}

/** `tileId`: the tile whose page lists it. */
export function useDeleteHeadlapRule(tileId: number) {
  return useCatalogueMutation(deleteHeadlapRule, entityMessages.deleted("Headlap Rule"), CHANGED_BY.tilePart(tileId));
}
