/**
 * A version's files: the PDF, and for the Estimate its CSV, rendered from the version's snapshot and stored
 * under API-made keys. The job writes them once; a download whose file has gone (storage lost, restored from
 * an older backup) prints them again from the same snapshot instead of losing the version.
 */
import { Readable } from "node:stream";
import { type DocumentFormat, PDF_TYPES } from "@portal/contracts";
import type { AppContext } from "../../context.js";
import type { DocumentSnapshot } from "../../pdf/document-snapshot.js";
import { estimateCsv } from "../../pdf/estimate-csv.js";
import { renderDocument } from "../../pdf/render-pdf.js";

/** A generated document is a few hundred kilobytes; this bounds a runaway one. */
const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

/** The file of one format, rendered from the snapshot; the CSV exists for the Estimate only. */
export async function renderFile(snapshot: DocumentSnapshot, format: DocumentFormat): Promise<Buffer | null> {
  if (format === "pdf") return renderDocument(snapshot);
  return snapshot.pdfType === PDF_TYPES.estimate ? Buffer.from(estimateCsv(snapshot), "utf8") : null;
}

export async function storeFile(ctx: AppContext, key: string, bytes: Buffer): Promise<void> {
  await ctx.storage.put(key, Readable.from([bytes]), {
    maxBytes: MAX_DOCUMENT_BYTES,
    contentLength: bytes.length,
  });
}
