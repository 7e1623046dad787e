/**
 * The project's NBS Clauses page (spec 02 §2, §3, §4, §7): the tiles chosen on the project's roofs, and for a
 * tile its required and optional clauses: the project's saved override laid over the list worked out from its
 * roofs with that tile (the roof NBS module's inputs and the engine), and the saves of admin and TAS users.
 */
import {
  modelStateKey,
  NBS_CLAUSES_MESSAGES,
  type NbsClauseList,
  type NbsClausesOverrideInput,
  type NbsClausesPayload,
  type NbsClausesQuery,
  type NbsOverrideClauseInput,
} from "@portal/contracts";
import {
  type NbsClauseData,
  type NbsHeaderData,
  type NbsInput,
  type NbsSelection,
  selectNbsClauses,
  templateOfEditedText,
} from "@portal/engine";
import type { AppContext } from "../../context.js";
import { forbidden, type ModelState, validationError } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { findAccessibleProject } from "../projects/projects.service.js";
import { loadRoofNbsInputs } from "../roof-editor/index.js";
import { canEditNbsClauses } from "./nbs-clauses.policy.js";
import { presentClauses, presentTileOption } from "./nbs-clauses.presenter.js";
import type { StoredNbsClause, StoredNbsHeader } from "./nbs-clauses.repository.js";
import * as repository from "./nbs-clauses.repository.js";
import {
  applyOverride,
  catalogueNumbersByHeader,
  editedTemplates,
  listOfClause,
  listOfRoofs,
  numberClauses,
  type WorkedOutHeader,
  withEditedTemplates,
} from "./nbs-lists.js";

const M = NBS_CLAUSES_MESSAGES;
const HEADERS_KEY = modelStateKey("nbsClauseHeaders");

/** What a tile's lists are worked out from: its work section in the catalogue and each roof's NBS input. */
interface TileCatalogue {
  sectionHeaders: NbsHeaderData[];
  sectionClauses: NbsClauseData[];
  /** The NBS inputs of the project's roofs with the tile, oldest first, each with the clauses it ticked. */
  inputs: NbsInput[];
}

/** The engine's selection for each roof of the tile, the overrides' edited templates filled with its values. */
const selectionsOf = (catalogue: TileCatalogue, templates: ReadonlyMap<number, string>): NbsSelection[] =>
  catalogue.inputs.map((input) => selectNbsClauses(withEditedTemplates(input, templates)).result);

/**
 * The NBS inputs of the project's roofs with the tile, with the clauses each roof ticked; a 400 on TileId when
 * no roof of the project has chosen it.
 */
async function loadTileCatalogue(ctx: AppContext, projectId: number, tileId: number): Promise<TileCatalogue> {
  const roofIds = await repository.listProjectRoofIdsWithTile(ctx.db, projectId, tileId);
  const ticked = await repository.listTickedClauseIds(ctx.db, roofIds);
  const inputs = await Promise.all(roofIds.map((roofId) => loadRoofNbsInputs(ctx, roofId, ticked.get(roofId) ?? [])));
  const worked = inputs.flatMap(({ input }) => (input === null ? [] : [input]));
  const first = worked[0];
  if (first === undefined) throw validationError({ [modelStateKey("tileId")]: [M.tileNotOnProject] });
  const section = (first.workSection ?? "").trim().toLowerCase();
  const sectionHeaders = first.headers.filter((header) => header.number.trim().toLowerCase() === section);
  const headerIds = new Set(sectionHeaders.map((header) => header.id));
  return {
    sectionHeaders,
    sectionClauses: first.clauses.filter((clause) => headerIds.has(clause.nbsHeaderId)),
    inputs: worked,
  };
}

/** GET /nbs-clauses/selected-tiles?projectId. */
export async function listSelectedTiles(ctx: AppContext, user: AuthenticatedUser, projectId: number) {
  await findAccessibleProject(ctx, user, projectId);
  return (await repository.listProjectTiles(ctx.db, projectId)).map(presentTileOption);
}

