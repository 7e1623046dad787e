import {
  NBS_CLAUSE_PRODUCT_TYPES,
  NBS_SECTIONS,
  NBS_SELECTIONS,
  NBS_SUB_GROUPS,
  NBS_SUB_PRODUCT_TYPES,
  type NbsClauseValues,
  type NbsHeaderValues,
  PRODUCT_MANAGEMENT_MESSAGES,
} from "@portal/contracts";
import type { AppContext } from "../../../context.js";
import { conflict, found } from "../../../errors.js";
import { rowService } from "../shared/row-service.js";
import { duplicateMessage, fieldError, inUseMessage } from "../shared/write-guard.js";
import { presentClause, presentHeader } from "./nbs.presenter.js";
import * as repository from "./nbs.repository.js";

const inList = (list: ReadonlyArray<{ id: number }>, id: number | null) =>
  id === null || list.some((item) => item.id === id);
const headerDuplicate = (number: string) => duplicateMessage("NBS header", "number", number);
const clauseDuplicate = (sortOrder: number) => `Clause ${sortOrder} already exists under this header.`;

export async function listHeaders(ctx: AppContext) {
  return (await repository.listHeaders(ctx.db)).map(presentHeader);
}

const headerRules = rowService(repository.headerRows, presentHeader, {
  values: (input: NbsHeaderValues) => ({ number: input.number, text: input.text }),
  duplicate: (input) => headerDuplicate(input.number),
});

async function deleteHeader(ctx: AppContext, id: number) {
  found(await repository.headerRows.find(ctx.db, id));
  const clauses = await repository.countClauses(ctx.db, id);
  if (clauses > 0) throw conflict(inUseMessage("NBS header", `${clauses} clause(s)`));
  await repository.headerRows.remove(ctx.db, id);
}

/** A header with clauses under it is not deleted. */
export const headerResource = { ...headerRules, remove: deleteHeader };

export async function listClauses(ctx: AppContext, headerId: number) {
  found(await repository.headerRows.find(ctx.db, headerId));
  return (await repository.listClauses(ctx.db, headerId)).map(presentClause);
}

async function checkClause(ctx: AppContext, input: NbsClauseValues) {
  if (!(await repository.headerRows.find(ctx.db, input.nbsHeaderId)))
    throw fieldError("NbsHeaderId", "Nbs Header is invalid");
  if (!inList(NBS_SECTIONS, input.clauseSection)) throw fieldError("ClauseSection", "Clause Section is invalid");
  if (!inList(NBS_SELECTIONS, input.selection))
    throw fieldError("Selection", PRODUCT_MANAGEMENT_MESSAGES.selectionRequired);
  if (!inList(NBS_SUB_GROUPS, input.subGroup))
    throw fieldError("SubGroup", PRODUCT_MANAGEMENT_MESSAGES.subGroupRequired);
  if (!inList(NBS_CLAUSE_PRODUCT_TYPES, input.relatedProductType)) {
    throw fieldError("RelatedProductType", "Related Product Type is invalid");
  }
  if (!inList(NBS_SUB_PRODUCT_TYPES, input.relatedSubProductType)) {
    throw fieldError("RelatedSubProductType", "Related Sub Product Type is invalid");
  }
  if (!inList(NBS_SUB_PRODUCT_TYPES, input.nbsSubProductType)) {
    throw fieldError("NbsSubProductType", "Nbs Sub Product Type is invalid");
  }
}

function clauseValues(input: NbsClauseValues) {
  const { id: _id, ...values } = input;
  return values;
}

export const clauseResource = rowService(repository.clauseRows, presentClause, {
  check: checkClause,
  values: clauseValues,
  duplicate: (input) => clauseDuplicate(input.sortOrder),
});
