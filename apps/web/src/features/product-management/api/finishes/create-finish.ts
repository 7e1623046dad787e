import { entityMessages, type Finish, FinishSchema, type FinishValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createFinish(values: FinishValues): Promise<Finish> {
  return requestCatalogueWrite("/finishes", {
    method: "POST",
    body: values,
    schema: FinishSchema,
    failure: entityMessages.createFailed("finish"),
  });
}

export function useCreateFinish() {
  return useCatalogueMutation({
    mutationFn: createFinish,
    success: entityMessages.created("Finish"),
    invalidates: CHANGED_BY.finish,
  });
}
