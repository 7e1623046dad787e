import { entityMessages, type NbsHeader, NbsHeaderSchema, type NbsHeaderValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createNbsHeader(values: NbsHeaderValues): Promise<NbsHeader> {
  const failure = entityMessages.createFailed("NBS header");
  return postCatalogue("/nbs-management/nbs-headers", values, NbsHeaderSchema, failure);
}

export function useCreateNbsHeader() {
  return useCatalogueMutation(createNbsHeader, entityMessages.created("NBS Header"), CHANGED_BY.nbsHeader);
}
