import { entityMessages, MessageResponseSchema, REFERENCE_ERROR_MESSAGES } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteRoofSystemComponent(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`/productroofsystems/deleteproductroofsystemcomponent/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: REFERENCE_ERROR_MESSAGES.deleteRoofSystemComponentFailed,
  });
}

/** `roofSystemId`: the roof system whose page lists it. */
export function useDeleteRoofSystemComponent(roofSystemId: number) {
  return useCatalogueMutation({
    mutationFn: deleteRoofSystemComponent,
    success: entityMessages.deleted("Roof system component"),
    invalidates: CHANGED_BY.roofSystemComponent(roofSystemId),
  });
}
