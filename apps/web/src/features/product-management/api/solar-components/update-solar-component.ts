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

export function updateSolarComponent({
  id,
  values,
}: {
  id: number;
  values: SolarComponentValues;
}): Promise<SolarComponent> {
  return requestCatalogueWrite(`${SOLAR_COMPONENTS_PATH}/${id}`, {
    method: "PUT",
    body: values,
    schema: SolarComponentSchema,
    failure: entityMessages.updateFailed("solar component"),
  });
}

export function useUpdateSolarComponent() {
  return useCatalogueMutation({
    mutationFn: updateSolarComponent,
    success: entityMessages.updated("Solar Component"),
    invalidates: CHANGED_BY.solarComponent,
  });
}
