import { setImmediate as nextTurnOfEventLoop } from "node:timers/promises";
import { CLONE_MESSAGES, REALTIME_EVENTS, type RealtimeEventName, type RealtimeMessage } from "@portal/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { Transaction } from "../../db/database.js";
import { defineJob } from "../../jobs/job-queue.js";
import {
  type CloneContext,
  type CopyLevel,
  clonePlotRecord,
  cloneProjectRecord,
  cloneRoof,
  discardCopy,
  type ProjectCopyFields,
  showCopy,
} from "./clone-tables.js";
import * as repository from "./cloning.repository.js";

const base = {
  userId: z.number().int().positive(),
  name: z.string().min(1).max(200),
  // Jobs queued before clone requests were recorded carry none; their request is recorded when they run.
  cloneRequestId: z.number().int().positive().optional(),
};
const basePayloadSchema = z.object(base);

/**
 * Cloning runs as a job, in short steps: a transaction makes the copy's top record, hidden, then one transaction
 * per plot and per roof copies what hangs from it, and a last one shows the copy and marks the request done.
 * On the embedded database every request shares one connection, so a clone in one long transaction held every
 * other user's request until it ended; between steps they are answered. A failed attempt is retried: it first
 * discards the unfinished copy the attempt before it left (the request names it), so exactly one copy appears.
 * Once the job has finally failed (its last attempt threw, expired, or died with its process) the unfinished
 * copy is discarded and the user gets the error event instead.
 */
const cloneTimings = {
  retryLimit: 2,
  // A clone takes seconds; an attempt still running after this has hung. Should it still be running when the
  // retry starts, the retry discards its copy and its last step finds the copy no longer the request's.
  expireInSeconds: 120,
} as const;

/** A step of a copy: copies one record (and, for a roof, what it holds) and answers the steps beneath it. */
type CopyStep = (context: CloneContext) => Promise<CopyStep[]>;

/**
 * A step's own short transaction, begun only after the event loop has had a turn. PGlite answers a statement
 * without waiting on any I/O, so a clone going from one transaction straight into the next would never let the
 * requests waiting on the event loop reach the database.
 */
async function inStep<Result>(ctx: AppContext, work: (tx: Transaction) => Promise<Result>): Promise<Result> {
  await nextTurnOfEventLoop();
  return ctx.db.transaction(work);
}

const roofStep =
  (sourceRoofId: number, plotId: number): CopyStep =>
  async (context) => {
    await cloneRoof(context, sourceRoofId, { plotId });
    return [];
  };

const plotStep =
  (sourcePlotId: number, projectId: number): CopyStep =>
  async (context) => {
    const copy = await clonePlotRecord(context, sourcePlotId, { projectId });
    return copy ? copy.roofIds.map((roofId) => roofStep(roofId, copy.copyId)) : [];
  };

/** How a level's copy begins: its top record, hidden, and the steps beneath it; undefined when the source is gone. */
type BeginCopy = (context: CloneContext) => Promise<{ copyId: number; next: CopyStep[] } | undefined>;

type CopyOutcome = { isDone: true; copyId: number } | { isDone: false };

/**
 * The job's clone request. A job queued before requests were recorded gets one now and is made in steps like any
 * other; a retry of such a job cannot find its earlier attempt's request, so an unfinished copy that attempt left
 * stays hidden for good (only jobs queued before the upgrade that recorded requests are affected).
 */
async function requestIdOf(
  ctx: AppContext,
  payload: { userId: number; cloneRequestId?: number | undefined },
  level: CopyLevel,
  sourceId: number,
) {
  if (payload.cloneRequestId) return payload.cloneRequestId;
  const request = await repository.insertCloneRequest(ctx.db, {
    level,
    sourceId,
    requestedByUserId: payload.userId,
    requestedAt: ctx.clock.now(),
  });
  return request.id;
}

/**
 * Makes the request's copy in steps. The first step discards what an earlier attempt left unfinished and begins
 * the copy; the last shows it and ends the request, only while the copy is still the request's (a retry that
 * overtook this attempt discarded it). A request already done is answered with its copy: an earlier attempt
 * made it and died before telling anyone.
 */
