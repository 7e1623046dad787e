import type { Listen } from "../../db/database.js";
import { type KeptReads, startKeptReads } from "../../lib/kept-reads.js";

/** The channel the projects table and the users' names notify on every change (migrations 0018 and 0019). */
export const PROJECTS_CHANGED_CHANNEL = "portal_projects_changed";

/**
 * How many answers are kept at most: a list page is at most 100 projects of about 1 kB, so the memory this
 * holds stays within a few tens of megabytes.
 */
export const MAX_KEPT_READS = 200;

export type KeptProjectReads = KeptReads;

/**
 * Reads of projects kept in memory: the list pages and totals staff open most, and a project by id. Reading
 * them was most of a request's cost (docs/performance.md). Every change to the projects table, and to the
 * users' names a project shows, is announced by a trigger at commit (lib/kept-reads.ts has the rules).
 */
export function startKeptProjectReads(listen: Listen): Promise<KeptProjectReads> {
  return startKeptReads(listen, { channel: PROJECTS_CHANGED_CHANNEL, maxKept: MAX_KEPT_READS });
}
