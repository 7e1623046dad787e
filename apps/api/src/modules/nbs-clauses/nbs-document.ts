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
import { applyOverride, clauseCode, type ListedHeader, listOfRoof } from "./nbs-lists.js";

const LISTS: readonly NbsClauseList[] = ["required", "optional"];

/** A letter per added clause after the same catalogue clause: A … Z, then AA, AB … */
function addedSuffix(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : addedSuffix(Math.floor(index / 26) - 1) + letter;
}

/**
 * The printed clauses of one list's header: the selected ones, each with its code. A clause a user added has the
 * code of the catalogue clause before it with a letter (H65/240A, H65/240B), or 0 when it comes first (H65/0A).
 */
function printedClauses(header: ListedHeader): DocumentNbsClause[] {
  if (!header.isSelected) return [];
  const printed: DocumentNbsClause[] = [];
  let previousNumber = 0;
  let added = 0;
  for (const clause of header.clauses) {
    if (clause.number !== null) {
      previousNumber = clause.number;
      added = 0;
    }
    if (!clause.isSelected) continue;
    const code =
      clause.number === null
        ? `${clauseCode(header.number, previousNumber)}${addedSuffix(added++)}`
        : clauseCode(header.number, clause.number);
    printed.push({ code, subHeading: clause.subHeading, text: clause.text });
  }
  return printed;
}

/**
 * The roof's NBS clauses as the document prints them; null when the roof has no tile (or is gone). Per header
 * (in NBS number order): the required list's clauses, then the optional list's. Without an override a list
 * prints its selected clauses (every required clause, the optional ones ticked on the roof) in clause number
 * order with the roof's filled text; with one, the override decides the header's text and selection, the
 * order, each clause's text (an edited one replaces the roof's) and selection, and adds the clauses users added.
 * A header prints when it has a clause to print.
 */
export async function nbsDocumentContent(ctx: AppContext, roofId: number): Promise<DocumentNbs | null> {
  const roof = await repository.findRoofProjectAndTile(ctx.db, roofId);
  if (roof === undefined || roof.tileId === null) return null;
  const ticked = (await repository.listTickedClauseIds(ctx.db, [roofId])).get(roofId) ?? [];
  const { input } = await loadRoofNbsInputs(ctx.db, roofId, ticked);
  if (input === null) return null;
  const selection = selectNbsClauses(input).result;
  const overrides = await repository.listOverridesOfTile(ctx.db, roof.projectId, roof.tileId);

  const listed = LISTS.map((list) =>
    applyOverride(listOfRoof(selection, list), overrides.find((row) => row.kind === list)?.headers),
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
    const clauses = parts.flatMap(printedClauses);
    if (clauses.length === 0) continue;
    const text = parts.find((part) => part.isTextEdited)?.text ?? first.text;
    headers.push({ number: first.number, text, clauses });
  }
  return { workSection: input.workSection ?? "", headers };
}
