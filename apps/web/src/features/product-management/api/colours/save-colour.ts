import { type Colour, ColourSchema, type ColourValues } from "@portal/contracts";
import { COLOURS_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const colourSave = catalogueSave<ColourValues, Colour>({
  path: "/colours",
  schema: ColourSchema,
  texts: entitySaveTexts(COLOURS_TEXT),
});

export const useCreateColour = () => colourSave.useCreate(CHANGED_BY.colour);
export const useUpdateColour = () => colourSave.useUpdate(CHANGED_BY.colour);
