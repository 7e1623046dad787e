import {
  type RoofNbsClause,
  type RoofNbsClauses,
  type RoofNbsDetails,
  type RoofNbsHeader,
  roofNbsClausesIncomplete,
} from "@portal/contracts";
import type { NbsFilledClause, NbsHeaderClauses, NbsSelection } from "@portal/engine";
import type { RoofNbsDetailsRow } from "./nbs.repository.js";

function presentClause(clause: NbsFilledClause, headerNumber: string): RoofNbsClause {
  return {
    id: clause.id,
    nbsHeaderId: clause.headerId,
    headerNumber,
    number: clause.number,
    subHeading: clause.subHeading,
    text: clause.text,
    selection: clause.selection,
    isSelected: clause.isSelected,
    missingPlaceholders: clause.missingPlaceholders,
    productLines: clause.productLines,
  };
}

function presentHeader(group: NbsHeaderClauses): RoofNbsHeader {
  return {
    id: group.header.id,
    number: group.header.number,
    text: group.header.text,
    requiredClauses: group.required.map((clause) => presentClause(clause, group.header.number)),
    optionalClauses: group.optional.map((clause) => presentClause(clause, group.header.number)),
  };
}

export function presentRoofClauses(
  roofId: number,
  details: RoofNbsDetailsRow,
  computed: { workSection: string; selection: NbsSelection } | null,
  documentNeeds: readonly string[] = [],
): RoofNbsClauses {
  if (computed === null) return roofNbsClausesIncomplete(roofId, details.version);
  const { selection } = computed;
  const optional = new Set(selection.optionalClauseIds);
  return {
    roofId,
    earlierSectionsIncomplete: false,
    workSection: computed.workSection,
    headers: selection.headers.map(presentHeader),
    nbsRequiredClauses: selection.requiredClauseIds,
    nbsOptionalClauses: selection.optionalClauseIds,
    nbsSelectedOptionalClauses: selection.selectedClauseIds.filter((id) => optional.has(id)),
    documentNeeds: [...documentNeeds],
    version: details.version,
  };
}

export function presentOptionalClauses(selection: NbsSelection | null): RoofNbsClause[] {
  if (selection === null) return [];
  return selection.headers.flatMap((group) =>
    group.optional.map((clause) => presentClause(clause, group.header.number)),
  );
}

export function presentDetails(row: RoofNbsDetailsRow): RoofNbsDetails {
  return { roofId: row.roofId, nbsClauseIds: row.nbsClauseIds, version: row.version };
}
