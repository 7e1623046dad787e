import {
  REFERENCE_ERROR_MESSAGES as FAILURE,
  type SolarEdgeComponent,
  SolarEdgeComponentSchema,
  type SolarEdgeComponentValues,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createSolarEdgeComponent(values: SolarEdgeComponentValues): Promise<SolarEdgeComponent> {
  return postCatalogue("/solar-edge-components", values, SolarEdgeComponentSchema, FAILURE.createSolarEdgeFailed);
}

/** `tileId`: the tile whose page lists it. */
export function useCreateSolarEdgeComponent(tileId: number) {
  return useCatalogueMutation(createSolarEdgeComponent, SUCCESS.solarEdgeCreated, CHANGED_BY.tilePart(tileId));
}
