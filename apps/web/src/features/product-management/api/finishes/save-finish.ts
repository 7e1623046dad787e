import { type Finish, FinishSchema, type FinishValues } from "@portal/contracts";
import { FINISHES_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const finishSave = catalogueSave<FinishValues, Finish>({
  path: "/finishes",
  schema: FinishSchema,
  texts: entitySaveTexts(FINISHES_TEXT),
});

export const useCreateFinish = () => finishSave.useCreate(CHANGED_BY.finish);
export const useUpdateFinish = () => finishSave.useUpdate(CHANGED_BY.finish);
