import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteColour(id: number) {
  return deleteCatalogue(`/colours/${id}`, entityMessages.deleteFailed("colour"));
}

export function useDeleteColour() {
  return useCatalogueMutation(deleteColour, entityMessages.deleted("Colour"), CHANGED_BY.colour);
}
