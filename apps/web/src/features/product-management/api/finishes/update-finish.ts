import { entityMessages, type Finish, FinishSchema, type FinishValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateFinish({ id, values }: EntityChange<FinishValues>): Promise<Finish> {
  return putCatalogue(`/finishes/${id}`, values, FinishSchema, entityMessages.updateFailed("finish"));
}

export function useUpdateFinish() {
  return useCatalogueMutation(updateFinish, entityMessages.updated("Finish"), CHANGED_BY.finish);
}
