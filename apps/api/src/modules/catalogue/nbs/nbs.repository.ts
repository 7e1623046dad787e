import { asc, count, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import { nbsClauses, nbsHeaders } from "../../../db/schema/index.js";

export type HeaderRow = typeof nbsHeaders.$inferSelect;
export type ClauseWithHeader = { clause: typeof nbsClauses.$inferSelect; headerNumber: string; headerText: string };

export const listHeaders = (db: DatabaseOrTransaction) => db.select().from(nbsHeaders).orderBy(asc(nbsHeaders.number));

export async function findHeader(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(nbsHeaders).where(eq(nbsHeaders.id, id));
  return row;
}

export async function insertHeader(db: DatabaseOrTransaction, values: typeof nbsHeaders.$inferInsert) {
  const [row] = await db.insert(nbsHeaders).values(values).returning();
  return row as HeaderRow;
}

export async function updateHeader(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<typeof nbsHeaders.$inferInsert>,
) {
  const [row] = await db.update(nbsHeaders).set(values).where(eq(nbsHeaders.id, id)).returning();
  return row;
}

export async function deleteHeader(db: DatabaseOrTransaction, id: number) {
  await db.delete(nbsHeaders).where(eq(nbsHeaders.id, id));
}

export async function countClauses(db: DatabaseOrTransaction, headerId: number) {
  const [row] = await db.select({ n: count() }).from(nbsClauses).where(eq(nbsClauses.nbsHeaderId, headerId));
  return row?.n ?? 0;
}

function selectClauses(db: DatabaseOrTransaction) {
  return db
    .select({ clause: nbsClauses, headerNumber: nbsHeaders.number, headerText: nbsHeaders.text })
    .from(nbsClauses)
    .innerJoin(nbsHeaders, eq(nbsHeaders.id, nbsClauses.nbsHeaderId));
}

export const listClauses = (db: DatabaseOrTransaction, headerId: number) =>
  selectClauses(db).where(eq(nbsClauses.nbsHeaderId, headerId)).orderBy(asc(nbsClauses.sortOrder), asc(nbsClauses.id));

export async function findClause(db: DatabaseOrTransaction, id: number): Promise<ClauseWithHeader | undefined> {
  const [row] = await selectClauses(db).where(eq(nbsClauses.id, id));
  return row;
}

export async function insertClause(db: DatabaseOrTransaction, values: typeof nbsClauses.$inferInsert) {
  const [row] = await db.insert(nbsClauses).values(values).returning({ id: nbsClauses.id });
  return row?.id as number;
}

export async function updateClause(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<typeof nbsClauses.$inferInsert>,
) {
  await db.update(nbsClauses).set(values).where(eq(nbsClauses.id, id));
}

export async function deleteClause(db: DatabaseOrTransaction, id: number) {
  await db.delete(nbsClauses).where(eq(nbsClauses.id, id));
}
