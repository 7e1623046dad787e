import { describe, expect, it } from "vitest";
import { nbsChoiceName, ROOF_NBS_MESSAGES } from "./roof-nbs.js";
import { clausePlaceholders, clauseTextParts } from "./roof-nbs-ui.js";

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

describe("clausePlaceholders", () => {
  it("lists each gap clauseTextParts marks, once, as written", () => {
    expect(clausePlaceholders("Underlay: {underlay}; {{counterBatten.name}}; again {underlay}.")).toEqual([
      "underlay",
      "counterBatten.name",
    ]);
    expect(clausePlaceholders("Fix every tile.")).toEqual([]);
  });
});

describe("the NBS document's needs", () => {
  const clause = { code: "H65/840", subHeading: "Ventilator tiles" };

  it("names each choice in the user's words, a system's or product's with its clause", () => {
    expect(nbsChoiceName("underlay.name", clause)).toBe("the underlay");
    expect(nbsChoiceName("tile.colour", clause)).toBe("the tile colour");
    expect(nbsChoiceName("product.name", clause)).toBe("the product of H65/840 Ventilator tiles");
    expect(nbsChoiceName("system.name", { code: "H65/700", subHeading: null })).toBe("the system of H65/700");
    expect(nbsChoiceName("mystery", clause)).toBe("a value for {mystery} in H65/840 Ventilator tiles");
  });

  it("says what the document needs, for a roof and for several", () => {
    expect(ROOF_NBS_MESSAGES.documentNeeds(["the underlay", "the tile colour"])).toBe(
      "The NBS specification needs: the underlay, the tile colour.",
    );
    expect(
      ROOF_NBS_MESSAGES.documentNeedsOfRoofs([
        { roofName: "Roof A", needs: ["the underlay"] },
        { roofName: "Roof B", needs: ["the tile colour", "the underlay"] },
      ]),
    ).toBe("The NBS specification needs: the underlay (Roof A); the tile colour, the underlay (Roof B).");
  });
});
