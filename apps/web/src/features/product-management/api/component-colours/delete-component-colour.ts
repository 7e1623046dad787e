import { entityMessages, MessageResponseSchema, REFERENCE_ERROR_MESSAGES } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteComponentColour(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`/product-components/product-component-colour/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: REFERENCE_ERROR_MESSAGES.deleteComponentColoursFailed,
  });
}

/** `productId`: the component whose page lists it. */
export function useDeleteComponentColour(productId: number) {
  return useCatalogueMutation({
    mutationFn: deleteComponentColour,
    success: entityMessages.deleted("Colour Mapping"),
    invalidates: CHANGED_BY.componentColour(productId),
  });
}
