import { type RoofSystem, RoofSystemSchema, type RoofSystemValues } from "@portal/contracts";
import { ROOF_SYSTEMS_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const roofSystemSave = catalogueSave<RoofSystemValues, RoofSystem>({
  path: "/productroofsystems",
  schema: RoofSystemSchema,
  texts: entitySaveTexts(ROOF_SYSTEMS_TEXT),
});

export const useCreateRoofSystem = () => roofSystemSave.useCreate(CHANGED_BY.roofSystem);
export const useUpdateRoofSystem = () => roofSystemSave.useUpdate(CHANGED_BY.roofSystem);
