import { type PlotsQuery, SORT_ORDER } from "@portal/contracts";
import { and, asc, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { projectRecordRows } from "../../db/project-record-rows.js";
import { plots, roofs } from "../../db/schema/index.js";

export type { PlotRow } from "../../db/schema/index.js";

const livePlot = isNull(plots.deletedAt);
/** The most recent change to the plot or any of its roofs. */
const lastEdited = sql`greatest(${plots.updatedAt}, coalesce((select max(${roofs.updatedAt}) from ${roofs} where ${roofs.plotId} = ${plots.id} and ${roofs.deletedAt} is null), ${plots.updatedAt}))`;

const SORT_EXPRESSIONS: Record<NonNullable<PlotsQuery["sortBy"]>, SQL> = {
  name: sql`lower(${plots.name})`,
  dateUpdated: lastEdited,
  roof: lastEdited,
};

export async function findPlotsPage(db: DatabaseOrTransaction, query: PlotsQuery) {
  const where = and(eq(plots.projectId, query.projectId), livePlot);
  const direction = query.sortOrder === SORT_ORDER.descending ? desc : asc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(plots)
      .where(where)
      .orderBy(direction(SORT_EXPRESSIONS[query.sortBy ?? "name"]), asc(plots.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ total: count() }).from(plots).where(where),
  ]);
  return { rows, count: totals[0]?.total ?? 0 };
}

/** The live plots of a project, in name order (as a project's documents list them). */
export function findLivePlotsOfProject(db: DatabaseOrTransaction, projectId: number) {
  return db
    .select({ id: plots.id, name: plots.name })
    .from(plots)
    .where(and(eq(plots.projectId, projectId), livePlot))
    .orderBy(asc(plots.name), asc(plots.id));
}

export async function countPlotsOfProject(db: DatabaseOrTransaction, projectId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(plots).where(eq(plots.projectId, projectId));
  return row?.total ?? 0;
}

export const plotRows = projectRecordRows(plots);
export const insertPlot = plotRows.insert;
