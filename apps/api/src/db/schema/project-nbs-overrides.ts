import { integer, jsonb, pgSequence, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, projects } from "./projects.js";
import { tiles } from "./reference-data.js";

/** One clause of a saved override, in the order it prints. */
export interface StoredNbsClause {
  /** The clause's id in the list: the catalogue clause's id, or a number from project_nbs_clause_seq. */
  id: number;
  /** The catalogue clause it stands for; null for a clause the user added. */
  originalClauseId: number | null;
  isManuallyAdded: boolean;
  /** The clause's number within its header ("245" of H65/245): a catalogue clause's own, or given to an added one. */
  number?: number;
  text: string;
  /**
   * True when `text` is a template with the catalogue's placeholders ({pitch}, {{tile.name}}), filled per roof.
   * Absent on overrides saved before, whose edited text prints as written (docs/decisions/nbs-clauses.md).
   */
  textIsTemplate?: boolean;
  /** False while the text is the one worked out from the roofs (then each roof prints its own filled text). */
  isTextEdited: boolean;
  isSelected: boolean;
}

/** One header of a saved override with its clauses. */
export interface StoredNbsHeader {
  originalClauseHeaderId: number;
  number: string;
  text: string;
  isTextEdited: boolean;
  isSelected: boolean;
  clauses: StoredNbsClause[];
}

/** Ids of clauses users add on the NBS Clauses page (positive, unique across every project). */
export const projectNbsClauseSequence = pgSequence("project_nbs_clause_seq", { startWith: 1 });

/**
 * The NBS Clauses page's edits (spec 02 §2, §3, §4): per project, tile and list (required or optional), the
 * headers and clauses as the user arranged them. The NBS documents of the project's roofs with that tile print
 * from it (docs/decisions/nbs-clauses.md "NBS Clauses page and overrides"). Saves are whole lists, last write wins.
 */
export const projectNbsOverrides = pgTable(
  "project_nbs_overrides",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id),
    tileId: integer("tile_id")
      .notNull()
      .references(() => tiles.id),
    kind: text("kind", { enum: ["required", "optional"] }).notNull(),
    headers: jsonb("headers").$type<StoredNbsHeader[]>().notNull(),
    ...audit(),
  },
  (table) => [uniqueIndex("project_nbs_overrides_unique").on(table.projectId, table.tileId, table.kind)],
);
export type NbsOverrideRow = typeof projectNbsOverrides.$inferSelect;
