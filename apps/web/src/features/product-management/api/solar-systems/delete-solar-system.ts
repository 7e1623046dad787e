import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteSolarSystem(id: number) {
  return deleteCatalogue(`/solar-component-systems/${id}`, entityMessages.deleteFailed("solar system"));
}

export function useDeleteSolarSystem() {
  return useCatalogueMutation(deleteSolarSystem, entityMessages.deleted("Solar System"), CHANGED_BY.solarSystem);
}
