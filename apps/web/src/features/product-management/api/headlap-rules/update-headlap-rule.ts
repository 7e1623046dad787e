import {
  entityMessages,
  type HeadlapRule,
  HeadlapRuleSchema,
  type HeadlapRuleValues,
  REFERENCE_SUCCESS_MESSAGES,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateHeadlapRule({ id, values }: { id: number; values: HeadlapRuleValues }): Promise<HeadlapRule> {
  return requestCatalogueWrite(`/tileheadlaprules/${id}`, {
    method: "PUT",
    body: values,
    schema: HeadlapRuleSchema,
    failure: entityMessages.updateFailed("headlap rule"),
  });
}

/** `tileId`: the tile whose page lists it. */
export function useUpdateHeadlapRule(tileId: number) {
  return useCatalogueMutation({
    mutationFn: updateHeadlapRule,
    success: REFERENCE_SUCCESS_MESSAGES.headlapRuleUpdated,
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
