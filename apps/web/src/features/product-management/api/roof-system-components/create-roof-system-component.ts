import {
  REFERENCE_ERROR_MESSAGES,
  REFERENCE_SUCCESS_MESSAGES,
  type RoofSystemComponent,
  RoofSystemComponentSchema,
  type RoofSystemComponentValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

/** A roof system's component; the specification adds one with a PUT. */
export function createRoofSystemComponent(values: RoofSystemComponentValues): Promise<RoofSystemComponent> {
  return requestCatalogueWrite("/productroofsystems/updateproductroofsystemcomponents", {
    method: "PUT",
    body: values,
    schema: RoofSystemComponentSchema,
    failure: REFERENCE_ERROR_MESSAGES.createRoofSystemComponentFailed,
  });
}

/** `roofSystemId`: the roof system whose page lists it. */
export function useCreateRoofSystemComponent(roofSystemId: number) {
  return useCatalogueMutation({
    mutationFn: createRoofSystemComponent,
    success: REFERENCE_SUCCESS_MESSAGES.roofSystemComponentCreated,
    invalidates: CHANGED_BY.roofSystemComponent(roofSystemId),
  });
}
