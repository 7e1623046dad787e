import { and, eq, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { type ProjectSiteInputsRow, projectSiteInputs, projects } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned-update.js";

export type { ProjectSiteInputsRow } from "../../db/schema/index.js";

export type ProjectSiteInputsValues = Partial<
  Pick<
    typeof projectSiteInputs.$inferInsert,
    | "altitudeM"
    | "terrain"
    | "distanceInsideTownKm"
    | "hasSignificantOrography"
    | "vbMapOverrideMs"
    | "vbMapOverrideReason"
    | "updatedAt"
    | "updatedByUserId"
  >
>;

/** Where a live project's site is: what the site-data service resolves. */
export async function findProjectSite(db: DatabaseOrTransaction, projectId: number) {
  const [row] = await db
    .select({ id: projects.id, postCode: projects.postCode, lat: projects.lat, long: projects.long })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)));
  return row;
}

/**
 * The project's entered site values, created empty the first time they are read (projects made before the Site
 * panel have none, and a new project needs no row until someone looks).
 */
export async function findOrCreateSiteInputs(
  db: DatabaseOrTransaction,
  projectId: number,
  creator: { userId: number | null; now: Date },
): Promise<ProjectSiteInputsRow> {
  const read = () => db.select().from(projectSiteInputs).where(eq(projectSiteInputs.projectId, projectId)).limit(1);
  const [existing] = await read();
  if (existing) return existing;
  await db
    .insert(projectSiteInputs)
    .values({
      projectId,
      createdAt: creator.now,
      updatedAt: creator.now,
      createdByUserId: creator.userId,
      updatedByUserId: creator.userId,
    })
    .onConflictDoNothing();
  const [created] = await read();
  if (!created) throw new Error(`site inputs of project ${projectId} were not created`);
  return created;
}

/** Saves only if the row is still at the version the edit was made from (else undefined: 409). */
export async function updateSiteInputsAtVersion(
  db: DatabaseOrTransaction,
  target: { id: number; expectedVersion: number },
  values: ProjectSiteInputsValues,
): Promise<ProjectSiteInputsRow | undefined> {
  return updateVersioned(db, projectSiteInputs, target, values);
}
