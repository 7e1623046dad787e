import { and, eq, getTableName, isNull } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Clock } from "../lib/clock.js";
import type { DatabaseOrTransaction } from "./database.js";
import { plots, roofs } from "./schema/index.js";
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

/**
 * A live roof on a live plot of the project: the condition of a query that joins plots on roofs.plotId (the roof
 * editor's and the NBS clauses' project-wide reads).
 */
export const isLiveRoofOfProject = (projectId: number) =>
  and(eq(plots.projectId, projectId), isNull(plots.deletedAt), isNull(roofs.deletedAt));

/** Who made an edit, and when. */
export type Edit = { userId: number; at: Date };

/** The edit a request makes: its user, at the clock's now. */
export function editBy(ctx: { clock: Clock }, user: { id: number }): Edit {
  return { userId: user.id, at: ctx.clock.now() };
}

/** The stamps of a row a request creates: made and last changed by its user, now. */
export function createdBy(ctx: { clock: Clock }, user: { id: number }) {
  const now = ctx.clock.now();
  return { createdAt: now, updatedAt: now, createdByUserId: user.id, updatedByUserId: user.id };
}

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
