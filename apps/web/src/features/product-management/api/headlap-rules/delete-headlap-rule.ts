import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteHeadlapRule(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`/tileheadlaprules/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("headlap rule"),
  });
}

/** `tileId`: the tile whose page lists it. */
export function useDeleteHeadlapRule(tileId: number) {
  return useCatalogueMutation({
    mutationFn: deleteHeadlapRule,
    success: entityMessages.deleted("Headlap Rule"),
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
