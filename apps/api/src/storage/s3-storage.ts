import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Settings } from "../env.js";
import type { Clock } from "../lib/clock.js";
import {
  assertValidStorageKey,
  attachmentDisposition,
  contentTypeOf,
  type Storage,
  StorageLimitError,
} from "./storage.js";

export type S3StorageOptions = S3Settings & {
  clock: Clock;
  /** Replaces the HTTP transport (tests answer requests in memory instead of reaching a service). */
  requestHandler?: S3ClientConfig["requestHandler"];
};

/** Seconds from now until expiresAt, at least one (S3 refuses a zero lifetime). */
function secondsUntil(expiresAt: Date, now: Date): number {
  return Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / 1000));
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NotFound" || name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
}

async function readAll(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    bytes += buffer.length;
    if (bytes > maxBytes) {
      body.destroy();
      throw new StorageLimitError(maxBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Any S3-compatible service. Signed links are S3 presigned URLs, so the browser sends and fetches the bytes
 * from the bucket directly and the API never carries them; the bucket's CORS rules must allow PUT and GET
 * from the portal's origin (and the x-ms-blob-type header the upload sends).
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    ...(options.requestHandler ? { requestHandler: options.requestHandler } : {}),
    // Newer SDKs add CRC32 checksums by default; a presigned PUT would then carry the checksum of an empty
    // body and the browser's upload would fail, and several S3-compatible services reject them outright.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const bucket = options.bucket;

  async function sizeOf(key: string): Promise<number | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    driver: "s3",

    async put(key, body, { maxBytes, contentLength, contentType }) {
      assertValidStorageKey(key);
      // PutObject needs the length up front: a stream of known length goes straight through; otherwise the body
      // is read into memory first, bounded by the limit (server-written files are small).
      const payload = contentLength !== undefined && contentLength <= maxBytes ? body : await readAll(body, maxBytes);
      const length = Buffer.isBuffer(payload) ? payload.length : contentLength;
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: payload,
          ContentLength: length,
          ContentType: contentType ?? contentTypeOf(key),
        }),
      );
      return { sizeBytes: length ?? 0 };
    },

    async get(key, range) {
      assertValidStorageKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (object.Body instanceof Readable) return object.Body;
        throw new Error("The S3 client returned a body that is not a Node.js stream");
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async stat(key) {
      assertValidStorageKey(key);
      const size = await sizeOf(key);
      return size === undefined ? undefined : { sizeBytes: size };
    },

    async exists(key) {
      assertValidStorageKey(key);
      return (await sizeOf(key)) !== undefined;
    },

    async delete(key) {
      assertValidStorageKey(key);
      // S3 answers 204 for a key that is not there, so deleting twice is harmless.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async uploadLink(key, { expiresAt }) {
      assertValidStorageKey(key);
      const now = options.clock.now();
      return getSignedUrl(client, new PutObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: secondsUntil(expiresAt, now),
        signingDate: now,
      });
    },

    async downloadLink(key, { expiresAt, fileName }) {
      assertValidStorageKey(key);
      const now = options.clock.now();
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseContentType: contentTypeOf(fileName),
      });
      return getSignedUrl(client, command, { expiresIn: secondsUntil(expiresAt, now), signingDate: now });
    },
  };
}
