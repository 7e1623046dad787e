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

/** A tile's headlap rule. */
export function createHeadlapRule(values: HeadlapRuleValues): Promise<HeadlapRule> {
  return requestCatalogueWrite("/tileheadlaprules", {
    method: "POST",
    body: values,
    schema: HeadlapRuleSchema,
    failure: entityMessages.createFailed("headlap rule"),
  });
}

/** `tileId`: the tile whose page lists it. */
export function useCreateHeadlapRule(tileId: number) {
  return useCatalogueMutation({
    mutationFn: createHeadlapRule,
    success: REFERENCE_SUCCESS_MESSAGES.headlapRuleCreated,
    invalidates: CHANGED_BY.tilePart(tileId),
  });
}
