import {
  REFERENCE_ERROR_MESSAGES as FAILURE,
  type NbsClause,
  NbsClauseSchema,
  type NbsClauseValues,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

/** PUT /nbs-management/nbs-clauses names the clause in the body. */
export function updateNbsClause({ id, values }: EntityChange<NbsClauseValues>): Promise<NbsClause> {
  const failure = FAILURE.updateClauseFailed;
  return putCatalogue("/nbs-management/nbs-clauses", { ...values, id }, NbsClauseSchema, failure);
}

/** `headerId`: the NBS header whose page lists it. */
export function useUpdateNbsClause(headerId: number) {
  return useCatalogueMutation(updateNbsClause, SUCCESS.clauseUpdated, CHANGED_BY.nbsClause(headerId));
}
