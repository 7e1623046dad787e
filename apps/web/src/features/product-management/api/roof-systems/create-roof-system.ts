import { entityMessages, type RoofSystem, RoofSystemSchema, type RoofSystemValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createRoofSystem(values: RoofSystemValues): Promise<RoofSystem> {
  return requestCatalogueWrite("/productroofsystems", {
    method: "POST",
    body: values,
    schema: RoofSystemSchema,
    failure: entityMessages.createFailed("roof system"),
  });
}

export function useCreateRoofSystem() {
  return useCatalogueMutation({
    mutationFn: createRoofSystem,
    success: entityMessages.created("Roof System"),
    invalidates: CHANGED_BY.roofSystem,
  });
}
