import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { NBS_HEADERS_PATH } from "./get-nbs-headers";

export function deleteNbsHeader(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`${NBS_HEADERS_PATH}/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("NBS header"),
  });
}

export function useDeleteNbsHeader() {
  return useCatalogueMutation({
    mutationFn: deleteNbsHeader,
    success: entityMessages.deleted("NBS Header"),
    invalidates: CHANGED_BY.nbsHeader,
  });
}
