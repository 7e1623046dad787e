import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { roofs } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned-update.js";

export type RoofRow = typeof roofs.$inferSelect;

const liveRoof = isNull(roofs.deletedAt);

export async function findLiveRoofsOfPlots(db: DatabaseOrTransaction, plotIds: number[]): Promise<RoofRow[]> {
  if (plotIds.length === 0) return [];
  return db
    .select()
    .from(roofs)
    .where(and(inArray(roofs.plotId, plotIds), liveRoof))
    .orderBy(desc(roofs.updatedAt), desc(roofs.id));
}

export async function findRoof(db: DatabaseOrTransaction, roofId: number): Promise<RoofRow | undefined> {
  const [row] = await db
    .select()
    .from(roofs)
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
