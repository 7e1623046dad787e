/** The roof's stored calculation (its input, result and trace) and the bill of quantities it produced. */
import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import { roofCalculations, roofEstimateItems } from "../../../db/schema/index.js";

export type RoofCalculationRow = typeof roofCalculations.$inferSelect;
export type RoofCalculationRowWithoutTrace = Omit<RoofCalculationRow, "trace">;
export type EstimateItemRow = typeof roofEstimateItems.$inferSelect;
export type NewEstimateItem = Omit<typeof roofEstimateItems.$inferInsert, "id" | "roofId">;

export async function findCalculation(db: DatabaseOrTransaction, roofId: number) {
  const [row] = await db.select().from(roofCalculations).where(eq(roofCalculations.roofId, roofId)).limit(1);
  return row;
}

/** The stored calculation without its trace, the larger part, which only the documents' working prints. */
export async function findCalculationWithoutTrace(db: DatabaseOrTransaction, roofId: number) {
  const { trace: _trace, ...columns } = getTableColumns(roofCalculations);
  const [row] = await db.select(columns).from(roofCalculations).where(eq(roofCalculations.roofId, roofId)).limit(1);
  return row;
}

/** The stored calculation's estimate state alone (undefined before the roof is calculated). */
export async function findEstimateState(db: DatabaseOrTransaction, roofId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ estimateState: roofCalculations.estimateState })
    .from(roofCalculations)
    .where(eq(roofCalculations.roofId, roofId))
    .limit(1);
  return row?.estimateState;
}

/** What the estimate panel shows of the stored calculation: its state and the roof area the estimate counted. */
export async function findEstimateSummary(db: DatabaseOrTransaction, roofId: number) {
  const [row] = await db
    .select({
      estimateState: roofCalculations.estimateState,
      // The engine's RoofCalculation.estimate.roofAreaM2, a number it always writes.
      roofAreaM2: sql<number>`(${roofCalculations.result} #>> '{estimate,roofAreaM2}')::float8`.mapWith(Number),
    })
    .from(roofCalculations)
    .where(eq(roofCalculations.roofId, roofId))
    .limit(1);
  return row;
}

/**
 * Of the stored calculation, only what its load factors need: the factors as applied, and the input they were
 * resolved from (override, tile, underlay). Undefined before the roof is calculated.
 */
export async function findCalculationLoadFactors(db: DatabaseOrTransaction, roofId: number) {
  const [row] = await db
    .select({
      loadFactors: sql<unknown>`${roofCalculations.result} -> 'loadFactors'`,
    })
    .from(roofCalculations)
    .where(eq(roofCalculations.roofId, roofId))
    .limit(1);
  return row;
}

/**
 * Stores the roof's calculation and, unless `lines` is null (staff's edited lines are kept), replaces its bill of
 * quantities with `lines`: one statement, so the roof is never seen with one and not the other, and a save pays
 * one round trip for it rather than a transaction's five.
 */
export async function saveCalculation(
  db: DatabaseOrTransaction,
  values: typeof roofCalculations.$inferInsert,
  lines: readonly NewEstimateItem[] | null,
) {
  const { roofId, ...update } = values;
  const upsert = db
    .insert(roofCalculations)
    .values(values)
    .onConflictDoUpdate({ target: roofCalculations.roofId, set: update });
  if (lines === null) {
    await upsert;
    return;
  }
  const savedCalculation = db.$with("saved_calculation", {}).as(upsert.getSQL());
  const ofThisRoof = eq(roofEstimateItems.roofId, roofId);
  if (lines.length === 0) {
    await db.with(savedCalculation).delete(roofEstimateItems).where(ofThisRoof);
    return;
  }
  // The statement's parts see the table as it was before it: the old lines go, the new ones stay.
  const oldLines = db.$with("old_lines", {}).as(db.delete(roofEstimateItems).where(ofThisRoof).getSQL());
  await db
    .with(savedCalculation, oldLines)
    .insert(roofEstimateItems)
    .values(lines.map((line) => ({ ...line, roofId })));
}

export async function deleteCalculation(db: DatabaseOrTransaction, roofId: number) {
  await db.delete(roofCalculations).where(eq(roofCalculations.roofId, roofId));
  await db.delete(roofEstimateItems).where(eq(roofEstimateItems.roofId, roofId));
}

export async function setEstimateState(db: DatabaseOrTransaction, roofId: number, estimateState: number) {
  await db.update(roofCalculations).set({ estimateState }).where(eq(roofCalculations.roofId, roofId));
}

export async function findEstimateItems(db: DatabaseOrTransaction, roofId: number) {
  return db
    .select()
    .from(roofEstimateItems)
    .where(eq(roofEstimateItems.roofId, roofId))
    .orderBy(asc(roofEstimateItems.sortOrder), asc(roofEstimateItems.id));
}

export async function findEstimateItem(db: DatabaseOrTransaction, itemId: number) {
  const [row] = await db.select().from(roofEstimateItems).where(eq(roofEstimateItems.id, itemId)).limit(1);
  return row;
}

export async function updateEstimateItemQuantity(
  db: DatabaseOrTransaction,
  itemId: number,
  values: { quantity: number; packs: number | null },
) {
  const [row] = await db
    .update(roofEstimateItems)
    .set({ ...values, isEdited: true })
    .where(eq(roofEstimateItems.id, itemId))
    .returning();
  return row;
}
