import { entityMessages, type Finish, FinishSchema, type FinishValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createFinish(values: FinishValues): Promise<Finish> {
  return postCatalogue("/finishes", values, FinishSchema, entityMessages.createFailed("finish"));
}

export function useCreateFinish() {
  return useCatalogueMutation(createFinish, entityMessages.created("Finish"), CHANGED_BY.finish);
}
