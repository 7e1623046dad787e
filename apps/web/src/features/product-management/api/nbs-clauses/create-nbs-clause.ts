import {
  REFERENCE_ERROR_MESSAGES as FAILURE,
  type NbsClause,
  NbsClauseSchema,
  type NbsClauseValues,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createNbsClause(values: NbsClauseValues): Promise<NbsClause> {
  return postCatalogue("/nbs-management/nbs-clauses", values, NbsClauseSchema, FAILURE.createClauseFailed);
}

/** `headerId`: the NBS header whose page lists it. */
export function useCreateNbsClause(headerId: number) {
  return useCatalogueMutation(createNbsClause, SUCCESS.clauseCreated, CHANGED_BY.nbsClause(headerId));
}
