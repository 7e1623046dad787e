import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import * as catalogue from "../../../db/schema/reference-data.js";
import type { CatalogueSource } from "./kept-catalogue.js";

/**
 * The catalogue rows a roof calculation reads (spec 03 §3.1), one function per question. Every answer is kept in
 * memory until the catalogue changes (kept-catalogue.ts): a save or a document reads the same rows again and again.
 */

/** The calculation's files name the catalogue rows they are handed through this file. */
export type { HeadlapRuleRow, ProductComponentRow, RoofSystemRow, TileRow } from "../../../db/schema/reference-data.js";

export type ColourRow = { id: number; suffix: string; description: string; finishId: number };

const colourColumns = {
  id: catalogue.colours.id,
  suffix: catalogue.colours.suffix,
  description: catalogue.colours.description,
  finishId: catalogue.colours.finishId,
};

export function findTile(source: CatalogueSource, tileId: number): Promise<catalogue.TileRow | undefined> {
  return source.kept.read(`tile:${tileId}`, async () => {
    const [row] = await source.db.select().from(catalogue.tiles).where(eq(catalogue.tiles.id, tileId));
    return row;
  });
}

export function findColour(source: CatalogueSource, colourId: number): Promise<ColourRow | undefined> {
  return source.kept.read(`colour:${colourId}`, async () => {
    const [row] = await source.db
      .select(colourColumns)
      .from(catalogue.colours)
      .where(eq(catalogue.colours.id, colourId));
    return row;
  });
}

/** Whether the colour is one of the tile's colours, and valid here (spec 03 §3.1 tile colour). */
export function findTileColourMapping(
  source: CatalogueSource,
  tileId: number,
  colourId: number,
): Promise<{ isValidHere: boolean } | undefined> {
  return source.kept.read(`tile-colour:${tileId}:${colourId}`, async () => {
    const [row] = await source.db
      .select({ isValidHere: catalogue.tileColours.isValidHere })
      .from(catalogue.tileColours)
      .where(and(eq(catalogue.tileColours.tileId, tileId), eq(catalogue.tileColours.colourId, colourId)));
    return row;
  });
}

export function listHeadlapRules(
  source: CatalogueSource,
  tileId: number,
): Promise<readonly catalogue.HeadlapRuleRow[]> {
  return source.kept.read(`headlap-rules:${tileId}`, () =>
    source.db
      .select()
      .from(catalogue.tileHeadlapRules)
      .where(eq(catalogue.tileHeadlapRules.tileId, tileId))
      .orderBy(asc(catalogue.tileHeadlapRules.id)),
  );
}

/** The tile's fixing components in the order they were added, which is the order the tile lists them. */
function selectTileFixings(db: DatabaseOrTransaction, tileId: number) {
  return db
    .select({
      fixingId: catalogue.tileFixings.id,
      /** What the tile uses the component as (the tile fixing's sub type: nail, clip …). */
      subType: catalogue.tileFixings.subType,
      componentId: catalogue.productComponents.id,
      code: catalogue.productComponents.code,
      name: catalogue.productComponents.name,
      manufacturer: catalogue.productComponents.manufacturer,
      packQuantity: catalogue.productComponents.packQuantity,
      resistance: catalogue.productComponents.resistance,
      clipRxFailure: catalogue.productComponents.clipRxFailure,
      isActive: catalogue.productComponents.isActive,
    })
    .from(catalogue.tileFixings)
    .innerJoin(catalogue.productComponents, eq(catalogue.productComponents.id, catalogue.tileFixings.componentId))
    .where(eq(catalogue.tileFixings.tileId, tileId))
    .orderBy(asc(catalogue.tileFixings.id));
}

export function listTileFixings(source: CatalogueSource, tileId: number) {
  return source.kept.read(`tile-fixings:${tileId}`, () => selectTileFixings(source.db, tileId));
}

export type TileFixingRow = Awaited<ReturnType<typeof listTileFixings>>[number];

