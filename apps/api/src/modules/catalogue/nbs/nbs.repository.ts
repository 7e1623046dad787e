import { asc, count, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import { nbsClauses, nbsHeaders } from "../../../db/schema/index.js";
import { tableRows } from "../../../db/table-rows.js";

export type { HeaderRow } from "../../../db/schema/index.js";

export type ClauseWithHeader = { clause: typeof nbsClauses.$inferSelect; headerNumber: string; headerText: string };

export const listHeaders = (db: DatabaseOrTransaction) => db.select().from(nbsHeaders).orderBy(asc(nbsHeaders.number));

export const headerRows = tableRows(nbsHeaders);

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

export const clauseRows = tableRows(nbsClauses, selectClauses);
