/**
 * Visible texts of the roof editor's NBS panel (spec 03 §2.1, §6, §8). The messages the API answers with are
 * ROOF_NBS_MESSAGES in roof-nbs.ts; these are the ones only the browser shows.
 */
export const ROOF_NBS_TEXT = {
  /** Where a clause names a value the roof does not give yet (e.g. no underlay chosen). */
  notGivenYet: (name: string) => `${name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()} not chosen yet`,
  title: "NBS",
  /** Spec 03 §2.1: "If earlier sections are incomplete an NBS prompt tells the user to complete them first." */
  completeEarlierSections:
    "Complete the earlier sections first: the NBS clauses follow the roof's tile, colour and systems.",
  loading: "Loading NBS clauses...",
  empty: "No NBS clauses apply to this roof.",
  loadFailed: "Failed to fetch NBS clauses",
  requiredClauses: "Required clauses",
  optionalClauses: "Optional clauses",
  included: "Included",
  /** Spec 03 §6: the checkboxes are enabled only when authenticated. */
  signInToSelect: "Sign in to choose optional clauses.",
  noOptionalClauses: "No optional clauses",
  clauseLabel: (number: number, subHeading: string | null) =>
    subHeading === null ? `Clause ${number}` : `${number} ${subHeading}`,
  /** Spec 03 §8: the roof editor's save failure toast. */
  saveFailed: "Failed to save progress.",
  saved: "Progress saved!",
} as const;
