import { describe, expect, it } from "vitest";
import { clauseTextParts } from "./roof-nbs-ui.js";

describe("clauseTextParts", () => {
  it("turns each placeholder left in a clause into a named gap, in both brace forms", () => {
    expect(clauseTextParts("Underlay: {underlay}; counterbattens {{counterBatten.name}}.")).toEqual([
      { text: "Underlay: " },
      { missing: "underlay not chosen yet" },
      { text: "; counterbattens " },
      { missing: "name not chosen yet" },
      { text: "." },
    ]);
  });

  it("leaves the placeholders it is told are not missing, and a text without any, as written", () => {
    expect(clauseTextParts("Tile {tileName}, {product}", (name) => name === "product")).toEqual([
      { text: "Tile {tileName}, " },
      { missing: "product not chosen yet" },
    ]);
    expect(clauseTextParts("Fix every tile.")).toEqual([{ text: "Fix every tile." }]);
  });
});
