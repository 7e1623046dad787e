import { entityMessages, type Finish, FinishSchema, type FinishValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateFinish({ id, values }: { id: number; values: FinishValues }): Promise<Finish> {
  return requestCatalogueWrite(`/finishes/${id}`, {
    method: "PUT",
    body: values,
    schema: FinishSchema,
    failure: entityMessages.updateFailed("finish"),
  });
}

export function useUpdateFinish() {
  return useCatalogueMutation({
    mutationFn: updateFinish,
    success: entityMessages.updated("Finish"),
    invalidates: CHANGED_BY.finish,
  });
}
