/**
 * The project's NBS Clauses page (spec 02 §2 "NBS Clauses page", §3 "NBS clause payload" and "Tile option",
 * §4 "NBS editing", §5, §7 NBS calls): per tile chosen on the project's roofs, the required and the optional
 * clauses of the tile's work section, which admin and TAS users may edit, reorder, add to and tick. A save
 * sends a whole list and the last save wins (docs/decisions/nbs-clauses.md "NBS Clauses page and overrides").
 */
import { z } from "zod";
import { databaseId, databaseInteger, text, whenObjectPayload } from "./primitives.js";

/** Spec 02 §9: "NBS autosave debounce 1200 ms". */
export const NBS_AUTOSAVE_DEBOUNCE_MS = 1200;
/** Spec 02 §9: "clauses-saved status clears after 5 s". */
export const NBS_SAVED_STATUS_MS = 5000;

/** A work section is one header; a few more leave room without letting a request grow without bound. */
export const MAX_NBS_OVERRIDE_HEADERS = 20;
/** More clauses than any work section holds, with room for the ones users add. */
export const MAX_NBS_OVERRIDE_CLAUSES = 500;
export const MAX_NBS_HEADER_NUMBER_LENGTH = 20;
export const MAX_NBS_HEADER_TEXT_LENGTH = 500;
export const MAX_NBS_CLAUSE_TEXT_LENGTH = 4000;

export const NBS_CLAUSES_MESSAGES = {
  projectIdRequired: "ProjectId is required",
  tileIdRequired: "TileId is required",
  headerIdInvalid: "OriginalClauseHeaderId is invalid",
  clauseIdInvalid: "Clause id is invalid",
  originalClauseIdInvalid: "OriginalClauseId is invalid",
  headerNumberRequired: "Header number is required",
  headerNumberTooLong: `Header number must be at most ${MAX_NBS_HEADER_NUMBER_LENGTH} characters`,
  headerTextRequired: "Header text is required",
  headerTextTooLong: `Header text must be at most ${MAX_NBS_HEADER_TEXT_LENGTH} characters`,
  clauseTextRequired: "Clause text is required",
  clauseTextTooLong: `Clause text must be at most ${MAX_NBS_CLAUSE_TEXT_LENGTH} characters`,
  tooManyHeaders: `At most ${MAX_NBS_OVERRIDE_HEADERS} headers can be saved`,
  tooManyClauses: `At most ${MAX_NBS_OVERRIDE_CLAUSES} clauses can be saved under a header`,
  sortOrderInvalid: "SortOrder must be a whole number",
  isSelectedRequired: "IsSelected must be true or false",
  isManuallyAddedRequired: "IsManuallyAdded must be true or false",
  duplicateHeader: "A header is listed more than once",
  duplicateClause: "A clause is listed more than once",
  /** Spec 02 §3: a clause the user added stands for no catalogue clause; every other clause stands for one. */
  manualClauseHasOriginal: "A manually added clause has no OriginalClauseId",
  originalClauseRequired: "OriginalClauseId is required for a clause that is not manually added",
  /** The ids a save may name: the tile's work section, its current clauses, the clauses the user added before. */
  headerNotInWorkSection: (id: number) => `Header ${id} is not in the tile's work section`,
  clauseNotInList: (id: number) => `Clause ${id} is not one of this tile's clauses in this list`,
  clauseUnderWrongHeader: (id: number) => `Clause ${id} belongs under another header`,
  unknownManualClause: (id: number) => `Clause ${id} is not a clause added to this list`,
  /** Spec 02 §4, §5: only manually added clauses can be removed. */
  catalogueClauseMissing: (id: number) => `Clause ${id} cannot be removed: only manually added clauses can`,
  tileNotOnProject: "The tile is not chosen on any of the project's roofs",
  /** Spec 02 §6: only admin and TAS users edit NBS clauses. */
  editNotAllowed: "Only administrators and TAS users can edit NBS clauses",
} as const;

const M = NBS_CLAUSES_MESSAGES;

/** GET /nbs-clauses/selected-tiles?projectId. */
export const NbsSelectedTilesQuerySchema = z.object({ projectId: databaseId(M.projectIdRequired) });
export type NbsSelectedTilesQuery = z.output<typeof NbsSelectedTilesQuerySchema>;

/** GET /nbs-clauses/required-clauses and /optional-clauses ?projectId&tileId. */
export const NbsClausesQuerySchema = z.object({
  projectId: databaseId(M.projectIdRequired),
  tileId: databaseId(M.tileIdRequired),
});
export type NbsClausesQuery = z.output<typeof NbsClausesQuerySchema>;

/** Spec 02 §3 "Tile option: id, name". */
export const NbsTileOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type NbsTileOption = z.infer<typeof NbsTileOptionSchema>;

/** Spec 02 §3 clause: id (omitted when new), text, isSelected, sortOrder, isManuallyAdded, originalClauseId. */
export const NbsOverrideClauseSchema = z.object({
  id: z.number().int().optional(),
  text: z.string(),
  isSelected: z.boolean(),
  sortOrder: z.number().int(),
  isManuallyAdded: z.boolean(),
  /** The catalogue clause; null for a manually added clause. */
  originalClauseId: z.number().int().nullable(),
  /**
   * The clause code NBS numbers it by ("H65/240"); an added clause gets its number when first saved (null in
   * the editor until then). Shown to staff.
   */
  code: z.string().nullable(),
});
export type NbsOverrideClause = z.infer<typeof NbsOverrideClauseSchema>;

