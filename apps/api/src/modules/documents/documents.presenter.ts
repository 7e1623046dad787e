import { type DocumentHistory, type DocumentVersion, PDF_TYPES, type PdfType } from "@portal/contracts";

type VersionListRow = {
  version: number;
  dateCreated: Date;
  pdfType: number;
  isImproved: boolean;
  changes: string[];
};

export function presentVersion(row: VersionListRow): DocumentVersion {
  return {
    version: row.version,
    dateCreated: row.dateCreated.toISOString(),
    pdfType: row.pdfType as PdfType,
    isImproved: row.isImproved,
    changes: row.changes,
  };
}

/** Spec 02 §3 "Document history": one list per document, newest first as the rows come. */
export function presentHistory(rows: readonly VersionListRow[]): DocumentHistory {
  const of = (pdfType: PdfType) => rows.filter((row) => row.pdfType === pdfType).map(presentVersion);
  return {
    fixingDocuments: of(PDF_TYPES.fixingSpec),
    estimateDocuments: of(PDF_TYPES.estimate),
    nbsDocuments: of(PDF_TYPES.nbsClause),
  };
}
