import {
  entityMessages,
  type SolarComponent,
  SolarComponentSchema,
  type SolarComponentValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { SOLAR_COMPONENTS_PATH } from "./get-solar-components";

export function createSolarComponent(values: SolarComponentValues): Promise<SolarComponent> {
  return requestCatalogueWrite(SOLAR_COMPONENTS_PATH, {
    method: "POST",
    body: values,
    schema: SolarComponentSchema,
    failure: entityMessages.createFailed("solar component"),
  });
}

export function useCreateSolarComponent() {
  return useCatalogueMutation({
    mutationFn: createSolarComponent,
    success: entityMessages.created("Solar Component"),
    invalidates: CHANGED_BY.solarComponent,
  });
}
