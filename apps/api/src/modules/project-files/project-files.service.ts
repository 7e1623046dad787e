import { randomUUID } from "node:crypto";
import {
  allowedUploadExtensionOf,
  type CreatedProjectFile,
  type CreateProjectFile,
  PROJECT_FILE_MESSAGES,
  type ProjectFile,
} from "@portal/contracts";
import type { AppContext } from "../../context.js";
import { conflict, notFound, validationError } from "../../errors.js";
import { addMinutes } from "../../lib/clock.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { LINK_LIFETIME_MINUTES } from "../../storage/storage.js";
import type { UploadTarget } from "../../storage/storage.routes.js";
import { findAccessibleProject } from "../projects/projects.service.js";
import { contentMatchesExtension, SNIFF_BYTES } from "./file-signatures.js";
import { presentProjectFile } from "./project-files.presenter.js";
import * as repository from "./project-files.repository.js";

/** Every project file's storage key starts so; the rest is the project id and a random name. */
export const PROJECT_FILES_KEY_PREFIX = "project-files/";

/**
 * A record whose bytes never arrived is removed once its upload link has been dead for an hour: by then no
 * upload started in time can still be arriving.
 */
const ABANDONED_AFTER_MINUTES = LINK_LIFETIME_MINUTES + 60;

const linkExpiry = (ctx: AppContext) => addMinutes(ctx.clock.now(), LINK_LIFETIME_MINUTES);

/** The problem with a file's first bytes given the type its key (and so its name) claims; undefined if none. */
export function contentProblem(storageKey: string, head: Buffer): string | undefined {
  const extension = allowedUploadExtensionOf(storageKey);
  if (!extension) return PROJECT_FILE_MESSAGES.typeNotAllowed;
  return contentMatchesExtension(extension, head) ? undefined : PROJECT_FILE_MESSAGES.contentMismatch(extension);
}

