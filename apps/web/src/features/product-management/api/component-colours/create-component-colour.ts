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

/** A product component's colour mapping; the specification adds one with a PUT. */
export function createComponentColour(values: ComponentColourValues): Promise<ComponentColour> {
  return requestCatalogueWrite("/product-components/product-component-colour", {
    method: "PUT",
    body: values,
    schema: ComponentColourSchema,
    failure: REFERENCE_ERROR_MESSAGES.createComponentColoursFailed,
  });
}

/** `productId`: the component whose page lists it. */
export function useCreateComponentColour(productId: number) {
  return useCatalogueMutation({
    mutationFn: createComponentColour,
    success: REFERENCE_SUCCESS_MESSAGES.colourMappingCreated,
    invalidates: CHANGED_BY.componentColour(productId),
  });
}