async function readList(ctx: AppContext, query: NbsClausesQuery, list: NbsClauseList): Promise<NbsClausesPayload> {
  const catalogue = await loadTileCatalogue(ctx, query.projectId, query.tileId);
  const override = await repository.findOverride(ctx.db, { ...query, kind: list });
  const selections = selectionsOf(catalogue, editedTemplates([override?.headers]));
  const headers = applyOverride(
    listOfRoofs(selections, list),
    override?.headers,
    catalogueNumbersByHeader(catalogue.sectionClauses),
  );
  return presentClauses(query.projectId, query.tileId, headers);
}

/** GET /nbs-clauses/required-clauses and /optional-clauses ?projectId&tileId. */
export async function getClauses(
  ctx: AppContext,
  user: AuthenticatedUser,
  query: NbsClausesQuery,
  list: NbsClauseList,
) {
  await findAccessibleProject(ctx, user, query.projectId);
  return readList(ctx, query, list);
}

/** The model-state messages of a save that names what the tile's list cannot hold; empty when it is whole. */
function checkSave(
  input: NbsClausesOverrideInput,
  list: NbsClauseList,
  catalogue: TileCatalogue,
  worked: readonly WorkedOutHeader[],
  storedManualIds: ReadonlySet<number>,
): string[] {
  const problems: string[] = [];
  const headerIds = new Set(catalogue.sectionHeaders.map((header) => header.id));
  const clausesById = new Map(
    catalogue.sectionClauses.filter((clause) => listOfClause(clause) === list).map((clause) => [clause.id, clause]),
  );
  const sent = new Set<number>();
  for (const header of input.nbsClauseHeaders) {
    if (!headerIds.has(header.originalClauseHeaderId)) {
      problems.push(M.headerNotInWorkSection(header.originalClauseHeaderId));
      continue;
    }
    for (const clause of header.nbsClauses) {
      if (clause.isManuallyAdded) {
        if (clause.id !== undefined && clause.id > 0 && !storedManualIds.has(clause.id)) {
          problems.push(M.unknownManualClause(clause.id));
        }
        continue;
      }
      const id = clause.originalClauseId as number;
      const original = clausesById.get(id);
      if (original === undefined) problems.push(M.clauseNotInList(id));
      else if (original.nbsHeaderId !== header.originalClauseHeaderId) problems.push(M.clauseUnderWrongHeader(id));
      else sent.add(id);
    }
  }
  for (const group of worked) {
    for (const clause of group.clauses) {
      if (!sent.has(clause.id)) problems.push(M.catalogueClauseMissing(clause.id));
    }
  }
  return problems;
}

/** The clauses in the order the user arranged them: by sortOrder, the order sent where two are equal. */
const inListOrder = (clauses: readonly NbsOverrideClauseInput[]) =>
  clauses
    .map((clause, index) => ({ clause, index }))
    .sort((a, b) => a.clause.sortOrder - b.clause.sortOrder || a.index - b.index);

/**
 * POST /nbs-clauses/override-required-clauses and /override-optional-clauses: the whole list as the user left
 * it. Admin and TAS only; every header and catalogue clause must be of the tile's work section and list, and
 * every clause the roofs bring in must stay (only added clauses may go). A catalogue clause's text is stored as a
 * template: the values the user left as shown go back to their placeholders, so each roof prints its own; it is
 * edited only where that template differs from the catalogue's. Added clauses are numbered by their place.
 */
