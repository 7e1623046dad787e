import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteNbsClause(id: number) {
  return deleteCatalogue(`/nbs-management/nbs-clauses/${id}`, entityMessages.deleteFailed("clause"));
}

/** `headerId`: the NBS header whose page lists it. */
export function useDeleteNbsClause(headerId: number) {
  return useCatalogueMutation(deleteNbsClause, entityMessages.deleted("Clause"), CHANGED_BY.nbsClause(headerId));
}
