/**
 * Turns a document definition into PDF bytes, and a snapshot into its document. pdfmake is loaded and set up
 * once, on the first document: the four built-in Helvetica faces (no font files to ship) and access policies
 * that let a template reach nothing outside itself. Loading it on demand keeps its 25 MB out of a process that
 * serves requests and never renders. A snapshot's document renders in a worker thread (render-pool.ts), which
 * runs renderDocumentInThisThread, so the layout's CPU never holds up the event loop.
 */

import { PDF_TYPES } from "@portal/contracts";
import type * as PdfmakeApi from "pdfmake";
import type { DocumentSnapshot } from "./document-snapshot.js";
import { estimateDocument } from "./estimate.js";
import { fixingSpecDocument } from "./fixing-spec.js";
import { nbsDocument } from "./nbs.js";
import type { DocumentDefinition } from "./pdfmake-types.js";
import { renderInWorker } from "./render-pool.js";
import { withStandardFontText } from "./standard-font-text.js";

const HELVETICA = {
  normal: "Helvetica",
  bold: "Helvetica-Bold",
  italics: "Helvetica-Oblique",
  bolditalics: "Helvetica-BoldOblique",
} as const;
/** pdfmake applies the local policy to font names too, so exactly the four standard faces are allowed. */
const ALLOWED_LOCAL_NAMES = new Set<string>(Object.values(HELVETICA));

type Pdfmake = typeof PdfmakeApi;

let configuredPdfmake: Promise<Pdfmake> | undefined;

async function loadPdfmake(): Promise<Pdfmake> {
  // pdfmake is CommonJS: imported from ESM, its API arrives as the default export, which its types do not declare.
  const { default: pdfmake } = (await import("pdfmake")) as unknown as { default: Pdfmake };
  pdfmake.setFonts({ Helvetica: { ...HELVETICA } });
  // Templates are built from stored data only: never fetch a URL a snapshot might carry.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => ALLOWED_LOCAL_NAMES.has(path));
  return pdfmake;
}

export async function renderPdf(definition: DocumentDefinition): Promise<Buffer> {
  configuredPdfmake ??= loadPdfmake();
  const pdfmake = await configuredPdfmake;
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

/** The snapshot's document, rendered right here: what a render worker runs. */
export async function renderDocumentInThisThread(snapshot: DocumentSnapshot): Promise<Buffer> {
  return renderPdf(documentDefinitionOf(snapshot));
}

/** The snapshot's document, rendered in a worker thread off the event loop. */
export function renderDocument(snapshot: DocumentSnapshot): Promise<Buffer> {
  return renderInWorker(snapshot);
}