/** Spec 02 §3 header: number, text, isSelected, originalClauseHeaderId, nbsClauses[]. */
export const NbsOverrideHeaderSchema = z.object({
  number: z.string(),
  text: z.string(),
  isSelected: z.boolean(),
  originalClauseHeaderId: z.number().int(),
  nbsClauses: z.array(NbsOverrideClauseSchema),
});
export type NbsOverrideHeader = z.infer<typeof NbsOverrideHeaderSchema>;

/** The answer of the clause reads and saves: spec 02 §3's payload. */
export const NbsClausesPayloadSchema = z.object({
  projectId: z.number().int(),
  tileId: z.number().int(),
  nbsClauseHeaders: z.array(NbsOverrideHeaderSchema),
});
export type NbsClausesPayload = z.infer<typeof NbsClausesPayloadSchema>;

const boolean = (message: string) => z.boolean({ error: message });

export const NbsOverrideClauseInputSchema = z
  .object({
    /** Omitted (or a temporary negative id, treated as omitted) for a clause added since the last save. */
    id: databaseInteger({ invalid: M.clauseIdInvalid, outOfRange: M.clauseIdInvalid }).optional(),
    text: text({ error: M.clauseTextRequired })
      .trim()
      .min(1, M.clauseTextRequired)
      .max(MAX_NBS_CLAUSE_TEXT_LENGTH, M.clauseTextTooLong),
    isSelected: boolean(M.isSelectedRequired),
    sortOrder: databaseInteger({ invalid: M.sortOrderInvalid, outOfRange: M.sortOrderInvalid }),
    isManuallyAdded: boolean(M.isManuallyAddedRequired),
    originalClauseId: databaseId(M.originalClauseIdInvalid).nullable().optional(),
  })
  .superRefine((clause, context) => {
    const hasOriginal = clause.originalClauseId !== null && clause.originalClauseId !== undefined;
    if (clause.isManuallyAdded && hasOriginal) {
      context.addIssue({ code: "custom", path: ["originalClauseId"], message: M.manualClauseHasOriginal });
    }
    if (!clause.isManuallyAdded && !hasOriginal) {
      context.addIssue({ code: "custom", path: ["originalClauseId"], message: M.originalClauseRequired });
    }
  }, whenObjectPayload);
export type NbsOverrideClauseInput = z.output<typeof NbsOverrideClauseInputSchema>;

export const NbsOverrideHeaderInputSchema = z
  .object({
    number: text({ error: M.headerNumberRequired })
      .trim()
      .min(1, M.headerNumberRequired)
      .max(MAX_NBS_HEADER_NUMBER_LENGTH, M.headerNumberTooLong),
    text: text({ error: M.headerTextRequired })
      .trim()
      .min(1, M.headerTextRequired)
      .max(MAX_NBS_HEADER_TEXT_LENGTH, M.headerTextTooLong),
    isSelected: boolean(M.isSelectedRequired),
    originalClauseHeaderId: databaseId(M.headerIdInvalid),
    nbsClauses: z.array(NbsOverrideClauseInputSchema).max(MAX_NBS_OVERRIDE_CLAUSES, M.tooManyClauses),
  })
  .superRefine((header, context) => {
    const seen = new Set<string>();
    header.nbsClauses.forEach((clause, index) => {
      const keys = [
        clause.originalClauseId ? `original:${clause.originalClauseId}` : null,
        clause.isManuallyAdded && clause.id !== undefined && clause.id > 0 ? `manual:${clause.id}` : null,
      ];
      for (const key of keys) {
        if (key === null) continue;
        if (seen.has(key))
          context.addIssue({ code: "custom", path: ["nbsClauses", index], message: M.duplicateClause });
        seen.add(key);
      }
    });
    // Only once every clause parsed: the duplicate check reads the list as a list.
  });

/** POST /nbs-clauses/override-required-clauses and /override-optional-clauses: spec 02 §3's payload. */
export const NbsClausesOverrideInputSchema = z
  .object({
    projectId: databaseId(M.projectIdRequired),
    tileId: databaseId(M.tileIdRequired),
    nbsClauseHeaders: z.array(NbsOverrideHeaderInputSchema).max(MAX_NBS_OVERRIDE_HEADERS, M.tooManyHeaders),
  })
  .superRefine((payload, context) => {
    const seen = new Set<number>();
    payload.nbsClauseHeaders.forEach((header, index) => {
      if (seen.has(header.originalClauseHeaderId)) {
        context.addIssue({ code: "custom", path: ["nbsClauseHeaders", index], message: M.duplicateHeader });
      }
      seen.add(header.originalClauseHeaderId);
    });
    // Only once every header parsed: the duplicate check reads the list as a list.
  });
export type NbsClausesOverrideInput = z.output<typeof NbsClausesOverrideInputSchema>;

/** The two lists of the page: the clause's selection in the catalogue (1 required, 2 optional). */
export const NBS_CLAUSE_LISTS = ["required", "optional"] as const;
export type NbsClauseList = (typeof NBS_CLAUSE_LISTS)[number];
