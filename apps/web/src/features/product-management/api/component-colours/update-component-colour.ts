import {
  type ComponentColour,
  ComponentColourSchema,
  type ComponentColourValues,
  REFERENCE_ERROR_MESSAGES,
  REFERENCE_SUCCESS_MESSAGES,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateComponentColour({
  id,
  values,
}: {
  id: number;
  values: ComponentColourValues;
}): Promise<ComponentColour> {
  return requestCatalogueWrite(`/product-components/product-component-colour/${id}`, {
    method: "PUT",
    body: values,
    schema: ComponentColourSchema,
    failure: REFERENCE_ERROR_MESSAGES.updateComponentColoursFailed,
  });
}

/** `productId`: the component whose page lists it. */
export function useUpdateComponentColour(productId: number) {
  return useCatalogueMutation({
    mutationFn: updateComponentColour,
    success: REFERENCE_SUCCESS_MESSAGES.colourMappingUpdated,
    invalidates: CHANGED_BY.componentColour(productId),
  });
}
