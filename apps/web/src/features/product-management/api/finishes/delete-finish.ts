import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteFinish(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`/finishes/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("finish"),
  });
}

export function useDeleteFinish() {
  return useCatalogueMutation({
    mutationFn: deleteFinish,
    success: entityMessages.deleted("Finish"),
    invalidates: CHANGED_BY.finish,
  });
}
