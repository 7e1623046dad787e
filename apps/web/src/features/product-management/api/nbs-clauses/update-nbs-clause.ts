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

/** PUT /nbs-management/nbs-clauses names the clause in the body. */
export function updateNbsClause({ id, values }: { id: number; values: NbsClauseValues }): Promise<NbsClause> {
  return requestCatalogueWrite(NBS_CLAUSES_PATH, {
    method: "PUT",
    body: { ...values, id },
    schema: NbsClauseSchema,
    failure: REFERENCE_ERROR_MESSAGES.updateClauseFailed,
  });
}

/** `headerId`: the NBS header whose page lists it. */
export function useUpdateNbsClause(headerId: number) {
  return useCatalogueMutation({
    mutationFn: updateNbsClause,
    success: REFERENCE_SUCCESS_MESSAGES.clauseUpdated,
    invalidates: CHANGED_BY.nbsClause(headerId),
  });
}
