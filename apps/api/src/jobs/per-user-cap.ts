import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/database.js";

export type PerUserCapRequest<Row> = {
  /** Names the kind of work, so two kinds of work of one user do not wait on each other's lock. */
  scope: string;
  userId: number;
  /** How many the user may have waiting; the insert is refused once they have this many. */
  cap: number;
  /** How many the user has waiting now, read inside the lock. */
  countWaiting: (tx: Transaction) => Promise<number>;
  insert: (tx: Transaction) => Promise<Row>;
};

/**
 * Records one more piece of a user's queued work unless they already have `cap` waiting. The count and the
 * insert run in one transaction holding an advisory lock on (scope, user) until it ends, so a user's
 * simultaneous requests take turns: each counts only once the previous one's row is committed, and no burst
 * gets past the cap. Other users are not held up. On PostgreSQL the count is a statement of its own after the
 * lock is taken (a single statement would count from a snapshot taken before it waited); on PGlite transactions
 * already run one at a time and the lock costs nothing.
 *
 * Answers the row and the user's `turn` (how many of theirs were waiting before it: their place in their own
 * line, for JobQueue.enqueue), or undefined when the cap is reached.
 */
export async function insertWithinPerUserCap<Row>(
  db: Database,
  request: PerUserCapRequest<Row>,
): Promise<{ row: Row; turn: number } | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${request.scope}), ${request.userId})`);
    const turn = await request.countWaiting(tx);
    if (turn >= request.cap) return undefined;
    return { row: await request.insert(tx), turn };
  });
}
