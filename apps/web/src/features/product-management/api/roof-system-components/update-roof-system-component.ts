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

export function updateRoofSystemComponent({
  id,
  values,
}: {
  id: number;
  values: RoofSystemComponentValues;
}): Promise<RoofSystemComponent> {
  return requestCatalogueWrite(`/productroofsystems/updateproductroofsystemcomponents/${id}`, {
    method: "PUT",
    body: values,
    schema: RoofSystemComponentSchema,
    failure: REFERENCE_ERROR_MESSAGES.updateRoofSystemComponentFailed,
  });
}

/** `roofSystemId`: the roof system whose page lists it. */
export function useUpdateRoofSystemComponent(roofSystemId: number) {
  return useCatalogueMutation({
    mutationFn: updateRoofSystemComponent,
    success: REFERENCE_SUCCESS_MESSAGES.roofSystemComponentUpdated,
    invalidates: CHANGED_BY.roofSystemComponent(roofSystemId),
  });
}
