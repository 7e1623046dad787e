import { type DocumentAvailability, ESTIMATE_STATE, type RoofSummary } from "@portal/contracts";
import type { RoofRow } from "./roofs.repository.js";

/**
 * Which documents a roof can give: each needs the calculation its content comes from (the fixing
 * specification the stored calculation, the estimate its bill of quantities, the NBS clauses also the tile).
 */
export function availabilityOf(roof: { estimateState: number | null; tileId: number | null }): DocumentAvailability {
  const calculated = roof.estimateState !== null;
  return {
    fixingSpecAvailable: calculated,
    estimateAvailable: calculated && roof.estimateState !== ESTIMATE_STATE.notReady,
    nbsAvailable: calculated && roof.tileId !== null,
  };
}

export function presentRoof(roof: RoofRow & { estimateState: number | null; tileId: number | null }): RoofSummary {
  return {
    id: roof.id,
    name: roof.name,
    plotId: roof.plotId,
    dateUpdated: roof.updatedAt.toISOString(),
    version: roof.version,
    ...availabilityOf(roof),
  };
}
