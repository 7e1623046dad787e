/**
 * The rules of the NBS Clauses page's lists, shared by the page and the NBS document (docs/decisions/nbs-clauses.md "NBS
 * Clauses page and overrides"): which list a catalogue clause is in, the project's list for a tile worked out
 * from its roofs, and a saved override laid over a worked-out list. Pure: the service brings the rows.
 */
import type { NbsClauseList } from "@portal/contracts";
import {
  NBS_CLAUSE_SELECTION,
  NBS_LOCATION_OF_INPUT,
  type NbsClauseData,
  type NbsFilledClause,
  type NbsHeaderData,
  type NbsInput,
  type NbsSelection,
} from "@portal/engine";
import type { StoredNbsHeader } from "../../db/schema/index.js";

/** A clause as worked out for a roof (or for the project's roofs with one tile), its text filled in. */
export interface WorkedOutClause {
  id: number;
  number: number;
  subHeading: string | null;
  text: string;
  isSelected: boolean;
}

export interface WorkedOutHeader {
  header: NbsHeaderData;
  clauses: WorkedOutClause[];
}

/** A clause of a list as shown and printed: a catalogue clause or one a user added. */
export interface ListedClause {
  id: number;
  originalClauseId: number | null;
  isManuallyAdded: boolean;
  /** The clause's number within its header (240 in "H65/240"): the catalogue's, or the one an added clause got. */
  number: number;
  subHeading: string | null;
  text: string;
  isSelected: boolean;
}

export interface ListedHeader {
  headerId: number;
  number: string;
  text: string;
  /** True when the list's override changed the header's text. */
  isTextEdited: boolean;
  isSelected: boolean;
  clauses: ListedClause[];
}

/**
 * The edited clause texts of a tile's overrides, by catalogue clause id: templates with the catalogue's
 * placeholders, which each roof fills with its own values. An edited text saved before templates were stored is
 * one roof's filled text and is not here: it prints as written.
 */
export function editedTemplates(overrides: readonly (readonly StoredNbsHeader[] | undefined)[]): Map<number, string> {
  const templates = new Map<number, string>();
  for (const clause of overrides.flatMap((headers) => (headers ?? []).flatMap((header) => header.clauses))) {
    if (clause.originalClauseId !== null && clause.isTextEdited && clause.textIsTemplate === true) {
      templates.set(clause.originalClauseId, clause.text);
    }
  }
  return templates;
}

/** A roof's NBS input with the overrides' edited templates in place of the catalogue's texts. */
export function withEditedTemplates(input: NbsInput, templates: ReadonlyMap<number, string>): NbsInput {
  if (templates.size === 0) return input;
  return {
    ...input,
    clauses: input.clauses.map((clause) => {
      const template = templates.get(clause.id);
      return template === undefined ? clause : { ...clause, text: template };
    }),
  };
}

/** The numbers of each header's catalogue clauses (both lists), which an added clause never takes. */
export function catalogueNumbersByHeader(clauses: readonly Pick<NbsClauseData, "nbsHeaderId" | "sortOrder">[]) {
  const numbers = new Map<number, Set<number>>();
  for (const clause of clauses) {
    let ofHeader = numbers.get(clause.nbsHeaderId);
    if (ofHeader === undefined) {
      ofHeader = new Set();
      numbers.set(clause.nbsHeaderId, ofHeader);
    }
    ofHeader.add(clause.sortOrder);
  }
  return numbers;
}

const CLAUSE_NUMBER_STEP = 5;

/**
 * The number an added clause takes after the clause above it (`previous`, 0 at the top): the next multiple of
 * 5 that is free and below the next catalogue clause; else any free number in that gap; else, with no room
 * left, the next free multiple of 5.
 */
