/**
 * The generate-document job: snapshot → PDF (and the Estimate's CSV) → storage → version, then the requester's
 * sockets hear of it. An attempt that dies part-way leaves no version (the version row is written last, in one
 * transaction with the generation's end) and at most a file under a key the retry writes again.
 */
import {
  DOCUMENT_MESSAGES,
  PDF_TYPES,
  type PdfType,
  REALTIME_EVENTS,
  type RealtimeEventName,
  type RealtimeMessage,
} from "@portal/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DocumentGenerationRow, DocumentVersionRow } from "../../db/schema/index.js";
import { defineJob } from "../../jobs/job-queue.js";
import { safeDownloadName } from "../../lib/file-names.js";
import type { DocumentSnapshot } from "../../pdf/document-snapshot.js";
import { mayStillUseProject } from "../projects/projects.service.js";
import { describeChanges } from "./document-changes.js";
import { renderFile, storageKeyOf, storeFile } from "./document-files.js";
import { recipientOfGeneration } from "./documents.policy.js";
import type { DocumentKind } from "./documents.repository.js";
import * as repository from "./documents.repository.js";
import { documentName, downloadLinkOf } from "./documents.service.js";
import { gatherSnapshot } from "./gather-snapshot.js";

const EVENT_OF: Record<PdfType, RealtimeEventName> = {
  [PDF_TYPES.fixingSpec]: REALTIME_EVENTS.fixingSpecGenerated,
  [PDF_TYPES.estimate]: REALTIME_EVENTS.estimateGenerated,
  [PDF_TYPES.nbsClause]: REALTIME_EVENTS.nbsGenerated,
};

const kindOf = (row: DocumentGenerationRow): DocumentKind => ({
  pdfType: row.pdfType as PdfType,
  isImproved: row.isImproved,
});

/**
 * "1042 Main Roof - Fixing Spec v3.pdf": what the browser saves it as. Invisible characters go (safeDownloadName)
 * and characters file systems refuse become dashes.
 */
