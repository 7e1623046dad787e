import { type DocumentLevel, type PdfType, ROLES, type RoleName, roleNameById } from "@portal/contracts";
import { and, desc, eq, isNull, max, or, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { personName } from "../../db/people.js";
import { queuedRequests } from "../../db/queued-requests.js";
import {
  documentGenerations,
  documentVersions,
  plots,
  projects,
  roofs,
  sessions,
  users,
} from "../../db/schema/index.js";
import * as catalogue from "../../db/schema/reference-data.js";

export type { DocumentVersionRow } from "../../db/schema/index.js";
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

const generationRows = queuedRequests(documentGenerations, "The generation was not recorded");

/** Inserts a queued generation; the in-flight unique index refuses a second one for the same item and kind. */
export const insertGeneration = generationRows.insert;

/** How many generations a user has waiting or running now. */
export const countQueuedGenerationsOf = generationRows.countQueuedOf;

/** The requester's role now; undefined once their account is deleted (a visitor's, when their e-mail registers). */
export async function findRequesterRole(db: DatabaseOrTransaction, userId: number): Promise<RoleName | undefined> {
  const [row] = await db
    .select({ roleId: users.roleId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ? roleNameById(row.roleId) : undefined;
}

export async function findGeneration(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(documentGenerations).where(eq(documentGenerations.id, id));
  return row;
}

export const finishGeneration = generationRows.finish;

export async function findVersionOfGeneration(db: DatabaseOrTransaction, generationId: number) {
  const [row] = await db.select().from(documentVersions).where(eq(documentVersions.generationId, generationId));
  return row;
}

/** The newest version of one document of one item, to number the next and say what changed since. */
export async function findLatestVersion(db: DatabaseOrTransaction, subject: DocumentSubject, kind: DocumentKind) {
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

export async function findVersion(db: DatabaseOrTransaction, subject: Item, kind: DocumentKind, version: number) {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(versionsOfDocument(subject, kind), eq(documentVersions.version, version)));
  return row;
}

/**
 * Whether `key` is a stored file (PDF or CSV) of the generation's version whose item is still there: the roof, its
 * plot and its project, the plot and its project, or the project, none of them deleted.
 */
export async function isFileOfLiveItem(
  db: DatabaseOrTransaction,
  file: { generationId: number; key: string },
): Promise<boolean> {
  const liveRoof = sql`exists (
    select 1 from ${roofs} inner join ${plots} on ${plots.id} = ${roofs.plotId}
    where ${roofs.id} = ${documentVersions.entityId} and ${roofs.deletedAt} is null and ${plots.deletedAt} is null
  )`;
  const livePlot = sql`exists (
    select 1 from ${plots} where ${plots.id} = ${documentVersions.entityId} and ${plots.deletedAt} is null
  )`;
  const [row] = await db
    .select({ generationId: documentVersions.generationId })
    .from(documentVersions)
    .innerJoin(projects, and(eq(projects.id, documentVersions.projectId), isNull(projects.deletedAt)))
    .where(
      and(
        eq(documentVersions.generationId, file.generationId),
        or(eq(documentVersions.storageKey, file.key), eq(documentVersions.csvStorageKey, file.key)),
        sql`case ${documentVersions.level} when 'roof' then ${liveRoof} when 'plot' then ${livePlot} else true end`,
      ),
    );
  return row !== undefined;
}

/** Who asked for a document, as its title block names them: "First Last", else the e-mail address. */
/** Who asked for a generation, as the documents print them: their name (the e-mail where none is known), e-mail and role. */
export interface Requester {
  name: string;
  email: string;
  /** Undefined for a role id the contracts do not know. */
  role: RoleName | undefined;
}

/** The requester of a generation; a visitor's name is the one typed with the session that asked (null for a user's own). */
export async function findRequester(
  db: DatabaseOrTransaction,
  userId: number,
  sessionId: string | null,
): Promise<Requester | undefined> {
  const [row] = await db
    .select({ name: personName(users), email: users.email, roleId: users.roleId })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const [session] = sessionId
    ? await db.select({ visitorName: sessions.visitorName }).from(sessions).where(eq(sessions.id, sessionId))
    : [];
  const role = roleNameById(row.roleId);
  // A visitor's user is shared by everyone who typed the e-mail: the session's own name says who asked.
  const name = (role === ROLES.anonymous ? session?.visitorName : null) ?? row.name ?? row.email;
  return { name, email: row.email, role };
}

/** Every catalogue table a document's figures or clauses can come from. */
const CATALOGUE_TABLES = [
  catalogue.finishes,
  catalogue.colours,
  catalogue.productComponents,
  catalogue.productComponentColours,
  catalogue.tiles,
  catalogue.tileColours,
  catalogue.tileHeadlapRules,
  catalogue.tileFixings,
  catalogue.solarEdgeComponents,
  catalogue.roofSystems,
  catalogue.roofSystemComponents,
  catalogue.nbsHeaders,
  catalogue.nbsClauses,
  catalogue.solarComponents,
  catalogue.solarSystems,
];

/** The latest moment a catalogue row was added or changed; null for an empty catalogue. */
export async function findCatalogueChangedAt(db: DatabaseOrTransaction): Promise<Date | null> {
  const [first, ...rest] = CATALOGUE_TABLES.map((table) => db.select({ changedAt: max(table.updatedAt) }).from(table));
  if (!first) return null;
  const rows =
    rest.length > 0 ? await unionAll(first, ...(rest as [typeof first, ...Array<typeof first>])) : await first;
  const times = rows.flatMap((row) => (row.changedAt ? [row.changedAt.getTime()] : []));
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}
