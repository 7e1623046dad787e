import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
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
 * A temporary file nobody has written to for this long belongs to a write whose process stopped (killed or
 * crashed mid-upload): a live upload touches its file with every chunk, and a stalled connection is long gone.
 */
const ABANDONED_TEMPORARY_FILE_MS = 60 * 60_000;

/** Removes abandoned temporary files; ones another process may still be writing are left alone. */
async function removeAbandonedTemporaryFiles(temporaryDir: string, nowMs: number): Promise<void> {
  for (const name of await readdir(temporaryDir)) {
    const file = path.join(temporaryDir, name);
    try {
      const stats = await stat(file);
      if (stats.isFile() && nowMs - stats.mtimeMs > ABANDONED_TEMPORARY_FILE_MS) await rm(file, { force: true });
    } catch (error) {
      // Another process finished or removed it meanwhile.
      if (!isMissingFile(error)) throw error;
    }
  }
}

/**
 * Files under one folder (DATA_DIR/files by default), one file per key. A write goes to a temporary file in
 * the same folder tree and is renamed into place only when complete, so a reader never sees half a file and a
 * failed or refused upload leaves nothing behind; what a stopped process left there is removed by a later
 * write, at most once an hour. Links are the API's own signed links (signed-links.ts).
 */
export function createLocalStorage(options: { rootDir: string; links: LinkSigner }): Storage {
  const rootDir = path.resolve(options.rootDir);
  const temporaryDir = path.join(rootDir, ".incoming");
  let lastSweepMs: number | undefined;

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
      // File times are the file system's, so the sweep reads the system clock rather than the app's.
      const nowMs = Date.now();
      if (lastSweepMs === undefined || nowMs - lastSweepMs > ABANDONED_TEMPORARY_FILE_MS) {
        lastSweepMs = nowMs;
        await removeAbandonedTemporaryFiles(temporaryDir, nowMs);
      }
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
