import { entityMessages, type NbsHeader, NbsHeaderSchema, type NbsHeaderValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateNbsHeader({ id, values }: EntityChange<NbsHeaderValues>): Promise<NbsHeader> {
  const failure = entityMessages.updateFailed("NBS header");
  return putCatalogue(`/nbs-management/nbs-headers/${id}`, values, NbsHeaderSchema, failure);
}

export function useUpdateNbsHeader() {
  return useCatalogueMutation(updateNbsHeader, entityMessages.updated("NBS Header"), CHANGED_BY.nbsHeader);
}
