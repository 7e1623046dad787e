/**
 * The NBS document's clauses for one roof (docs/decisions.md "NBS Clauses page and overrides"): the roof's
 * clauses as the engine works them out from its stored data, with the project's override for the roof's tile
 * laid over each list. The document prints what this answers, in this order.
 */
import type { NbsClauseList } from "@portal/contracts";
import { selectNbsClauses } from "@portal/engine";
import type { AppContext } from "../../context.js";
import type { DocumentNbs, DocumentNbsClause, DocumentNbsHeader } from "../../pdf/document-snapshot.js";
import { loadRoofNbsInputs } from "../roof-editor/index.js";
import * as repository from "./nbs-clauses.repository.js";
import {
  applyOverride,
  catalogueNumbersByHeader,
  clauseCode,
  editedTemplates,
  type ListedHeader,
  listOfRoof,
  withEditedTemplates,
} from "./nbs-lists.js";

const LISTS: readonly NbsClauseList[] = ["required", "optional"];

/** The printed clauses of one list's header: the selected ones, in the list's order, each with its number. */
function printedClauses(header: ListedHeader): { number: number; clause: DocumentNbsClause }[] {
  if (!header.isSelected) return [];
  return header.clauses
    .filter((clause) => clause.isSelected)
    .map((clause) => ({
      number: clause.number,
      clause: { code: clauseCode(header.number, clause.number), subHeading: clause.subHeading, text: clause.text },
    }));
}

/**
 * A header's printed clauses of both lists interleaved by number: each list keeps its own order, and the next
 * clause printed is the lower-numbered of the two lists' next ones (the required list's first on a tie).
 */
function interleaved(lists: readonly { number: number; clause: DocumentNbsClause }[][]): DocumentNbsClause[] {
  const [first = [], second = []] = lists;
  const printed: DocumentNbsClause[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length || j < second.length) {
    const a = first[i];
    const b = second[j];
    if (b === undefined || (a !== undefined && a.number <= b.number)) {
      printed.push((a as (typeof first)[number]).clause);
      i++;
    } else {
      printed.push(b.clause);
      j++;
    }
  }
  return printed;
}

/**
 * The roof's NBS clauses as the document prints them; null when the roof has no tile (or is gone). Per header
 * (in NBS number order): the required and the optional list's clauses interleaved by number. Without an
 * override a list prints its selected clauses (every required clause, the optional ones ticked on the roof) in
 * clause number order with the roof's filled text; with one, the override decides the header's text and
 * selection, the order, each clause's text (an edited one is filled with this roof's values) and selection, and
 * adds the clauses users added, each with its own number. A header prints when it has a clause to print.
 */
export async function nbsDocumentContent(ctx: AppContext, roofId: number): Promise<DocumentNbs | null> {
  const roof = await repository.findRoofProjectAndTile(ctx.db, roofId);
  if (roof === undefined || roof.tileId === null) return null;
  const ticked = (await repository.listTickedClauseIds(ctx.db, [roofId])).get(roofId) ?? [];
  const { input } = await loadRoofNbsInputs(ctx.db, roofId, ticked);
  if (input === null) return null;
  const overrides = await repository.listOverridesOfTile(ctx.db, roof.projectId, roof.tileId);
  // The overrides' edited clauses, filled with this roof's values.
  const templates = editedTemplates(overrides.map((row) => row.headers));
  const selection = selectNbsClauses(withEditedTemplates(input, templates)).result;
  const catalogueNumbers = catalogueNumbersByHeader(input.clauses);

  const listed = LISTS.map((list) =>
    applyOverride(listOfRoof(selection, list), overrides.find((row) => row.kind === list)?.headers, catalogueNumbers),
  );
  const headerOrder: number[] = [];
  for (const header of [
    ...selection.headers.map((group) => group.header.id),
    ...listed.flat().map((h) => h.headerId),
  ]) {
    if (!headerOrder.includes(header)) headerOrder.push(header);
  }
  const headers: DocumentNbsHeader[] = [];
  for (const headerId of headerOrder) {
    const parts = listed.flatMap((headersOfList) => headersOfList.filter((header) => header.headerId === headerId));
    const first = parts[0];
    if (first === undefined) continue;
    const clauses = interleaved(parts.map(printedClauses));
    if (clauses.length === 0) continue;
    const text = parts.find((part) => part.isTextEdited)?.text ?? first.text;
    headers.push({ number: first.number, text, clauses });
  }
  return { workSection: input.workSection ?? "", headers };
}
