import { getTableName } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "./database.js";
import { tableRows } from "./table-rows.js";
import { updateVersioned } from "./versioned-update.js";

/** A table of a project's records: named, versioned, soft-deleted rows (plots and roofs). */
type ProjectRecordTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  name: PgColumn;
  deletedAt: PgColumn;
  updatedAt: PgColumn;
  updatedByUserId: PgColumn;
};

/** Who made an edit, and when. */
export type Edit = { userId: number; at: Date };

/**
 * What plots and roofs answer the same way: insert giving the new row; a user's rename, saved only if the row
 * is still at the version the rename was made from (else undefined); and a soft delete (spec 02 §3 isDeleted).
 */
export function projectRecordRows<Table extends ProjectRecordTable>(table: Table) {
  const rows = tableRows(table);
  // A generic table hides its column types from the ORM; these are the columns the table is declared with.
  const setValues = (values: Record<string, unknown>) =>
    values as PgUpdateSetSource<Table> & Partial<Table["$inferInsert"]>;
  return {
    async insert(db: DatabaseOrTransaction, values: Table["$inferInsert"]): Promise<Table["$inferSelect"]> {
      const row = await rows.insertReturning(db, values);
      if (!row) throw new Error(`insert ${getTableName(table)} returned no row`);
      return row;
    },
    renameAtVersion(
      db: DatabaseOrTransaction,
      target: { id: number; expectedVersion: number },
      name: string,
      edit: Edit,
    ): Promise<Table["$inferSelect"] | undefined> {
      return updateVersioned(db, table, target, setValues({ name, updatedAt: edit.at, updatedByUserId: edit.userId }));
    },
    async softDelete(db: DatabaseOrTransaction, id: number, edit: Edit): Promise<void> {
      await rows.update(db, id, setValues({ deletedAt: edit.at, updatedAt: edit.at, updatedByUserId: edit.userId }));
    },
  };
}
