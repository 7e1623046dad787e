/**
 * Visible texts of the project's NBS Clauses page (spec 02 §2, §4, §8). The messages the API answers with are
 * NBS_CLAUSES_MESSAGES in nbs-clauses.ts; these are the ones only the browser shows.
 */
import { ROOFS_TEXT } from "./plots-ui.js";

export const NBS_CLAUSES_TEXT = {
  title: "NBS Clauses",
  breadcrumb: "NBS Clauses",
  tileSelected: "Tile selected:",
  noTiles: "No tiles are chosen on this project's roofs yet.",
  optional: "Optional",
  required: "Required",
  optionalClauses: "Optional clauses",
  requiredClauses: "Required clauses",
  view: "View",
  hide: "Hide",
  edit: "Edit",
  done: "Done",
  addClause: "Add Clause",
  remove: "Remove",
  moveUp: "Move up",
  moveDown: "Move down",
  dragHandle: "Drag to reorder",
  backToProject: "Back to Project",
  /** The roof page's button text (spec 02 §2 names both "Generate NBS"). */
  generateNbs: ROOFS_TEXT.generateNbs,
  empty: "No clauses available.",
  loading: "Loading clauses...",
  saving: "Saving...",
  saved: "Clauses Saved!",
  newClauseText: "New clause",
  headerTextLabel: (number: string) => `Header ${number} text`,
  clauseTextLabel: (label: string) => `Text of clause ${label}`,
  selectClause: (label: string) => `Include clause ${label}`,
  selectHeader: (number: string) => `Include header ${number}`,
  manuallyAdded: "Added",
  addedClauseLabel: (position: number) => `added clause ${position}`,
  clausePosition: (position: number) => `clause ${position}`,
  tabsLabel: "Clause lists",
  statusLabel: "Save status",
  editClauses: "Edit Clauses",
  viewClauses: "View Clauses",
} as const;

/** Spec 02 §8: the NBS Clauses page's toasts. */
export const NBS_CLAUSES_ERRORS = {
  saveRequired: "Failed to save required clauses overrides",
  saveOptional: "Failed to save optional clauses overrides",
  fetchRequired: "Failed to fetch required NBS clauses",
  fetchOptional: "Failed to fetch optional NBS clauses",
  fetchTiles: "Failed to fetch selected tiles",
} as const;
