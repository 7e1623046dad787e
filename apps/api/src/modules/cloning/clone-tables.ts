import { and, asc, eq, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import {
  plots,
  projectNbsOverrides,
  projectSiteInputs,
  projects,
  roofCalculations,
  roofEdgeSystems,
  roofEstimateItems,
  roofEstimates,
  roofFixingData,
  roofManualComponents,
  roofNbsDetails,
  roofSolarArrays,
  roofs,
  roofTileDetails,
} from "../../db/schema/index.js";
import { type NewProjectRow, nextReferenceNumber } from "../projects/projects.repository.js";

/**
 * A copy stays in the same account as its source (staff cloning a customer's project make it for that customer).
 * One clone function per table under a project (ROADMAP: "every table under a roof gets a clone function").
 * Each copies one row and everything beneath it, inside the caller's transaction. A table added under a
 * project, plot or roof must appear here or in NOT_CLONED, or the completeness test fails.
 */
export type CloneContext = { tx: Transaction; userId: number; now: Date };

/** A copy is a new, live record made now by the person who asked for it. */
const freshRecord = (context: CloneContext) => ({
  deletedAt: null,
  createdAt: context.now,
  updatedAt: context.now,
  createdByUserId: context.userId,
  updatedByUserId: context.userId,
});

export async function cloneRoof(
  context: CloneContext,
  sourceRoofId: number,
  target: { plotId: number; name?: string },
) {
  const [source] = await context.tx.select().from(roofs).where(eq(roofs.id, sourceRoofId));
  if (!source) throw new Error(`roof ${sourceRoofId} not found`);
  const [copy] = await context.tx
    .insert(roofs)
    .values({
      plotId: target.plotId,
      name: target.name ?? source.name,
      ...freshRecord(context),
    })
    .returning({ id: roofs.id });
  if (!copy) throw new Error("roof copy returned no row");
  await cloneRoofData(context, sourceRoofId, copy.id);
  return copy.id;
}

/** The editor's sections of a roof: the copy starts at version 1 of each, made now by the requester. */
const ROOF_SECTION_TABLES = [roofFixingData, roofTileDetails, roofEstimates, roofEdgeSystems, roofNbsDetails] as const;

/** A record users edit, copied onto the new roof: version 1 of the copy, made now by the requester. */
function editableCopyOf(context: CloneContext, copyRoofId: number) {
  return {
    roofId: copyRoofId,
    version: 1,
    createdAt: context.now,
    updatedAt: context.now,
    createdByUserId: context.userId,
    updatedByUserId: context.userId,
  };
}

/**
 * Everything the roof editor stored for a roof: its sections, and what the engine worked out with the bill of
 * quantities as it stands (staff edits and the estimate state included), so the copy opens exactly as the
 * source does without a recalculation.
 */
async function cloneRoofData(context: CloneContext, sourceRoofId: number, copyRoofId: number) {
  for (const table of ROOF_SECTION_TABLES) {
    const rows = await context.tx.select().from(table).where(eq(table.roofId, sourceRoofId));
    for (const { id: _sourceId, ...row } of rows) {
      await context.tx.insert(table).values({ ...row, ...editableCopyOf(context, copyRoofId) });
    }
  }
  const [calculation] = await context.tx
    .select()
    .from(roofCalculations)
    .where(eq(roofCalculations.roofId, sourceRoofId));
  if (calculation) await context.tx.insert(roofCalculations).values({ ...calculation, roofId: copyRoofId });
  const manual = await context.tx
    .select()
    .from(roofManualComponents)
    .where(eq(roofManualComponents.roofId, sourceRoofId));
  if (manual.length > 0) {
    await context.tx
      .insert(roofManualComponents)
      .values(manual.map(({ id: _sourceId, ...component }) => ({ ...component, roofId: copyRoofId })));
  }
  const items = await context.tx.select().from(roofEstimateItems).where(eq(roofEstimateItems.roofId, sourceRoofId));
  if (items.length > 0) {
    await context.tx
      .insert(roofEstimateItems)
      .values(items.map(({ id: _sourceId, ...item }) => ({ ...item, roofId: copyRoofId })));
  }
  await cloneRoofSolarArrays(context, sourceRoofId, copyRoofId);
}

/** The roof's solar array designs in their order, each at version 1 of the copy, made now by the requester. */
async function cloneRoofSolarArrays(context: CloneContext, sourceRoofId: number, copyRoofId: number) {
  const arrays = await context.tx
    .select()
    .from(roofSolarArrays)
    .where(eq(roofSolarArrays.roofId, sourceRoofId))
    .orderBy(asc(roofSolarArrays.position));
  if (arrays.length === 0) return;
  await context.tx
    .insert(roofSolarArrays)
    .values(arrays.map(({ id: _sourceId, ...array }) => ({ ...array, ...editableCopyOf(context, copyRoofId) })));
}

export async function clonePlot(
  context: CloneContext,
  sourcePlotId: number,
  target: { projectId: number; name?: string },
) {
  const [source] = await context.tx.select().from(plots).where(eq(plots.id, sourcePlotId));
  if (!source) throw new Error(`plot ${sourcePlotId} not found`);
  const [copy] = await context.tx
    .insert(plots)
    .values({
      projectId: target.projectId,
      name: target.name ?? source.name,
      ...freshRecord(context),
    })
    .returning({ id: plots.id });
  if (!copy) throw new Error("plot copy returned no row");
  const sourceRoofs = await context.tx
    .select({ id: roofs.id })
    .from(roofs)
    .where(and(eq(roofs.plotId, sourcePlotId), isNull(roofs.deletedAt)));
  for (const roof of sourceRoofs) await cloneRoof(context, roof.id, { plotId: copy.id });
  return copy.id;
}

/** What the project form in clone mode may set on the copy; every other column is the source's. */
export type ProjectCopyFields = Partial<
  Pick<
    NewProjectRow,
    | "address"
    | "town"
    | "postCode"
    | "lat"
    | "long"
    | "isAddressEditLocked"
    | "notes"
    | "customerName"
    | "customerAddress1"
    | "customerAddress2"
    | "customerAddressTown"
    | "customerAddressPostCode"
    | "projectStatusId"
    | "projectCategoryId"
    | "projectSourceId"
    | "projectOwnerId"
    | "salesPersonId"
    | "projectedStartDate"
    | "projectedEndDate"
  >
>;

export async function cloneProject(
  context: CloneContext,
  sourceProjectId: number,
  target: { name: string; fields: ProjectCopyFields },
) {
  const [source] = await context.tx.select().from(projects).where(eq(projects.id, sourceProjectId));
  if (!source) throw new Error(`project ${sourceProjectId} not found`);
  const {
    id: _id,
    referenceNumber: _reference,
    createdAt: _created,
    updatedAt: _updated,
    deletedAt: _deleted,
    // A copy is a new record: its edits start from the first version, not the source's.
    version: _version,
    ...fields
  } = source;
  const [copy] = await context.tx
    .insert(projects)
    .values({
      ...fields,
      // A field the form left out keeps the source's value (an undefined would insert the column's default).
      ...Object.fromEntries(Object.entries(target.fields).filter(([, value]) => value !== undefined)),
      name: target.name,
      referenceNumber: nextReferenceNumber(),
      ...freshRecord(context),
    })
    .returning({ id: projects.id });
  if (!copy) throw new Error("project copy returned no row");
  await cloneProjectSiteInputs(context, sourceProjectId, copy.id);
  await cloneProjectNbsOverrides(context, sourceProjectId, copy.id);
  const sourcePlots = await context.tx
    .select({ id: plots.id })
    .from(plots)
    .where(and(eq(plots.projectId, sourceProjectId), isNull(plots.deletedAt)));
  for (const plot of sourcePlots) await clonePlot(context, plot.id, { projectId: copy.id });
  return copy.id;
}

/** The site values entered for the project (the Site panel): the copy starts at version 1, made now by the requester. */
async function cloneProjectSiteInputs(context: CloneContext, sourceProjectId: number, copyProjectId: number) {
  const [source] = await context.tx
    .select()
    .from(projectSiteInputs)
    .where(eq(projectSiteInputs.projectId, sourceProjectId));
  if (!source) return;
  const { id: _sourceId, ...row } = source;
  await context.tx.insert(projectSiteInputs).values({
    ...row,
    projectId: copyProjectId,
    version: 1,
    createdAt: context.now,
    updatedAt: context.now,
    createdByUserId: context.userId,
    updatedByUserId: context.userId,
  });
}

/** The NBS Clauses page's edits, per tile and list: the copy's documents print as the source's do. */
async function cloneProjectNbsOverrides(context: CloneContext, sourceProjectId: number, copyProjectId: number) {
  const rows = await context.tx
    .select()
    .from(projectNbsOverrides)
    .where(eq(projectNbsOverrides.projectId, sourceProjectId));
  if (rows.length === 0) return;
  await context.tx.insert(projectNbsOverrides).values(
    rows.map(({ id: _sourceId, ...row }) => ({
      ...row,
      projectId: copyProjectId,
      createdAt: context.now,
      updatedAt: context.now,
      createdByUserId: context.userId,
      updatedByUserId: context.userId,
    })),
  );
}

/** The tables the clone functions above copy, by the parent they hang from. */
export const CLONED_TABLES = [
  "projects",
  "project_site_inputs",
  "project_nbs_overrides",
  "plots",
  "roofs",
  "roof_fixing_data",
  "roof_tile_details",
  "roof_estimates",
  "roof_edge_systems",
  "roof_calculations",
  "roof_estimate_items",
  "roof_manual_components",
  "roof_nbs_details",
  "roof_solar_arrays",
] as const;

/** Tables under a project that a clone deliberately leaves behind, and why. */
export const NOT_CLONED: Record<string, string> = {
  document_generations: "requests to generate the original's documents; a copy has asked for none",
  document_versions:
    "the original's documents, printed from its data at the time; a copy starts with none and generates its own",
  project_files:
    "uploaded files belong to the original project's correspondence; a copy starts without them (copying stored blobs is also the slowest part of a clone)",
};
