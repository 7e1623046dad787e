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
import { type SelectedRow, tableRows } from "../../../db/table-rows.js";

export const listFinishes = (db: DatabaseOrTransaction) => db.select().from(finishes).orderBy(asc(finishes.name));

export const finishRows = tableRows(finishes);

export async function finishUsage(db: DatabaseOrTransaction, id: number) {
  const [byColours] = await db.select({ n: count() }).from(colours).where(eq(colours.finishId, id));
  const [byRules] = await db.select({ n: count() }).from(tileHeadlapRules).where(eq(tileHeadlapRules.finishId, id));
  return { colours: byColours?.n ?? 0, headlapRules: byRules?.n ?? 0 };
}

const selectColours = (db: DatabaseOrTransaction) =>
  db
    .select({ colour: colours, finishName: finishes.name })
    .from(colours)
    .innerJoin(finishes, eq(finishes.id, colours.finishId));
export type ColourWithFinish = SelectedRow<typeof selectColours>;

export const listColours = (db: DatabaseOrTransaction) => selectColours(db).orderBy(asc(colours.suffix));

export const colourRows = tableRows(colours, selectColours);

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
