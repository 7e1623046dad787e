import {
  REFERENCE_ERROR_MESSAGES,
  REFERENCE_SUCCESS_MESSAGES,
  type SolarEdgeComponent,
  SolarEdgeComponentSchema,
  type SolarEdgeComponentValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

/** A tile's solar edge component. */
export function createSolarEdgeComponent(values: SolarEdgeComponentValues): Promise<SolarEdgeComponent> {
  return requestCatalogueWrite("/solar-edge-components", {
    method: "POST",
    body: values,
    schema: SolarEdgeComponentSchema,
    failure: REFERENCE_ERROR_MESSAGES.createSolarEdgeFailed,
  });
}

/** `tileId`: the tile whose page lists it. */
export function useCreateSolarEdgeComponent(tileId: number) {
  return useCatalogueMutation({
    mutationFn: createSolarEdgeComponent,
    success: REFERENCE_SUCCESS_MESSAGES.solarEdgeCreated,
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
