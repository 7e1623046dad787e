import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../db/database.js";
import {
  colours,
  productComponentColours,
  productComponents,
  roofSystemComponents,
  roofSystems,
  tileColours,
  tileFixings,
  tileHeadlapRules,
  tiles,
} from "../../db/schema/index.js";

/** The catalogue rows a roof calculation reads (spec 03 §3.1), one function per question. */

export type TileRow = typeof tiles.$inferSelect;
export type HeadlapRuleRow = typeof tileHeadlapRules.$inferSelect;
export type ProductComponentRow = typeof productComponents.$inferSelect;
export type RoofSystemRow = typeof roofSystems.$inferSelect;

export type ColourRow = { id: number; suffix: string; description: string; finishId: number };

const colourColumns = {
  id: colours.id,
  suffix: colours.suffix,
  description: colours.description,
  finishId: colours.finishId,
};

export async function findTile(db: DatabaseOrTransaction, tileId: number): Promise<TileRow | undefined> {
  const [row] = await db.select().from(tiles).where(eq(tiles.id, tileId));
  return row;
}

export async function findColour(db: DatabaseOrTransaction, colourId: number): Promise<ColourRow | undefined> {
  const [row] = await db.select(colourColumns).from(colours).where(eq(colours.id, colourId));
  return row;
}

/** Whether the colour is one of the tile's colours, and valid here (spec 03 §3.1 tile colour). */
export async function findTileColourMapping(
  db: DatabaseOrTransaction,
  tileId: number,
  colourId: number,
): Promise<{ isValidHere: boolean } | undefined> {
  const [row] = await db
    .select({ isValidHere: tileColours.isValidHere })
    .from(tileColours)
    .where(and(eq(tileColours.tileId, tileId), eq(tileColours.colourId, colourId)));
  return row;
}

export function listHeadlapRules(db: DatabaseOrTransaction, tileId: number): Promise<HeadlapRuleRow[]> {
  return db
    .select()
    .from(tileHeadlapRules)
    .where(eq(tileHeadlapRules.tileId, tileId))
    .orderBy(asc(tileHeadlapRules.id));
}

/** The tile's fixing components in the order they were added, which is the order the tile lists them. */
export function listTileFixings(db: DatabaseOrTransaction, tileId: number) {
  return db
    .select({
      fixingId: tileFixings.id,
      /** What the tile uses the component as (the tile fixing's sub type: nail, clip …). */
      subType: tileFixings.subType,
      componentId: productComponents.id,
      code: productComponents.code,
      name: productComponents.name,
      packQuantity: productComponents.packQuantity,
      resistance: productComponents.resistance,
      clipRxFailure: productComponents.clipRxFailure,
      isActive: productComponents.isActive,
    })
    .from(tileFixings)
    .innerJoin(productComponents, eq(productComponents.id, tileFixings.componentId))
    .where(eq(tileFixings.tileId, tileId))
    .orderBy(asc(tileFixings.id));
}

export type TileFixingRow = Awaited<ReturnType<typeof listTileFixings>>[number];

export async function findProductComponent(
  db: DatabaseOrTransaction,
  componentId: number,
): Promise<ProductComponentRow | undefined> {
  const [row] = await db.select().from(productComponents).where(eq(productComponents.id, componentId));
  return row;
}

export function findProductComponents(
  db: DatabaseOrTransaction,
  componentIds: readonly number[],
): Promise<ProductComponentRow[]> {
  if (componentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productComponents)
    .where(inArray(productComponents.id, [...componentIds]))
    .orderBy(asc(productComponents.id));
}

/** Codes are unique ignoring case (product_components_code_unique). */
export async function findProductComponentByCode(
  db: DatabaseOrTransaction,
  code: string,
): Promise<ProductComponentRow | undefined> {
  const [row] = await db.select().from(productComponents).where(sql`lower(${productComponents.code}) = lower(${code})`);
  return row;
}

/** Active components of one sub type (and NBS sub product type, when given), oldest first. */
export function listActiveComponents(
  db: DatabaseOrTransaction,
  kind: { subType: number; nbsSubProductType?: number },
): Promise<ProductComponentRow[]> {
  return db
    .select()
    .from(productComponents)
    .where(
      and(
        eq(productComponents.isActive, true),
        eq(productComponents.subType, kind.subType),
        kind.nbsSubProductType === undefined
          ? undefined
          : eq(productComponents.nbsSubProductType, kind.nbsSubProductType),
      ),
    )
    .orderBy(asc(productComponents.id));
}

