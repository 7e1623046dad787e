import type { DocumentLevel, PdfType } from "@portal/contracts";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { documentGenerations, documentVersions, users } from "../../db/schema/index.js";
import { personName } from "../users/users.repository.js";

export type GenerationRow = typeof documentGenerations.$inferSelect;
export type VersionRow = typeof documentVersions.$inferSelect;
export type DocumentSubject = { level: DocumentLevel; entityId: number; projectId: number };
export type DocumentKind = { pdfType: PdfType; isImproved: boolean };

type Item = Omit<DocumentSubject, "projectId">;

/** The versions of one document of one item (the Improved Fixing Spec numbered apart). */
const versionsOfDocument = (item: Item, kind: DocumentKind) =>
  and(
    eq(documentVersions.level, item.level),
    eq(documentVersions.entityId, item.entityId),
    eq(documentVersions.pdfType, kind.pdfType),
    eq(documentVersions.isImproved, kind.isImproved),
  );

/** Inserts a queued generation; the in-flight unique index refuses a second one for the same item and kind. */
export async function insertGeneration(
  db: DatabaseOrTransaction,
  values: DocumentSubject & DocumentKind & { requestedByUserId: number; requestedAt: Date },
): Promise<GenerationRow> {
  const [row] = await db
    .insert(documentGenerations)
    .values({ ...values, status: "queued" })
    .returning();
  if (!row) throw new Error("The generation was not recorded");
  return row;
}

/** How many generations a user has waiting or running now. */
export async function countQueuedGenerationsOf(db: DatabaseOrTransaction, userId: number): Promise<number> {
  const [row] = await db
    .select({ queued: count() })
    .from(documentGenerations)
    .where(and(eq(documentGenerations.requestedByUserId, userId), eq(documentGenerations.status, "queued")));
  return row?.queued ?? 0;
}

export async function findGeneration(db: DatabaseOrTransaction, id: number): Promise<GenerationRow | undefined> {
  const [row] = await db.select().from(documentGenerations).where(eq(documentGenerations.id, id));
  return row;
}

export async function finishGeneration(
  db: DatabaseOrTransaction,
  id: number,
  status: "done" | "failed",
  finishedAt: Date,
): Promise<void> {
  await db
    .update(documentGenerations)
    .set({ status, finishedAt })
    .where(and(eq(documentGenerations.id, id), eq(documentGenerations.status, "queued")));
}

export async function findVersionOfGeneration(db: DatabaseOrTransaction, generationId: number) {
  const [row] = await db.select().from(documentVersions).where(eq(documentVersions.generationId, generationId));
  return row;
}

/** The newest version of one document of one item, to number the next and say what changed since. */
export async function findLatestVersion(
  db: DatabaseOrTransaction,
  subject: DocumentSubject,
  kind: DocumentKind,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(versionsOfDocument(subject, kind))
    .orderBy(desc(documentVersions.version))
    .limit(1);
  return row;
}

export async function insertVersion(db: DatabaseOrTransaction, values: typeof documentVersions.$inferInsert) {
  const [row] = await db.insert(documentVersions).values(values).returning();
  if (!row) throw new Error("The version was not recorded");
  return row;
}

/** The history of an item: every version of every document, newest first (the snapshot is left out). */
export function findVersionsOf(db: DatabaseOrTransaction, subject: Item) {
  return db
    .select({
      version: documentVersions.version,
      dateCreated: documentVersions.dateCreated,
      pdfType: documentVersions.pdfType,
      isImproved: documentVersions.isImproved,
      changes: documentVersions.changes,
    })
    .from(documentVersions)
    .where(and(eq(documentVersions.level, subject.level), eq(documentVersions.entityId, subject.entityId)))
    .orderBy(desc(documentVersions.dateCreated), desc(documentVersions.version));
}

export async function findVersion(
  db: DatabaseOrTransaction,
  subject: Item,
  kind: DocumentKind,
  version: number,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(versionsOfDocument(subject, kind), eq(documentVersions.version, version)));
  return row;
}

/** Who asked for a document, as its title block names them: "First Last", else the e-mail address. */
export async function findUserName(db: DatabaseOrTransaction, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(${personName(users)}, ${users.email})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? "";
}
