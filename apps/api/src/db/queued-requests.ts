import { and, count, eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "./database.js";

/**
 * A table of work a user asks for and a background job finishes (schema/cloning.ts `clone_requests`,
 * schema/documents.ts `document_generations`): a row is `queued` until its job marks it `done` or `failed`.
 */
type QueuedRequestTable = PgTable & {
  id: PgColumn;
  requestedByUserId: PgColumn;
  status: PgColumn;
  finishedAt: PgColumn;
};

/**
 * What every queued-request table answers the same way: record a request as queued, count a user's requests
 * still queued (what the per-user cap counts), and end a queued one. `notRecorded` is the error's message when
 * the database answers no row.
 */
export function queuedRequests<Table extends QueuedRequestTable>(table: Table, notRecorded: string) {
  type Row = Table["$inferSelect"];
  const isQueued = eq(table.status, "queued");
  return {
    async insert(db: DatabaseOrTransaction, values: Omit<Table["$inferInsert"], "status">): Promise<Row> {
      const queued = { ...values, status: "queued" } as PgInsertValue<Table>;
      // Drizzle cannot resolve returning()'s row type for a generic table; it is the table's own select type.
      const [row] = (await db.insert(table).values(queued).returning()) as unknown as Row[];
      if (!row) throw new Error(notRecorded);
      return row;
    },

    async countQueuedOf(db: DatabaseOrTransaction, userId: number): Promise<number> {
      const [row] = await db
        .select({ queued: count() })
        .from(table as PgTable)
        .where(and(eq(table.requestedByUserId, userId), isQueued));
      return row?.queued ?? 0;
    },

    /** Ends a queued request; one already ended stays as it is. */
    async finish(db: DatabaseOrTransaction, id: number, status: "done" | "failed", finishedAt: Date): Promise<void> {
      const ended = { status, finishedAt } as PgUpdateSetSource<Table>;
      await db
        .update(table)
        .set(ended)
        .where(and(eq(table.id, id), isQueued));
    },
  };
}
