import type { DatabaseOrTransaction } from "../../../db/database.js";
import { calculationFormulas, colours, finishes, productComponents } from "../../../db/schema/index.js";
import { rowExists } from "../../../db/table-rows.js";

/** Existence checks the catalogue's rules share before linking rows. */
export const componentExists = (db: DatabaseOrTransaction, id: number) => rowExists(db, productComponents.id, id);
export const colourExists = (db: DatabaseOrTransaction, id: number) => rowExists(db, colours.id, id);
export const finishExists = (db: DatabaseOrTransaction, id: number) => rowExists(db, finishes.id, id);
export const formulaExists = (db: DatabaseOrTransaction, formulaId: number) =>
  rowExists(db, calculationFormulas.formulaId, formulaId);
