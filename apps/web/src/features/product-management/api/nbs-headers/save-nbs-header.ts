import { type NbsHeader, NbsHeaderSchema, type NbsHeaderValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const nbsHeaderSave = catalogueSave<NbsHeaderValues, NbsHeader>({
  path: "/nbs-management/nbs-headers",
  schema: NbsHeaderSchema,
  texts: entitySaveTexts("NBS header", "NBS Header"),
});

export const useCreateNbsHeader = () => nbsHeaderSave.useCreate(CHANGED_BY.nbsHeader);
export const useUpdateNbsHeader = () => nbsHeaderSave.useUpdate(CHANGED_BY.nbsHeader);
