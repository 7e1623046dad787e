import { and, asc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { nextReferenceNumber } from "../../db/project-reference.js";
import * as tables from "../../db/schema/index.js";

/**
 * A copy stays in the same account as its source (staff cloning a customer's project make it for that customer).
 * One clone function per table under a project (ROADMAP: "every table under a roof gets a clone function").
 * Each copies one record, and a roof everything beneath it, inside the caller's transaction: a clone is made in
 * several short transactions (clone.jobs.ts), its top record hidden until the last of them shows it. A table
 * added under a project, plot or roof must appear here or in NOT_CLONED, or the completeness test fails.
 */
export type CloneContext = { tx: Transaction; userId: number; now: Date };

/**
 * A copy is a new record made now by the person who asked for it. The top record of a copy still being made is
 * hidden as a deleted record is (every read leaves it out) until showCopy; the records under it are live.
 */
const freshRecord = (context: CloneContext, options: { isHidden: boolean } = { isHidden: false }) => ({
  deletedAt: options.isHidden ? context.now : null,
  createdAt: context.now,
  updatedAt: context.now,
  createdByUserId: context.userId,
  updatedByUserId: context.userId,
});

/** Copies a live roof with everything stored for it; undefined when the source is gone (deleted meanwhile). */
export async function cloneRoof(
  context: CloneContext,
  sourceRoofId: number,
  target: { plotId: number; name?: string; isHidden?: boolean },
): Promise<number | undefined> {
  const [source] = await context.tx
    .select()
    .from(tables.roofs)
    .where(and(eq(tables.roofs.id, sourceRoofId), isNull(tables.roofs.deletedAt)));
  if (!source) return undefined;
  const [copy] = await context.tx
    .insert(tables.roofs)
    .values({
      plotId: target.plotId,
      name: target.name ?? source.name,
      ...freshRecord(context, { isHidden: target.isHidden ?? false }),
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

/**
 * Every table whose rows hang from a roof by roof_id: what a roof's copy holds besides the roof's own row, and
 * what discardCopy removes with it (the completeness test checks it against the schema).
 */
export const ROOF_DATA_TABLES = [
  ...ROOF_SECTION_TABLES,
  tables.roofCalculations,
  tables.roofManualComponents,
  tables.roofEstimateItems,
  tables.roofSolarArrays,
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

type RoofDataTable = (typeof ROOF_DATA_TABLES)[number];

/**
 * Copies a table's rows of the source roof onto the copy in one statement, inside the database: the rows (the
 * calculation's is some 18 kB) never travel to the process and back, so a roof's step is a few short statements.
 * `replaced` sets columns on every copied row; every other column but the row's own id is the source's. Rows are
 * copied in their id order, so the copies keep the sources' order.
 */
async function copyRoofRows(
  context: CloneContext,
  table: RoofDataTable,
  sourceRoofId: number,
  replaced: Partial<Record<string, unknown>>,
) {
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => column.name !== "id");
  const targets = columns.map(([, column]) => sql.identifier(column.name));
  const values = columns.map(([key, column]) =>
    key in replaced
      ? // A parameter in a select list has no type of its own; the column's is given, as an insert would infer it.
        sql`cast(${sql.param(replaced[key], column)} as ${sql.raw(column.getSQLType())})`
      : sql.identifier(column.name),
  );
  const order = "id" in table ? sql` order by ${sql.identifier("id")}` : sql``;
  await context.tx.execute(
    sql`insert into ${table} (${sql.join(targets, sql`, `)}) select ${sql.join(values, sql`, `)} from ${table} where ${sql.identifier("roof_id")} = ${sourceRoofId}${order}`,
  );
}

/**
 * Everything the roof editor stored for a roof: its sections and solar arrays (each at version 1 of the copy,
 * made now by the requester), and what the engine worked out with the bill of quantities as it stands (staff
 * edits and the estimate state included), so the copy opens exactly as the source does without a recalculation.
 */
async function cloneRoofData(context: CloneContext, sourceRoofId: number, copyRoofId: number) {
  for (const table of [...ROOF_SECTION_TABLES, tables.roofSolarArrays]) {
    await copyRoofRows(context, table, sourceRoofId, editableCopyOf(context, copyRoofId));
  }
  for (const table of [tables.roofCalculations, tables.roofManualComponents, tables.roofEstimateItems]) {
    await copyRoofRows(context, table, sourceRoofId, { roofId: copyRoofId });
  }
}

/**
 * Copies a live plot's own record, without its roofs: each roof is a step of its own. Answers the copy and the
 * source's live roofs, or undefined when the source is gone.
 */
export async function clonePlotRecord(
  context: CloneContext,
  sourcePlotId: number,
  target: { projectId: number; name?: string; isHidden?: boolean },
): Promise<{ copyId: number; roofIds: number[] } | undefined> {
  const [source] = await context.tx
    .select()
    .from(tables.plots)
    .where(and(eq(tables.plots.id, sourcePlotId), isNull(tables.plots.deletedAt)));
  if (!source) return undefined;
  const [copy] = await context.tx
    .insert(tables.plots)
    .values({
      projectId: target.projectId,
      name: target.name ?? source.name,
      ...freshRecord(context, { isHidden: target.isHidden ?? false }),
    })
    .returning({ id: tables.plots.id });
  if (!copy) throw new Error("plot copy returned no row");
  const sourceRoofs = await context.tx
    .select({ id: tables.roofs.id })
    .from(tables.roofs)
    .where(and(eq(tables.roofs.plotId, sourcePlotId), isNull(tables.roofs.deletedAt)))
    .orderBy(asc(tables.roofs.id));
  return { copyId: copy.id, roofIds: sourceRoofs.map((roof) => roof.id) };
}

/** What the project form in clone mode may set on the copy; every other column is the source's. */
export type ProjectCopyFields = Partial<
  Pick<
    typeof tables.projects.$inferInsert,
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

/**
 * Copies a live project's own record with its site values and NBS edits, hidden until the clone's last step, and
 * without its plots: each plot is a step of its own. Answers the copy and the source's live plots, or undefined
 * when the source is gone.
 */
export async function cloneProjectRecord(
  context: CloneContext,
  sourceProjectId: number,
  target: { name: string; fields: ProjectCopyFields },
): Promise<{ copyId: number; plotIds: number[] } | undefined> {
  const [source] = await context.tx
    .select()
    .from(tables.projects)
    .where(and(eq(tables.projects.id, sourceProjectId), isNull(tables.projects.deletedAt)));
  if (!source) return undefined;
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
      ...freshRecord(context, { isHidden: true }),
    })
    .returning({ id: tables.projects.id });
  if (!copy) throw new Error("project copy returned no row");
  await cloneProjectSiteInputs(context, sourceProjectId, copy.id);
  await cloneProjectNbsOverrides(context, sourceProjectId, copy.id);
  const sourcePlots = await context.tx
    .select({ id: tables.plots.id })
    .from(tables.plots)
    .where(and(eq(tables.plots.projectId, sourceProjectId), isNull(tables.plots.deletedAt)))
    .orderBy(asc(tables.plots.id));
  return { copyId: copy.id, plotIds: sourcePlots.map((plot) => plot.id) };
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

/** The top record of a copy, by what was cloned. */
export type CopyLevel = "project" | "plot" | "roof";

const TOP_TABLES = { project: tables.projects, plot: tables.plots, roof: tables.roofs } as const;

/** The clone's last step: the copy's top record joins every list and read. */
export async function showCopy(tx: Transaction, level: CopyLevel, copyId: number): Promise<void> {
  const table = TOP_TABLES[level];
  await tx.update(table).set({ deletedAt: null }).where(eq(table.id, copyId));
}

/**
 * Removes for good a copy an attempt left unfinished (its top record still hidden, so nobody has seen it): every
 * row the clone functions above made under it, children first. The next attempt starts its copy afresh.
 */
export async function discardCopy(tx: Transaction, level: CopyLevel, copyId: number): Promise<void> {
  const plotIds =
    level === "project"
      ? (await tx.select({ id: tables.plots.id }).from(tables.plots).where(eq(tables.plots.projectId, copyId))).map(
          (plot) => plot.id,
        )
      : level === "plot"
        ? [copyId]
        : [];
  const roofIds =
    level === "roof"
      ? [copyId]
      : plotIds.length === 0
        ? []
        : (
            await tx.select({ id: tables.roofs.id }).from(tables.roofs).where(inArray(tables.roofs.plotId, plotIds))
          ).map((roof) => roof.id);
  if (roofIds.length > 0) {
    for (const table of ROOF_DATA_TABLES) await tx.delete(table).where(inArray(table.roofId, roofIds));
    await tx.delete(tables.roofs).where(inArray(tables.roofs.id, roofIds));
  }
  if (plotIds.length > 0) await tx.delete(tables.plots).where(inArray(tables.plots.id, plotIds));
  if (level === "project") {
    await tx.delete(tables.projectSiteInputs).where(eq(tables.projectSiteInputs.projectId, copyId));
    await tx.delete(tables.projectNbsOverrides).where(eq(tables.projectNbsOverrides.projectId, copyId));
    await tx.delete(tables.projects).where(eq(tables.projects.id, copyId));
  }
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
  company_audit:
    "the company's record of what was done to the original (its sharing); append-only, and a copy has no history",
  document_generations: "requests to generate the original's documents; a copy has asked for none",
  document_versions:
    "the original's documents, printed from its data at the time; a copy starts with none and generates its own",
  project_files:
    "uploaded files belong to the original project's correspondence; a copy starts without them (copying stored blobs is also the slowest part of a clone)",
};