async function makeCopy(
  ctx: AppContext,
  requestId: number,
  level: CopyLevel,
  userId: number,
  begin: BeginCopy,
): Promise<CopyOutcome> {
  const now = ctx.clock.now();
  const contextOf = (tx: Transaction): CloneContext => ({ tx, userId, now });
  const started = await inStep(ctx, async (tx): Promise<CopyOutcome | { copyId: number; next: CopyStep[] }> => {
    const request = await repository.lockCloneRequest(tx, requestId);
    if (!request || request.status === "failed") return { isDone: false };
    if (request.status === "done" && request.copyId !== null) return { isDone: true, copyId: request.copyId };
    if (request.copyId !== null) await discardCopy(tx, level, request.copyId);
    const begun = await begin(contextOf(tx));
    if (!begun) {
      // The source was deleted after the request: there is nothing to copy, and retrying will not change that.
      await repository.recordCopy(tx, requestId, null);
      await repository.finishCloneRequest(tx, requestId, "failed", now);
      return { isDone: false };
    }
    await repository.recordCopy(tx, requestId, begun.copyId);
    return begun;
  });
  if ("isDone" in started) return started;

  const pending = [...started.next];
  for (let step = pending.shift(); step; step = pending.shift()) {
    const run = step;
    pending.unshift(...(await inStep(ctx, (tx) => run(contextOf(tx)))));
  }

  await inStep(ctx, async (tx) => {
    const request = await repository.lockCloneRequest(tx, requestId);
    if (request?.status !== "queued" || request.copyId !== started.copyId) {
      throw new Error(`clone request ${requestId} moved on to another attempt's copy`);
    }
    await showCopy(tx, level, started.copyId);
    await repository.finishCloneRequest(tx, requestId, "done", now);
  });
  return { isDone: true, copyId: started.copyId };
}

/**
 * After the last attempt: an unfinished copy is discarded and the request failed, so the user is told of the
 * failure; a request an attempt finished before dying is told as done.
 */
async function endFailedRequest(
  ctx: AppContext,
  requestId: number | undefined,
  level: CopyLevel,
): Promise<CopyOutcome> {
  if (!requestId) return { isDone: false };
  return ctx.db.transaction(async (tx) => {
    const request = await repository.lockCloneRequest(tx, requestId);
    if (request?.status === "done" && request.copyId !== null) return { isDone: true, copyId: request.copyId };
    if (request?.status === "queued" && request.copyId !== null) await discardCopy(tx, level, request.copyId);
    await repository.recordCopy(tx, requestId, null);
    await repository.finishCloneRequest(tx, requestId, "failed", ctx.clock.now());
    return { isDone: false };
  });
}

/** A clone job of one level: its payload, where the copy begins, and what the requester hears. */
function defineCloneJob<Schema extends z.ZodType<z.output<typeof basePayloadSchema>>>(definition: {
  name: string;
  level: CopyLevel;
  payloadSchema: Schema;
  sourceIdOf: (payload: z.output<Schema>) => number;
  begin: (payload: z.output<Schema>) => BeginCopy;
  announcement: (payload: z.output<Schema>, copyId: number) => { event: RealtimeEventName; message: RealtimeMessage };
  failedMessage: string;
}) {
  /** Tells the requester, naming the request so the page that asked (of several) takes the event as its own. */
  const tell = (ctx: AppContext, payload: z.output<Schema>, requestId: number | undefined, outcome: CopyOutcome) => {
    const request = requestId === undefined ? {} : { CloneRequestId: requestId };
    if (!outcome.isDone) {
      ctx.realtime.emitToUser(payload.userId, REALTIME_EVENTS.error, { Message: definition.failedMessage, ...request });
      return;
    }
    const { event, message } = definition.announcement(payload, outcome.copyId);
    ctx.realtime.emitToUser(payload.userId, event, { ...message, ...request });
  };
  return defineJob({
    name: definition.name,
    payloadSchema: definition.payloadSchema,
    ...cloneTimings,
    handler: async (ctx, payload) => {
      const requestId = await requestIdOf(ctx, payload, definition.level, definition.sourceIdOf(payload));
      const outcome = await makeCopy(ctx, requestId, definition.level, payload.userId, definition.begin(payload));
      tell(ctx, payload, requestId, outcome);
    },
    onFinalFailure: async (ctx, payload) =>
      tell(ctx, payload, payload.cloneRequestId, await endFailedRequest(ctx, payload.cloneRequestId, definition.level)),
    logFields: (payload) => ({
      userId: payload.userId,
      sourceId: definition.sourceIdOf(payload),
      ...(payload.cloneRequestId ? { cloneRequestId: payload.cloneRequestId } : {}),
    }),
  });
}

