import {
  entityMessages,
  type HeadlapRule,
  HeadlapRuleSchema,
  type HeadlapRuleValues,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createHeadlapRule(values: HeadlapRuleValues): Promise<HeadlapRule> {
  return postCatalogue("/tileheadlaprules", values, HeadlapRuleSchema, entityMessages.createFailed("headlap rule"));
}

/** `tileId`: the tile whose page lists it. */
export function useCreateHeadlapRule(tileId: number) {
  return useCatalogueMutation(createHeadlapRule, SUCCESS.headlapRuleCreated, CHANGED_BY.tilePart(tileId));
}
