import { type NbsClause, NbsClauseSchema, type NbsClauseValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const nbsClauseSave = catalogueSave<NbsClauseValues, NbsClause>({
  path: "/nbs-management/nbs-clauses",
  schema: NbsClauseSchema,
  texts: entitySaveTexts("clause", "Clause"),
  idInBody: true,
});

/** `headerId`: the NBS header whose page lists it. */
export const useCreateNbsClause = (headerId: number) => nbsClauseSave.useCreate(CHANGED_BY.nbsClause(headerId));
export const useUpdateNbsClause = (headerId: number) => nbsClauseSave.useUpdate(CHANGED_BY.nbsClause(headerId));
