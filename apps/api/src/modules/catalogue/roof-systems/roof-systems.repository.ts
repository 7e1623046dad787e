import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import {
  calculationFormulas,
  nbsSubProductTypes,
  productComponentColours,
  productComponentSubtypes,
  productComponents,
  roofSystemComponents,
  roofSystems,
  tiles,
} from "../../../db/schema/index.js";
import { childTableRows, type SelectedRow, tableRows } from "../../../db/table-rows.js";

/** Written with table names: inside a subquery the ORM would leave the outer column unqualified. */
const componentCount = sql<number>`(select count(*)::int from roof_system_components c where c.roof_system_id = "roof_systems"."id")`;

const selectRoofSystems = (db: DatabaseOrTransaction) =>
  db.select({ system: roofSystems, componentCount }).from(roofSystems);
export type RoofSystemWithCount = SelectedRow<typeof selectRoofSystems>;

export function listRoofSystems(
  db: DatabaseOrTransaction,
  filter: { groupName?: string | undefined; associatedProductCode?: string | undefined } = {},
) {
  return selectRoofSystems(db)
    .where(
      and(
        filter.groupName ? eq(roofSystems.groupName, filter.groupName) : undefined,
        filter.associatedProductCode
          ? sql`lower(${roofSystems.associatedProductCode}) = lower(${filter.associatedProductCode})`
          : undefined,
      ),
    )
    .orderBy(asc(roofSystems.name), asc(roofSystems.associatedProductCode), asc(roofSystems.id));
}

export const roofSystemRows = tableRows(roofSystems, selectRoofSystems);

export async function tileCodeExists(db: DatabaseOrTransaction, code: string) {
  const [row] = await db.select({ id: tiles.id }).from(tiles).where(sql`lower(${tiles.code}) = lower(${code})`);
  return row !== undefined;
}

export const listFormulas = (db: DatabaseOrTransaction) =>
  db.select().from(calculationFormulas).orderBy(asc(calculationFormulas.formulaId));

// Components

const nbsNames = alias(nbsSubProductTypes, "nbs_names");

function selectSystemComponents(db: DatabaseOrTransaction) {
  return db
    .select({
      row: roofSystemComponents,
      code: productComponents.code,
      name: productComponents.name,
      addedWastage: productComponents.addedWastage,
      packQuantity: productComponents.packQuantity,
      formulaName: calculationFormulas.formulaName,
      subTypeName: productComponentSubtypes.name,
      nbsSubTypeName: nbsNames.name,
    })
    .from(roofSystemComponents)
    .innerJoin(productComponents, eq(productComponents.id, roofSystemComponents.productId))
    .innerJoin(calculationFormulas, eq(calculationFormulas.formulaId, roofSystemComponents.formulaId))
    .leftJoin(productComponentSubtypes, eq(productComponentSubtypes.id, roofSystemComponents.subType))
    .leftJoin(nbsNames, eq(nbsNames.id, roofSystemComponents.nbsSubType));
}
export type SystemComponentRow = SelectedRow<typeof selectSystemComponents>;

export const systemComponentRows = childTableRows(
  roofSystemComponents,
  selectSystemComponents,
  roofSystemComponents.roofSystemId,
  asc(roofSystemComponents.id),
);

export async function mappingBelongsTo(db: DatabaseOrTransaction, mappingId: number, productId: number) {
  const [row] = await db
    .select({ id: productComponentColours.id })
    .from(productComponentColours)
    .where(and(eq(productComponentColours.id, mappingId), eq(productComponentColours.productId, productId)));
  return row !== undefined;
}

export { colourExists, componentExists, formulaExists } from "../shared/reference-exists.repository.js";
