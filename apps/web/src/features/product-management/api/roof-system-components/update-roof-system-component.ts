import {
  REFERENCE_ERROR_MESSAGES as FAILURE,
  type RoofSystemComponent,
  RoofSystemComponentSchema,
  type RoofSystemComponentValues,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateRoofSystemComponent(
  change: EntityChange<RoofSystemComponentValues>,
): Promise<RoofSystemComponent> {
  const { id, values } = change;
  const failure = FAILURE.updateRoofSystemComponentFailed;
  const path = `/productroofsystems/updateproductroofsystemcomponents/${id}`;
  return putCatalogue(path, values, RoofSystemComponentSchema, failure);
}

/** `roofSystemId`: the roof system whose page lists it. */
export function useUpdateRoofSystemComponent(roofSystemId: number) {
  const success = SUCCESS.roofSystemComponentUpdated;
  return useCatalogueMutation(updateRoofSystemComponent, success, CHANGED_BY.roofSystemComponent(roofSystemId));
}
