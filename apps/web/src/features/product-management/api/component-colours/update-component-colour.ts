import {
  type ComponentColour,
  ComponentColourSchema,
  type ComponentColourValues,
  REFERENCE_ERROR_MESSAGES as FAILURE,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateComponentColour({ id, values }: EntityChange<ComponentColourValues>): Promise<ComponentColour> {
  const failure = FAILURE.updateComponentColoursFailed;
  const path = `/product-components/product-component-colour/${id}`;
  return putCatalogue(path, values, ComponentColourSchema, failure);
}

/** `productId`: the component whose page lists it. */
export function useUpdateComponentColour(productId: number) {
  const success = SUCCESS.colourMappingUpdated;
  return useCatalogueMutation(updateComponentColour, success, CHANGED_BY.componentColour(productId));
}
