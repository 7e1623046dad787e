import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteTile(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`/tiles/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("tile"),
  });
}

export function useDeleteTile() {
  return useCatalogueMutation({
    mutationFn: deleteTile,
    success: entityMessages.deleted("Tile"),
    invalidates: CHANGED_BY.tile,
  });
}
