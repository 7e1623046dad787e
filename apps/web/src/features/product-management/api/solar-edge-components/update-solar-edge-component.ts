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

export function updateSolarEdgeComponent({
  id,
  values,
}: {
  id: number;
  values: SolarEdgeComponentValues;
}): Promise<SolarEdgeComponent> {
  return requestCatalogueWrite(`/solar-edge-components/${id}`, {
    method: "PUT",
    body: values,
    schema: SolarEdgeComponentSchema,
    failure: REFERENCE_ERROR_MESSAGES.updateSolarEdgeFailed,
  });
}

/** `tileId`: the tile whose page lists it. */
export function useUpdateSolarEdgeComponent(tileId: number) {
  return useCatalogueMutation({
    mutationFn: updateSolarEdgeComponent,
    success: REFERENCE_SUCCESS_MESSAGES.solarEdgeUpdated,
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
