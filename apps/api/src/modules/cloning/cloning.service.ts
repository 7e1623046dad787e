import { MAX_ACTIVE_CLONES_PER_USER, PROJECT_MESSAGES } from "@portal/contracts";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { insertWithinPerUserCap } from "../../jobs/per-user-cap.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import * as repository from "./cloning.repository.js";

/**
 * Records a clone request and queues its job, unless the caller already has MAX_ACTIVE_CLONES_PER_USER clones
 * queued or running (429). Projects, plots and roofs count together: each is the same work on the same queue.
 * `enqueue` queues the job that makes the copy, given the request's id and the caller's turn in their own line.
 * Answers the request's id, which the clone's realtime event carries back.
 */
export async function queueClone(
  ctx: AppContext,
  user: AuthenticatedUser,
  source: { level: repository.CloneLevel; sourceId: number },
  enqueue: (cloneRequestId: number, turn: number) => Promise<unknown>,
): Promise<number> {
  const recorded = await insertWithinPerUserCap(ctx.db, {
    scope: "clone-requests",
    userId: user.id,
    cap: MAX_ACTIVE_CLONES_PER_USER,
    countWaiting: (tx) => repository.countQueuedClonesOf(tx, user.id),
    insert: (tx) =>
      repository.insertCloneRequest(tx, { ...source, requestedByUserId: user.id, requestedAt: ctx.clock.now() }),
  });
  if (!recorded) throw new AppError("RATE_LIMITED", PROJECT_MESSAGES.tooManyClones);
  try {
    await enqueue(recorded.row.id, recorded.turn);
  } catch (error) {
    // Not queued: the request must not keep one of the caller's places for good.
    await repository.finishCloneRequest(ctx.db, recorded.row.id, "failed", ctx.clock.now());
    throw error;
  }
  return recorded.row.id;
}
