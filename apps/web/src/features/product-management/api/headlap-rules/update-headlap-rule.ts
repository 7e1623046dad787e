import {
  entityMessages,
  type HeadlapRule,
  HeadlapRuleSchema,
  type HeadlapRuleValues,
  REFERENCE_SUCCESS_MESSAGES as SUCCESS,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateHeadlapRule({ id, values }: EntityChange<HeadlapRuleValues>): Promise<HeadlapRule> {
  const failure = entityMessages.updateFailed("headlap rule");
  return putCatalogue(`/tileheadlaprules/${id}`, values, HeadlapRuleSchema, failure);
}

/** `tileId`: the tile whose page lists it. */
export function useUpdateHeadlapRule(tileId: number) {
  return useCatalogueMutation(updateHeadlapRule, SUCCESS.headlapRuleUpdated, CHANGED_BY.tilePart(tileId));
}
