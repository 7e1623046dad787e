import { entityMessages, type RoofSystem, RoofSystemSchema, type RoofSystemValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateRoofSystem({ id, values }: EntityChange<RoofSystemValues>): Promise<RoofSystem> {
  const failure = entityMessages.updateFailed("roof system");
  return putCatalogue(`/productroofsystems/${id}`, values, RoofSystemSchema, failure);
}

export function useUpdateRoofSystem() {
  return useCatalogueMutation(updateRoofSystem, entityMessages.updated("Roof System"), CHANGED_BY.roofSystem);
}
