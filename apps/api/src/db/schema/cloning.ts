import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";

/**
 * One request to clone a project, a plot or a roof, from the 202 to its end. The queued ones count against the
 * requester's cap (MAX_ACTIVE_CLONES_PER_USER). The copy is made in several short transactions; `copy_id` names
 * the copy's top record from the first of them, so an attempt that died part-way leaves the next attempt (or the
 * final failure) the copy to discard.
 */
export const cloneRequests = pgTable(
  "clone_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    level: text("level", { enum: ["project", "plot", "roof"] }).notNull(),
    /** The project's, plot's or roof's id, by `level`. */
    sourceId: integer("source_id").notNull(),
    requestedByUserId: integer("requested_by_user_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: ["queued", "done", "failed"] }).notNull(),
    /** The copy's project, plot or roof (by `level`): hidden while being made, live once the request is done. */
    copyId: integer("copy_id"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("clone_requests_queued_by_user_idx").on(table.requestedByUserId).where(sql`${table.status} = 'queued'`),
  ],
);
export type CloneRequestRow = typeof cloneRequests.$inferSelect;
