import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { roofSolarArrays, roofs, type SolarArrayRow } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned-update.js";

export type { SolarArrayRow } from "../../db/schema/index.js";

export type NewSolarArrayRow = Omit<typeof roofSolarArrays.$inferInsert, "id" | "position" | "version">;
export type SolarArrayDesign = Pick<
  SolarArrayRow,
  | "orientation"
  | "orientationFromSouth"
  | "panelLocation"
  | "panelId"
  | "windowId"
  | "grid"
  | "windowLocations"
  | "inverterIds"
  | "chargerIds"
>;

export async function findSolarArray(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(roofSolarArrays).where(eq(roofSolarArrays.id, id));
  return row;
}

/** The roof's arrays in their order on the roof. */
export const findSolarArraysOfRoof = (db: DatabaseOrTransaction, roofId: number) =>
  db
    .select()
    .from(roofSolarArrays)
    .where(eq(roofSolarArrays.roofId, roofId))
    .orderBy(asc(roofSolarArrays.position), asc(roofSolarArrays.id));

/**
 * Locks the roof's row for the rest of the transaction, so creates and deletes of its arrays run one after
 * another: the count an anonymous user's limit is checked against, and the positions, cannot be raced.
 */
export async function lockRoof(db: DatabaseOrTransaction, roofId: number) {
  await db.select({ id: roofs.id }).from(roofs).where(eq(roofs.id, roofId)).for("update");
}

export async function countSolarArraysOfRoof(db: DatabaseOrTransaction, roofId: number) {
  const [row] = await db.select({ n: count() }).from(roofSolarArrays).where(eq(roofSolarArrays.roofId, roofId));
  return row?.n ?? 0;
}

/** Inserts an array after the roof's last one. */
export async function insertSolarArray(db: DatabaseOrTransaction, values: NewSolarArrayRow) {
  const [row] = await db
    .insert(roofSolarArrays)
    .values({
      ...values,
      position: sql`(select coalesce(max(${roofSolarArrays.position}), 0) + 1 from ${roofSolarArrays} where ${roofSolarArrays.roofId} = ${values.roofId})`,
    })
    .returning();
  if (!row) throw new Error("solar array insert returned no row");
  return row;
}

/** The design saved at the version it was read at; undefined when the array moved on or is gone. */
export const updateSolarArrayAtVersion = (
  db: DatabaseOrTransaction,
  target: { id: number; expectedVersion: number },
  values: SolarArrayDesign & { updatedAt: Date; updatedByUserId: number },
) => updateVersioned(db, roofSolarArrays, target, values);

/** Deletes one array and moves the ones after it up by one, so positions stay 1…n. */
export async function deleteSolarArray(
  db: DatabaseOrTransaction,
  row: { id: number; roofId: number; position: number },
) {
  await db.delete(roofSolarArrays).where(eq(roofSolarArrays.id, row.id));
  await db
    .update(roofSolarArrays)
    .set({ position: sql`${roofSolarArrays.position} - 1` })
    .where(and(eq(roofSolarArrays.roofId, row.roofId), gt(roofSolarArrays.position, row.position)));
}

export async function deleteSolarArraysOfRoof(db: DatabaseOrTransaction, roofId: number) {
  await db.delete(roofSolarArrays).where(eq(roofSolarArrays.roofId, roofId));
}
