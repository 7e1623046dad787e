import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import {
  colours,
  nbsSubProductTypes,
  productComponentColours,
  productComponentSubtypes,
  productComponents,
  roofSystemComponents,
  solarEdgeComponents,
  tileFixings,
} from "../../../db/schema/index.js";
import { childTableRows, type SelectedRow, tableRows } from "../../../db/table-rows.js";
import { containsPattern } from "../../../lib/sql-patterns.js";
import { selectWithColour } from "../shared/colour-rows.repository.js";

const nbsNames = alias(nbsSubProductTypes, "nbs_names");

function selectComponents(db: DatabaseOrTransaction) {
  return db
    .select({
      component: productComponents,
      subTypeName: productComponentSubtypes.name,
      nbsSubProductTypeName: nbsNames.name,
    })
    .from(productComponents)
    .leftJoin(productComponentSubtypes, eq(productComponentSubtypes.id, productComponents.subType))
    .leftJoin(nbsNames, eq(nbsNames.id, productComponents.nbsSubProductType));
}
export type ComponentWithNames = SelectedRow<typeof selectComponents>;

export function listComponents(
  db: DatabaseOrTransaction,
  filter: { type?: number | undefined; subType?: number | undefined; activeOnly?: boolean } = {},
) {
  const conditions = [
    filter.type === undefined ? undefined : eq(productComponents.type, filter.type),
    filter.subType === undefined ? undefined : eq(productComponents.subType, filter.subType),
    filter.activeOnly ? eq(productComponents.isActive, true) : undefined,
  ];
  return selectComponents(db)
    .where(and(...conditions))
    .orderBy(asc(productComponents.code));
}

export const componentRows = tableRows(productComponents, selectComponents);

export async function componentUsage(db: DatabaseOrTransaction, id: number) {
  const [fixings] = await db.select({ n: count() }).from(tileFixings).where(eq(tileFixings.componentId, id));
  const [edges] = await db
    .select({ n: count() })
    .from(solarEdgeComponents)
    .where(eq(solarEdgeComponents.componentId, id));
  const [systems] = await db
    .select({ n: sql<number>`count(distinct ${roofSystemComponents.roofSystemId})::int` })
    .from(roofSystemComponents)
    .where(eq(roofSystemComponents.productId, id));
  return { fixings: fixings?.n ?? 0, solarEdges: edges?.n ?? 0, roofSystems: systems?.n ?? 0 };
}

/** Code or name containing the term, case-insensitively (the component search of spec 03 §7.5). */
export function searchComponents(db: DatabaseOrTransaction, term: string, limit = 50) {
  const pattern = containsPattern(term);
  return db
    .select()
    .from(productComponents)
    .where(or(ilike(productComponents.code, pattern), ilike(productComponents.name, pattern)))
    .orderBy(asc(productComponents.code))
    .limit(limit);
}

// Colour mappings

const selectMappings = (db: DatabaseOrTransaction) => selectWithColour(db, productComponentColours);
export type MappingWithColour = SelectedRow<typeof selectMappings>;

export const mappingRows = childTableRows(
  productComponentColours,
  selectMappings,
  productComponentColours.productId,
  asc(colours.suffix),
);

export async function existingSuffixes(db: DatabaseOrTransaction, suffixes: string[]) {
  if (suffixes.length === 0) return new Set<string>();
  const rows = await db
    .select({ suffix: colours.suffix })
    .from(colours)
    .where(
      sql`lower(${colours.suffix}) in (${sql.join(
        suffixes.map((suffix) => sql`${suffix.toLowerCase()}`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((row) => row.suffix.toLowerCase()));
}

export { colourExists } from "../shared/reference-exists.repository.js";
