/**
 * Turns a document definition into PDF bytes, and a snapshot into its document. pdfmake is set up once for the
 * process: the four built-in Helvetica faces (no font files to ship) and access policies that let a template
 * reach nothing outside itself.
 */

import { PDF_TYPES } from "@portal/contracts";
import pdfmake from "pdfmake";
import type { DocumentSnapshot } from "./document-snapshot.js";
import { estimateDocument } from "./estimate.js";
import { fixingSpecDocument } from "./fixing-spec.js";
import { nbsDocument } from "./nbs.js";
import type { DocumentDefinition } from "./pdfmake-types.js";
import { withStandardFontText } from "./standard-font-text.js";

const HELVETICA = {
  normal: "Helvetica",
  bold: "Helvetica-Bold",
  italics: "Helvetica-Oblique",
  bolditalics: "Helvetica-BoldOblique",
} as const;
/** pdfmake applies the local policy to font names too, so exactly the four standard faces are allowed. */
const ALLOWED_LOCAL_NAMES = new Set<string>(Object.values(HELVETICA));

let isConfigured = false;

function configurePdfmake(): void {
  if (isConfigured) return;
  pdfmake.setFonts({ Helvetica: { ...HELVETICA } });
  // Templates are built from stored data only: never fetch a URL a snapshot might carry.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => ALLOWED_LOCAL_NAMES.has(path));
  isConfigured = true;
}

export async function renderPdf(definition: DocumentDefinition): Promise<Buffer> {
  configurePdfmake();
  return pdfmake.createPdf(withStandardFontText(definition)).getBuffer();
}

/** The definition of the snapshot's document, by its type; the Improved Fixing Spec adds the full working. */
export function documentDefinitionOf(snapshot: DocumentSnapshot): DocumentDefinition {
  switch (snapshot.pdfType) {
    case PDF_TYPES.nbsClause:
      return nbsDocument(snapshot);
    case PDF_TYPES.estimate:
      return estimateDocument(snapshot);
    case PDF_TYPES.fixingSpec:
      return fixingSpecDocument(snapshot);
  }
}

export async function renderDocument(snapshot: DocumentSnapshot): Promise<Buffer> {
  return renderPdf(documentDefinitionOf(snapshot));
}
