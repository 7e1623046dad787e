/**
 * The rules of the NBS Clauses page's lists, shared by the page and the NBS document (docs/decisions.md "NBS
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

/** A clause of a list as shown and printed: a catalogue clause (number set) or one a user added. */
export interface ListedClause {
  id: number;
  originalClauseId: number | null;
  isManuallyAdded: boolean;
  /** The catalogue clause's number within its header (240 in "H65/240"); null for an added clause. */
  number: number | null;
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
): ListedHeader[] {
  const workedById = new Map(worked.map((group) => [group.header.id, group]));
  const listed: ListedHeader[] = [];
  for (const stored of override ?? []) {
    const group = workedById.get(stored.originalClauseHeaderId);
    const workedClauses = new Map((group?.clauses ?? []).map((clause) => [clause.id, clause]));
    const clauses: ListedClause[] = [];
    for (const clause of stored.clauses) {
      if (clause.isManuallyAdded || clause.originalClauseId === null) {
        clauses.push({
          id: clause.id,
          originalClauseId: null,
          isManuallyAdded: true,
          number: null,
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
        text: clause.isTextEdited ? clause.text : current.text,
        isSelected: clause.isSelected,
      });
    }
    clauses.push(...[...workedClauses.values()].map(listedFromWorkedOut));
    if (clauses.length === 0) continue;
    listed.push({
      headerId: stored.originalClauseHeaderId,
      number: group?.header.number ?? stored.number,
      text: stored.isTextEdited || group === undefined ? stored.text : group.header.text,
      isTextEdited: stored.isTextEdited,
      isSelected: stored.isSelected,
      clauses,
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

/** "H65/240": the clause code NBS numbers a catalogue clause by. */
export function clauseCode(headerNumber: string, clauseNumber: number): string {
  return `${headerNumber}/${clauseNumber}`;
}
