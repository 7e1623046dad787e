import { asc, count, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import {
  colours,
  finishes,
  productComponentColours,
  roofSystemComponents,
  tileColours,
  tileHeadlapRules,
} from "../../../db/schema/index.js";

export type FinishRow = typeof finishes.$inferSelect;
export type ColourRow = typeof colours.$inferSelect;
export type ColourWithFinish = { colour: ColourRow; finishName: string };

export const listFinishes = (db: DatabaseOrTransaction) => db.select().from(finishes).orderBy(asc(finishes.name));

export async function findFinish(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(finishes).where(eq(finishes.id, id));
  return row;
}

export async function insertFinish(db: DatabaseOrTransaction, values: typeof finishes.$inferInsert) {
  const [row] = await db.insert(finishes).values(values).returning();
  return row as FinishRow;
}

export async function updateFinish(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<typeof finishes.$inferInsert>,
) {
  const [row] = await db.update(finishes).set(values).where(eq(finishes.id, id)).returning();
  return row;
}

export async function deleteFinish(db: DatabaseOrTransaction, id: number) {
  const rows = await db.delete(finishes).where(eq(finishes.id, id)).returning({ id: finishes.id });
  return rows.length > 0;
}

export async function finishUsage(db: DatabaseOrTransaction, id: number) {
  const [byColours] = await db.select({ n: count() }).from(colours).where(eq(colours.finishId, id));
  const [byRules] = await db.select({ n: count() }).from(tileHeadlapRules).where(eq(tileHeadlapRules.finishId, id));
  return { colours: byColours?.n ?? 0, headlapRules: byRules?.n ?? 0 };
}

const colourWithFinish = { colour: colours, finishName: finishes.name };

export const listColours = (db: DatabaseOrTransaction) =>
  db
    .select(colourWithFinish)
    .from(colours)
    .innerJoin(finishes, eq(finishes.id, colours.finishId))
    .orderBy(asc(colours.suffix));

export async function findColour(db: DatabaseOrTransaction, id: number): Promise<ColourWithFinish | undefined> {
  const [row] = await db
    .select(colourWithFinish)
    .from(colours)
    .innerJoin(finishes, eq(finishes.id, colours.finishId))
    .where(eq(colours.id, id));
  return row;
}

export async function insertColour(db: DatabaseOrTransaction, values: typeof colours.$inferInsert) {
  const [row] = await db.insert(colours).values(values).returning({ id: colours.id });
  return row?.id as number;
}

export async function updateColour(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<typeof colours.$inferInsert>,
) {
  const rows = await db.update(colours).set(values).where(eq(colours.id, id)).returning({ id: colours.id });
  return rows.length > 0;
}

export async function deleteColour(db: DatabaseOrTransaction, id: number) {
  const rows = await db.delete(colours).where(eq(colours.id, id)).returning({ id: colours.id });
  return rows.length > 0;
}

export async function colourUsage(db: DatabaseOrTransaction, id: number) {
  const [byTiles] = await db.select({ n: count() }).from(tileColours).where(eq(tileColours.colourId, id));
  const [byComponents] = await db
    .select({ n: count() })
    .from(productComponentColours)
    .where(eq(productComponentColours.colourId, id));
  const [bySystems] = await db
    .select({ n: count() })
    .from(roofSystemComponents)
    .where(eq(roofSystemComponents.mappedId, id));
  return { tiles: byTiles?.n ?? 0, components: byComponents?.n ?? 0, roofSystems: bySystems?.n ?? 0 };
}