async function readStoredHead(ctx: AppContext, storageKey: string, sizeBytes: number): Promise<Buffer> {
  if (sizeBytes === 0) return Buffer.alloc(0);
  const stream = await ctx.storage.get(storageKey, { start: 0, end: Math.min(sizeBytes, SNIFF_BYTES) - 1 });
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * Looks at a record still waiting for its bytes. Bytes that are stored and pass the size and content checks
 * mark it uploaded: that is how uploads that went straight to an S3 bucket (which the API never sees) are
 * noticed, and it repairs a local upload interrupted between storing and recording. Bytes failing the checks
 * are deleted with the record; a record abandoned long after its link expired is deleted too.
 */
async function settlePendingFile(
  ctx: AppContext,
  row: repository.ProjectFileRow,
): Promise<repository.ProjectFileRow | undefined> {
  const now = ctx.clock.now();
  const stored = await ctx.storage.stat(row.storageKey);
  if (!stored) {
    if (addMinutes(row.createdAt, ABANDONED_AFTER_MINUTES) < now) await repository.deleteProjectFile(ctx.db, row.id);
    return undefined;
  }
  const isTooLarge = stored.sizeBytes > ctx.config.storage.maxUploadBytes;
  if (isTooLarge || contentProblem(row.storageKey, await readStoredHead(ctx, row.storageKey, stored.sizeBytes))) {
    await ctx.storage.delete(row.storageKey);
    await repository.deleteProjectFile(ctx.db, row.id);
    return undefined;
  }
  await repository.markProjectFileUploaded(ctx.db, row.storageKey, { sizeBytes: stored.sizeBytes, uploadedAt: now });
  return { ...row, sizeBytes: stored.sizeBytes, uploadedAt: now };
}

async function withDownloadLink(ctx: AppContext, row: repository.ProjectFileRow): Promise<ProjectFile> {
  const sasUri = await ctx.storage.downloadLink(row.storageKey, { expiresAt: linkExpiry(ctx), fileName: row.fileName });
  return presentProjectFile(row, sasUri);
}

/** The project's files whose bytes arrived, newest first, each with a fresh download link. */
export async function listProjectFiles(ctx: AppContext, user: AuthenticatedUser, projectId: number) {
  await findAccessibleProject(ctx, user, projectId);
  for (const pending of await repository.findPendingFilesOfProject(ctx.db, projectId)) {
    await settlePendingFile(ctx, pending);
  }
  const rows = await repository.findUploadedFilesOfProject(ctx.db, projectId);
  return Promise.all(rows.map((row) => withDownloadLink(ctx, row)));
}

/** Records the file (not yet uploaded) and answers the one link its bytes may be PUT to. */
export async function createProjectFile(
  ctx: AppContext,
  user: AuthenticatedUser,
  input: CreateProjectFile,
): Promise<CreatedProjectFile> {
  await findAccessibleProject(ctx, user, input.projectId);
  const extension = allowedUploadExtensionOf(input.fileName);
  if (!extension) throw validationError({ FileName: [PROJECT_FILE_MESSAGES.typeNotAllowed] });
  const now = ctx.clock.now();
  // The key never contains the user's file name: it only has to be unique and carry the type.
  const storageKey = `${PROJECT_FILES_KEY_PREFIX}${input.projectId}/${randomUUID()}${extension}`;
  const row = await repository.insertProjectFile(ctx.db, {
    projectId: input.projectId,
    fileName: input.fileName,
    fileType: input.fileType,
    storageKey,
    createdAt: now,
    updatedAt: now,
    createdByUserId: user.id,
    updatedByUserId: user.id,
  });
  return { id: row.id, sasUri: await ctx.storage.uploadLink(storageKey, { expiresAt: linkExpiry(ctx) }) };
}

/** The file if its project is visible to the caller; 404 otherwise, as for the project itself. */
async function findAccessibleProjectFile(ctx: AppContext, user: AuthenticatedUser, fileId: number) {
  const row = await repository.findProjectFile(ctx.db, fileId);
  if (!row) throw notFound(PROJECT_FILE_MESSAGES.fileNotFound);
  try {
    await findAccessibleProject(ctx, user, row.projectId);
  } catch {
    throw notFound(PROJECT_FILE_MESSAGES.fileNotFound);
  }
  return row;
}

export async function getProjectFile(ctx: AppContext, user: AuthenticatedUser, fileId: number) {
  const row = await findAccessibleProjectFile(ctx, user, fileId);
  const uploaded = row.uploadedAt ? row : await settlePendingFile(ctx, row);
  if (!uploaded) throw notFound(PROJECT_FILE_MESSAGES.fileNotFound);
  return withDownloadLink(ctx, uploaded);
}

/** Removes the bytes first, then the record: if either step fails, repeating the delete finishes the job. */
export async function deleteProjectFile(ctx: AppContext, user: AuthenticatedUser, fileId: number) {
  const row = await findAccessibleProjectFile(ctx, user, fileId);
  await ctx.storage.delete(row.storageKey);
  await repository.deleteProjectFile(ctx.db, row.id);
}

/** How the storage routes treat a PUT to a project file's local upload link. */
export function projectFilesUploadTarget(ctx: AppContext): UploadTarget {
  return {
    keyPrefix: PROJECT_FILES_KEY_PREFIX,
    maxBytes: ctx.config.storage.maxUploadBytes,
    sniffBytes: SNIFF_BYTES,
    async prepare(storageKey) {
      const row = await repository.findProjectFileByKey(ctx.db, storageKey);
      if (!row) throw notFound(PROJECT_FILE_MESSAGES.fileNotFound);
      // Once listed, a file's content stays what was checked and shown.
      if (row.uploadedAt) throw conflict(PROJECT_FILE_MESSAGES.alreadyUploaded);
    },
    checkContent: contentProblem,
    async complete(storageKey, sizeBytes) {
      const isMarked = await repository.markProjectFileUploaded(ctx.db, storageKey, {
        sizeBytes,
        uploadedAt: ctx.clock.now(),
      });
      if (isMarked) return;
      // Not waiting any more: deleted meanwhile (the bytes must go), or marked by a simultaneous PUT to the
      // same link, whose bytes passed the same checks.
      if (!(await repository.findProjectFileByKey(ctx.db, storageKey))) {
        throw notFound(PROJECT_FILE_MESSAGES.fileNotFound);
      }
    },
    async discard(storageKey) {
      await repository.deletePendingProjectFileByKey(ctx.db, storageKey);
    },
  };
}
