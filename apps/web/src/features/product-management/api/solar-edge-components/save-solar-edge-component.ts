import {
  REFERENCE_ERROR_MESSAGES as FAILURE,
  type SolarEdgeComponent,
  SolarEdgeComponentSchema,
  type SolarEdgeComponentValues,
} from "@portal/contracts";
import { TILES_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const solarEdgeComponentSave = catalogueSave<SolarEdgeComponentValues, SolarEdgeComponent>({
  path: "/solar-edge-components",
  schema: SolarEdgeComponentSchema,
  texts: {
    ...entitySaveTexts(TILES_TEXT.solarEdgeComponents),
    // The specification words these two failures its own way.
    createFailed: FAILURE.createSolarEdgeFailed,
    updateFailed: FAILURE.updateSolarEdgeFailed,
  },
});

/** `tileId`: the tile whose page lists it. */
export const useCreateSolarEdgeComponent = (tileId: number) =>
  solarEdgeComponentSave.useCreate(CHANGED_BY.tilePart(tileId));
export const useUpdateSolarEdgeComponent = (tileId: number) =>
  solarEdgeComponentSave.useUpdate(CHANGED_BY.tilePart(tileId));
