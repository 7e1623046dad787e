/** The roof's stored calculation (its input, result and trace) and the bill of quantities it produced. */
import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import { type RoofCalculationRow, roofCalculations, roofEstimateItems } from "../../../db/schema/index.js";

export type { EstimateItemRow, RoofCalculationRow } from "../../../db/schema/index.js";

export type RoofCalculationRowWithoutTrace = Omit<RoofCalculationRow, "trace">;
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
 * quantities with `lines`: one statement, so the roof is never seen with one and not the other. A save pays one
 * round trip for it, with the calculation's three JSON documents and the lines sent as four parameters: built
 * with the query builder, sixteen lines were 256 parameters, and building and sending them was most of a save's
 * time in the server (docs/performance.md, "The roof path").
 */
export async function saveCalculation(
  db: DatabaseOrTransaction,
  values: {
    roofId: number;
    inputs: unknown;
    result: unknown;
    trace: unknown;
    status: string;
    estimateState: number;
    calculatedAt: Date;
  },
  lines: readonly NewEstimateItem[] | null,
) {
  const upsert = sql`insert into roof_calculations
      (roof_id, inputs, result, trace, status, estimate_state, calculated_at)
    values (${values.roofId}, ${JSON.stringify(values.inputs)}::jsonb, ${JSON.stringify(values.result)}::jsonb,
      ${JSON.stringify(values.trace)}::jsonb, ${values.status}, ${values.estimateState},
      ${values.calculatedAt.toISOString()}::timestamptz)
    on conflict (roof_id) do update set inputs = excluded.inputs, result = excluded.result, trace = excluded.trace,
      status = excluded.status, estimate_state = excluded.estimate_state, calculated_at = excluded.calculated_at`;
  if (lines === null) {
    await db.execute(upsert);
    return;
  }
  const rows = lines.map((line) => ({
    component_id: line.componentId ?? null,
    code: line.code,
    description: line.description,
    unit: line.unit,
    quantity: line.quantity,
    calculated_quantity: line.calculatedQuantity,
    group_name: line.groupName,
    edge: line.edge ?? null,
    roof_system_id: line.roofSystemId ?? null,
    wastage_percent: line.wastagePercent ?? null,
    pack_quantity: line.packQuantity ?? null,
    packs: line.packs ?? null,
    is_edited: line.isEdited ?? false,
    sort_order: line.sortOrder,
  }));
  // The statement's parts see the table as it was before it: the old lines go, the new ones stay.
  await db.execute(sql`with saved_calculation as (${upsert}),
    old_lines as (delete from roof_estimate_items where roof_id = ${values.roofId})
    insert into roof_estimate_items (roof_id, component_id, code, description, unit, quantity, calculated_quantity,
      group_name, edge, roof_system_id, wastage_percent, pack_quantity, packs, is_edited, sort_order)
    select ${values.roofId}, line.component_id, line.code, line.description, line.unit, line.quantity,
      line.calculated_quantity, line.group_name, line.edge, line.roof_system_id, line.wastage_percent,
      line.pack_quantity, line.packs, line.is_edited, line.sort_order
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as line(component_id integer, code text,
      description text, unit text, quantity double precision, calculated_quantity double precision, group_name text,
      edge text, roof_system_id integer, wastage_percent double precision, pack_quantity double precision,
      packs double precision, is_edited boolean, sort_order integer)`);
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
