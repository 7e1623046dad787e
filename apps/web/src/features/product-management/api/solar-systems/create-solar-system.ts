import { entityMessages, type SolarSystem, type SolarSystemCreateValues, SolarSystemSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

/** A new system names only its panel; its members are added on its page. */
export function createSolarSystem(values: SolarSystemCreateValues): Promise<SolarSystem> {
  const failure = entityMessages.createFailed("solar system");
  return postCatalogue("/solar-component-systems", values, SolarSystemSchema, failure);
}

export function useCreateSolarSystem() {
  return useCatalogueMutation(createSolarSystem, entityMessages.created("Solar System"), CHANGED_BY.solarSystem);
}
