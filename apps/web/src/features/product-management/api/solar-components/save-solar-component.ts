import { type SolarComponent, SolarComponentSchema, type SolarComponentValues } from "@portal/contracts";
import { SOLAR_COMPONENTS_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const solarComponentSave = catalogueSave<SolarComponentValues, SolarComponent>({
  path: "/solar-components",
  schema: SolarComponentSchema,
  texts: entitySaveTexts(SOLAR_COMPONENTS_TEXT),
});

export const useCreateSolarComponent = () => solarComponentSave.useCreate(CHANGED_BY.solarComponent);
export const useUpdateSolarComponent = () => solarComponentSave.useUpdate(CHANGED_BY.solarComponent);
