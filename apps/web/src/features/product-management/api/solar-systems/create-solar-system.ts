import { entityMessages, type SolarSystem, type SolarSystemCreateValues, SolarSystemSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { SOLAR_SYSTEMS_PATH } from "./get-solar-systems";

/** A new system names only its panel; its members are added on its page. */
export function createSolarSystem(values: SolarSystemCreateValues): Promise<SolarSystem> {
  return requestCatalogueWrite(SOLAR_SYSTEMS_PATH, {
    method: "POST",
    body: values,
    schema: SolarSystemSchema,
    failure: entityMessages.createFailed("solar system"),
  });
}

export function useCreateSolarSystem() {
  return useCatalogueMutation({
    mutationFn: createSolarSystem,
    success: entityMessages.created("Solar System"),
    invalidates: CHANGED_BY.solarSystem,
  });
}