function fileNameOf(snapshot: DocumentSnapshot): string {
  const firstPlot = snapshot.plots[0];
  const itemName =
    snapshot.level === "roof"
      ? (firstPlot?.roofs[0]?.name ?? "Roof")
      : snapshot.level === "plot"
        ? (firstPlot?.name ?? "Plot")
        : snapshot.project.name;
  const name = `${snapshot.project.referenceNumber} ${itemName} - ${documentName(snapshot)} v${snapshot.version}.pdf`;
  return safeDownloadName(name).replace(/[\\/:*?"<>|]+/g, "-");
}

const idOfItem = (generation: DocumentGenerationRow) =>
  generation.level === "roof"
    ? { RoofId: generation.entityId }
    : generation.level === "plot"
      ? { PlotId: generation.entityId }
      : { ProjectId: generation.entityId };

/**
 * Tells whoever asked for the generation, and nobody else (recipientOfGeneration), while they may still use its
 * project. The message is made only once somebody is to hear it, so a signed link is never made for nobody.
 */
async function tellRequester(
  ctx: AppContext,
  generation: DocumentGenerationRow,
  event: RealtimeEventName,
  messageOf: () => Promise<RealtimeMessage> | RealtimeMessage,
): Promise<void> {
  const requester = {
    userId: generation.requestedByUserId,
    sessionId: generation.requestedBySessionId,
    role: await repository.findRequesterRole(ctx.db, generation.requestedByUserId),
  };
  const recipient = recipientOfGeneration(requester, generation);
  if (!recipient) return;
  // A company member removed while the document was made no longer hears of the company's project.
  if ("userId" in recipient && requester.role !== undefined) {
    const person = { id: recipient.userId, role: requester.role };
    if (!(await mayStillUseProject(ctx, person, generation.projectId))) return;
  }
  const message = await messageOf();
  if ("sessionId" in recipient) ctx.realtime.emitToSession(recipient.sessionId, event, message);
  else ctx.realtime.emitToUser(recipient.userId, event, message);
}

async function announce(ctx: AppContext, generation: DocumentGenerationRow, version: DocumentVersionRow) {
  const kind = kindOf(generation);
  await tellRequester(ctx, generation, EVENT_OF[kind.pdfType], async () => ({
    Message: DOCUMENT_MESSAGES.generated(documentName(kind)),
    DownloadUri: await downloadLinkOf(ctx, version, "pdf"),
    ...idOfItem(generation),
    GenerationId: generation.id,
  }));
}

export async function generateDocument(ctx: AppContext, generationId: number): Promise<void> {
  const generation = await repository.findGeneration(ctx.db, generationId);
  if (!generation || generation.status === "failed") return;
  const made = await repository.findVersionOfGeneration(ctx.db, generationId);
  if (made) {
    // An earlier attempt recorded the version and died before telling anyone.
    await repository.finishGeneration(ctx.db, generationId, "done", ctx.clock.now());
    await announce(ctx, generation, made);
    return;
  }
  const kind = kindOf(generation);
  const [unnumbered, previous] = await Promise.all([
    gatherSnapshot(ctx, generation),
    repository.findLatestVersion(ctx.db, generation, kind),
  ]);
  if (unnumbered.plots.every((plot) => plot.roofs.length === 0)) {
    // The item lost its roofs (deleted) between the request and now: there is nothing to print, and retrying
    // will not change that.
    await failGeneration(ctx, generationId);
    return;
  }
  const snapshot: DocumentSnapshot = { ...unnumbered, version: (previous?.version ?? 0) + 1 };
  const [pdf, csv] = await Promise.all([renderFile(snapshot, "pdf"), renderFile(snapshot, "csv")]);
  if (!pdf) throw new Error("Every document renders as a PDF");
  const storageKey = storageKeyOf(generation, kind, snapshot.version, "pdf");
  await storeFile(ctx, storageKey, pdf);
  let csvStorageKey: string | null = null;
  if (csv) {
    csvStorageKey = storageKeyOf(generation, kind, snapshot.version, "csv");
    await storeFile(ctx, csvStorageKey, csv);
  }
  const version = await ctx.db.transaction(async (tx) => {
    const row = await repository.insertVersion(tx, {
      level: generation.level,
      entityId: generation.entityId,
      projectId: generation.projectId,
      ...kind,
      version: snapshot.version,
      generationId,
      storageKey,
      csvStorageKey,
      fileName: fileNameOf(snapshot),
      sizeBytes: pdf.length,
      snapshot,
      changes: describeChanges(previous?.snapshot as DocumentSnapshot | undefined, snapshot),
      createdByUserId: generation.requestedByUserId,
      dateCreated: new Date(snapshot.generatedAt),
    });
    await repository.finishGeneration(tx, generationId, "done", ctx.clock.now());
    return row;
  });
  await announce(ctx, generation, version);
}

/** Once every attempt failed: the item may be asked for again, and the requester hears why. */
async function failGeneration(ctx: AppContext, generationId: number): Promise<void> {
  const generation = await repository.findGeneration(ctx.db, generationId);
  if (!generation) return;
  await repository.finishGeneration(ctx.db, generationId, "failed", ctx.clock.now());
  const kind = kindOf(generation);
  await tellRequester(ctx, generation, REALTIME_EVENTS.error, () => ({
    Message: kind.isImproved
      ? DOCUMENT_MESSAGES.improvedFailed
      : DOCUMENT_MESSAGES.generationFailed(documentName(kind)),
    GenerationId: generationId,
  }));
}

export const generateDocumentJob = defineJob({
  name: "generate-document",
  payloadSchema: z.object({ generationId: z.number().int().positive() }),
  retryLimit: 2,
  // A plot of many roofs renders in seconds; an attempt still running after this has hung.
  expireInSeconds: 300,
  // Two at a time: one renders while the other reads or stores, and a backlog drains twice as fast.
  concurrency: 2,
  handler: (ctx, payload) => generateDocument(ctx, payload.generationId),
  onFinalFailure: (ctx, payload) => failGeneration(ctx, payload.generationId),
  logFields: (payload) => ({ generationId: payload.generationId }),
});

export const DOCUMENT_JOBS = [generateDocumentJob];
