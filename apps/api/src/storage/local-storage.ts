import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { LinkSigner } from "./signed-links.js";
import { assertValidStorageKey, type ByteRange, type Storage, StorageLimitError } from "./storage.js";

/** Counts bytes as they pass and fails the stream once the limit is passed. */
export function byteLimit(maxBytes: number): Transform & { bytes: () => number } {
  let bytes = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new StorageLimitError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.assign(limiter, { bytes: () => bytes });
}

/**
 * Files under one folder (DATA_DIR/files by default), one file per key. A write goes to a temporary file in
 * the same folder tree and is renamed into place only when complete, so a reader never sees half a file and a
 * failed or refused upload leaves nothing behind. Links are the API's own signed links (signed-links.ts).
 */
export function createLocalStorage(options: { rootDir: string; links: LinkSigner }): Storage {
  const rootDir = path.resolve(options.rootDir);
  const temporaryDir = path.join(rootDir, ".incoming");

  function pathOf(key: string): string {
    assertValidStorageKey(key);
    return path.join(rootDir, ...key.split("/"));
  }

  async function sizeOf(key: string): Promise<number | undefined> {
    try {
      const stats = await stat(pathOf(key));
      return stats.isFile() ? stats.size : undefined;
    } catch (error) {
      if (isMissingFile(error)) return undefined;
      throw error;
    }
  }

  return {
    driver: "local",

    async put(key, body, { maxBytes }) {
      const target = pathOf(key);
      await mkdir(temporaryDir, { recursive: true });
      const temporary = path.join(temporaryDir, randomUUID());
      const limiter = byteLimit(maxBytes);
      try {
        await pipeline(body, limiter, createWriteStream(temporary, { flags: "wx" }));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { sizeBytes: limiter.bytes() };
    },

    async get(key, range?: ByteRange): Promise<Readable | undefined> {
      const size = await sizeOf(key);
      if (size === undefined) return undefined;
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      const size = await sizeOf(key);
      return size === undefined ? undefined : { sizeBytes: size };
    },

    async exists(key) {
      return (await sizeOf(key)) !== undefined;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async uploadLink(key, { expiresAt }) {
      assertValidStorageKey(key);
      return options.links.sign({ method: "PUT", key, expiresAt });
    },

    async downloadLink(key, { expiresAt, fileName }) {
      assertValidStorageKey(key);
      return options.links.sign({ method: "GET", key, expiresAt, fileName });
    },
  };
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
