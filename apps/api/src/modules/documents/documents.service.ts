/**
 * Documents (spec 02 §4, §7): a request checks the item and its data, records a queued generation and answers
 * 202; the generate-document job gathers the snapshot, renders it, stores the file and records the version.
 * History lists the versions; a download is a short-lived signed link to a stored version.
 */
import {
  DOCUMENT_MESSAGES,
  type DocumentAvailability,
  type DocumentFormat,
  type DocumentLevel,
  IMPROVED_FIXING_SPEC_NAME,
  MAX_QUEUED_GENERATIONS_PER_USER,
  PDF_TYPE_NAMES,
  PDF_TYPES,
} from "@portal/contracts";
import type { AppContext } from "../../context.js";
import { guardWrite } from "../../db/write-guard.js";
import { AppError, forbidden, notFound, validationError } from "../../errors.js";
import { insertWithinPerUserCap } from "../../jobs/per-user-cap.js";
import { addMinutes } from "../../lib/clock.js";
import type { DocumentSnapshot } from "../../pdf/document-snapshot.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { LINK_LIFETIME_MINUTES } from "../../storage/storage.js";
import type { DownloadTarget } from "../../storage/storage.routes.js";
import { nbsDocumentRefusal } from "../nbs-clauses/nbs-document.js";
import { findAccessiblePlot, livePlotsOfProject } from "../plots/plots.service.js";
import { findAccessibleProject } from "../projects/projects.service.js";
import { availabilityOf } from "../roofs/roofs.presenter.js";
import { findAccessibleRoofInProject, liveRoofsOfPlots, type RoofWithResults } from "../roofs/roofs.service.js";
import { DOCUMENT_KEY_PREFIX, generationOfStorageKey, renderFile, storeFile } from "./document-files.js";
import { canUseImprovedFixingSpec } from "./documents.policy.js";
import { presentHistory } from "./documents.presenter.js";
import type { DocumentKind, DocumentSubject } from "./documents.repository.js";
import * as repository from "./documents.repository.js";

/** The document's name in messages: "Fixing Spec", "Estimate", "NBS" or "Improved Fixing Spec". */
export function documentName(kind: DocumentKind): string {
  return kind.isImproved ? IMPROVED_FIXING_SPEC_NAME : PDF_TYPE_NAMES[kind.pdfType];
}

/** The item if the caller may see its project (404 otherwise), with the live roofs its documents cover. */
async function findAccessibleSubject(
  ctx: AppContext,
  user: AuthenticatedUser,
  level: DocumentLevel,
  entityId: number,
): Promise<{ subject: DocumentSubject; roofs: RoofWithResults[] }> {
  if (level === "roof") {
    const { roof, projectId } = await findAccessibleRoofInProject(ctx, user, entityId);
    return { subject: { level, entityId, projectId }, roofs: [roof] };
  }
  if (level === "plot") {
    const plot = await findAccessiblePlot(ctx, user, entityId);
    return {
      subject: { level, entityId, projectId: plot.projectId },
      roofs: await liveRoofsOfPlots(ctx, [plot.id]),
    };
  }
  await findAccessibleProject(ctx, user, entityId);
  const plots = await livePlotsOfProject(ctx, entityId);
  const roofs = await liveRoofsOfPlots(
    ctx,
    plots.map((plot) => plot.id),
  );
  return { subject: { level, entityId, projectId: entityId }, roofs };
}

/** A plot or a project can give a document as soon as one of its roofs can. */
function availabilityOfRoofs(roofs: readonly RoofWithResults[]): DocumentAvailability {
  const each = roofs.map(availabilityOf);
  return {
    fixingSpecAvailable: each.some((roof) => roof.fixingSpecAvailable),
    estimateAvailable: each.some((roof) => roof.estimateAvailable),
    nbsAvailable: each.some((roof) => roof.nbsAvailable),
  };
}

const AVAILABILITY_FLAG = {
  [PDF_TYPES.fixingSpec]: "fixingSpecAvailable",
  [PDF_TYPES.estimate]: "estimateAvailable",
  [PDF_TYPES.nbsClause]: "nbsAvailable",
} as const satisfies Record<DocumentKind["pdfType"], keyof DocumentAvailability>;

/** GET /{plots|projects}/document-availability/{id} (the roof's own is in roof-data). */
export async function getAvailability(ctx: AppContext, user: AuthenticatedUser, level: DocumentLevel, id: number) {
  const { roofs } = await findAccessibleSubject(ctx, user, level, id);
  const availability = availabilityOfRoofs(roofs);
  // The NBS document also waits until every roof's printed clauses are filled (the generation's own check).
  if (!availability.nbsAvailable) return availability;
  return { ...availability, nbsAvailable: (await nbsDocumentRefusal(ctx, level, roofs)) === null };
}

/**
 * POST /project-pdfs/{type}s and /project-pdfs/roofs/improved-fixing-spec: 202 once the generation is queued.
 * Refused with 400 while no roof of the item has the data the document needs, with 409 while the same
 * document of the same item is still being made (one in flight per item and document, whoever asked), and with
 * 429 while the caller already has MAX_QUEUED_GENERATIONS_PER_USER waiting, however many requests arrive at once.
 * The generation records who asked (user and session), who alone hear of it; `enqueue` is given the caller's
 * turn (how many of theirs were waiting before it), so the queue takes everyone's first before anyone's next.
 */
