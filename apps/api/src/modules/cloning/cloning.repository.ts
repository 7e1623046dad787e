import { and, count, eq } from "drizzle-orm";
import type { DatabaseOrTransaction, Transaction } from "../../db/database.js";
import { cloneRequests } from "../../db/schema/index.js";

export type CloneRequestRow = typeof cloneRequests.$inferSelect;
export type CloneLevel = CloneRequestRow["level"];

export async function insertCloneRequest(
  db: DatabaseOrTransaction,
  values: { level: CloneLevel; sourceId: number; requestedByUserId: number; requestedAt: Date },
): Promise<CloneRequestRow> {
  const [row] = await db
    .insert(cloneRequests)
    .values({ ...values, status: "queued" })
    .returning();
  if (!row) throw new Error("The clone request was not recorded");
  return row;
}

/** The user's clones queued or running: what counts against MAX_ACTIVE_CLONES_PER_USER. */
export async function countQueuedClonesOf(db: DatabaseOrTransaction, userId: number): Promise<number> {
  const [row] = await db
    .select({ queued: count() })
    .from(cloneRequests)
    .where(and(eq(cloneRequests.requestedByUserId, userId), eq(cloneRequests.status, "queued")));
  return row?.queued ?? 0;
}

/**
 * The request, locked until the transaction ends: two attempts of one clone (a retry while an expired attempt
 * still runs) take turns at its first and last steps instead of both acting on what they read.
 */
export async function lockCloneRequest(tx: Transaction, id: number): Promise<CloneRequestRow | undefined> {
  const [row] = await tx.select().from(cloneRequests).where(eq(cloneRequests.id, id)).for("update");
  return row;
}

/** Names the copy this attempt is making, so the next attempt or the final failure can find it. */
export async function recordCopy(db: DatabaseOrTransaction, id: number, copyId: number | null): Promise<void> {
  await db.update(cloneRequests).set({ copyId }).where(eq(cloneRequests.id, id));
}

/** Ends a queued request; one already ended stays as it is. */
export async function finishCloneRequest(
  db: DatabaseOrTransaction,
  id: number,
  status: "done" | "failed",
  finishedAt: Date,
): Promise<void> {
  await db
    .update(cloneRequests)
    .set({ status, finishedAt })
    .where(and(eq(cloneRequests.id, id), eq(cloneRequests.status, "queued")));
}
