import { eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "./database.js";

type TableWithId = PgTable & { id: PgColumn };

/** A select (usually joining the names a presenter shows) that a condition narrows. */
type JoinedSelect<Found> = (db: DatabaseOrTransaction) => { where: (condition: SQL) => PromiseLike<Found[]> };

/** A row of a select (usually joining the names a presenter shows), as the ORM types it from the columns chosen. */
export type SelectedRow<Select extends JoinedSelectOf> = Awaited<ReturnType<Select>>[number];
type JoinedSelectOf = (db: DatabaseOrTransaction) => PromiseLike<unknown[]>;

/** The first row of a query, or undefined. */
export async function firstRow<Row>(query: PromiseLike<Row[]>): Promise<Row | undefined> {
  const [row] = await query;
  return row;
}

/** Whether a row has `value` in `column`. */
export async function rowExists(db: DatabaseOrTransaction, column: PgColumn, value: number): Promise<boolean> {
  const [row] = await db.select({ value: column }).from(column.table).where(eq(column, value));
  return row !== undefined;
}

/** A select (usually joining the names a presenter shows) that a condition narrows, and columns may order. */
type OrderableSelect<Found> = (db: DatabaseOrTransaction) => {
  where: (condition: SQL | undefined) => PromiseLike<Found[]> & {
    orderBy: (...columns: Array<PgColumn | SQL>) => PromiseLike<Found[]>;
  };
};

/**
 * What every table keyed by `id` answers the same way: the row by id (through `select` when given,
 * so it carries the joined names), insert (giving the new id, or the whole row), update and delete by id.
 */
export function tableRows<Table extends TableWithId, Found = Table["$inferSelect"]>(
  table: Table,
  select?: JoinedSelect<Found>,
) {
  type Insert = Table["$inferInsert"];
  type Select = Table["$inferSelect"];
  const byId = (id: number) => eq(table.id, id);
  // A generic table defeats the ORM's check that it is not a data-modifying subquery; it is a plain table.
  const selectRow: JoinedSelect<unknown> = (db) => db.select().from(table as PgTable);
  return {
    async find(db: DatabaseOrTransaction, id: number) {
      const [row] = await (select ?? selectRow)(db).where(byId(id));
      return row as Found | undefined;
    },
    async insert(db: DatabaseOrTransaction, values: Insert): Promise<number> {
      const [row] = await db.insert(table).values(values).returning({ id: table.id });
      return row?.id as number;
    },
    async insertReturning(db: DatabaseOrTransaction, values: Insert) {
      const [row] = await db.insert(table).values(values).returning();
      return row as Select;
    },
    async update(db: DatabaseOrTransaction, id: number, values: Partial<Insert>): Promise<void> {
      await db.update(table).set(values).where(byId(id));
    },
    async updateReturning(db: DatabaseOrTransaction, id: number, values: Partial<Insert>) {
      // The ORM cannot resolve a generic table's returned row type; it is the table's row.
      const rows = (await db.update(table).set(values).where(byId(id)).returning()) as Select[];
      return rows[0];
    },
    async remove(db: DatabaseOrTransaction, id: number): Promise<void> {
      await db.delete(table).where(byId(id));
    },
  };
}

export type TableRows<Found, Insert> = {
  find: (db: DatabaseOrTransaction, id: number) => Promise<Found | undefined>;
  insert: (db: DatabaseOrTransaction, values: Insert) => Promise<number>;
  update: (db: DatabaseOrTransaction, id: number, values: Partial<Insert>) => Promise<void>;
  remove: (db: DatabaseOrTransaction, id: number) => Promise<void>;
};

/**
 * The rows of a table whose every row belongs to a parent row (a tile's colours, a roof system's components): what
 * `tableRows` answers, through `select`, and `under`, the rows of one parent (every row when no parent id is given)
 * in the order given.
 */
export function childTableRows<Table extends TableWithId, Found>(
  table: Table,
  select: OrderableSelect<Found>,
  parent: PgColumn,
  ...order: Array<PgColumn | SQL>
) {
  return {
    ...tableRows(table, select),
    under(db: DatabaseOrTransaction, parentId?: number): PromiseLike<Found[]> {
      return select(db)
        .where(parentId === undefined ? undefined : eq(parent, parentId))
        .orderBy(...order);
    },
  };
}
