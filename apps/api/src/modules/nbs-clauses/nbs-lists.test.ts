import { describe, expect, it } from "vitest";
import { freeClauseNumber, numberClauses } from "./nbs-lists.js";

const catalogue = (number: number) => ({ number, isManuallyAdded: false });
const added = (number?: number) => ({ number, isManuallyAdded: true });

describe("numbering a clause a user adds", () => {
  it("takes the next free multiple of 5 after the clause above, below the next catalogue clause", () => {
    expect(freeClauseNumber(110, 210, new Set([110, 210]))).toBe(115);
    // 120 is a catalogue number of the header (even one no roof brings in): never taken.
    expect(freeClauseNumber(110, 210, new Set([110, 115, 120, 210]))).toBe(125);
    expect(freeClauseNumber(0, 110, new Set([110]))).toBe(5);
    expect(freeClauseNumber(990, undefined, new Set([990]))).toBe(995);
    expect(freeClauseNumber(243, 250, new Set([245, 250]))).toBe(244);
  });

  it("takes any free number of the gap when no multiple of 5 is free, and the next free multiple past it when none is", () => {
    expect(freeClauseNumber(240, 245, new Set([240, 245]))).toBe(241);
    expect(freeClauseNumber(240, 241, new Set([240, 241, 245]))).toBe(250);
  });

  it("numbers a list's added clauses by their place, keeping a number that still fits", () => {
    const taken = new Set([110, 120, 210, 990]);
    expect(
      numberClauses([added(), catalogue(110), added(), added(), catalogue(210), catalogue(990), added()], taken),
    ).toEqual([5, 110, 115, 125, 210, 990, 995]);
    // Saved again: the same numbers.
    expect(
      numberClauses(
        [added(5), catalogue(110), added(115), added(125), catalogue(210), catalogue(990), added(995)],
        taken,
      ),
    ).toEqual([5, 110, 115, 125, 210, 990, 995]);
    // The last one moved to the top: it alone is renumbered, into the gap above 5.
    expect(numberClauses([added(995), added(5), catalogue(110), catalogue(210)], taken)).toEqual([1, 5, 110, 210]);
    // Moved below 210: it takes the next number after 210.
    expect(numberClauses([catalogue(110), catalogue(210), added(115)], taken)).toEqual([110, 210, 215]);
  });

  it("never gives a number the other list's added clauses hold", () => {
    expect(numberClauses([catalogue(110), added(115), catalogue(210)], new Set([110, 115, 210]))).toEqual([
      110, 120, 210,
    ]);
  });

  it("keeps whatever number a stored clause has when only reading, numbering one saved without", () => {
    expect(numberClauses([added(995), catalogue(110), added()], new Set([110]), true)).toEqual([995, 110, 115]);
  });
});
