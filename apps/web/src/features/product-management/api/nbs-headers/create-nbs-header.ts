import { entityMessages, type NbsHeader, NbsHeaderSchema, type NbsHeaderValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { NBS_HEADERS_PATH } from "./get-nbs-headers";

export function createNbsHeader(values: NbsHeaderValues): Promise<NbsHeader> {
  return requestCatalogueWrite(NBS_HEADERS_PATH, {
    method: "POST",
    body: values,
    schema: NbsHeaderSchema,
    failure: entityMessages.createFailed("NBS header"),
  });
}

export function useCreateNbsHeader() {
  return useCatalogueMutation({
    mutationFn: createNbsHeader,
    success: entityMessages.created("NBS Header"),
    invalidates: CHANGED_BY.nbsHeader,
  });
}
