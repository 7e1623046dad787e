import { DEFAULT_ROOF_NAME, type NameUpdate, type NewRoof, PLOT_MESSAGES } from "@portal/contracts";
import type { AppContext } from "../../context.js";
import { findPlotWithProjectAccess } from "../../db/project-access.js";
import { createdBy } from "../../db/project-record-rows.js";
import { notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { cloneRoofJob } from "../cloning/clone.jobs.js";
import { projectRecordRules } from "../projects/project-record.service.js";
import { mayUseProject } from "../projects/projects.service.js";
import { keptRoofReadKey } from "./kept-roof-reads.js";
import { presentRoof } from "./roofs.presenter.js";
import type { RoofWithResults } from "./roofs.repository.js";
import * as repository from "./roofs.repository.js";

export type { RoofWithResults };

/** The roof and the project it belongs to, if that project is visible to the caller; 404 otherwise. */
export async function findAccessibleRoofInProject(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  const row = await ctx.keptRoofReads.read(keptRoofReadKey(roofId, "access"), () =>
    repository.findRoofWithProjectAccess(ctx.db, roofId),
  );
  if (!row || !(await mayUseProject(ctx, user, row.access))) throw notFound(PLOT_MESSAGES.roofNotFound);
  return { roof: row.roof, projectId: row.projectId };
}

export async function findAccessibleRoof(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  return (await findAccessibleRoofInProject(ctx, user, roofId)).roof;
}

/** The live roofs of these plots with what their documents are decided by (a plot's roof list, the documents). */
export function liveRoofsOfPlots(ctx: AppContext, plotIds: number[]): Promise<RoofWithResults[]> {
  return repository.findLiveRoofsOfPlots(ctx.db, plotIds);
}

/** A live roof as stored, without an access check: for a job working on a request already allowed. */
export function findLiveRoof(ctx: AppContext, roofId: number): Promise<RoofWithResults | undefined> {
  return repository.findRoof(ctx.db, roofId);
}

export async function getRoof(ctx: AppContext, user: AuthenticatedUser, roofId: number) {
  return presentRoof(await findAccessibleRoof(ctx, user, roofId));
}

/**
 * The plot a new roof goes on must be live and its project visible to the caller; 404 otherwise, as the plot's
 * own reads answer (plots.service.ts#findAccessiblePlot asks the same two questions).
 */
async function assertPlotForNewRoof(ctx: AppContext, user: AuthenticatedUser, plotId: number) {
  const row = await findPlotWithProjectAccess(ctx.db, plotId);
  if (!row || !(await mayUseProject(ctx, user, row.access))) throw notFound(PLOT_MESSAGES.plotNotFound);
}

export async function createRoof(ctx: AppContext, user: AuthenticatedUser, input: NewRoof) {
  await assertPlotForNewRoof(ctx, user, input.plotId);
  const roof = await repository.insertRoof(ctx.db, {
    plotId: input.plotId,
    name: input.name ?? DEFAULT_ROOF_NAME,
    ...createdBy(ctx, user),
  });
  return { id: roof.id };
}

const roofRules = projectRecordRules("roof", findAccessibleRoof, repository.roofRows, {
  job: cloneRoofJob,
  payload: (roof, name) => ({ roofId: roof.id, plotId: roof.plotId, name }),
});

/** The saved roof keeps what its documents are decided by (its calculation and tile), which a rename leaves. */
export async function renameRoof(ctx: AppContext, user: AuthenticatedUser, roofId: number, input: NameUpdate) {
  const { found, saved } = await roofRules.rename(ctx, user, roofId, input);
  return presentRoof({ ...saved, estimateState: found.estimateState, tileId: found.tileId });
}

export const deleteRoof = roofRules.remove;

/** The copy goes in the same plot. */
export const cloneRoof = roofRules.clone;
