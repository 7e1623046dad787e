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

/** `{name}`, `{a.b}` or `{{a.b}}`: a placeholder a clause's text still carries because the roof gives no value. */
const CLAUSE_PLACEHOLDER = /\{\{?\s*([A-Za-z][A-Za-z0-9.]*)\s*\}?\}/g;

export type ClauseTextPart = { text: string } | { missing: string };

/**
 * A clause's text in pieces: the text as written, and each placeholder left without a value, named as a person
 * reads it ("underlay not chosen yet"). The roof editor and the NBS document both show a gap so, never the braces.
 * `isMissing` picks the placeholders to treat as gaps (the server's list); by default every one left is.
 */
export function clauseTextParts(text: string, isMissing: (name: string) => boolean = () => true): ClauseTextPart[] {
  const parts: ClauseTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CLAUSE_PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (!isMissing(name)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ missing: ROOF_NBS_TEXT.notGivenYet(name.split(".").at(-1) ?? name) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * The placeholders a clause's text still carries, as written (without braces), in reading order and once each:
 * exactly the gaps `clauseTextParts` marks, so what blocks the NBS document is what would print as a gap.
 */
export function clausePlaceholders(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(CLAUSE_PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (!names.includes(name)) names.push(name);
  }
  return names;
}