export function freeClauseNumber(previous: number, next: number | undefined, taken: ReadonlySet<number>): number {
  const firstStep = (Math.floor(previous / CLAUSE_NUMBER_STEP) + 1) * CLAUSE_NUMBER_STEP;
  const inGap = (candidate: number) => next === undefined || candidate < next;
  for (let candidate = firstStep; inGap(candidate); candidate += CLAUSE_NUMBER_STEP) {
    if (!taken.has(candidate)) return candidate;
  }
  for (let candidate = previous + 1; inGap(candidate); candidate++) {
    if (!taken.has(candidate)) return candidate;
  }
  let candidate = firstStep;
  while (taken.has(candidate)) candidate += CLAUSE_NUMBER_STEP;
  return candidate;
}

/**
 * The numbers of one header's clauses of a list, in the list's order. A catalogue clause has its own. An added
 * clause keeps the number it has while that still lies after the clause above and before the next catalogue
 * clause and nothing else has it (with `keepAny`, whatever it is), so moving one clause renumbers that clause
 * only; any other takes `freeClauseNumber` between the clause above (0 at the top) and the next numbered one.
 * `taken`: the header's catalogue numbers and the numbers the other list's added clauses hold.
 */
export function numberClauses(
  clauses: readonly { number?: number | undefined; isManuallyAdded: boolean }[],
  taken: ReadonlySet<number>,
  keepAny = false,
): number[] {
  const numbers: (number | undefined)[] = [];
  const used = new Set(taken);
  let previous = 0;
  clauses.forEach((clause, index) => {
    const own = clause.number;
    if (!clause.isManuallyAdded) {
      numbers.push(own);
      if (own !== undefined) previous = own;
      return;
    }
    const next = clauses.slice(index + 1).find((after) => !after.isManuallyAdded)?.number;
    const keeps =
      own !== undefined && (keepAny || (own > previous && (next === undefined || own < next) && !used.has(own)));
    numbers.push(keeps ? own : undefined);
    if (keeps) {
      used.add(own);
      previous = own;
    }
  });
  let above = 0;
  return numbers.map((number, index) => {
    if (number === undefined) {
      const next = numbers.slice(index + 1).find((after) => after !== undefined);
      const fresh = freeClauseNumber(above, next, used);
      used.add(fresh);
      numbers[index] = fresh;
      above = fresh;
      return fresh;
    }
    above = number;
    return number;
  });
}

/** The list a catalogue clause is in, as the engine decides it: manual clauses are always the user's choice. */
export function listOfClause(clause: Pick<NbsClauseData, "selection" | "locationOfInput">): NbsClauseList {
  return clause.selection === NBS_CLAUSE_SELECTION.optional || clause.locationOfInput === NBS_LOCATION_OF_INPUT.manual
    ? "optional"
    : "required";
}

const workedOut = (clause: NbsFilledClause): WorkedOutClause => ({
  id: clause.id,
  number: clause.number,
  subHeading: clause.subHeading,
  text: clause.text,
  isSelected: clause.isSelected,
});

/** One roof's list, in the engine's order. */
export function listOfRoof(selection: NbsSelection, list: NbsClauseList): WorkedOutHeader[] {
  return selection.headers
    .map((group) => ({ header: group.header, clauses: group[list].map(workedOut) }))
    .filter((group) => group.clauses.length > 0);
}

/**
 * The project's list for a tile from its roofs with that tile (oldest roof first): every clause that applies to
 * any of them, with the text of the first roof it applies to, selected when it is on any of them (a required
 * clause always is; an optional one when a roof ticked it). Headers and clauses in NBS number order.
 */
