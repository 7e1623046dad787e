import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import {
  calculationFormulas,
  colours,
  finishes,
  materialTypes,
  nbsSubProductTypes,
  productComponentSubtypes,
  productComponents,
  roofSystems,
  solarEdgeComponents,
  tileColours,
  tileFixings,
  tileHeadlapRules,
  tiles,
  tileTypes,
} from "../../../db/schema/index.js";
import { childTableRows, firstRow, type SelectedRow, tableRows } from "../../../db/table-rows.js";
import { selectWithColour } from "../shared/colour-rows.repository.js";

/** Written with table names: inside a subquery the ORM would leave the outer column unqualified. */
const hasChild = (table: "tile_colours" | "tile_headlap_rules" | "tile_fixings" | "solar_edge_components") =>
  sql.raw(`exists (select 1 from ${table} child where child.tile_id = "tiles"."id")`);

/** Valid configuration (spec 03 §4): at least one colour, headlap rule, fixing and solar edge. */
const isValid = sql<boolean>`(${hasChild("tile_colours")} and ${hasChild("tile_headlap_rules")} and ${hasChild("tile_fixings")} and ${hasChild("solar_edge_components")})`;

function selectTiles(db: DatabaseOrTransaction) {
  return db
    .select({
      tile: tiles,
      tileTypeName: tileTypes.name,
      materialTypeName: materialTypes.name,
      isValid,
    })
    .from(tiles)
    .innerJoin(tileTypes, eq(tileTypes.id, tiles.tileTypeId))
    .innerJoin(materialTypes, eq(materialTypes.id, tiles.materialType));
}
export type TileWithNames = SelectedRow<typeof selectTiles>;

export const listTiles = (db: DatabaseOrTransaction) => selectTiles(db).orderBy(asc(tiles.name));

export const tileRows = tableRows(tiles, selectTiles);

/** The tile's own columns, for the rules that check a reference or read its headlap range. */
export const findTileRow = (db: DatabaseOrTransaction, id: number) =>
  firstRow(db.select().from(tiles).where(eq(tiles.id, id)));

/** Roof systems are tied to a tile by its code; a code change carries them along. */
export async function renameRoofSystemTileCode(db: DatabaseOrTransaction, from: string, to: string) {
  await db
    .update(roofSystems)
    .set({ associatedProductCode: to })
    .where(sql`lower(${roofSystems.associatedProductCode}) = lower(${from})`);
}

export async function countRoofSystemsForCode(db: DatabaseOrTransaction, code: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(roofSystems)
    .where(sql`lower(${roofSystems.associatedProductCode}) = lower(${code})`);
  return row?.n ?? 0;
}

// Tile colours

const selectTileColours = (db: DatabaseOrTransaction) => selectWithColour(db, tileColours);
export type TileColourWithColour = SelectedRow<typeof selectTileColours>;

export const tileColourRows = childTableRows(tileColours, selectTileColours, tileColours.tileId, asc(colours.suffix));

/** The tile's colours, enabled where a headlap rule covers the pitch and rafter length for the colour's finish. */
export function coloursForTile(db: DatabaseOrTransaction, tileId: number, pitch: number, rafterLength: number) {
  const ruleCovers = sql<boolean>`exists (
    select 1 from ${tileHeadlapRules}
    where ${tileHeadlapRules.tileId} = ${tileId}
      and ${pitch} between ${tileHeadlapRules.minPitch} and ${tileHeadlapRules.maxPitch}
      and ${rafterLength} between ${tileHeadlapRules.minRafter} and ${tileHeadlapRules.maxRafter}
      and (${tileHeadlapRules.finishId} is null or ${tileHeadlapRules.finishId} = ${colours.finishId}))`;
  return db
    .select({
      id: colours.id,
      description: colours.description,
      enabled: sql<boolean>`(${tileColours.isValidHere} and ${ruleCovers})`,
    })
    .from(tileColours)
    .innerJoin(colours, eq(colours.id, tileColours.colourId))
    .where(eq(tileColours.tileId, tileId))
    .orderBy(asc(colours.description));
}

// Headlap rules