export async function saveClauses(
  ctx: AppContext,
  user: AuthenticatedUser,
  input: NbsClausesOverrideInput,
  list: NbsClauseList,
): Promise<NbsClausesPayload> {
  if (!canEditNbsClauses(user.role)) throw forbidden(M.editNotAllowed);
  await findAccessibleProject(ctx, user, input.projectId);
  const catalogue = await loadTileCatalogue(ctx, input.projectId, input.tileId);
  const key = { projectId: input.projectId, tileId: input.tileId, kind: list };
  const overrides = await repository.listOverridesOfTile(ctx.db, input.projectId, input.tileId);
  const stored = overrides.find((row) => row.kind === list);
  const otherList = overrides.find((row) => row.kind !== list);
  // The list as the page showed it: the stored edits filled with the first roof's values.
  const worked = listOfRoofs(selectionsOf(catalogue, editedTemplates([stored?.headers])), list);
  const storedClauses = (stored?.headers ?? []).flatMap((header) => header.clauses);
  const storedManualIds = new Set(storedClauses.filter((clause) => clause.isManuallyAdded).map((clause) => clause.id));
  const problems = checkSave(input, list, catalogue, worked, storedManualIds);
  if (problems.length > 0) throw validationError({ [HEADERS_KEY]: problems } satisfies ModelState);

  const headersById = new Map(catalogue.sectionHeaders.map((header) => [header.id, header]));
  const workedText = new Map(worked.flatMap((group) => group.clauses.map((clause) => [clause.id, clause.text])));
  const catalogueById = new Map(catalogue.sectionClauses.map((clause) => [clause.id, clause]));
  const storedTemplates = editedTemplates([stored?.headers]);
  const storedNumbers = new Map(
    storedClauses.filter((clause) => clause.isManuallyAdded).map((clause) => [clause.id, clause.number]),
  );
  const catalogueNumbers = catalogueNumbersByHeader(catalogue.sectionClauses);
  const newCount = input.nbsClauseHeaders
    .flatMap((header) => header.nbsClauses)
    .filter((clause) => clause.isManuallyAdded && !(clause.id !== undefined && clause.id > 0)).length;
  const freshIds = await repository.nextClauseIds(ctx.db, newCount);

  const headers: StoredNbsHeader[] = input.nbsClauseHeaders.map((header) => {
    const catalogueHeader = headersById.get(header.originalClauseHeaderId) as NbsHeaderData;
    const clauses: StoredNbsClause[] = inListOrder(header.nbsClauses).map(({ clause }) => {
      if (clause.isManuallyAdded) {
        const id = clause.id !== undefined && clause.id > 0 ? clause.id : (freshIds.shift() as number);
        return {
          id,
          originalClauseId: null,
          isManuallyAdded: true,
          number: storedNumbers.get(id),
          text: clause.text,
          isTextEdited: true,
          isSelected: clause.isSelected,
        };
      }
      const originalClauseId = clause.originalClauseId as number;
      const original = catalogueById.get(originalClauseId) as NbsClauseData;
      // The text the page showed is the stored template (or the catalogue's) filled with the first roof's
      // values; the values the user left alone go back to their placeholders.
      const shownTemplate = storedTemplates.get(originalClauseId) ?? original.text;
      const template = templateOfEditedText(
        shownTemplate,
        workedText.get(originalClauseId) ?? shownTemplate,
        clause.text,
      );
      return {
        id: originalClauseId,
        originalClauseId,
        isManuallyAdded: false,
        number: original.sortOrder,
        text: template,
        textIsTemplate: true,
        isTextEdited: template !== original.text,
        isSelected: clause.isSelected,
      };
    });
    // An added clause is numbered by its place: never a catalogue number of the header, nor one the other
    // list's added clauses hold, as both lists print under the header together.
    const taken = new Set(catalogueNumbers.get(header.originalClauseHeaderId));
    const otherHeader = otherList?.headers.find((h) => h.originalClauseHeaderId === header.originalClauseHeaderId);
    for (const clause of otherHeader?.clauses ?? []) {
      if (clause.isManuallyAdded && clause.number !== undefined) taken.add(clause.number);
    }
    const numbers = numberClauses(clauses, taken);
    return {
      originalClauseHeaderId: header.originalClauseHeaderId,
      number: catalogueHeader.number,
      text: header.text,
      isTextEdited: header.text !== catalogueHeader.text,
      isSelected: header.isSelected,
      clauses: clauses.map((clause, index) => ({ ...clause, number: numbers[index] as number })),
    };
  });
  const saved = await repository.saveOverride(ctx.db, key, { headers, userId: user.id, now: ctx.clock.now() });
  const savedList = listOfRoofs(selectionsOf(catalogue, editedTemplates([saved.headers])), list);
  return presentClauses(input.projectId, input.tileId, applyOverride(savedList, saved.headers, catalogueNumbers));
}
