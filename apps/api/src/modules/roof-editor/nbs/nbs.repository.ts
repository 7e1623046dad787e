import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import {
  finishes,
  nbsClauses,
  nbsHeaders,
  productComponents,
  type RoofNbsDetailsRow,
  roofNbsDetails,
  roofSystemComponents,
  roofSystems,
} from "../../../db/schema/index.js";
import { updateVersioned } from "../../../db/versioned-update.js";
import type { CatalogueSource } from "../calculation/kept-catalogue.js";

export type { RoofNbsDetailsRow } from "../../../db/schema/index.js";

/** The roof's selection, created empty the first time it is read (like the editor's sections). */
export async function findOrCreateDetails(db: DatabaseOrTransaction, roofId: number): Promise<RoofNbsDetailsRow> {
  const read = () => db.select().from(roofNbsDetails).where(eq(roofNbsDetails.roofId, roofId)).limit(1);
  const [existing] = await read();
  if (existing) return existing;
  await db.insert(roofNbsDetails).values({ roofId }).onConflictDoNothing();
  const [created] = await read();
  if (!created) throw new Error(`NBS details of roof ${roofId} were not created`);
  return created;
}

/** Saves the selection only if it is still at the version the edit was made from (else undefined: 409). */
export function updateDetailsAtVersion(
  db: DatabaseOrTransaction,
  target: { id: number; expectedVersion: number },
  values: { nbsClauseIds: number[]; updatedAt: Date; updatedByUserId: number },
): Promise<RoofNbsDetailsRow | undefined> {
  return updateVersioned(db, roofNbsDetails, target, values);
}

/** The NBS catalogue: every header and clause, in header and clause order. */
export function listNbsCatalogue(source: CatalogueSource) {
  return source.kept.read("nbs-catalogue", () => selectNbsCatalogue(source.db));
}

async function selectNbsCatalogue(db: DatabaseOrTransaction) {
  const [headers, clauses] = await Promise.all([
    db
      .select({ id: nbsHeaders.id, number: nbsHeaders.number, text: nbsHeaders.text })
      .from(nbsHeaders)
      .orderBy(asc(nbsHeaders.number)),
    db
      .select({
        id: nbsClauses.id,
        nbsHeaderId: nbsClauses.nbsHeaderId,
        sortOrder: nbsClauses.sortOrder,
        subHeading: nbsClauses.subHeading,
        text: nbsClauses.text,
        locationOfInput: nbsClauses.locationOfInput,
        selection: nbsClauses.selection,
        subGroup: nbsClauses.subGroup,
        nbsSubProductType: nbsClauses.nbsSubProductType,
      })
      .from(nbsClauses)
      .orderBy(asc(nbsClauses.nbsHeaderId), asc(nbsClauses.sortOrder)),
  ]);
  return { headers, clauses };
}

/** The roof systems chosen for a roof's edges, with the clause number each names. */
export function findSystems(source: CatalogueSource, systemIds: readonly number[]) {
  return source.kept.read(`nbs-systems:${systemIds.join(",")}`, () => selectSystems(source.db, systemIds));
}

function selectSystems(db: DatabaseOrTransaction, systemIds: readonly number[]) {
  if (systemIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: roofSystems.id, name: roofSystems.name, nbsClause: roofSystems.nbsClause })
    .from(roofSystems)
    .where(inArray(roofSystems.id, [...systemIds]));
}

/**
 * The components of those systems with the NBS sub product type each stands for: the system component's own
 * NBS sub type where it gives one, else the product component's.
 */
export function listSystemComponents(source: CatalogueSource, systemIds: readonly number[]) {
  return source.kept.read(`nbs-system-components:${systemIds.join(",")}`, () =>
    selectSystemComponents(source.db, systemIds),
  );
}

function selectSystemComponents(db: DatabaseOrTransaction, systemIds: readonly number[]) {
  if (systemIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: roofSystemComponents.id,
      roofSystemId: roofSystemComponents.roofSystemId,
      productId: roofSystemComponents.productId,
      code: productComponents.code,
      name: productComponents.name,
      manufacturer: productComponents.manufacturer,
      nbsSubProductType: sql<
        number | null
      >`coalesce(${roofSystemComponents.nbsSubType}, ${productComponents.nbsSubProductType})`.mapWith(Number),
    })
    .from(roofSystemComponents)
    .innerJoin(productComponents, eq(productComponents.id, roofSystemComponents.productId))
    .where(inArray(roofSystemComponents.roofSystemId, [...systemIds]))
    .orderBy(asc(roofSystemComponents.id));
}

/** The catalogue's finishes by id, for a colour's finish ("Smooth"). */
export function listFinishNames(source: CatalogueSource): Promise<ReadonlyMap<number, string>> {
  return source.kept.read("finish-names", async () => {
    const rows = await source.db.select({ id: finishes.id, name: finishes.name }).from(finishes);
    return new Map(rows.map((row) => [row.id, row.name]));
  });
}
