import {
  entityMessages,
  type SolarComponent,
  SolarComponentSchema,
  type SolarComponentValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createSolarComponent(values: SolarComponentValues): Promise<SolarComponent> {
  const failure = entityMessages.createFailed("solar component");
  return postCatalogue("/solar-components", values, SolarComponentSchema, failure);
}

export function useCreateSolarComponent() {
  const success = entityMessages.created("Solar Component");
  return useCatalogueMutation(createSolarComponent, success, CHANGED_BY.solarComponent);
}
