import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteFinish(id: number) {
  return deleteCatalogue(`/finishes/${id}`, entityMessages.deleteFailed("finish"));
}

export function useDeleteFinish() {
  return useCatalogueMutation(deleteFinish, entityMessages.deleted("Finish"), CHANGED_BY.finish);
}