async function selectProductComponent(
  db: DatabaseOrTransaction,
  componentId: number,
): Promise<catalogue.ProductComponentRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogue.productComponents)
    .where(eq(catalogue.productComponents.id, componentId));
  return row;
}

export function findProductComponent(source: CatalogueSource, componentId: number) {
  return source.kept.read(`component:${componentId}`, () => selectProductComponent(source.db, componentId));
}

function selectProductComponents(
  db: DatabaseOrTransaction,
  componentIds: readonly number[],
): Promise<catalogue.ProductComponentRow[]> {
  if (componentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(catalogue.productComponents)
    .where(inArray(catalogue.productComponents.id, [...componentIds]))
    .orderBy(asc(catalogue.productComponents.id));
}

export function findProductComponents(source: CatalogueSource, componentIds: readonly number[]) {
  return source.kept.read(`components:${componentIds.join(",")}`, () =>
    selectProductComponents(source.db, componentIds),
  );
}

/** Codes are unique ignoring case (product_components_code_unique). */
async function selectProductComponentByCode(
  db: DatabaseOrTransaction,
  code: string,
): Promise<catalogue.ProductComponentRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogue.productComponents)
    .where(sql`lower(${catalogue.productComponents.code}) = lower(${code})`);
  return row;
}

export function findProductComponentByCode(source: CatalogueSource, code: string) {
  return source.kept.read(`component-code:${code.toLowerCase()}`, () => selectProductComponentByCode(source.db, code));
}

/** Active components of one sub type (and NBS sub product type, when given), oldest first. */
function selectActiveComponents(
  db: DatabaseOrTransaction,
  kind: { subType: number; nbsSubProductType?: number },
): Promise<catalogue.ProductComponentRow[]> {
  return db
    .select()
    .from(catalogue.productComponents)
    .where(
      and(
        eq(catalogue.productComponents.isActive, true),
        eq(catalogue.productComponents.subType, kind.subType),
        kind.nbsSubProductType === undefined
          ? undefined
          : eq(catalogue.productComponents.nbsSubProductType, kind.nbsSubProductType),
      ),
    )
    .orderBy(asc(catalogue.productComponents.id));
}

export function listActiveComponents(source: CatalogueSource, kind: { subType: number; nbsSubProductType?: number }) {
  return source.kept.read(`active-components:${kind.subType}:${kind.nbsSubProductType ?? ""}`, () =>
    selectActiveComponents(source.db, kind),
  );
}

