import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction, Transaction } from "../../db/database.js";
import { queuedRequests } from "../../db/queued-requests.js";
import { type CloneRequestRow, cloneRequests } from "../../db/schema/index.js";

export type { CloneRequestRow } from "../../db/schema/index.js";

export type CloneLevel = CloneRequestRow["level"];

const cloneRequestRows = queuedRequests(cloneRequests, "The clone request was not recorded");

export const insertCloneRequest = cloneRequestRows.insert;

/** The user's clones queued or running: what counts against MAX_ACTIVE_CLONES_PER_USER. */
export const countQueuedClonesOf = cloneRequestRows.countQueuedOf;

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
export const finishCloneRequest = cloneRequestRows.finish;
