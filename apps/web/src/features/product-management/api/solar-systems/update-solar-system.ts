import { type SolarSystem, SolarSystemSchema, type SolarSystemUpdate } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export interface SolarSystemChange {
  id: number;
  /** All three member lists: adding or removing one member sends them whole. */
  members: SolarSystemUpdate;
  /** The change's own failure text ('Could not add flashing', …). */
  failure: string;
}

export function updateSolarSystem({ id, members, failure }: SolarSystemChange): Promise<SolarSystem> {
  return putCatalogue(`/solar-component-systems/${id}`, members, SolarSystemSchema, failure);
}

/** `success`: the toast of an added member; removing one shows none. */
export function useUpdateSolarSystem(success?: string) {
  return useCatalogueMutation(updateSolarSystem, success, CHANGED_BY.solarSystem);
}
