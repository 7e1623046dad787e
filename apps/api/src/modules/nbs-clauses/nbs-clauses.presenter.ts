import type { NbsClausesPayload, NbsOverrideHeader, NbsTileOption } from "@portal/contracts";
import { clauseCode, type ListedHeader } from "./nbs-lists.js";

export function presentTileOption(row: { id: number; name: string }): NbsTileOption {
  return { id: row.id, name: row.name };
}

function presentHeader(header: ListedHeader): NbsOverrideHeader {
  return {
    number: header.number,
    text: header.text,
    isSelected: header.isSelected,
    originalClauseHeaderId: header.headerId,
    nbsClauses: header.clauses.map((clause, index) => ({
      id: clause.id,
      text: clause.text,
      isSelected: clause.isSelected,
      sortOrder: index + 1,
      isManuallyAdded: clause.isManuallyAdded,
      originalClauseId: clause.originalClauseId,
      code: clauseCode(header.number, clause.number),
    })),
  };
}

/** Spec 02 §3's payload: the headers in order, each clause's sortOrder its place in the list from 1. */
export function presentClauses(projectId: number, tileId: number, headers: readonly ListedHeader[]): NbsClausesPayload {
  return { projectId, tileId, nbsClauseHeaders: headers.map(presentHeader) };
}
