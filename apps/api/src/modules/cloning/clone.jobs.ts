import { REALTIME_EVENTS } from "@portal/contracts";
import { z } from "zod";
import { defineJob } from "../../jobs/job-queue.js";
import { clonePlot, cloneProject, cloneRoof, type ProjectCopyFields } from "./clone-tables.js";

export const CLONE_MESSAGES = {
  /** The 202 answer of every clone request; the copy is made by a job and announced over realtime. */
  accepted: "Cloning...",
  roofCloned: "Roof successfully cloned",
  plotCloned: "Plot successfully cloned",
  projectCloned: "Project successfully cloned",
  roofFailed: "Error cloning Roof",
  plotFailed: "Error cloning Plot",
  projectFailed: "Error cloning Project",
} as const;

const base = { userId: z.number().int().positive(), name: z.string().min(1).max(200) };

/**
 * Cloning runs as a job: the whole copy is one transaction, then the requesting user's sockets hear of it.
 * A failed attempt is retried; once the job has finally failed (its last attempt threw, expired, or died with
 * its process) the user gets the error event instead.
 */
const cloneTimings = {
  retryLimit: 2,
  // A clone takes seconds; an attempt still running after this has hung, and a retry could copy twice.
  expireInSeconds: 120,
} as const;

export const cloneRoofJob = defineJob({
  name: "clone-roof",
  payloadSchema: z.object({ ...base, roofId: z.number().int().positive(), plotId: z.number().int().positive() }),
  ...cloneTimings,
  handler: async (ctx, payload) => {
    const now = ctx.clock.now();
    const roofId = await ctx.db.transaction((tx) =>
      cloneRoof({ tx, userId: payload.userId, now }, payload.roofId, { plotId: payload.plotId, name: payload.name }),
    );
    ctx.realtime.emitToUser(payload.userId, REALTIME_EVENTS.roofCloned, {
      Message: CLONE_MESSAGES.roofCloned,
      RoofId: roofId,
      PlotId: payload.plotId,
    });
  },
  onFinalFailure: (ctx, payload) =>
    ctx.realtime.emitToUser(payload.userId, REALTIME_EVENTS.error, { Message: CLONE_MESSAGES.roofFailed }),
});

export const clonePlotJob = defineJob({
  name: "clone-plot",
  payloadSchema: z.object({ ...base, plotId: z.number().int().positive(), projectId: z.number().int().positive() }),
  ...cloneTimings,
  handler: async (ctx, payload) => {
    const now = ctx.clock.now();
    const plotId = await ctx.db.transaction((tx) =>
      clonePlot({ tx, userId: payload.userId, now }, payload.plotId, {
        projectId: payload.projectId,
        name: payload.name,
      }),
    );
    ctx.realtime.emitToUser(payload.userId, REALTIME_EVENTS.plotCloned, {
      Message: CLONE_MESSAGES.plotCloned,
      PlotId: plotId,
      ProjectId: payload.projectId,
    });
  },
  onFinalFailure: (ctx, payload) =>
    ctx.realtime.emitToUser(payload.userId, REALTIME_EVENTS.error, { Message: CLONE_MESSAGES.plotFailed }),
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

export const cloneProjectJob = defineJob({
  name: "clone-project",
  payloadSchema: z.object({
    ...base,
    projectId: z.number().int().positive(),
    fields: projectCopyFieldsSchema.optional(),
    // Jobs queued before the clone form sent every field carry only the coordinates.
    lat: z.number().nullish(),
    long: z.number().nullish(),
  }),
  ...cloneTimings,
  handler: async (ctx, payload) => {
    const now = ctx.clock.now();
    const fields = payload.fields ?? { lat: payload.lat, long: payload.long };
    const projectId = await ctx.db.transaction((tx) =>
      cloneProject({ tx, userId: payload.userId, now }, payload.projectId, { name: payload.name, fields }),
    );
    ctx.realtime.emitToUser(payload.userId, REALTIME_EVENTS.projectCloned, {
      Message: CLONE_MESSAGES.projectCloned,
      ProjectId: projectId,
    });
  },
  onFinalFailure: (ctx, payload) =>
    ctx.realtime.emitToUser(payload.userId, REALTIME_EVENTS.error, { Message: CLONE_MESSAGES.projectFailed }),
});

export const CLONE_JOBS = [cloneRoofJob, clonePlotJob, cloneProjectJob];
