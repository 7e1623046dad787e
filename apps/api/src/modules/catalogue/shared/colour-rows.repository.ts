import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import { colours, finishes } from "../../../db/schema/index.js";

type TableNamingColour = PgTable & { colourId: PgColumn };

/**
 * A table's rows that each name a colour, with the colour's suffix, description and finish beside each row.
 * Callers add conditions and order only: over a generic table the ORM cannot tell which table a later left join
 * makes nullable, and types its columns `never`. So the same kind of helper was not written for rows naming a
 * product component, whose queries go on to left-join sub-types.
 */
export function selectWithColour<Table extends TableNamingColour>(db: DatabaseOrTransaction, table: Table) {
  return (
    db
      .select({
        row: table,
        suffix: colours.suffix,
        description: colours.description,
        finishId: colours.finishId,
        finishName: finishes.name,
      })
      // A generic table defeats the ORM's check that it is not a data-modifying subquery; it is a plain table.
      .from(table as PgTable)
      .innerJoin(colours, eq(colours.id, table.colourId))
      .innerJoin(finishes, eq(finishes.id, colours.finishId))
  );
}
