import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { type NewProjectFileRow, type ProjectFileRow, projectFiles } from "../../db/schema/index.js";

export type { NewProjectFileRow, ProjectFileRow } from "../../db/schema/index.js";

const isUploaded = isNotNull(projectFiles.uploadedAt);
const isPending = isNull(projectFiles.uploadedAt);

export async function insertProjectFile(db: DatabaseOrTransaction, values: NewProjectFileRow): Promise<ProjectFileRow> {
  const [row] = await db.insert(projectFiles).values(values).returning();
  if (!row) throw new Error("insert project_files returned no row");
  return row;
}

export async function findProjectFile(db: DatabaseOrTransaction, fileId: number): Promise<ProjectFileRow | undefined> {
  const [row] = await db.select().from(projectFiles).where(eq(projectFiles.id, fileId)).limit(1);
  return row;
}

export async function findProjectFileByKey(
  db: DatabaseOrTransaction,
  storageKey: string,
): Promise<ProjectFileRow | undefined> {
  const [row] = await db.select().from(projectFiles).where(eq(projectFiles.storageKey, storageKey)).limit(1);
  return row;
}

/** Files whose bytes arrived, newest first. */
export async function findUploadedFilesOfProject(db: DatabaseOrTransaction, projectId: number) {
  return db
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), isUploaded))
    .orderBy(desc(projectFiles.uploadedAt), desc(projectFiles.id));
}

/** Records still waiting for their bytes. */
export async function findPendingFilesOfProject(db: DatabaseOrTransaction, projectId: number) {
  return db
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), isPending));
}

/** Marks a waiting record uploaded; false when there was none (deleted, or already marked). */
export async function markProjectFileUploaded(
  db: DatabaseOrTransaction,
  storageKey: string,
  values: { sizeBytes: number; uploadedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(projectFiles)
    .set({ sizeBytes: values.sizeBytes, uploadedAt: values.uploadedAt, updatedAt: values.uploadedAt })
    .where(and(eq(projectFiles.storageKey, storageKey), isPending))
    .returning({ id: projectFiles.id });
  return rows.length > 0;
}

export async function deleteProjectFile(db: DatabaseOrTransaction, fileId: number): Promise<void> {
  await db.delete(projectFiles).where(eq(projectFiles.id, fileId));
}

/** Deletes a record only while it is still waiting, so a refusal never removes a file that did arrive. */
export async function deletePendingProjectFileByKey(db: DatabaseOrTransaction, storageKey: string): Promise<void> {
  await db.delete(projectFiles).where(and(eq(projectFiles.storageKey, storageKey), isPending));
}
