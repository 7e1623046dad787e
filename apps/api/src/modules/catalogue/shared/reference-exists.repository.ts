import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import { colours, productComponents } from "../../../db/schema/index.js";

/** Existence checks the tile, roof-system and product-component rules share before linking rows. */
export async function componentExists(db: DatabaseOrTransaction, id: number) {
  const [row] = await db
    .select({ id: productComponents.id })
    .from(productComponents)
    .where(eq(productComponents.id, id));
  return row !== undefined;
}

export async function colourExists(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select({ id: colours.id }).from(colours).where(eq(colours.id, id));
  return row !== undefined;
}
