import { MAX_ACTIVE_CLONES_PER_USER, PROJECT_MESSAGES } from "@portal/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import type { JobDefinition } from "../../jobs/job-queue.js";
import { insertWithinPerUserCap } from "../../jobs/per-user-cap.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import * as repository from "./cloning.repository.js";

/**
 * Records a clone request and queues its job, unless the caller already has MAX_ACTIVE_CLONES_PER_USER clones
 * queued or running (429). Projects, plots and roofs count together: each is the same work on the same queue.
 * `job` makes the copy from `payload`, to which the caller and the request are added, at the caller's turn in
 * their own line. Answers the request's id, which the clone's realtime event carries back.
 */
export async function queueClone<Schema extends z.ZodType>(
  ctx: AppContext,
  user: AuthenticatedUser,
  source: { level: repository.CloneLevel; sourceId: number },
  job: JobDefinition<Schema>,
  payload: Omit<z.input<Schema>, "userId" | "cloneRequestId">,
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
    // Every clone job's payload is its own fields with who asked and the request it works for (clone.jobs.ts).
    const requested = { ...payload, userId: user.id, cloneRequestId: recorded.row.id } as z.input<Schema>;
    await ctx.jobs.enqueue(job, requested, { turn: recorded.turn });
  } catch (error) {
    // Not queued: the request must not keep one of the caller's places for good.
    await repository.finishCloneRequest(ctx.db, recorded.row.id, "failed", ctx.clock.now());
    throw error;
  }
  return recorded.row.id;
}
