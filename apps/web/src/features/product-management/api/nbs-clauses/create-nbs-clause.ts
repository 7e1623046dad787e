import {
  type NbsClause,
  NbsClauseSchema,
  type NbsClauseValues,
  REFERENCE_ERROR_MESSAGES,
  REFERENCE_SUCCESS_MESSAGES,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { NBS_CLAUSES_PATH } from "./get-nbs-clauses";

export function createNbsClause(values: NbsClauseValues): Promise<NbsClause> {
  return requestCatalogueWrite(NBS_CLAUSES_PATH, {
    method: "POST",
    body: values,
    schema: NbsClauseSchema,
    failure: REFERENCE_ERROR_MESSAGES.createClauseFailed,
  });
}

/** `headerId`: the NBS header whose page lists it. */
export function useCreateNbsClause(headerId: number) {
  return useCatalogueMutation({
    mutationFn: createNbsClause,
    success: REFERENCE_SUCCESS_MESSAGES.clauseCreated,
    invalidates: CHANGED_BY.nbsClause(headerId),
  });
}