function selectHeadlapRules(db: DatabaseOrTransaction) {
  return db
    .select({ rule: tileHeadlapRules, finishName: finishes.name })
    .from(tileHeadlapRules)
    .leftJoin(finishes, eq(finishes.id, tileHeadlapRules.finishId));
}
export type HeadlapWithFinish = SelectedRow<typeof selectHeadlapRules>;

export const headlapRuleRows = childTableRows(
  tileHeadlapRules,
  selectHeadlapRules,
  tileHeadlapRules.tileId,
  asc(tileHeadlapRules.tileId),
  asc(tileHeadlapRules.minPitch),
  asc(tileHeadlapRules.id),
);

// Tile fixings

function selectFixings(db: DatabaseOrTransaction) {
  return db
    .select({
      row: tileFixings,
      code: productComponents.code,
      name: productComponents.name,
      packQuantity: productComponents.packQuantity,
      clipRxFailure: productComponents.clipRxFailure,
      subTypeName: productComponentSubtypes.name,
      nbsSubTypeName: nbsSubProductTypes.name,
    })
    .from(tileFixings)
    .innerJoin(productComponents, eq(productComponents.id, tileFixings.componentId))
    .innerJoin(productComponentSubtypes, eq(productComponentSubtypes.id, tileFixings.subType))
    .innerJoin(nbsSubProductTypes, eq(nbsSubProductTypes.id, tileFixings.nbsSubType));
}
export type FixingWithComponent = SelectedRow<typeof selectFixings>;

export const fixingRows = childTableRows(tileFixings, selectFixings, tileFixings.tileId, asc(productComponents.code));

export async function deleteFixing(db: DatabaseOrTransaction, tileId: number, id: number) {
  const rows = await db
    .delete(tileFixings)
    .where(and(eq(tileFixings.id, id), eq(tileFixings.tileId, tileId)))
    .returning({ id: tileFixings.id });
  return rows.length > 0;
}

// Solar edge components

function selectSolarEdges(db: DatabaseOrTransaction) {
  return db
    .select({
      row: solarEdgeComponents,
      componentCode: productComponents.code,
      componentName: productComponents.name,
      formulaName: calculationFormulas.formulaName,
    })
    .from(solarEdgeComponents)
    .innerJoin(productComponents, eq(productComponents.id, solarEdgeComponents.componentId))
    .innerJoin(calculationFormulas, eq(calculationFormulas.formulaId, solarEdgeComponents.formulaId));
}
export type SolarEdgeWithNames = SelectedRow<typeof selectSolarEdges>;

export const solarEdgeRows = childTableRows(
  solarEdgeComponents,
  selectSolarEdges,
  solarEdgeComponents.tileId,
  asc(solarEdgeComponents.tileId),
  asc(solarEdgeComponents.solarEdgeComponentType),
  asc(solarEdgeComponents.id),
);

/** The headlap rules of the given tiles: which pitches and rafter lengths each tile is made for. */
export const listHeadlapRulesOfTiles = (db: DatabaseOrTransaction, tileIds: readonly number[]) =>
  tileIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          tileId: tileHeadlapRules.tileId,
          minPitch: tileHeadlapRules.minPitch,
          maxPitch: tileHeadlapRules.maxPitch,
          minRafter: tileHeadlapRules.minRafter,
          maxRafter: tileHeadlapRules.maxRafter,
        })
        .from(tileHeadlapRules)
        .where(inArray(tileHeadlapRules.tileId, [...tileIds]));

/** Active tiles with a valid configuration, for the roof editor's tile select. */
export const listSelectableTiles = (db: DatabaseOrTransaction) =>
  db
    .select({
      id: tiles.id,
      name: tiles.name,
      minimumHeadlap: tiles.minimumHeadlap,
      maximumHeadlap: tiles.maximumHeadlap,
    })
    .from(tiles)
    .where(and(eq(tiles.isActive, true), isValid))
    .orderBy(asc(tiles.name));

export {
  colourExists,
  componentExists,
  finishExists,
  formulaExists,
} from "../shared/reference-exists.repository.js";
