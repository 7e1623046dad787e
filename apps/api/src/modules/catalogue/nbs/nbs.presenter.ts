import type { NbsClause, NbsHeader } from "@portal/contracts";
import type { ClauseWithHeader, HeaderRow } from "./nbs.repository.js";

export function presentHeader(row: HeaderRow): NbsHeader {
  return { id: row.id, number: row.number, text: row.text };
}

export function presentClause({ clause, headerNumber, headerText }: ClauseWithHeader): NbsClause {
  return {
    id: clause.id,
    nbsHeaderId: clause.nbsHeaderId,
    nbsHeaderName: `${headerNumber} ${headerText}`,
    clauseSection: clause.clauseSection,
    text: clause.text,
    subHeading: clause.subHeading,
    sortOrder: clause.sortOrder,
    ruleDescription: clause.ruleDescription,
    relatedProductType: clause.relatedProductType,
    locationOfInput: clause.locationOfInput,
    selection: clause.selection,
    subGroup: clause.subGroup,
    relatedSubProductType: clause.relatedSubProductType,
    nbsSubProductType: clause.nbsSubProductType,
  };
}
