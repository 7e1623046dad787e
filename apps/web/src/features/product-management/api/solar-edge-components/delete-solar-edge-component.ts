import { entityMessages, MessageResponseSchema, REFERENCE_ERROR_MESSAGES } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteSolarEdgeComponent(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`/solar-edge-components/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: REFERENCE_ERROR_MESSAGES.deleteSolarEdgeFailed,
  });
}

/** `tileId`: the tile whose page lists it. */
export function useDeleteSolarEdgeComponent(tileId: number) {
  return useCatalogueMutation({
    mutationFn: deleteSolarEdgeComponent,
    success: entityMessages.deleted("Solar Edge Component"),
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
