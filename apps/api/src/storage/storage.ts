import type { Readable } from "node:stream";
import { safeDownloadName } from "../lib/file-names.js";

/** Links the browser uses directly live 15 minutes: long enough for a slow 50 MB upload, short if leaked. */
export const LINK_LIFETIME_MINUTES = 15;

export type PutOptions = {
  /** The write fails with StorageLimitError once the body passes this many bytes; nothing is kept. */
  maxBytes: number;
  /** Known length of the body (e.g. from Content-Length); lets S3 stream instead of buffering. */
  contentLength?: number | undefined;
  contentType?: string | undefined;
};

export type ByteRange = { start: number; end: number };

export type LinkOptions = { expiresAt: Date };
export type DownloadLinkOptions = LinkOptions & {
  /** The name the browser saves the file under (Content-Disposition: attachment). */
  fileName: string;
};

/**
 * Where uploaded and generated files live. Keys are relative paths ("project-files/12/ab3f….pdf") chosen by
 * the API, never by a user. Implementations keep no state in memory, so every API process sees the same files.
 */
export type Storage = {
  readonly driver: "local" | "s3";
  put(key: string, body: Readable, options: PutOptions): Promise<{ sizeBytes: number }>;
  /** A read stream of the object (or of an inclusive byte range of it); undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Size of the object, or undefined when there is none. */
  stat(key: string): Promise<{ sizeBytes: number } | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** A link the browser PUTs the bytes to, valid until expiresAt. */
  uploadLink(key: string, options: LinkOptions): Promise<string>;
  /** A link that downloads the object as an attachment under fileName, valid until expiresAt. */
  downloadLink(key: string, options: DownloadLinkOptions): Promise<string>;
};

/** The body passed the size limit; whatever was written has been removed. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes`);
    this.name = "StorageLimitError";
  }
}

/** Keys are API-made relative paths: lower-case letters, digits, dashes, dots and underscores in segments. */
const KEY_PATTERN = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*(?:\.[a-z0-9]+)?$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key);
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** Content types by extension for downloads; anything else is served as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".csv": "text/csv",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".dwg": "image/vnd.dwg",
  ".rvt": "application/octet-stream",
};

export function contentTypeOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return (dot >= 0 && CONTENT_TYPES[fileName.slice(dot).toLowerCase()]) || "application/octet-stream";
}

/**
 * Content-Disposition for a download under its original name: an ASCII fallback for old clients and the exact
 * name in RFC 5987 form, so quotes, non-Latin letters and header-breaking characters cannot escape the value.
 * Every download's header is made here, so none carries an invisible character that could disguise the name.
 */
export function attachmentDisposition(fileName: string): string {
  const name = safeDownloadName(fileName);
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
