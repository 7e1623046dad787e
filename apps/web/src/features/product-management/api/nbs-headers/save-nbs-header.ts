import { type NbsHeader, NbsHeaderSchema, type NbsHeaderValues } from "@portal/contracts";
import { NBS_HEADERS_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const nbsHeaderSave = catalogueSave<NbsHeaderValues, NbsHeader>({
  path: "/nbs-management/nbs-headers",
  schema: NbsHeaderSchema,
  texts: entitySaveTexts(NBS_HEADERS_TEXT),
});

export const useCreateNbsHeader = () => nbsHeaderSave.useCreate(CHANGED_BY.nbsHeader);
export const useUpdateNbsHeader = () => nbsHeaderSave.useUpdate(CHANGED_BY.nbsHeader);
