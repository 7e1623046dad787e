import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { NBS_CLAUSES_PATH } from "./get-nbs-clauses";

export function deleteNbsClause(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`${NBS_CLAUSES_PATH}/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("clause"),
  });
}

/** `headerId`: the NBS header whose page lists it. */
export function useDeleteNbsClause(headerId: number) {
  return useCatalogueMutation({
    mutationFn: deleteNbsClause,
    success: entityMessages.deleted("Clause"),
    invalidates: CHANGED_BY.nbsClause(headerId),
  });
}
