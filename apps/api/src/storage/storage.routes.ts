import {
  MessageResponseSchema,
  PROJECT_FILE_MESSAGES,
  SignedLinkQuerySchema,
  StorageKeyParamsSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { AppError, errorResponses, forbidden, notFound } from "../errors.js";
import { contentSniffer } from "./content-sniffer.js";
import { createLinkSigner, type LinkCheck } from "./signed-links.js";
import { attachmentDisposition, contentTypeOf, isValidStorageKey, StorageLimitError } from "./storage.js";

/**
 * What a module that hands out upload links tells the storage routes about the keys it owns: whether a key
 * may be written now, what its first bytes must look like, and what to record once the bytes are stored.
 */
export type UploadTarget = {
  /** Keys under this prefix belong to the target, e.g. "project-files/". */
  keyPrefix: string;
  maxBytes: number;
  /** Throws an AppError when the key may not be written (no such record, already uploaded). */
  prepare(key: string): Promise<void>;
  /** How many leading bytes checkContent wants to see. */
  sniffBytes: number;
  /** A message when the leading bytes do not fit the key's type; undefined when they do. */
  checkContent(key: string, head: Buffer): string | undefined;
  /** Records that the bytes arrived; throws when the record went away meanwhile (the bytes are then removed). */
  complete(key: string, sizeBytes: number): Promise<void>;
  /** Forgets the record of a refused upload, so nothing of it is kept. */
  discard(key: string): Promise<void>;
};

/**
 * What a module whose files are downloaded through signed links tells the storage routes about its keys: a
 * signed link is served only while the record behind its key allows it, so deleting the record stops links
 * already handed out. (With S3 the bucket serves its own links, which then last until they expire.)
 */
export type DownloadTarget = {
  /** Keys under this prefix belong to the target, e.g. "documents/". */
  keyPrefix: string;
  /** Whether the key's file may be downloaded now; a link to one that may not is answered 404. */
  isServable(key: string): Promise<boolean>;
};

const errors = errorResponses(400, 403, 404, 409);

function refuseLink(check: Exclude<LinkCheck, { ok: true }>): AppError {
  return forbidden(check.reason === "expired" ? PROJECT_FILE_MESSAGES.linkExpired : PROJECT_FILE_MESSAGES.linkInvalid);
}

/**
 * The API's own signed links for local storage (/api/v1/storage/<key>?expires&signature): the browser PUTs an
 * upload and GETs a download. The signature is the whole authorisation, so the routes are public and keep no
 * state; with S3 the links point at the bucket instead and these routes go unused.
 */
export function storageRoutes(
  ctx: AppContext,
  targets: { uploads: readonly UploadTarget[]; downloads: readonly DownloadTarget[] },
): FastifyPluginAsyncZod {
  const links = createLinkSigner(ctx.config.jwtSecret, ctx.config.publicUrl);

  return async (app) => {
    // Uploads are raw bytes of any content type, streamed to storage rather than parsed (and not bound by the
    // JSON body limit); this parser only applies to the routes of this plugin.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", (_request, _payload, done) => done(null));

    app.put(
      "/storage/*",
      {
        config: { access: "public" },
        schema: {
          params: StorageKeyParamsSchema,
          querystring: SignedLinkQuerySchema,
          response: { 201: MessageResponseSchema, ...errors, ...errorResponses(413) },
        },
      },
      async (request, reply) => {
        const key = request.params["*"];
        const check = links.verify("PUT", key, request.query, ctx.clock.now());
        if (!check.ok) throw refuseLink(check);
        const target = targets.uploads.find((candidate) => key.startsWith(candidate.keyPrefix));
        if (!target || !isValidStorageKey(key)) throw notFound(PROJECT_FILE_MESSAGES.fileNotFound);
        await target.prepare(key);

        // The x-ms-blob-type header the browser sends is accepted and needs nothing: every upload is one block.
        const declaredLength = Number(request.headers["content-length"]);
        const contentLength = Number.isSafeInteger(declaredLength) ? declaredLength : undefined;
        if (contentLength !== undefined && contentLength > target.maxBytes) {
          await target.discard(key);
          throw new AppError("PAYLOAD_TOO_LARGE");
        }
        const sniffer = contentSniffer(target.sniffBytes, (head) => target.checkContent(key, head));
        request.raw.once("error", (error) => sniffer.destroy(error));
        // A short body can fail the check before the write below has started listening; the stream keeps the
        // error and the write reports it, so this listener only stops pipe() from raising it a second time.
        sniffer.on("error", () => {});
        // pipe(), not pipeline(): a refused upload must not destroy the request, or its answer could not be sent.
        request.raw.pipe(sniffer);

        let sizeBytes: number;
        try {
          ({ sizeBytes } = await ctx.storage.put(key, sniffer, { maxBytes: target.maxBytes, contentLength }));
        } catch (error) {
          // Stop reading into the refused write and let the rest of the body be read and dropped, so the client
          // gets this answer rather than a stalled or reset connection; the connection is not reused after it.
          request.raw.unpipe(sniffer);
          request.raw.resume();
          reply.header("connection", "close");
          if (error instanceof StorageLimitError) {
            await target.discard(key);
            throw new AppError("PAYLOAD_TOO_LARGE");
          }
          if (error instanceof AppError) await target.discard(key);
          throw error;
        }
        try {
          await target.complete(key, sizeBytes);
        } catch (error) {
          await ctx.storage.delete(key);
          throw error;
        }
        // 201 Created, as a blob store answers a PUT.
        return reply.status(201).send({ message: PROJECT_FILE_MESSAGES.uploadedOne });
      },
    );

    app.get(
      "/storage/*",
      {
        config: { access: "public" },
        schema: {
          params: StorageKeyParamsSchema,
          querystring: SignedLinkQuerySchema,
          response: { 200: z.unknown().describe("The file's bytes"), ...errors },
        },
      },
      async (request, reply) => {
        const key = request.params["*"];
        const check = links.verify("GET", key, request.query, ctx.clock.now());
        if (!check.ok) throw refuseLink(check);
        const target = targets.downloads.find((candidate) => key.startsWith(candidate.keyPrefix));
        if (target && !(await target.isServable(key))) throw notFound(PROJECT_FILE_MESSAGES.fileNotAvailable);
        const stored = isValidStorageKey(key) ? await ctx.storage.stat(key) : undefined;
        const body = stored ? await ctx.storage.get(key) : undefined;
        if (!stored || !body) throw notFound(PROJECT_FILE_MESSAGES.fileNotAvailable);
        const fileName = check.grant.fileName ?? key.slice(key.lastIndexOf("/") + 1);
        return reply
          .header("content-type", contentTypeOf(fileName))
          .header("content-length", stored.sizeBytes)
          .header("content-disposition", attachmentDisposition(fileName))
          .header("cache-control", "private, no-store")
          .send(body);
      },
    );
  };
}
