import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteRoofSystem(id: number) {
  return deleteCatalogue(`/productroofsystems/${id}`, entityMessages.deleteFailed("roof system"));
}

export function useDeleteRoofSystem() {
  return useCatalogueMutation(deleteRoofSystem, entityMessages.deleted("Roof System"), CHANGED_BY.roofSystem);
}
