import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import { isLiveRoofOfProject } from "../../../db/project-record-rows.js";
import {
  plots,
  productComponents,
  roofEdgeSystems,
  roofEstimates,
  roofFixingData,
  roofManualComponents,
  roofSystems,
  roofs,
  roofTileDetails,
} from "../../../db/schema/index.js";
import { updateVersioned } from "../../../db/versioned-update.js";
import type { CatalogueSource } from "../calculation/kept-catalogue.js";

/** The four sections of the roof editor, each one row per roof. */
export const ROOF_SECTIONS = {
  fixing: roofFixingData,
  tile: roofTileDetails,
  estimate: roofEstimates,
  systems: roofEdgeSystems,
} as const;
export type RoofSectionName = keyof typeof ROOF_SECTIONS;
export type RoofSectionTable<Name extends RoofSectionName> = (typeof ROOF_SECTIONS)[Name];
export type RoofSectionRow<Name extends RoofSectionName> = RoofSectionTable<Name>["$inferSelect"];
export type RoofSectionValues<Name extends RoofSectionName> = Partial<RoofSectionTable<Name>["$inferInsert"]>;

export type FixingDataRow = RoofSectionRow<"fixing">;
export type TileDetailsRow = RoofSectionRow<"tile">;
export type EstimateRow = RoofSectionRow<"estimate">;
export type EdgeSystemsRow = RoofSectionRow<"systems">;

/**
 * A roof's section, created with its defaults the first time it is read (a new roof has every section empty,
 * and creating them lazily also covers roofs made before the editor existed).
 */
export async function findOrCreateSection<Name extends RoofSectionName>(
  db: DatabaseOrTransaction,
  name: Name,
  roofId: number,
): Promise<RoofSectionRow<Name>> {
  // Drizzle cannot select from a union of tables; each section table has the roof_id column this reads by.
  const table = ROOF_SECTIONS[name] as unknown as PgTable & { roofId: PgColumn };
  const read = () => db.select().from(table).where(eq(table.roofId, roofId)).limit(1);
  const [existing] = await read();
  if (existing) return existing as RoofSectionRow<Name>;
  await db.insert(table).values({ roofId }).onConflictDoNothing();
  const [created] = await read();
  if (!created) throw new Error(`${name} section of roof ${roofId} was not created`);
  return created as RoofSectionRow<Name>;
}

/** Saves a section only if it is still at the version the edit was made from (else undefined: 409). */
export async function updateSectionAtVersion<Name extends RoofSectionName>(
  db: DatabaseOrTransaction,
  name: Name,
  target: { id: number; expectedVersion: number },
  values: RoofSectionValues<Name>,
): Promise<RoofSectionRow<Name> | undefined> {
  // The section tables share the versioned shape; Drizzle cannot relate a union of tables to its set type.
  return (await updateVersioned(db, ROOF_SECTIONS[name], target, values as never)) as RoofSectionRow<Name> | undefined;
}

/** Every section of a roof, read together for a calculation: one statement once the roof has all four. */
export async function findRoofSections(db: DatabaseOrTransaction, roofId: number) {
  const [row] = await db
    .select({ fixing: roofFixingData, tile: roofTileDetails, estimate: roofEstimates, systems: roofEdgeSystems })
    .from(roofs)
    .leftJoin(roofFixingData, eq(roofFixingData.roofId, roofs.id))
    .leftJoin(roofTileDetails, eq(roofTileDetails.roofId, roofs.id))
    .leftJoin(roofEstimates, eq(roofEstimates.roofId, roofs.id))
    .leftJoin(roofEdgeSystems, eq(roofEdgeSystems.roofId, roofs.id))
    .where(eq(roofs.id, roofId));
  if (row?.fixing && row.tile && row.estimate && row.systems) {
    return { fixing: row.fixing, tile: row.tile, estimate: row.estimate, systems: row.systems };
  }
  const [fixing, tile, estimate, systems] = await Promise.all([
    findOrCreateSection(db, "fixing", roofId),
    findOrCreateSection(db, "tile", roofId),
    findOrCreateSection(db, "estimate", roofId),
    findOrCreateSection(db, "systems", roofId),
  ]);
  return { fixing, tile, estimate, systems };
}
export type RoofSections = Awaited<ReturnType<typeof findRoofSections>>;

// Systems a roof may choose -------------------------------------------------------------------------------

