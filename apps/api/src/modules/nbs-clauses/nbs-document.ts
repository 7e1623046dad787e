/**
 * The NBS document's clauses for one roof (docs/decisions/nbs-clauses.md "NBS Clauses page and overrides"): the roof's
 * clauses as the engine works them out from its stored data, with the project's override for the roof's tile
 * laid over each list. The document prints what this answers, in this order; what it still needs (the
 * placeholders its printed clauses could not fill) comes from the same printed clauses, so the document is
 * offered and generated exactly when nothing unfinished would print.
 */
import { type DocumentLevel, type NbsClauseList, nbsChoiceName, ROOF_NBS_MESSAGES } from "@portal/contracts";
import { clausePlaceholders } from "@portal/contracts/ui";
import { NBS_PLACEHOLDER_ALIASES, type NbsSelection, selectNbsClauses } from "@portal/engine";
import type { AppContext } from "../../context.js";
import type { DocumentNbs, DocumentNbsClause, DocumentNbsHeader } from "../../pdf/document-snapshot.js";
import { loadRoofNbsInputs, type RoofNbsInputs } from "../roof-editor/index.js";
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

/**
 * A clause's text as printed: its text, then on a line of its own the product lines of the product it names
 * (engine `productLines`), which follow the roof's products whatever the text says.
 */
function withProductLines(text: string, productLines: readonly string[] | undefined): string {
  return productLines === undefined || productLines.length === 0 ? text : `${text}\n${productLines.join("; ")}`;
}

/** The product lines of each catalogue clause of the roof, by clause id. */
function productLinesById(selection: NbsSelection): Map<number, string[]> {
  return new Map(
    selection.headers.flatMap((group) =>
      [...group.required, ...group.optional].map((clause) => [clause.id, clause.productLines] as const),
    ),
  );
}

/** The printed clauses of one list's header: the selected ones, in the list's order, each with its number. */
function printedClauses(
  header: ListedHeader,
  productLines: ReadonlyMap<number, string[]>,
): { number: number; clause: DocumentNbsClause }[] {
  if (!header.isSelected) return [];
  return header.clauses
    .filter((clause) => clause.isSelected)
    .map((clause) => ({
      number: clause.number,
      clause: {
        code: clauseCode(header.number, clause.number),
        subHeading: clause.subHeading,
        text: withProductLines(
          clause.text,
          clause.originalClauseId === null ? undefined : productLines.get(clause.originalClauseId),
        ),
      },
    }));
}

/**
 * The choices the printed clauses still need, in the user's words, once each in reading order: every placeholder
 * left in a printed text (the gaps the document would mark), named by what it stands for.
 */
export function needsOfPrintedClauses(nbs: DocumentNbs): string[] {
  const needs: string[] = [];
  for (const clause of nbs.headers.flatMap((header) => header.clauses)) {
    for (const placeholder of clausePlaceholders(clause.text)) {
      const need = nbsChoiceName(NBS_PLACEHOLDER_ALIASES[placeholder] ?? placeholder, clause);
      if (!needs.includes(need)) needs.push(need);
    }
  }
  return needs;
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

/** The roof's NBS clauses as the document prints them (nbsDocumentOfRoof's content). */
export async function nbsDocumentContent(ctx: AppContext, roofId: number): Promise<DocumentNbs | null> {
  return (await nbsDocumentOfRoof(ctx, roofId)).content;
}

/** A roof's NBS inputs as worked out for its ticked clauses, with the project whose NBS edits apply. */
export type RoofNbsRead = { projectId: number; nbs: RoofNbsInputs };

/** Null for a roof that is gone. */
async function readRoofNbs(ctx: AppContext, roofId: number): Promise<RoofNbsRead | null> {
  const roof = await repository.findRoofProjectAndTile(ctx.db, roofId);
  if (roof === undefined || roof.tileId === null) return null;
  const ticked = (await repository.listTickedClauseIds(ctx.db, [roofId])).get(roofId) ?? [];
  return { projectId: roof.projectId, nbs: await loadRoofNbsInputs(ctx, roofId, ticked) };
}

/**
 * The roof's NBS document: its printed clauses (null when the roof has no tile) and the choices they still need
 * (empty when every clause is filled, or none prints). The one source of the document's content, its
 * availability and the message saying what it waits for.
 */
export async function nbsDocumentOfRoof(
  ctx: AppContext,
  roofId: number,
  known?: RoofNbsRead,
): Promise<{ content: DocumentNbs | null; needs: string[] }> {
  const content = await printedContent(ctx, roofId, known);
  return { content, needs: content === null ? [] : needsOfPrintedClauses(content) };
}

/**
 * Why an NBS document of these roofs (a roof's, or every roof of a plot or project) cannot be generated yet: the
 * choices each roof's printed clauses still need, as ROOF_NBS_MESSAGES words them; null when nothing is missing.
 * Roofs are read one after another, so a project of many roofs does not flood the pool.
 */
export async function nbsDocumentRefusal(
  ctx: AppContext,
  level: DocumentLevel,
  roofs: readonly { id: number; name: string }[],
): Promise<string | null> {
  const lacking: { roofName: string; needs: string[] }[] = [];
  for (const roof of roofs) {
    const { needs } = await nbsDocumentOfRoof(ctx, roof.id);
    if (needs.length > 0) lacking.push({ roofName: roof.name, needs });
  }
  const [only] = lacking;
  if (only === undefined) return null;
  return level === "roof"
    ? ROOF_NBS_MESSAGES.documentNeeds(only.needs)
    : ROOF_NBS_MESSAGES.documentNeedsOfRoofs(lacking);
}

/**
 * The roof's NBS clauses as the document prints them; null when the roof has no tile (or is gone). Per header
 * (in NBS number order): the required and the optional list's clauses interleaved by number. Without an
 * override a list prints its selected clauses (every required clause, the optional ones ticked on the roof) in
 * clause number order with the roof's filled text; with one, the override decides the header's text and
 * selection, the order, each clause's text (an edited one is filled with this roof's values) and selection, and
 * adds the clauses users added, each with its own number. A header prints when it has a clause to print.
 */
async function printedContent(ctx: AppContext, roofId: number, known?: RoofNbsRead): Promise<DocumentNbs | null> {
  const read = known ?? (await readRoofNbs(ctx, roofId));
  if (read === null) return null;
  const { input, tileId } = read.nbs;
  if (input === null || tileId === null) return null;
  const overrides = await repository.listOverridesOfTile(ctx.db, read.projectId, tileId);
  // The overrides' edited clauses, filled with this roof's values.
  const templates = editedTemplates(overrides.map((row) => row.headers));
  const selection = selectNbsClauses(withEditedTemplates(input, templates)).result;
  const catalogueNumbers = catalogueNumbersByHeader(input.clauses);
  const productLines = productLinesById(selection);

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
    const clauses = interleaved(parts.map((part) => printedClauses(part, productLines)));
    if (clauses.length === 0) continue;
    const text = parts.find((part) => part.isTextEdited)?.text ?? first.text;
    headers.push({ number: first.number, text, clauses });
  }
  return { workSection: input.workSection ?? "", headers };
}
