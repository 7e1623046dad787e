import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { SOLAR_SYSTEMS_PATH } from "./get-solar-systems";

export function deleteSolarSystem(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`${SOLAR_SYSTEMS_PATH}/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("solar system"),
  });
}

export function useDeleteSolarSystem() {
  return useCatalogueMutation({
    mutationFn: deleteSolarSystem,
    success: entityMessages.deleted("Solar System"),
    invalidates: CHANGED_BY.solarSystem,
  });
}
