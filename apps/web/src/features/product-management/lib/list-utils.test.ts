import { describe, expect, it } from "vitest";
import { matchesSearch, nextSort, pageCount, pageOf, pagerPages, sortRows } from "./list-utils";

describe("list search", () => {
  const colour = { suffix: "SGY", description: "Smooth Grey", finish: { id: 1, name: "Smooth" }, tags: ["Concrete"] };
  it("matches any value, nested ones included, ignoring case", () => {
    expect(matchesSearch(colour, "grey")).toBe(true);
    expect(matchesSearch(colour, "SMOOTH")).toBe(true);
    expect(matchesSearch(colour, "concrete")).toBe(true);
    expect(matchesSearch(colour, "1")).toBe(true);
    expect(matchesSearch(colour, "granular")).toBe(false);
    expect(matchesSearch(colour, "  ")).toBe(true);
  });
});

describe("list sort", () => {
  const rows = [{ name: "b" }, { name: "A" }, { name: null }, { name: "c10" }, { name: "c9" }];
  it("sorts ascending and descending, text naturally and blanks last", () => {
    expect(sortRows(rows, (row) => row.name, "asc").map((row) => row.name)).toEqual(["A", "b", "c9", "c10", null]);
    expect(sortRows(rows, (row) => row.name, "desc").map((row) => row.name)).toEqual(["c10", "c9", "b", "A", null]);
  });
  it("sorts numbers as numbers", () => {
    expect(sortRows([{ n: 10 }, { n: 2 }], (row) => row.n, "asc").map((row) => row.n)).toEqual([2, 10]);
  });
  it("toggles the same column and starts another ascending", () => {
    expect(nextSort({ column: "a", direction: "asc" }, "a")).toEqual({ column: "a", direction: "desc" });
    expect(nextSort({ column: "a", direction: "desc" }, "a")).toEqual({ column: "a", direction: "asc" });
    expect(nextSort({ column: "a", direction: "desc" }, "b")).toEqual({ column: "b", direction: "asc" });
  });
});

describe("pager", () => {
  it("shows up to three pages either side of the current one", () => {
    expect(pagerPages(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pagerPages(5, 10)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(pagerPages(10, 10)).toEqual([7, 8, 9, 10]);
    expect(pagerPages(1, 1)).toEqual([1]);
  });
  it("counts and slices pages", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});