export function findRoofSystems(db: DatabaseOrTransaction, systemIds: readonly number[]): Promise<RoofSystemRow[]> {
  if (systemIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(roofSystems)
    .where(inArray(roofSystems.id, [...systemIds]));
}

export type RoofSystemComponentRow = {
  id: number;
  roofSystemId: number;
  number: number;
  per: number;
  unit: string;
  formulaId: number;
  productId: number;
  code: string;
  name: string;
  packQuantity: number | null;
  addedWastage: number | null;
  roundUp: string;
  isActive: boolean;
  /** mapped_id: a fixed colour for this component in this system. */
  fixedColour: ColourRow | null;
  /** component_mapping_id: one of the component's own colour mappings, chosen for this system. */
  mappingColour: ColourRow | null;
};

const fixedColour = alias(colours, "fixed_colour");
const mappingColour = alias(colours, "mapping_colour");

export async function listRoofSystemComponents(
  db: DatabaseOrTransaction,
  systemIds: readonly number[],
): Promise<RoofSystemComponentRow[]> {
  if (systemIds.length === 0) return [];
  const rows = await db
    .select({
      id: roofSystemComponents.id,
      roofSystemId: roofSystemComponents.roofSystemId,
      number: roofSystemComponents.number,
      per: roofSystemComponents.per,
      unit: roofSystemComponents.unit,
      formulaId: roofSystemComponents.formulaId,
      productId: productComponents.id,
      code: productComponents.code,
      name: productComponents.name,
      packQuantity: productComponents.packQuantity,
      addedWastage: productComponents.addedWastage,
      roundUp: productComponents.roundUp,
      isActive: productComponents.isActive,
      fixedColourId: fixedColour.id,
      fixedColourSuffix: fixedColour.suffix,
      fixedColourDescription: fixedColour.description,
      fixedColourFinishId: fixedColour.finishId,
      mappingColourId: mappingColour.id,
      mappingColourSuffix: mappingColour.suffix,
      mappingColourDescription: mappingColour.description,
      mappingColourFinishId: mappingColour.finishId,
    })
    .from(roofSystemComponents)
    .innerJoin(productComponents, eq(productComponents.id, roofSystemComponents.productId))
    .leftJoin(fixedColour, eq(fixedColour.id, roofSystemComponents.mappedId))
    .leftJoin(productComponentColours, eq(productComponentColours.id, roofSystemComponents.componentMappingId))
    .leftJoin(mappingColour, eq(mappingColour.id, productComponentColours.colourId))
    .where(inArray(roofSystemComponents.roofSystemId, [...systemIds]))
    .orderBy(asc(roofSystemComponents.id));
  // Left joins leave a colour's columns null when the component has no such colour.
  return rows.map(
    ({
      fixedColourId,
      fixedColourSuffix,
      fixedColourDescription,
      fixedColourFinishId,
      mappingColourId,
      mappingColourSuffix,
      mappingColourDescription,
      mappingColourFinishId,
      ...component
    }) => ({
      ...component,
      fixedColour:
        fixedColourId === null ||
        fixedColourSuffix === null ||
        fixedColourDescription === null ||
        fixedColourFinishId === null
          ? null
          : {
              id: fixedColourId,
              suffix: fixedColourSuffix,
              description: fixedColourDescription,
              finishId: fixedColourFinishId,
            },
      mappingColour:
        mappingColourId === null ||
        mappingColourSuffix === null ||
        mappingColourDescription === null ||
        mappingColourFinishId === null
          ? null
          : {
              id: mappingColourId,
              suffix: mappingColourSuffix,
              description: mappingColourDescription,
              finishId: mappingColourFinishId,
            },
    }),
  );
}

export type ComponentColourRow = {
  mappingId: number;
  productId: number;
  colour: ColourRow;
  /** Suffixes of the tile colours this component colour goes with. */
  linkedTileColours: string[];
};

/** The colours each component comes in, in the order they were added. */
export async function listComponentColours(
  db: DatabaseOrTransaction,
  productIds: readonly number[],
): Promise<ComponentColourRow[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      mappingId: productComponentColours.id,
      productId: productComponentColours.productId,
      linkedTileColours: productComponentColours.linkedTileColours,
      colour: colourColumns,
    })
    .from(productComponentColours)
    .innerJoin(colours, eq(colours.id, productComponentColours.colourId))
    .where(inArray(productComponentColours.productId, [...productIds]))
    .orderBy(asc(productComponentColours.id));
  return rows;
}

/** The unit each component is counted in by the tile's roof systems, first listing first. */
export function listSystemComponentUnits(
  db: DatabaseOrTransaction,
  tileCode: string,
  productIds: readonly number[],
): Promise<Array<{ productId: number; unit: string }>> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ productId: roofSystemComponents.productId, unit: roofSystemComponents.unit })
    .from(roofSystemComponents)
    .innerJoin(roofSystems, eq(roofSystems.id, roofSystemComponents.roofSystemId))
    .where(
      and(
        inArray(roofSystemComponents.productId, [...productIds]),
        sql`lower(${roofSystems.associatedProductCode}) = lower(${tileCode})`,
      ),
    )
    .orderBy(asc(roofSystemComponents.id));
}
