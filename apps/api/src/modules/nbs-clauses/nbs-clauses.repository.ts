import type { NbsClauseList } from "@portal/contracts";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { isLiveRoofOfProject } from "../../db/project-record-rows.js";
import {
  type NbsOverrideRow,
  plots,
  projectNbsOverrides,
  roofNbsDetails,
  roofs,
  roofTileDetails,
  type StoredNbsClause,
  type StoredNbsHeader,
  tiles,
} from "../../db/schema/index.js";

export type { NbsOverrideRow } from "../../db/schema/index.js";

export type { StoredNbsClause, StoredNbsHeader };

/** Spec 02 §3 "Tile option": the distinct tiles chosen on the project's live roofs, by name. */
export function listProjectTiles(db: DatabaseOrTransaction, projectId: number) {
  return db
    .selectDistinct({ id: tiles.id, name: tiles.name })
    .from(roofs)
    .innerJoin(plots, eq(plots.id, roofs.plotId))
    .innerJoin(roofTileDetails, eq(roofTileDetails.roofId, roofs.id))
    .innerJoin(tiles, eq(tiles.id, roofTileDetails.tileId))
    .where(isLiveRoofOfProject(projectId))
    .orderBy(asc(tiles.name), asc(tiles.id));
}

/** The project's live roofs that use the tile, oldest first (the first one's filled text is the page's). */
export async function listProjectRoofIdsWithTile(db: DatabaseOrTransaction, projectId: number, tileId: number) {
  const rows = await db
    .select({ roofId: roofs.id })
    .from(roofs)
    .innerJoin(plots, eq(plots.id, roofs.plotId))
    .innerJoin(roofTileDetails, eq(roofTileDetails.roofId, roofs.id))
    .where(and(isLiveRoofOfProject(projectId), eq(roofTileDetails.tileId, tileId)))
    .orderBy(asc(roofs.id));
  return rows.map((row) => row.roofId);
}

/** The optional clauses ticked on each roof (no row yet: nothing ticked). */
export async function listTickedClauseIds(db: DatabaseOrTransaction, roofIds: readonly number[]) {
  const ticked = new Map<number, number[]>(roofIds.map((roofId) => [roofId, []]));
  if (roofIds.length === 0) return ticked;
  const rows = await db
    .select({ roofId: roofNbsDetails.roofId, nbsClauseIds: roofNbsDetails.nbsClauseIds })
    .from(roofNbsDetails)
    .where(inArray(roofNbsDetails.roofId, [...roofIds]));
  for (const row of rows) ticked.set(row.roofId, row.nbsClauseIds);
  return ticked;
}

/** The project and chosen tile of a live roof; undefined for a roof that is gone. */
export async function findRoofProjectAndTile(db: DatabaseOrTransaction, roofId: number) {
  const [row] = await db
    .select({ projectId: plots.projectId, tileId: roofTileDetails.tileId })
    .from(roofs)
    .innerJoin(plots, eq(plots.id, roofs.plotId))
    .leftJoin(roofTileDetails, eq(roofTileDetails.roofId, roofs.id))
    .where(and(eq(roofs.id, roofId), isNull(roofs.deletedAt), isNull(plots.deletedAt)));
  return row;
}

export async function findOverride(
  db: DatabaseOrTransaction,
  key: { projectId: number; tileId: number; kind: NbsClauseList },
): Promise<NbsOverrideRow | undefined> {
  const [row] = await db
    .select()
    .from(projectNbsOverrides)
    .where(
      and(
        eq(projectNbsOverrides.projectId, key.projectId),
        eq(projectNbsOverrides.tileId, key.tileId),
        eq(projectNbsOverrides.kind, key.kind),
      ),
    );
  return row;
}

/** Both lists' overrides of a project's tile. */
export function listOverridesOfTile(db: DatabaseOrTransaction, projectId: number, tileId: number) {
  return db
    .select()
    .from(projectNbsOverrides)
    .where(and(eq(projectNbsOverrides.projectId, projectId), eq(projectNbsOverrides.tileId, tileId)));
}

/** Saves a list whole: the last save wins (docs/decisions/nbs-clauses.md "NBS Clauses page and overrides"). */
export async function saveOverride(
  db: DatabaseOrTransaction,
  key: { projectId: number; tileId: number; kind: NbsClauseList },
  values: { headers: StoredNbsHeader[]; userId: number; now: Date },
): Promise<NbsOverrideRow> {
  const [row] = await db
    .insert(projectNbsOverrides)
    .values({
      ...key,
      headers: values.headers,
      createdAt: values.now,
      updatedAt: values.now,
      createdByUserId: values.userId,
      updatedByUserId: values.userId,
    })
    .onConflictDoUpdate({
      target: [projectNbsOverrides.projectId, projectNbsOverrides.tileId, projectNbsOverrides.kind],
      set: { headers: values.headers, updatedAt: values.now, updatedByUserId: values.userId },
    })
    .returning();
  if (!row) throw new Error("NBS override save returned no row");
  return row;
}

/** Fresh ids for clauses the user added. */
export async function nextClauseIds(db: DatabaseOrTransaction, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .select({
      // project_nbs_clause_seq: projectNbsClauseSequence in the schema.
      id: sql<number>`nextval('project_nbs_clause_seq')::integer`.mapWith(Number),
    })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}
