import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteNbsHeader(id: number) {
  return deleteCatalogue(`/nbs-management/nbs-headers/${id}`, entityMessages.deleteFailed("NBS header"));
}

export function useDeleteNbsHeader() {
  return useCatalogueMutation(deleteNbsHeader, entityMessages.deleted("NBS Header"), CHANGED_BY.nbsHeader);
}
