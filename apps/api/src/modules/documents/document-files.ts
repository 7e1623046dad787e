/**
 * A version's files: the PDF, and for the Estimate its CSV, rendered from the version's snapshot and stored
 * under API-made keys. The job writes them once; a download whose file has gone (storage lost, restored from
 * an older backup) prints them again from the same snapshot instead of losing the version.
 */
import { Readable } from "node:stream";
import { type DocumentFormat, PDF_TYPES, type PdfType } from "@portal/contracts";
import type { AppContext } from "../../context.js";
import type { DocumentGenerationRow } from "../../db/schema/index.js";
import type { DocumentSnapshot } from "../../pdf/document-snapshot.js";
import { estimateCsv } from "../../pdf/estimate-csv.js";
import { renderDocument } from "../../pdf/render-pdf.js";
import type { DocumentKind } from "./documents.repository.js";

/** Every document's files are stored under this prefix. */
export const DOCUMENT_KEY_PREFIX = "documents/";

const SLUG_OF: Record<PdfType, string> = {
  [PDF_TYPES.fixingSpec]: "fixing-spec",
  [PDF_TYPES.estimate]: "estimate",
  [PDF_TYPES.nbsClause]: "nbs",
};

/**
 * API-made key, "documents/roof/12/fixing-spec-v3-g45.pdf": the generation id keeps a retry on the same key and
 * two generations apart.
 */
export function storageKeyOf(
  generation: Pick<DocumentGenerationRow, "id" | "level" | "entityId">,
  kind: DocumentKind,
  version: number,
  extension: "pdf" | "csv",
): string {
  const slug = `${kind.isImproved ? "improved-" : ""}${SLUG_OF[kind.pdfType]}`;
  return `${DOCUMENT_KEY_PREFIX}${generation.level}/${generation.entityId}/${slug}-v${version}-g${generation.id}.${extension}`;
}

/** The generation a key of storageKeyOf's names; undefined for any other key. */
export function generationOfStorageKey(key: string): number | undefined {
  const match = /^documents\/(?:roof|plot|project)\/\d+\/[a-z-]+-v\d+-g(\d+)\.(?:pdf|csv)$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

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
