import { entityMessages, REFERENCE_ERROR_MESSAGES as FAILURE } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteSolarEdgeComponent(id: number) {
  return deleteCatalogue(`/solar-edge-components/${id}`, FAILURE.deleteSolarEdgeFailed);
}

/** `tileId`: the tile whose page lists it. */
export function useDeleteSolarEdgeComponent(tileId: number) {
  const success = entityMessages.deleted("Solar Edge Component");
  return useCatalogueMutation(deleteSolarEdgeComponent, success, CHANGED_BY.tilePart(tileId));
}
