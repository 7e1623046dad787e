import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import os from "node:os";

/** Who holds an embedded database: written into its lock file so a second start can name the process. */
type LockOwner = { pid: number; hostname: string; startedAt: string };

export class DatabaseInUseError extends Error {
  constructor(
    readonly databaseDir: string,
    readonly lockFile: string,
    readonly owner: LockOwner | undefined,
  ) {
    const holder = owner
      ? `another portal server (process ${owner.pid} on ${owner.hostname}, started ${owner.startedAt})`
      : "another portal server";
    super(
      `The embedded database in ${databaseDir} is in use by ${holder}. ` +
        "Stop that process first, or give this server its own DATA_DIR. " +
        `If no such process is running, delete ${lockFile} and start again.`,
    );
    this.name = "DatabaseInUseError";
  }
}

const HALF_WRITTEN_GRACE_MS = 5_000;

export type DataDirLock = { lockFile: string; release: () => void };

function readOwner(lockFile: string): LockOwner | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(lockFile, "utf8"));
    if (parsed && typeof parsed === "object" && "pid" in parsed && typeof parsed.pid === "number") {
      return parsed as LockOwner;
    }
  } catch {
    // Unreadable or half-written: treated as no recorded owner below.
  }
  return undefined;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A lock left by a process that no longer runs is stale. A lock written by this very pid is stale too: in a
 * container the restarted server often gets the crashed one's pid. A lock from another host (a shared volume)
 * cannot be checked, so it is respected.
 */
function isStale(lockFile: string, owner: LockOwner | undefined): boolean {
  // No readable owner: either a lock being written this instant by a process that just won the race, or the
  // leftover of a crash mid-write. Only an old one is stale.
  if (!owner) {
    const modifiedMs = statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs;
    return modifiedMs === undefined || Date.now() - modifiedMs > HALF_WRITTEN_GRACE_MS;
  }
  if (owner.hostname !== os.hostname()) return false;
  return owner.pid === process.pid || !isProcessAlive(owner.pid);
}

function tryCreate(lockFile: string, owner: LockOwner): boolean {
  let descriptor: number;
  try {
    // "wx" fails when the file exists, so of two processes racing here exactly one creates it.
    descriptor = openSync(lockFile, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(descriptor, JSON.stringify(owner));
  } finally {
    closeSync(descriptor);
  }
  return true;
}

/**
 * Takes the embedded database's exclusive lock before anything opens it. PGlite is single-process: a second
 * process that opened the same folder, even only to fail later on the port, leaves it unusable once the
 * first one crashes. The lock file holds the owner's pid; a lock whose process has died (kill -9, power
 * loss) is taken over.
 */
export function acquireDataDirLock(databaseDir: string): DataDirLock {
  const lockFile = `${databaseDir}.lock`;
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  // Two rounds: the second follows the removal of a stale lock, and loses only to a process that took the
  // lock in between, which then holds it rightfully.
  for (let round = 0; round < 2; round += 1) {
    if (tryCreate(lockFile, owner)) {
      return {
        lockFile,
        release: () => {
          // Only our own lock is removed: never one another process took over after ours was judged stale.
          if (readOwner(lockFile)?.pid === owner.pid) rmSync(lockFile, { force: true });
        },
      };
    }
    const current = readOwner(lockFile);
    if (!isStale(lockFile, current)) throw new DatabaseInUseError(databaseDir, lockFile, current);
    rmSync(lockFile, { force: true });
  }
  throw new DatabaseInUseError(databaseDir, lockFile, readOwner(lockFile));
}