export const cloneRoofJob = defineCloneJob({
  name: "clone-roof",
  level: "roof",
  payloadSchema: z.object({ ...base, roofId: z.number().int().positive(), plotId: z.number().int().positive() }),
  sourceIdOf: (payload) => payload.roofId,
  begin: (payload) => async (context) => {
    const copyId = await cloneRoof(context, payload.roofId, {
      plotId: payload.plotId,
      name: payload.name,
      isHidden: true,
    });
    return copyId === undefined ? undefined : { copyId, next: [] };
  },
  announcement: (payload, copyId) => ({
    event: REALTIME_EVENTS.roofCloned,
    message: { Message: CLONE_MESSAGES.roofCloned, RoofId: copyId, PlotId: payload.plotId },
  }),
  failedMessage: CLONE_MESSAGES.roofFailed,
});

export const clonePlotJob = defineCloneJob({
  name: "clone-plot",
  level: "plot",
  payloadSchema: z.object({ ...base, plotId: z.number().int().positive(), projectId: z.number().int().positive() }),
  sourceIdOf: (payload) => payload.plotId,
  begin: (payload) => async (context) => {
    const copy = await clonePlotRecord(context, payload.plotId, {
      projectId: payload.projectId,
      name: payload.name,
      isHidden: true,
    });
    return copy && { copyId: copy.copyId, next: copy.roofIds.map((roofId) => roofStep(roofId, copy.copyId)) };
  },
  announcement: (payload, copyId) => ({
    event: REALTIME_EVENTS.plotCloned,
    message: { Message: CLONE_MESSAGES.plotCloned, PlotId: copyId, ProjectId: payload.projectId },
  }),
  failedMessage: CLONE_MESSAGES.plotFailed,
});

const optionalText = z.string().nullable().optional();
const optionalId = z.number().int().nullable().optional();
/** The values the project form in clone mode sets on the copy (ProjectCopyFields), as the queue stores them. */
const projectCopyFieldsSchema = z.object({
  address: optionalText,
  town: optionalText,
  postCode: optionalText,
  lat: z.number().nullable().optional(),
  long: z.number().nullable().optional(),
  isAddressEditLocked: z.boolean().optional(),
  notes: optionalText,
  customerName: optionalText,
  customerAddress1: optionalText,
  customerAddress2: optionalText,
  customerAddressTown: optionalText,
  customerAddressPostCode: optionalText,
  projectStatusId: optionalId,
  projectCategoryId: optionalId,
  projectSourceId: optionalId,
  projectOwnerId: optionalId,
  salesPersonId: optionalId,
  projectedStartDate: optionalText,
  projectedEndDate: optionalText,
}) satisfies z.ZodType<ProjectCopyFields>;

export const cloneProjectJob = defineCloneJob({
  name: "clone-project",
  level: "project",
  payloadSchema: z.object({
    ...base,
    projectId: z.number().int().positive(),
    fields: projectCopyFieldsSchema.optional(),
    // Jobs queued before the clone form sent every field carry only the coordinates.
    lat: z.number().nullish(),
    long: z.number().nullish(),
  }),
  sourceIdOf: (payload) => payload.projectId,
  begin: (payload) => async (context) => {
    const fields = payload.fields ?? { lat: payload.lat, long: payload.long };
    const copy = await cloneProjectRecord(context, payload.projectId, { name: payload.name, fields });
    return copy && { copyId: copy.copyId, next: copy.plotIds.map((plotId) => plotStep(plotId, copy.copyId)) };
  },
  announcement: (_payload, copyId) => ({
    event: REALTIME_EVENTS.projectCloned,
    message: { Message: CLONE_MESSAGES.projectCloned, ProjectId: copyId },
  }),
  failedMessage: CLONE_MESSAGES.projectFailed,
});

export const CLONE_JOBS = [cloneRoofJob, clonePlotJob, cloneProjectJob];
