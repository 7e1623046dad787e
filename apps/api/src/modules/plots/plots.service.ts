import { type NameUpdate, type NewPlot, PLOT_MESSAGES, type PlotsQuery, VERSION_MESSAGES } from "@portal/contracts";
import type { AppContext } from "../../context.js";
import { findPlotWithProjectAccess } from "../../db/project-access.js";
import { createdBy, editBy } from "../../db/project-record-rows.js";
import { conflict, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { clonePlotJob } from "../cloning/clone.jobs.js";
import { queueClone } from "../cloning/cloning.service.js";
import { findAccessibleProject, mayUseProject } from "../projects/projects.service.js";
import { presentRoof } from "../roofs/roofs.presenter.js";
import { liveRoofsOfPlots, type RoofWithResults } from "../roofs/roofs.service.js";
import * as repository from "./plots.repository.js";

function presentPlot(plot: repository.PlotRow, roofs: RoofWithResults[]) {
  return {
    id: plot.id,
    name: plot.name,
    isDeleted: plot.deletedAt !== null,
    projectId: plot.projectId,
    dateUpdated: plot.updatedAt.toISOString(),
    version: plot.version,
    roofs: roofs.filter((roof) => roof.plotId === plot.id).map(presentRoof),
  };
}

export async function listPlots(ctx: AppContext, user: AuthenticatedUser, query: PlotsQuery) {
  await findAccessibleProject(ctx, user, query.projectId);
  const page = await repository.findPlotsPage(ctx.db, query);
  const roofs = await liveRoofsOfPlots(
    ctx,
    page.rows.map((plot) => plot.id),
  );
  return { plots: page.rows.map((plot) => presentPlot(plot, roofs)), count: page.count };
}

/** The plot if its project is visible to the caller; 404 otherwise. */
export async function findAccessiblePlot(ctx: AppContext, user: AuthenticatedUser, plotId: number) {
  const row = await findPlotWithProjectAccess(ctx.db, plotId);
  if (!row || !(await mayUseProject(ctx, user, row.access))) throw notFound(PLOT_MESSAGES.plotNotFound);
  return row.plot;
}

/** The live plots of a project, in name order, without an access check (the documents list them so). */
export function livePlotsOfProject(ctx: AppContext, projectId: number) {
  return repository.findLivePlotsOfProject(ctx.db, projectId);
}

export async function getPlot(ctx: AppContext, user: AuthenticatedUser, plotId: number) {
  const plot = await findAccessiblePlot(ctx, user, plotId);
  return presentPlot(plot, await liveRoofsOfPlots(ctx, [plot.id]));
}

/** New plots are numbered after every plot the project has had, so names stay distinct after deletions. */
export async function createPlot(ctx: AppContext, user: AuthenticatedUser, input: NewPlot) {
  await findAccessibleProject(ctx, user, input.projectId);
  const name = input.name ?? `Plot ${(await repository.countPlotsOfProject(ctx.db, input.projectId)) + 1}`;
  const plot = await repository.insertPlot(ctx.db, { projectId: input.projectId, name, ...createdBy(ctx, user) });
  return { id: plot.id };
}

/** A rename made from an older version of the plot answers 409 and changes nothing. */
export async function renamePlot(ctx: AppContext, user: AuthenticatedUser, plotId: number, input: NameUpdate) {
  await findAccessiblePlot(ctx, user, plotId);
  const target = { id: plotId, expectedVersion: input.version };
  const saved = await repository.renamePlotAtVersion(ctx.db, target, input.name, editBy(ctx, user));
  if (!saved) throw conflict(VERSION_MESSAGES.changedElsewhere("plot"));
  return getPlot(ctx, user, plotId);
}

/** Soft delete (spec 02 §3 isDeleted): the plot and its roofs leave every list but stay for the record. */
export async function deletePlot(ctx: AppContext, user: AuthenticatedUser, plotId: number) {
  await findAccessiblePlot(ctx, user, plotId);
  await repository.softDeletePlot(ctx.db, plotId, editBy(ctx, user));
}

/** Queues a copy of the plot with its roofs under `name`; the caller is told over realtime when it is done. */
export async function clonePlot(ctx: AppContext, user: AuthenticatedUser, plotId: number, name: string) {
  const plot = await findAccessiblePlot(ctx, user, plotId);
  return queueClone(ctx, user, { level: "plot", sourceId: plot.id }, clonePlotJob, {
    plotId: plot.id,
    projectId: plot.projectId,
    name,
  });
}
