import type { Listen } from "../../db/database.js";
import { type KeptReads, startKeptReads } from "../../lib/kept-reads.js";

/** The channel a roof's stored data notifies on at each change, with the roof's id (migrations 0030 and 0031). */
export const ROOFS_CHANGED_CHANNEL = "portal_roofs_changed";

/**
 * How many answers are kept at most. The largest, a roof's NBS clauses, is some tens of kilobytes, so this bounds
 * the memory to a few tens of megabytes, within the embedded server's budget.
 */
export const MAX_KEPT_ROOF_READS = 600;

export type KeptRoofReads = KeptReads;

/** The reads a roof's answers are kept for: its row with its project's access, and the editor's heavy reads. */
export type KeptRoofRead = "access" | "fixing" | "estimate" | "nbs";

/**
 * A roof's row with its project's access (what every roof request checks first) and the roof editor's heaviest
 * reads of it (its fixing data with the load factors in use, its estimate, its NBS clauses), kept until the roof's
 * stored data changes: a roof is read far more often than it is saved, and by every open editor of it after each
 * save. The announcement names the roof, so a save forgets that roof's answers only; a change to a plot or a
 * project (their access), to the catalogue or to the project NBS edits, which any roof may show, forgets every
 * roof's. Whether the caller may see the roof is decided on every request, from the kept row.
 */
export function startKeptRoofReads(listen: Listen): Promise<KeptRoofReads> {
  return startKeptReads(listen, { channel: ROOFS_CHANGED_CHANNEL, maxKept: MAX_KEPT_ROOF_READS });
}

/** A kept answer's key: the roof's id first, which the roof's announcements name. */
export function keptRoofReadKey(roofId: number, read: KeptRoofRead): string {
  return `${roofId}:${read}`;
}
