import { type NameUpdate, type NewPlot, PLOT_MESSAGES, type PlotsQuery } from "@portal/contracts";
import type { AppContext } from "../../context.js";
import { findPlotWithProjectAccess } from "../../db/project-access.js";
import { createdBy } from "../../db/project-record-rows.js";
import { notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { clonePlotJob } from "../cloning/clone.jobs.js";
import { projectRecordRules } from "../projects/project-record.service.js";
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

const plotRules = projectRecordRules("plot", findAccessiblePlot, repository.plotRows, {
  job: clonePlotJob,
  payload: (plot, name) => ({ plotId: plot.id, projectId: plot.projectId, name }),
});

export async function renamePlot(ctx: AppContext, user: AuthenticatedUser, plotId: number, input: NameUpdate) {
  await plotRules.rename(ctx, user, plotId, input);
  return getPlot(ctx, user, plotId);
}

/** The plot and its roofs leave every list but stay for the record. */
export const deletePlot = plotRules.remove;

/** The copy takes the plot's roofs with it. */
export const clonePlot = plotRules.clone;