function selectRoofSystems(
  db: DatabaseOrTransaction,
  systemIds: readonly number[],
): Promise<catalogue.RoofSystemRow[]> {
  if (systemIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(catalogue.roofSystems)
    .where(inArray(catalogue.roofSystems.id, [...systemIds]));
}

export function findRoofSystems(source: CatalogueSource, systemIds: readonly number[]) {
  return source.kept.read(`systems:${systemIds.join(",")}`, () => selectRoofSystems(source.db, systemIds));
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
  /** The component's sub type in this system (its own where the system gives none), e.g. End cap. */
  subType: number | null;
  /** mapped_id: a fixed colour for this component in this system. */
  fixedColour: ColourRow | null;
  /** component_mapping_id: one of the component's own colour mappings, chosen for this system. */
  mappingColour: ColourRow | null;
};

const fixedColour = alias(catalogue.colours, "fixed_colour");
const mappingColour = alias(catalogue.colours, "mapping_colour");

async function selectRoofSystemComponents(
  db: DatabaseOrTransaction,
  systemIds: readonly number[],
): Promise<RoofSystemComponentRow[]> {
  if (systemIds.length === 0) return [];
  const rows = await db
    .select({
      id: catalogue.roofSystemComponents.id,
      roofSystemId: catalogue.roofSystemComponents.roofSystemId,
      number: catalogue.roofSystemComponents.number,
      per: catalogue.roofSystemComponents.per,
      unit: catalogue.roofSystemComponents.unit,
      formulaId: catalogue.roofSystemComponents.formulaId,
      productId: catalogue.productComponents.id,
      code: catalogue.productComponents.code,
      name: catalogue.productComponents.name,
      packQuantity: catalogue.productComponents.packQuantity,
      addedWastage: catalogue.productComponents.addedWastage,
      roundUp: catalogue.productComponents.roundUp,
      isActive: catalogue.productComponents.isActive,
      subType: sql<
        number | null
      >`coalesce(${catalogue.roofSystemComponents.subType}, ${catalogue.productComponents.subType})`,
      fixedColourId: fixedColour.id,
      fixedColourSuffix: fixedColour.suffix,
      fixedColourDescription: fixedColour.description,
      fixedColourFinishId: fixedColour.finishId,
      mappingColourId: mappingColour.id,
      mappingColourSuffix: mappingColour.suffix,
      mappingColourDescription: mappingColour.description,
      mappingColourFinishId: mappingColour.finishId,
    })
    .from(catalogue.roofSystemComponents)
    .innerJoin(
      catalogue.productComponents,
      eq(catalogue.productComponents.id, catalogue.roofSystemComponents.productId),
    )
    .leftJoin(fixedColour, eq(fixedColour.id, catalogue.roofSystemComponents.mappedId))
    .leftJoin(
      catalogue.productComponentColours,
      eq(catalogue.productComponentColours.id, catalogue.roofSystemComponents.componentMappingId),
    )
    .leftJoin(mappingColour, eq(mappingColour.id, catalogue.productComponentColours.colourId))
    .where(inArray(catalogue.roofSystemComponents.roofSystemId, [...systemIds]))
    .orderBy(asc(catalogue.roofSystemComponents.id));
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

export function listRoofSystemComponents(source: CatalogueSource, systemIds: readonly number[]) {
  return source.kept.read(`system-components:${systemIds.join(",")}`, () =>
    selectRoofSystemComponents(source.db, systemIds),
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
async function selectComponentColours(
  db: DatabaseOrTransaction,
  productIds: readonly number[],
): Promise<ComponentColourRow[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      mappingId: catalogue.productComponentColours.id,
      productId: catalogue.productComponentColours.productId,
      linkedTileColours: catalogue.productComponentColours.linkedTileColours,
      colour: colourColumns,
    })
    .from(catalogue.productComponentColours)
    .innerJoin(catalogue.colours, eq(catalogue.colours.id, catalogue.productComponentColours.colourId))
    .where(inArray(catalogue.productComponentColours.productId, [...productIds]))
    .orderBy(asc(catalogue.productComponentColours.id));
  return rows;
}

export function listComponentColours(source: CatalogueSource, productIds: readonly number[]) {
  return source.kept.read(`component-colours:${productIds.join(",")}`, () =>
    selectComponentColours(source.db, productIds),
  );
}

/** The unit each component is counted in by the tile's roof systems, first listing first. */
function selectSystemComponentUnits(
  db: DatabaseOrTransaction,
  tileCode: string,
  productIds: readonly number[],
): Promise<Array<{ productId: number; unit: string }>> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ productId: catalogue.roofSystemComponents.productId, unit: catalogue.roofSystemComponents.unit })
    .from(catalogue.roofSystemComponents)
    .innerJoin(catalogue.roofSystems, eq(catalogue.roofSystems.id, catalogue.roofSystemComponents.roofSystemId))
    .where(
      and(
        inArray(catalogue.roofSystemComponents.productId, [...productIds]),
        sql`lower(${catalogue.roofSystems.associatedProductCode}) = lower(${tileCode})`,
      ),
    )
    .orderBy(asc(catalogue.roofSystemComponents.id));
}

export function listSystemComponentUnits(source: CatalogueSource, tileCode: string, productIds: readonly number[]) {
  return source.kept.read(`system-component-units:${tileCode.toLowerCase()}:${productIds.join(",")}`, () =>
    selectSystemComponentUnits(source.db, tileCode, productIds),
  );
}
