import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteColour(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`/colours/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("colour"),
  });
}

export function useDeleteColour() {
  return useCatalogueMutation({
    mutationFn: deleteColour,
    success: entityMessages.deleted("Colour"),
    invalidates: CHANGED_BY.colour,
  });
}
