import { type RoofSystem, RoofSystemSchema, type RoofSystemValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const roofSystemSave = catalogueSave<RoofSystemValues, RoofSystem>({
  path: "/productroofsystems",
  schema: RoofSystemSchema,
  texts: entitySaveTexts("roof system", "Roof System"),
});

export const useCreateRoofSystem = () => roofSystemSave.useCreate(CHANGED_BY.roofSystem);
export const useUpdateRoofSystem = () => roofSystemSave.useUpdate(CHANGED_BY.roofSystem);
