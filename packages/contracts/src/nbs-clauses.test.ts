import { describe, expect, it } from "vitest";
import {
  MAX_NBS_CLAUSE_TEXT_LENGTH,
  NBS_CLAUSES_MESSAGES,
  NbsClausesOverrideInputSchema,
  NbsClausesQuerySchema,
} from "./nbs-clauses.js";

const clause = (overrides: Record<string, unknown> = {}) => ({
  id: 10,
  text: "Tiles: Flat interlocking tile.",
  isSelected: true,
  sortOrder: 1,
  isManuallyAdded: false,
  originalClauseId: 10,
  ...overrides,
});

const payload = (clauses: unknown[], headerOverrides: Record<string, unknown> = {}) => ({
  projectId: 1,
  tileId: 2,
  nbsClauseHeaders: [
    {
      number: "H65",
      text: "Single lap roof tiling",
      isSelected: true,
      originalClauseHeaderId: 4,
      nbsClauses: clauses,
      ...headerOverrides,
    },
  ],
});

const messagesOf = (value: unknown) => {
  const result = NbsClausesOverrideInputSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the NBS clause payload (spec 02 §3)", () => {
  it("accepts the page's payload, a new added clause without id or with a temporary negative id", () => {
    expect(
      messagesOf(
        payload([
          clause(),
          clause({ id: undefined, isManuallyAdded: true, originalClauseId: null, sortOrder: 2 }),
          clause({ id: -3, isManuallyAdded: true, originalClauseId: null, sortOrder: 3 }),
        ]),
      ),
    ).toEqual([]);
  });

  it("says an added clause stands for no catalogue clause, and every other clause for one", () => {
    expect(messagesOf(payload([clause({ isManuallyAdded: true })]))).toEqual([
      NBS_CLAUSES_MESSAGES.manualClauseHasOriginal,
    ]);
    expect(messagesOf(payload([clause({ originalClauseId: null })]))).toEqual([
      NBS_CLAUSES_MESSAGES.originalClauseRequired,
    ]);
  });

  it("names each field it refuses: text, sortOrder, ids out of range, duplicates", () => {
    expect(messagesOf(payload([clause({ text: "  " })]))).toEqual([NBS_CLAUSES_MESSAGES.clauseTextRequired]);
    expect(messagesOf(payload([clause({ text: "x".repeat(MAX_NBS_CLAUSE_TEXT_LENGTH + 1) })]))).toEqual([
      NBS_CLAUSES_MESSAGES.clauseTextTooLong,
    ]);
    expect(messagesOf(payload([clause({ sortOrder: 1.5 })]))).toEqual([NBS_CLAUSES_MESSAGES.sortOrderInvalid]);
    expect(messagesOf(payload([clause({ originalClauseId: 2 ** 31 })]))).toEqual([
      NBS_CLAUSES_MESSAGES.originalClauseIdInvalid,
    ]);
    expect(messagesOf(payload([clause(), clause({ sortOrder: 2 })]))).toEqual([NBS_CLAUSES_MESSAGES.duplicateClause]);
    expect(messagesOf(payload([clause()], { text: "" }))).toEqual([NBS_CLAUSES_MESSAGES.headerTextRequired]);
    const twice = payload([clause()]);
    expect(messagesOf({ ...twice, nbsClauseHeaders: [...twice.nbsClauseHeaders, ...twice.nbsClauseHeaders] })).toEqual([
      NBS_CLAUSES_MESSAGES.duplicateHeader,
    ]);
  });

  it("reads projectId and tileId from the query string", () => {
    expect(NbsClausesQuerySchema.parse({ projectId: "3", tileId: "4" })).toEqual({ projectId: 3, tileId: 4 });
    expect(NbsClausesQuerySchema.safeParse({ projectId: "3" }).success).toBe(false);
  });
});
