import { entityMessages, type RoofSystem, RoofSystemSchema, type RoofSystemValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateRoofSystem({ id, values }: { id: number; values: RoofSystemValues }): Promise<RoofSystem> {
  return requestCatalogueWrite(`/productroofsystems/${id}`, {
    method: "PUT",
    body: values,
    schema: RoofSystemSchema,
    failure: entityMessages.updateFailed("roof system"),
  });
}

export function useUpdateRoofSystem() {
  return useCatalogueMutation({
    mutationFn: updateRoofSystem,
    success: entityMessages.updated("Roof System"),
    invalidates: CHANGED_BY.roofSystem,
  });
}
