import {
  entityMessages,
  type SolarComponent,
  SolarComponentSchema,
  type SolarComponentValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateSolarComponent({ id, values }: EntityChange<SolarComponentValues>): Promise<SolarComponent> {
  const failure = entityMessages.updateFailed("solar component");
  return putCatalogue(`/solar-components/${id}`, values, SolarComponentSchema, failure);
}

export function useUpdateSolarComponent() {
  const success = entityMessages.updated("Solar Component");
  return useCatalogueMutation(updateSolarComponent, success, CHANGED_BY.solarComponent);
}
