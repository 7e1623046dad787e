import { and, desc, eq, getTableColumns, inArray, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { isLiveProject, projectAccessColumns } from "../../db/project-access.js";
import { projectRecordRows } from "../../db/project-record-rows.js";
import { plots, projects, type RoofRow, roofCalculations, roofs, roofTileDetails } from "../../db/schema/index.js";

export type { RoofRow } from "../../db/schema/index.js";

/** A roof with what its document availability is decided by: its calculation's estimate state and its tile. */
export type RoofWithResults = RoofRow & { estimateState: number | null; tileId: number | null };

const liveRoof = isNull(roofs.deletedAt);

const roofWithResultsColumns = {
  ...getTableColumns(roofs),
  estimateState: roofCalculations.estimateState,
  tileId: roofTileDetails.tileId,
};

function selectRoofsWithResults(db: DatabaseOrTransaction) {
  return db
    .select(roofWithResultsColumns)
    .from(roofs)
    .leftJoin(roofCalculations, eq(roofCalculations.roofId, roofs.id))
    .leftJoin(roofTileDetails, eq(roofTileDetails.roofId, roofs.id));
}

export async function findLiveRoofsOfPlots(db: DatabaseOrTransaction, plotIds: number[]): Promise<RoofWithResults[]> {
  if (plotIds.length === 0) return [];
  return selectRoofsWithResults(db)
    .where(and(inArray(roofs.plotId, plotIds), liveRoof))
    .orderBy(desc(roofs.updatedAt), desc(roofs.id));
}

export async function findRoof(db: DatabaseOrTransaction, roofId: number): Promise<RoofWithResults | undefined> {
  const [row] = await selectRoofsWithResults(db)
    .where(and(eq(roofs.id, roofId), liveRoof))
    .limit(1);
  return row;
}

/**
 * A live roof on a live plot of a live project, with its project's id and what the project's access is decided
 * by, in one statement (a roof editor's every read starts here); undefined if any of them is gone.
 */
export async function findRoofWithProjectAccess(db: DatabaseOrTransaction, roofId: number) {
  const [row] = await db
    .select({ roof: roofWithResultsColumns, projectId: plots.projectId, access: projectAccessColumns })
    .from(roofs)
    .innerJoin(plots, and(eq(plots.id, roofs.plotId), isNull(plots.deletedAt)))
    .innerJoin(projects, and(eq(projects.id, plots.projectId), isLiveProject))
    .leftJoin(roofCalculations, eq(roofCalculations.roofId, roofs.id))
    .leftJoin(roofTileDetails, eq(roofTileDetails.roofId, roofs.id))
    .where(and(eq(roofs.id, roofId), liveRoof))
    .limit(1);
  return row;
}

export const roofRows = projectRecordRows(roofs);
export const insertRoof = roofRows.insert;
