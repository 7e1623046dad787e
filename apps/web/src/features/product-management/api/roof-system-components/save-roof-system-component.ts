import { type RoofSystemComponent, RoofSystemComponentSchema, type RoofSystemComponentValues } from "@portal/contracts";
import { ROOF_SYSTEM_COMPONENT_SAVE_WORDS } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const roofSystemComponentSave = catalogueSave<RoofSystemComponentValues, RoofSystemComponent>({
  path: "/productroofsystems/updateproductroofsystemcomponents",
  schema: RoofSystemComponentSchema,
  texts: entitySaveTexts(ROOF_SYSTEM_COMPONENT_SAVE_WORDS),
  createMethod: "PUT",
});

/** `roofSystemId`: the roof system whose page lists it. */
export const useCreateRoofSystemComponent = (roofSystemId: number) =>
  roofSystemComponentSave.useCreate(CHANGED_BY.roofSystemComponent(roofSystemId));
export const useUpdateRoofSystemComponent = (roofSystemId: number) =>
  roofSystemComponentSave.useUpdate(CHANGED_BY.roofSystemComponent(roofSystemId));
