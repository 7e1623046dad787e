import { entityMessages, type NbsHeader, NbsHeaderSchema, type NbsHeaderValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";
import { NBS_HEADERS_PATH } from "./get-nbs-headers";

export function updateNbsHeader({ id, values }: { id: number; values: NbsHeaderValues }): Promise<NbsHeader> {
  return requestCatalogueWrite(`${NBS_HEADERS_PATH}/${id}`, {
    method: "PUT",
    body: values,
    schema: NbsHeaderSchema,
    failure: entityMessages.updateFailed("NBS header"),
  });
}

export function useUpdateNbsHeader() {
  return useCatalogueMutation({
    mutationFn: updateNbsHeader,
    success: entityMessages.updated("NBS Header"),
    invalidates: CHANGED_BY.nbsHeader,
  });
}
