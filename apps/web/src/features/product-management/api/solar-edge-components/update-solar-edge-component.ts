import {
  REFERENCE_ERROR_MESSAGES as FAILURE,
  type SolarEdgeComponent,
  SolarEdgeComponentSchema,
  type SolarEdgeComponentValues,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateSolarEdgeComponent(change: EntityChange<SolarEdgeComponentValues>): Promise<SolarEdgeComponent> {
  const { id, values } = change;
  return putCatalogue(`/solar-edge-components/${id}`, values, SolarEdgeComponentSchema, FAILURE.updateSolarEdgeFailed);
}

/** `tileId`: the tile whose page lists it. */
export function useUpdateSolarEdgeComponent(tileId: number) {
  return useCatalogueMutation(updateSolarEdgeComponent, SUCCESS.solarEdgeUpdated, CHANGED_BY.tilePart(tileId));
}
