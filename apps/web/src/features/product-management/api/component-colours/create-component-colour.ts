import {
  type ComponentColour,
  ComponentColourSchema,
  type ComponentColourValues,
  REFERENCE_ERROR_MESSAGES as FAILURE,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

/** The specification adds one with a PUT. */
export function createComponentColour(values: ComponentColourValues): Promise<ComponentColour> {
  const failure = FAILURE.createComponentColoursFailed;
  const path = "/product-components/product-component-colour";
  return putCatalogue(path, values, ComponentColourSchema, failure);
}

/** `productId`: the component whose page lists it. */
export function useCreateComponentColour(productId: number) {
  const success = SUCCESS.colourMappingCreated;
  return useCatalogueMutation(createComponentColour, success, CHANGED_BY.componentColour(productId));
}
