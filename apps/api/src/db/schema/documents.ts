import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "./accounts.js";
import { projects } from "./projects.js";

/** The three levels a document is made for (spec 02 §3); the entity id is a project's, a plot's or a roof's. */
const documentSubject = () => ({
  level: text("level", { enum: ["project", "plot", "roof"] }).notNull(),
  entityId: integer("entity_id").notNull(),
  /** The project the item belongs to, for access checks and for listing a project's documents. */
  projectId: integer("project_id")
    .notNull()
    .references(() => projects.id),
  /** Spec 02 §3: NbsClause 0, Estimate 1, FixingSpec 2. */
  pdfType: integer("pdf_type").notNull(),
  /** An Improved Fixing Spec (staff only): numbered apart from the Fixing Spec. */
  isImproved: boolean("is_improved").notNull().default(false),
});

/**
 * One request to generate a document, from the 202 to its end. At most one per item and document is queued at
 * a time (the partial unique index), so a second request while one is being made is refused, not duplicated.
 * Who asked (user and session) is who hears of the result, whoever owns the project.
 */
export const documentGenerations = pgTable(
  "document_generations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ...documentSubject(),
    requestedByUserId: integer("requested_by_user_id")
      .notNull()
      .references(() => users.id),
    /**
     * The session that asked: a visitor's events go to it alone, since visitors sharing an e-mail share a user
     * but not their projects. Null only on generations asked for before it was recorded.
     */
    requestedBySessionId: uuid("requested_by_session_id").references(() => sessions.id),
    status: text("status", { enum: ["queued", "done", "failed"] }).notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("document_generations_in_flight")
      .on(table.level, table.entityId, table.pdfType, table.isImproved)
      .where(sql`${table.status} = 'queued'`),
    // The per-user cap counts these on every request.
    index("document_generations_queued_by_user_idx").on(table.requestedByUserId).where(sql`${table.status} = 'queued'`),
  ],
);
export type DocumentGenerationRow = typeof documentGenerations.$inferSelect;

/**
 * A generated document, kept for good: its number, the file, and the snapshot of everything it printed, so
 * the same version downloads the same document forever and the next version can say what changed.
 */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ...documentSubject(),
    version: integer("version").notNull(),
    /** The generation that made it: a retried job finds its version here instead of making a second. */
    generationId: integer("generation_id")
      .notNull()
      .unique()
      .references(() => documentGenerations.id),
    storageKey: text("storage_key").notNull(),
    /** The Estimate's CSV for merchants' systems; null for the other documents. */
    csvStorageKey: text("csv_storage_key"),
    fileName: text("file_name").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** The DocumentSnapshot the PDF was rendered from (apps/api/src/pdf/document-snapshot.ts). */
    snapshot: jsonb("snapshot").notNull(),
    /** What changed since the previous version, in words. */
    changes: jsonb("changes").$type<string[]>().notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id),
    dateCreated: timestamp("date_created", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("document_versions_number_unique").on(
      table.level,
      table.entityId,
      table.pdfType,
      table.isImproved,
      table.version,
    ),
    index("document_versions_project_idx").on(table.projectId),
  ],
);
export type DocumentVersionRow = typeof documentVersions.$inferSelect;
