import { type SolarSystem, SolarSystemSchema, type SolarSystemUpdate } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { SOLAR_SYSTEMS_PATH } from "./get-solar-systems";

/** The whole member lists are sent each time: adding or removing one member is a PUT of all three. */
export function updateSolarSystem({
  id,
  members,
  failure,
}: {
  id: number;
  members: SolarSystemUpdate;
  /** The change's own failure text ('Could not add flashing', …). */
  failure: string;
}): Promise<SolarSystem> {
  return requestCatalogueWrite(`${SOLAR_SYSTEMS_PATH}/${id}`, {
    method: "PUT",
    body: members,
    schema: SolarSystemSchema,
    failure,
  });
}

/** `success`: the toast of an added member; removing one shows none. */
export function useUpdateSolarSystem(success?: string) {
  return useCatalogueMutation({
    mutationFn: updateSolarSystem,
    ...(success === undefined ? {} : { success }),
    invalidates: CHANGED_BY.solarSystem,
  });
}
