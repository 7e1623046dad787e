import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import { type NbsInput, selectNbsClauses } from "./nbs-clauses.js";

/**
 * Clause numbers and titles from the NBS 2014 output quoted in catalogue.md §5 (flipbuilder huiy/fsyp
 * pages 218–225): 240 underlay, 259 counterbattens on rafters, 265 batten fixing, 700 dry ventilated
 * ridges; the Type of tiling clause names the tile's manufacturer, product reference, size and headlap.
 */
const input: NbsInput = {
  headers: [
    { id: 1, number: "H65", text: "Single lap roof tiling" },
    { id: 2, number: "H60", text: "Plain roof tiling" },
  ],
  clauses: [
    {
      id: 10,
      nbsHeaderId: 1,
      sortOrder: 140,
      text: "Tiles: {{tile.manufacturer}} {{tile.name}} ({{tile.reference}}), {{tile.size}}, minimum headlap {{tile.minimumHeadlap}}; pitch {{roof.pitch}}.",
      locationOfInput: 3,
      selection: 1,
    },
    { id: 11, nbsHeaderId: 1, sortOrder: 210, text: "Basic workmanship.", locationOfInput: 0, selection: 1 },
    {
      id: 12,
      nbsHeaderId: 1,
      sortOrder: 240,
      text: "Underlay: {{product.name}}.",
      locationOfInput: 5,
      selection: 1,
      nbsSubProductType: 2,
    },
    {
      id: 13,
      nbsHeaderId: 1,
      sortOrder: 259,
      text: "Counterbattens on rafters at ≤ 300 mm centres.",
      locationOfInput: 1,
      selection: 1,
      condition: "hasCounterBattens",
    },
    {
      id: 14,
      nbsHeaderId: 1,
      sortOrder: 700,
      text: "Dry ventilated ridge: {{product.name}} ({{product.reference}}).",
      locationOfInput: 2,
      selection: 1,
      nbsSubProductType: 9,
    },
    { id: 15, nbsHeaderId: 1, sortOrder: 220, text: "Removing existing tiling.", locationOfInput: 4, selection: 2 },
    {
      id: 16,
      nbsHeaderId: 1,
      sortOrder: 345,
      text: "Ventilated eaves: {{product.name}}.",
      locationOfInput: 2,
      selection: 2,
      nbsSubProductType: 7,
    },
    {
      id: 17,
      nbsHeaderId: 1,
      sortOrder: 265,
      text: "Batten fixing, battens {{batten.size}}.",
      locationOfInput: 1,
      selection: 1,
    },
  ],
  roof: { pitchDeg: 35, conditions: { hasCounterBattens: false }, battenSize: "50 × 25 mm" },
  tile: {
    code: "EX-420",
    name: "Interlocking tile",
    manufacturer: "Maker",
    lengthMm: 420,
    widthMm: 330,
    minimumHeadlapMm: 75,
  },
  roofDataProducts: [{ nbsSubProductType: 2, code: "UL-1", name: "Breathable underlay" }],
  systems: [
    {
      edge: "duoRidge",
      systemName: "Dry ridge",
      components: [{ nbsSubProductType: 9, code: "RIDGE-1", name: "Dry ridge kit" }],
    },
  ],
  selectedOptionalClauseIds: [15],
};

describe("NBS clause selection", () => {
  const { result } = selectNbsClauses(input);
  const h65 = result.headers.find((group) => group.header.number === "H65");

  it("applies clauses by location of input and leaves out unmet ones", () => {
    expect(result.requiredClauseIds).toEqual([10, 11, 12, 17, 14]);
    expect(result.optionalClauseIds).toEqual([15]);
    expect(result.selectedClauseIds).toEqual([10, 11, 12, 17, 14, 15]);
    expect(result.headers.map((group) => group.header.number)).toEqual(["H65"]);
  });

  it("fills the selected products into the clause text", () => {
    expect(h65?.required[0]?.text).toBe(
      "Tiles: Maker Interlocking tile (EX-420), 420 × 330 mm, minimum headlap 75 mm; pitch 35°.",
    );
    expect(h65?.required.find((clause) => clause.id === 14)?.text).toBe(
      "Dry ventilated ridge: Dry ridge kit (RIDGE-1).",
    );
    expect(h65?.required.find((clause) => clause.id === 12)?.text).toBe("Underlay: Breathable underlay.");
    expect(h65?.required.find((clause) => clause.id === 17)?.text).toBe("Batten fixing, battens 50 × 25 mm.");
  });

  it("brings in the counterbatten clause when the roof has counter battens", () => {
    const withCounter = selectNbsClauses({
      ...input,
      roof: { ...input.roof, conditions: { hasCounterBattens: true } },
    });
    expect(withCounter.result.requiredClauseIds).toContain(13);
  });

  it("reports placeholders it could not fill", () => {
    const noTile = selectNbsClauses({ ...input, tile: { ...input.tile, manufacturer: undefined } as NbsInput["tile"] });
    expect(noTile.result.headers[0]?.required[0]?.missingPlaceholders).toEqual(["tile.manufacturer"]);
  });

  it("rejects an unknown location of input naming the field", () => {
    const bad = { ...input, clauses: [{ ...input.clauses[1], locationOfInput: 9 } as NbsInput["clauses"][number]] };
    expect(() => selectNbsClauses(bad)).toThrow(EngineInputError);
  });
});
