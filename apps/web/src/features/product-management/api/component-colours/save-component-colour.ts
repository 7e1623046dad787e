import { type ComponentColour, ComponentColourSchema, type ComponentColourValues } from "@portal/contracts";
import { COMPONENT_COLOUR_SAVE_WORDS } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const componentColourSave = catalogueSave<ComponentColourValues, ComponentColour>({
  path: "/product-components/product-component-colour",
  schema: ComponentColourSchema,
  texts: entitySaveTexts(COMPONENT_COLOUR_SAVE_WORDS),
  createMethod: "PUT",
});

/** `productId`: the component whose page lists it. */
export const useCreateComponentColour = (productId: number) =>
  componentColourSave.useCreate(CHANGED_BY.componentColour(productId));
export const useUpdateComponentColour = (productId: number) =>
  componentColourSave.useUpdate(CHANGED_BY.componentColour(productId));
