import { and, desc, eq, getTableColumns, inArray, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { roofCalculations, roofs, roofTileDetails } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned-update.js";

export type RoofRow = typeof roofs.$inferSelect;
/** A roof with what its document availability is decided by: its calculation's estimate state and its tile. */
export type RoofWithResults = RoofRow & { estimateState: number | null; tileId: number | null };

const liveRoof = isNull(roofs.deletedAt);

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

export async function insertRoof(db: DatabaseOrTransaction, values: typeof roofs.$inferInsert): Promise<RoofRow> {
  const [row] = await db.insert(roofs).values(values).returning();
  if (!row) throw new Error("insert roofs returned no row");
  return row;
}

export async function updateRoof(
  db: DatabaseOrTransaction,
  roofId: number,
  values: Partial<typeof roofs.$inferInsert>,
) {
  await db.update(roofs).set(values).where(eq(roofs.id, roofId));
}

/** A user's edit: saved only if the roof is still at the version the edit was made from (else undefined). */
export async function updateRoofAtVersion(
  db: DatabaseOrTransaction,
  target: { roofId: number; expectedVersion: number },
  values: Partial<typeof roofs.$inferInsert>,
): Promise<RoofRow | undefined> {
  return updateVersioned(db, roofs, { id: target.roofId, expectedVersion: target.expectedVersion }, values);
}
