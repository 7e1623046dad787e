import { entityMessages, type RoofSystem, RoofSystemSchema, type RoofSystemValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createRoofSystem(values: RoofSystemValues): Promise<RoofSystem> {
  return postCatalogue("/productroofsystems", values, RoofSystemSchema, entityMessages.createFailed("roof system"));
}

export function useCreateRoofSystem() {
  return useCatalogueMutation(createRoofSystem, entityMessages.created("Roof System"), CHANGED_BY.roofSystem);
}
