import { entityMessages, REFERENCE_ERROR_MESSAGES as FAILURE } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteComponentColour(id: number) {
  return deleteCatalogue(`/product-components/product-component-colour/${id}`, FAILURE.deleteComponentColoursFailed);
}

/** `productId`: the component whose page lists it. */
export function useDeleteComponentColour(productId: number) {
  const success = entityMessages.deleted("Colour Mapping");
  return useCatalogueMutation(deleteComponentColour, success, CHANGED_BY.componentColour(productId));
}
