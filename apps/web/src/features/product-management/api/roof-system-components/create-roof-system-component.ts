import {
  REFERENCE_ERROR_MESSAGES as FAILURE,
  type RoofSystemComponent,
  RoofSystemComponentSchema,
  type RoofSystemComponentValues,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

/** The specification adds one with a PUT. */
export function createRoofSystemComponent(values: RoofSystemComponentValues): Promise<RoofSystemComponent> {
  const failure = FAILURE.createRoofSystemComponentFailed;
  const path = "/productroofsystems/updateproductroofsystemcomponents";
  return putCatalogue(path, values, RoofSystemComponentSchema, failure);
}

/** `roofSystemId`: the roof system whose page lists it. */
export function useCreateRoofSystemComponent(roofSystemId: number) {
  const success = SUCCESS.roofSystemComponentCreated;
  return useCatalogueMutation(createRoofSystemComponent, success, CHANGED_BY.roofSystemComponent(roofSystemId));
}