export async function requestGeneration(
  ctx: AppContext,
  user: AuthenticatedUser,
  request: { level: DocumentLevel; entityId: number } & DocumentKind,
  enqueue: (generationId: number, turn: number) => Promise<unknown>,
) {
  const kind = { pdfType: request.pdfType, isImproved: request.isImproved };
  const { subject, roofs } = await findAccessibleSubject(ctx, user, request.level, request.entityId);
  if (kind.isImproved && !canUseImprovedFixingSpec(user.role)) throw forbidden(DOCUMENT_MESSAGES.improvedStaffOnly);
  const name = documentName(kind);
  if (!availabilityOfRoofs(roofs)[AVAILABILITY_FLAG[kind.pdfType]]) {
    throw validationError({}, DOCUMENT_MESSAGES.notAvailable(name));
  }
  // Nothing unfinished is printed: an NBS document waits until its clauses can all be filled, and says for what.
  const refusal = kind.pdfType === PDF_TYPES.nbsClause ? await nbsDocumentRefusal(ctx, request.level, roofs) : null;
  if (refusal !== null) throw validationError({}, refusal);
  const queued = await guardWrite(
    () =>
      insertWithinPerUserCap(ctx.db, {
        scope: "document-generations",
        userId: user.id,
        cap: MAX_QUEUED_GENERATIONS_PER_USER,
        countWaiting: (tx) => repository.countQueuedGenerationsOf(tx, user.id),
        insert: (tx) =>
          repository.insertGeneration(tx, {
            ...subject,
            ...kind,
            requestedByUserId: user.id,
            requestedBySessionId: user.sessionId,
            requestedAt: ctx.clock.now(),
          }),
      }),
    { duplicate: DOCUMENT_MESSAGES.alreadyGenerating(name) },
  );
  if (!queued) throw new AppError("RATE_LIMITED", DOCUMENT_MESSAGES.tooManyQueued);
  const generation = queued.row;
  try {
    await enqueue(generation.id, queued.turn);
  } catch (error) {
    // Not queued: let the item be asked for again rather than stay "in flight" for good.
    await repository.finishGeneration(ctx.db, generation.id, "failed", ctx.clock.now());
    throw error;
  }
  return { message: DOCUMENT_MESSAGES.generating, generationId: generation.id };
}

/** GET /{type}s/documents/{id}: every version, newest first; the Improved Fixing Spec only for staff. */
export async function getHistory(ctx: AppContext, user: AuthenticatedUser, level: DocumentLevel, id: number) {
  await findAccessibleSubject(ctx, user, level, id);
  const rows = await repository.findVersionsOf(ctx.db, { level, entityId: id });
  const showImproved = canUseImprovedFixingSpec(user.role);
  return presentHistory(rows.filter((row) => showImproved || !row.isImproved));
}

/** A signed link to a stored version's file, valid for LINK_LIFETIME_MINUTES. */
export function downloadLinkOf(
  ctx: AppContext,
  version: Pick<repository.DocumentVersionRow, "storageKey" | "csvStorageKey" | "fileName">,
  format: DocumentFormat,
) {
  const expiresAt = addMinutes(ctx.clock.now(), LINK_LIFETIME_MINUTES);
  if (format === "csv" && version.csvStorageKey) {
    const fileName = version.fileName.replace(/\.pdf$/, ".csv");
    return ctx.storage.downloadLink(version.csvStorageKey, { expiresAt, fileName });
  }
  return ctx.storage.downloadLink(version.storageKey, { expiresAt, fileName: version.fileName });
}

/**
 * The storage route's check of a document's signed link: the file is served only while the version's item (and
 * every item above it) is there, so deleting a roof, a plot or a project stops the links already handed out for
 * its documents. The files themselves are kept, like the versions' rows.
 */
export function documentFileDownloads(ctx: AppContext): DownloadTarget {
  return {
    keyPrefix: DOCUMENT_KEY_PREFIX,
    async isServable(key) {
      const generationId = generationOfStorageKey(key);
      return generationId !== undefined && repository.isFileOfLiveItem(ctx.db, { generationId, key });
    },
  };
}

/**
 * GET /project-pdfs/{type}s/{id}/{pdfType}/{version}: 404 "File is not available" for a version or format that
 * does not exist; a stored file that has gone is printed again from the version's snapshot.
 */
export async function getDownloadLink(
  ctx: AppContext,
  user: AuthenticatedUser,
  request: { level: DocumentLevel; entityId: number; version: number; format: DocumentFormat } & DocumentKind,
) {
  await findAccessibleSubject(ctx, user, request.level, request.entityId);
  if (request.isImproved && !canUseImprovedFixingSpec(user.role)) throw forbidden(DOCUMENT_MESSAGES.improvedStaffOnly);
  const version = await repository.findVersion(
    ctx.db,
    { level: request.level, entityId: request.entityId },
    { pdfType: request.pdfType, isImproved: request.isImproved },
    request.version,
  );
  const key = request.format === "csv" ? version?.csvStorageKey : version?.storageKey;
  if (!version || !key) throw notFound(DOCUMENT_MESSAGES.fileNotAvailable);
  if (!(await ctx.storage.exists(key))) {
    // The file has gone; the version's snapshot prints it again, with the same content.
    const bytes = await renderFile(version.snapshot as DocumentSnapshot, request.format);
    if (!bytes) throw notFound(DOCUMENT_MESSAGES.fileNotAvailable);
    await storeFile(ctx, key, bytes);
  }
  return { downloadUri: await downloadLinkOf(ctx, version, request.format) };
}