/** What a roof's choice of system is checked against: its tile, edge group, pitch range and activity. */
const systemChoiceColumns = {
  id: roofSystems.id,
  name: roofSystems.name,
  groupName: roofSystems.groupName,
  associatedProductCode: roofSystems.associatedProductCode,
  minPitch: roofSystems.minPitch,
  maxPitch: roofSystems.maxPitch,
  isActive: roofSystems.isActive,
};

export async function findSystems(source: CatalogueSource, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return source.kept.read(`system-choices:${ids.join(",")}`, () =>
    source.db
      .select(systemChoiceColumns)
      .from(roofSystems)
      .where(inArray(roofSystems.id, [...ids])),
  );
}

/** Active systems made for a tile (by its code, case-insensitively), in name order. */
export async function findSystemsForTileCode(source: CatalogueSource, tileCode: string) {
  return source.kept.read(`system-choices-of-tile:${tileCode.toLowerCase()}`, () =>
    source.db
      .select(systemChoiceColumns)
      .from(roofSystems)
      .where(and(eq(roofSystems.isActive, true), sql`lower(${roofSystems.associatedProductCode}) = lower(${tileCode})`))
      .orderBy(asc(roofSystems.name), asc(roofSystems.id)),
  );
}

// Manual components -----------------------------------------------------------------------------------------

export async function findManualComponents(db: DatabaseOrTransaction, roofId: number) {
  return db
    .select({
      id: roofManualComponents.id,
      roofSystemId: roofManualComponents.roofSystemId,
      componentId: roofManualComponents.componentId,
      colourId: roofManualComponents.colourId,
      quantity: roofManualComponents.quantity,
      code: productComponents.code,
      name: productComponents.name,
    })
    .from(roofManualComponents)
    .innerJoin(productComponents, eq(productComponents.id, roofManualComponents.componentId))
    .where(eq(roofManualComponents.roofId, roofId))
    .orderBy(asc(roofManualComponents.id));
}

/** Sets the quantities given (a line per system and component); a quantity of 0 removes the line. */
export async function saveManualQuantities(
  db: DatabaseOrTransaction,
  roofId: number,
  lines: ReadonlyArray<{ roofSystemId: number; componentId: number; colourId: number | null; quantity: number }>,
) {
  for (const line of lines) {
    const key = and(
      eq(roofManualComponents.roofId, roofId),
      eq(roofManualComponents.roofSystemId, line.roofSystemId),
      eq(roofManualComponents.componentId, line.componentId),
    );
    if (line.quantity === 0) {
      await db.delete(roofManualComponents).where(key);
      continue;
    }
    await db
      .insert(roofManualComponents)
      .values({ roofId, ...line })
      .onConflictDoUpdate({
        target: [roofManualComponents.roofId, roofManualComponents.roofSystemId, roofManualComponents.componentId],
        set: { quantity: line.quantity, colourId: line.colourId },
      });
  }
}

export async function deleteManualComponents(db: DatabaseOrTransaction, roofId: number) {
  await db.delete(roofManualComponents).where(eq(roofManualComponents.roofId, roofId));
}

export async function setManualComponentColour(
  db: DatabaseOrTransaction,
  target: { roofId: number; roofSystemId: number; componentId: number },
  colourId: number | null,
) {
  const [row] = await db
    .update(roofManualComponents)
    .set({ colourId })
    .where(
      and(
        eq(roofManualComponents.roofId, target.roofId),
        eq(roofManualComponents.roofSystemId, target.roofSystemId),
        eq(roofManualComponents.componentId, target.componentId),
      ),
    )
    .returning();
  return row;
}

/** The live roofs of a project's live plots, for bringing their results up to date after a site change. */
export async function findLiveRoofIdsOfProject(db: DatabaseOrTransaction, projectId: number) {
  const rows = await db
    .select({ id: roofs.id })
    .from(roofs)
    .innerJoin(plots, eq(plots.id, roofs.plotId))
    .where(isLiveRoofOfProject(projectId));
  return rows.map((row) => row.id);
}

/** The systems chosen on every live roof of a project, with the roof's name. */
export async function findEdgeSystemsOfProject(db: DatabaseOrTransaction, projectId: number) {
  return db
    .select({ roofId: roofs.id, roofName: roofs.name, systems: roofEdgeSystems })
    .from(roofEdgeSystems)
    .innerJoin(roofs, eq(roofs.id, roofEdgeSystems.roofId))
    .innerJoin(plots, eq(plots.id, roofs.plotId))
    .where(isLiveRoofOfProject(projectId))
    .orderBy(asc(roofs.id));
}
