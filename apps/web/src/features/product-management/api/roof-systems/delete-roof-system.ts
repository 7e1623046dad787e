import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteRoofSystem(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`/productroofsystems/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("roof system"),
  });
}

export function useDeleteRoofSystem() {
  return useCatalogueMutation({
    mutationFn: deleteRoofSystem,
    success: entityMessages.deleted("Roof System"),
    invalidates: CHANGED_BY.roofSystem,
  });
}
