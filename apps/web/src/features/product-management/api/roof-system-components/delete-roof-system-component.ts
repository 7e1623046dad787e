import { entityMessages, REFERENCE_ERROR_MESSAGES as FAILURE } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteRoofSystemComponent(id: number) {
  const failure = FAILURE.deleteRoofSystemComponentFailed;
  return deleteCatalogue(`/productroofsystems/deleteproductroofsystemcomponent/${id}`, failure);
}

/** `roofSystemId`: the roof system whose page lists it. */
export function useDeleteRoofSystemComponent(roofSystemId: number) {
  const success = entityMessages.deleted("Roof system component");
  return useCatalogueMutation(deleteRoofSystemComponent, success, CHANGED_BY.roofSystemComponent(roofSystemId));
}
