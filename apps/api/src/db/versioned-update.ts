import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "./database.js";

/** A table whose rows carry the optimistic-concurrency `version` column (schema/projects.ts). */
type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Updates one row only if it is still at the version the caller's edit was made from, moving the version on by
 * one in the same statement. Compare-and-set in one UPDATE is exact on both databases, where a read-then-write
 * would let two saves both pass the check. Answers the saved row, or undefined when the row has moved on (or
 * is gone), which the service reports as 409.
 */
export async function updateVersioned<Table extends VersionedTable>(
  db: DatabaseOrTransaction,
  table: Table,
  target: { id: number; expectedVersion: number },
  values: PgUpdateSetSource<Table>,
): Promise<Table["$inferSelect"] | undefined> {
  const nextVersion = { version: sql`${table.version} + 1` } as PgUpdateSetSource<Table>;
  // Drizzle cannot resolve returning()'s row type for a generic table; it is the table's own select type.
  const rows = (await db
    .update(table)
    .set({ ...values, ...nextVersion })
    .where(and(eq(table.id, target.id), eq(table.version, target.expectedVersion)))
    .returning()) as unknown as Array<Table["$inferSelect"]>;
  return rows[0];
}
