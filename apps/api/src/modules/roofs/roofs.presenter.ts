import type { RoofSummary } from "@portal/contracts";
import type { RoofRow } from "./roofs.repository.js";

/**
 * A roof's documents become available when the roof editor (step 8) has stored the data each needs; until a
 * roof has any roof data, none is available.
 */
export function presentRoof(roof: RoofRow): RoofSummary {
  return {
    id: roof.id,
    name: roof.name,
    plotId: roof.plotId,
    dateUpdated: roof.updatedAt.toISOString(),
    version: roof.version,
    fixingSpecAvailable: false,
    estimateAvailable: false,
    nbsAvailable: false,
  };
}
