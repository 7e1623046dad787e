import { sql } from "drizzle-orm";
import { integer, pgTable } from "drizzle-orm/pg-core";
import { audit, roofs, version } from "./projects.js";

/**
 * The optional NBS clauses a user ticked for a roof (spec 03 §3.2 "Roof NBS details update: roofId,
 * nbsClauseIds"). Which clauses apply, and their text, are worked out from the roof's stored data on every read;
 * only the user's choice is kept. One row per roof, created on first read, versioned like the editor's sections.
 */
export const roofNbsDetails = pgTable("roof_nbs_details", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  roofId: integer("roof_id")
    .notNull()
    .unique()
    .references(() => roofs.id),
  /** Ids of nbs_clauses; a catalogue clause deleted later is simply not shown. */
  nbsClauseIds: integer("nbs_clause_ids").array().notNull().default(sql`'{}'::integer[]`),
  ...version(),
  ...audit(),
});
export type RoofNbsDetailsRow = typeof roofNbsDetails.$inferSelect;
