import { type HeadlapRule, HeadlapRuleSchema, type HeadlapRuleValues } from "@portal/contracts";
import { TILES_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const headlapRuleSave = catalogueSave<HeadlapRuleValues, HeadlapRule>({
  path: "/tileheadlaprules",
  schema: HeadlapRuleSchema,
  texts: entitySaveTexts(TILES_TEXT.headlapRules),
});

/** `tileId`: the tile whose page lists it. */
export const useCreateHeadlapRule = (tileId: number) => headlapRuleSave.useCreate(CHANGED_BY.tilePart(tileId));
export const useUpdateHeadlapRule = (tileId: number) => headlapRuleSave.useUpdate(CHANGED_BY.tilePart(tileId));
