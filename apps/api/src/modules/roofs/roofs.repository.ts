import { and, desc, eq, getTableColumns, inArray, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { plots, roofCalculations, roofs, roofTileDetails } from "../../db/schema/index.js";
import { editorRows } from "../plots/editor-rows.repository.js";

export type RoofRow = typeof roofs.$inferSelect;
/** A roof with what its document availability is decided by: its calculation's estimate state and its tile. */
export type RoofWithResults = RoofRow & { estimateState: number | null; tileId: number | null };

const liveRoof = isNull(roofs.deletedAt);

/** A live roof on a live plot of the project: the condition of a query that joins plots on roofs.plotId. */
export const isLiveRoofOfProject = (projectId: number) =>
  and(eq(plots.projectId, projectId), isNull(plots.deletedAt), liveRoof);

function selectRoofsWithResults(db: DatabaseOrTransaction) {
  return db
    .select({
      ...getTableColumns(roofs),
      estimateState: roofCalculations.estimateState,
      tileId: roofTileDetails.tileId,
    })
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

const roofRows = editorRows(roofs);
export const insertRoof = roofRows.insert;
export const renameRoofAtVersion = roofRows.renameAtVersion;
export const softDeleteRoof = roofRows.softDelete;
