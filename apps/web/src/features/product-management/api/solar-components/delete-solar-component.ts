import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteSolarComponent(id: number) {
  return deleteCatalogue(`/solar-components/${id}`, entityMessages.deleteFailed("solar component"));
}

export function useDeleteSolarComponent() {
  const success = entityMessages.deleted("Solar Component");
  return useCatalogueMutation(deleteSolarComponent, success, CHANGED_BY.solarComponent);
}
