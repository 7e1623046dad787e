import type { Listen } from "../../db/database.js";
import { type KeptReads, startKeptReads } from "../../lib/kept-reads.js";

/** The channel company_members notifies on at each change, with the member's user id (migration 0032). */
export const MEMBERSHIPS_CHANGED_CHANNEL = "portal_memberships_changed";

/** One small answer per active user; a few thousand cost well under a megabyte. */
export const MAX_KEPT_MEMBERSHIPS = 5000;

export type KeptMemberships = KeptReads;

/**
 * Each caller's company, read on every request that touches a project: kept in memory until the member's row
 * changes in any process, so a removal ends access at the removed member's next request.
 */
export function startKeptMemberships(listen: Listen): Promise<KeptMemberships> {
  return startKeptReads(listen, { channel: MEMBERSHIPS_CHANGED_CHANNEL, maxKept: MAX_KEPT_MEMBERSHIPS });
}

export function keptMembershipKey(userId: number): string {
  return `${userId}:membership`;
}