export function listOfRoofs(selections: readonly NbsSelection[], list: NbsClauseList): WorkedOutHeader[] {
  const byHeader = new Map<number, { header: NbsHeaderData; clauses: Map<number, WorkedOutClause> }>();
  for (const selection of selections) {
    for (const group of listOfRoof(selection, list)) {
      let entry = byHeader.get(group.header.id);
      if (entry === undefined) {
        entry = { header: group.header, clauses: new Map() };
        byHeader.set(group.header.id, entry);
      }
      for (const clause of group.clauses) {
        const seen = entry.clauses.get(clause.id);
        if (seen === undefined) entry.clauses.set(clause.id, { ...clause });
        else seen.isSelected ||= clause.isSelected;
      }
    }
  }
  return [...byHeader.values()]
    .sort((a, b) => a.header.number.localeCompare(b.header.number))
    .map((entry) => ({
      header: entry.header,
      clauses: [...entry.clauses.values()].sort((a, b) => a.number - b.number),
    }));
}

const listedFromWorkedOut = (clause: WorkedOutClause): ListedClause => ({
  id: clause.id,
  originalClauseId: clause.id,
  isManuallyAdded: false,
  number: clause.number,
  subHeading: clause.subHeading,
  text: clause.text,
  isSelected: clause.isSelected,
});

/**
 * A worked-out list with its saved override laid over it. The override decides the order, the selection of
 * headers and clauses, the text it edited, and the clauses users added. A catalogue clause of the override that
 * no longer applies is left out; one that applies but is not in the override (the roofs changed since the
 * save) follows the override's clauses, as worked out. An unedited text is the worked-out one.
 */
export function applyOverride(
  worked: readonly WorkedOutHeader[],
  override: readonly StoredNbsHeader[] | undefined,
  catalogueNumbers: ReadonlyMap<number, ReadonlySet<number>>,
): ListedHeader[] {
  const workedById = new Map(worked.map((group) => [group.header.id, group]));
  const listed: ListedHeader[] = [];
  for (const stored of override ?? []) {
    const group = workedById.get(stored.originalClauseHeaderId);
    const workedClauses = new Map((group?.clauses ?? []).map((clause) => [clause.id, clause]));
    /** The override's clauses; an added clause saved before added clauses were numbered has no number yet. */
    const clauses: (Omit<ListedClause, "number"> & { number: number | undefined })[] = [];
    for (const clause of stored.clauses) {
      if (clause.isManuallyAdded || clause.originalClauseId === null) {
        clauses.push({
          id: clause.id,
          originalClauseId: null,
          isManuallyAdded: true,
          number: clause.number,
          subHeading: null,
          text: clause.text,
          isSelected: clause.isSelected,
        });
        continue;
      }
      const current = workedClauses.get(clause.originalClauseId);
      if (current === undefined) continue;
      workedClauses.delete(clause.originalClauseId);
      clauses.push({
        ...listedFromWorkedOut(current),
        // An edited template is filled in `worked` already; an edited text saved before templates prints as written.
        text: clause.isTextEdited && clause.textIsTemplate !== true ? clause.text : current.text,
        isSelected: clause.isSelected,
      });
    }
    clauses.push(...[...workedClauses.values()].map(listedFromWorkedOut));
    if (clauses.length === 0) continue;
    const numbers = numberClauses(clauses, catalogueNumbers.get(stored.originalClauseHeaderId) ?? new Set(), true);
    listed.push({
      headerId: stored.originalClauseHeaderId,
      number: group?.header.number ?? stored.number,
      text: stored.isTextEdited || group === undefined ? stored.text : group.header.text,
      isTextEdited: stored.isTextEdited,
      isSelected: stored.isSelected,
      clauses: clauses.map((clause, index) => ({ ...clause, number: numbers[index] as number })),
    });
  }
  const overridden = new Set((override ?? []).map((header) => header.originalClauseHeaderId));
  for (const group of worked) {
    if (overridden.has(group.header.id)) continue;
    listed.push({
      headerId: group.header.id,
      number: group.header.number,
      text: group.header.text,
      isTextEdited: false,
      isSelected: true,
      clauses: group.clauses.map(listedFromWorkedOut),
    });
  }
  return listed;
}

/** "H65/240": the code NBS numbers a clause by. */
export function clauseCode(headerNumber: string, clauseNumber: number): string {
  return `${headerNumber}/${clauseNumber}`;
}
