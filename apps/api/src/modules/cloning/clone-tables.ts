import { and, asc, eq, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import * as tables from "../../db/schema/index.js";
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
  const [source] = await context.tx.select().from(tables.roofs).where(eq(tables.roofs.id, sourceRoofId));
  if (!source) throw new Error(`roof ${sourceRoofId} not found`);
  const [copy] = await context.tx
    .insert(tables.roofs)
    .values({
      plotId: target.plotId,
      name: target.name ?? source.name,
      ...freshRecord(context),
    })
    .returning({ id: tables.roofs.id });
  if (!copy) throw new Error("roof copy returned no row");
  await cloneRoofData(context, sourceRoofId, copy.id);
  return copy.id;
}

/** The editor's sections of a roof: the copy starts at version 1 of each, made now by the requester. */
const ROOF_SECTION_TABLES = [
  tables.roofFixingData,
  tables.roofTileDetails,
  tables.roofEstimates,
  tables.roofEdgeSystems,
  tables.roofNbsDetails,
] as const;

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
    .from(tables.roofCalculations)
    .where(eq(tables.roofCalculations.roofId, sourceRoofId));
  if (calculation) await context.tx.insert(tables.roofCalculations).values({ ...calculation, roofId: copyRoofId });
  const manual = await context.tx
    .select()
    .from(tables.roofManualComponents)
    .where(eq(tables.roofManualComponents.roofId, sourceRoofId));
  if (manual.length > 0) {
    await context.tx
      .insert(tables.roofManualComponents)
      .values(manual.map(({ id: _sourceId, ...component }) => ({ ...component, roofId: copyRoofId })));
  }
  const items = await context.tx
    .select()
    .from(tables.roofEstimateItems)
    .where(eq(tables.roofEstimateItems.roofId, sourceRoofId));
  if (items.length > 0) {
    await context.tx
      .insert(tables.roofEstimateItems)
      .values(items.map(({ id: _sourceId, ...item }) => ({ ...item, roofId: copyRoofId })));
  }
  await cloneRoofSolarArrays(context, sourceRoofId, copyRoofId);
}

/** The roof's solar array designs in their order, each at version 1 of the copy, made now by the requester. */
async function cloneRoofSolarArrays(context: CloneContext, sourceRoofId: number, copyRoofId: number) {
  const arrays = await context.tx
    .select()
    .from(tables.roofSolarArrays)
    .where(eq(tables.roofSolarArrays.roofId, sourceRoofId))
    .orderBy(asc(tables.roofSolarArrays.position));
  if (arrays.length === 0) return;
  await context.tx
    .insert(tables.roofSolarArrays)
    .values(arrays.map(({ id: _sourceId, ...array }) => ({ ...array, ...editableCopyOf(context, copyRoofId) })));
}

export async function clonePlot(
  context: CloneContext,
  sourcePlotId: number,
  target: { projectId: number; name?: string },
) {
  const [source] = await context.tx.select().from(tables.plots).where(eq(tables.plots.id, sourcePlotId));
  if (!source) throw new Error(`plot ${sourcePlotId} not found`);
  const [copy] = await context.tx
    .insert(tables.plots)
    .values({
      projectId: target.projectId,
      name: target.name ?? source.name,
      ...freshRecord(context),
    })
    .returning({ id: tables.plots.id });
  if (!copy) throw new Error("plot copy returned no row");
  const sourceRoofs = await context.tx
    .select({ id: tables.roofs.id })
    .from(tables.roofs)
    .where(and(eq(tables.roofs.plotId, sourcePlotId), isNull(tables.roofs.deletedAt)));
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
  const [source] = await context.tx.select().from(tables.projects).where(eq(tables.projects.id, sourceProjectId));
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
    .insert(tables.projects)
    .values({
      ...fields,
      // A field the form left out keeps the source's value (an undefined would insert the column's default).
      ...Object.fromEntries(Object.entries(target.fields).filter(([, value]) => value !== undefined)),
      name: target.name,
      referenceNumber: nextReferenceNumber(),
      ...freshRecord(context),
    })
    .returning({ id: tables.projects.id });
  if (!copy) throw new Error("project copy returned no row");
  await cloneProjectSiteInputs(context, sourceProjectId, copy.id);
  await cloneProjectNbsOverrides(context, sourceProjectId, copy.id);
  const sourcePlots = await context.tx
    .select({ id: tables.plots.id })
    .from(tables.plots)
    .where(and(eq(tables.plots.projectId, sourceProjectId), isNull(tables.plots.deletedAt)));
  for (const plot of sourcePlots) await clonePlot(context, plot.id, { projectId: copy.id });
  return copy.id;
}

/** The site values entered for the project (the Site panel): the copy starts at version 1, made now by the requester. */
async function cloneProjectSiteInputs(context: CloneContext, sourceProjectId: number, copyProjectId: number) {
  const [source] = await context.tx
    .select()
    .from(tables.projectSiteInputs)
    .where(eq(tables.projectSiteInputs.projectId, sourceProjectId));
  if (!source) return;
  const { id: _sourceId, ...row } = source;
  await context.tx.insert(tables.projectSiteInputs).values({
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
    .from(tables.projectNbsOverrides)
    .where(eq(tables.projectNbsOverrides.projectId, sourceProjectId));
  if (rows.length === 0) return;
  await context.tx.insert(tables.projectNbsOverrides).values(
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
