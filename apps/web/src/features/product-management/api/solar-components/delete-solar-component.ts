import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { SOLAR_COMPONENTS_PATH } from "./get-solar-components";

export function deleteSolarComponent(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`${SOLAR_COMPONENTS_PATH}/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("solar component"),
  });
}

export function useDeleteSolarComponent() {
  return useCatalogueMutation({
    mutationFn: deleteSolarComponent,
    success: entityMessages.deleted("Solar Component"),
    invalidates: CHANGED_BY.solarComponent,
  });
}
