import { type NbsClause, NbsClauseSchema, type NbsClauseValues } from "@portal/contracts";
import { NBS_HEADERS_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const nbsClauseSave = catalogueSave<NbsClauseValues, NbsClause>({
  path: "/nbs-management/nbs-clauses",
  schema: NbsClauseSchema,
  texts: entitySaveTexts(NBS_HEADERS_TEXT.clauses),
  idInBody: true,
});

/** `headerId`: the NBS header whose page lists it. */
export const useCreateNbsClause = (headerId: number) => nbsClauseSave.useCreate(CHANGED_BY.nbsClause(headerId));
export const useUpdateNbsClause = (headerId: number) => nbsClauseSave.useUpdate(CHANGED_BY.nbsClause(headerId));
