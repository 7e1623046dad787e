import { describe, expect, it } from "vitest";
import {
  clauseNumber,
  fillPlaceholders,
  NBS_PLACEHOLDER_ALIASES,
  sizeValue,
  templateOfEditedText,
} from "./placeholders.js";

const values = {
  "roof.pitch": { text: "35", unit: "°" as const },
  "roof.headlap": { text: "75", unit: "mm" as const },
  "tile.name": { text: "Interlocking tile" },
  "tile.colour": { text: "Slate Grey" },
  "tile.size": { text: "420 × 330", unit: "mm" as const },
  "system.name": { text: "Dry ridge" },
};

describe("clause placeholders", () => {
  it("fills the catalogue's single-brace names, keeping a unit the text already writes", () => {
    const filled = fillPlaceholders(
      "Pitch: {pitch}°. Tiles: {tileName}, colour {colour}, size {tileSize} mm, minimum head-lap {headlap} mm.",
      values,
    );
    expect(filled).toEqual({
      text: "Pitch: 35°. Tiles: Interlocking tile, colour Slate Grey, size 420 × 330 mm, minimum head-lap 75 mm.",
      missing: [],
    });
  });

  it("writes the unit when the text does not", () => {
    expect(fillPlaceholders("Pitch {pitch}, headlap {headlap}; size {tileSize}.", values).text).toBe(
      "Pitch 35°, headlap 75 mm; size 420 × 330 mm.",
    );
    expect(fillPlaceholders("Headlap {headlap}mm.", values).text).toBe("Headlap 75mm.");
  });

  it("keeps the dotted double-brace form working, with spaces inside the braces", () => {
    expect(fillPlaceholders("{{tile.name}} ({{ tile.colour }}) at {{roof.pitch}}.", values).text).toBe(
      "Interlocking tile (Slate Grey) at 35°.",
    );
  });

  it("takes a dotted name in single braces too", () => {
    expect(fillPlaceholders("Ridge: {system.name}.", values).text).toBe("Ridge: Dry ridge.");
  });

  it("leaves a placeholder without a value as written and reports it once", () => {
    const filled = fillPlaceholders("Underlay: {underlay}; again {underlay}; {{product.name}}; {nonsense}.", values);
    expect(filled.text).toBe("Underlay: {underlay}; again {underlay}; {{product.name}}; {nonsense}.");
    expect(filled.missing).toEqual(["product.name", "underlay", "nonsense"]);
  });

  it("does not read a double-brace name as a single-brace one", () => {
    const filled = fillPlaceholders("{{pitch}}", values);
    expect(filled).toEqual({ text: "{{pitch}}", missing: ["pitch"] });
  });

  it("leaves braces that are not placeholders alone", () => {
    expect(fillPlaceholders("A set {1, 2} and { } stay.", values)).toEqual({
      text: "A set {1, 2} and { } stay.",
      missing: [],
    });
  });

  it("names a value for every single-brace name of the seeded catalogue", () => {
    // The set grep finds in apps/api/src/db/seed/catalogue/nbs.ts.
    const seeded = [
      "pitch",
      "tileName",
      "colour",
      "tileSize",
      "headlap",
      "underlay",
      "counterBatten",
      "battenSize",
      "battenNails",
      "rafterCentres",
      "system",
      "product",
      "fixingSpecification",
    ];
    expect(Object.keys(NBS_PLACEHOLDER_ALIASES).sort()).toEqual([...seeded].sort());
  });

  it("writes numbers and sizes as a clause does", () => {
    expect(clauseNumber(35)).toBe("35");
    expect(clauseNumber(37.5)).toBe("37.5");
    expect(clauseNumber(22.49999)).toBe("22.5");
    expect(sizeValue("50 × 25 mm")).toEqual({ text: "50 × 25", unit: "mm" });
    expect(sizeValue("Large")).toEqual({ text: "Large" });
    expect(sizeValue("  ")).toBeUndefined();
  });
});

describe("the template of an edited clause text", () => {
  const template = "Substrate: rafters at {rafterCentres} mm centres. Pitch: {pitch}°. Tiles: {tileName}.";
  const filled = "Substrate: rafters at 600 mm centres. Pitch: 35°. Tiles: Interlocking tile.";
  const roof40 = {
    "roof.pitch": { text: "40", unit: "°" as const },
    "roof.rafterCentres": { text: "400", unit: "mm" as const },
    "tile.name": { text: "Plain tile" },
  };

  it("gives each value the user left alone back to its placeholder, so another roof prints its own", () => {
    const edited = "Substrate: rafters at 600 mm centres, treated. Pitch: 35°, or steeper. Tiles: Interlocking tile.";
    const result = templateOfEditedText(template, filled, edited);
    expect(result).toBe(
      "Substrate: rafters at {rafterCentres} mm centres, treated. Pitch: {pitch}°, or steeper. Tiles: {tileName}.",
    );
    expect(fillPlaceholders(result, roof40).text).toBe(
      "Substrate: rafters at 400 mm centres, treated. Pitch: 40°, or steeper. Tiles: Plain tile.",
    );
  });

  it("keeps a value the user changed, or typed onto, as written", () => {
    expect(templateOfEditedText(template, filled, filled.replace("600 mm", "450 mm"))).toBe(
      "Substrate: rafters at 450 mm centres. Pitch: {pitch}°. Tiles: {tileName}.",
    );
    expect(templateOfEditedText(template, filled, filled.replace("35°", "135°"))).toBe(
      "Substrate: rafters at {rafterCentres} mm centres. Pitch: 135°. Tiles: {tileName}.",
    );
    expect(templateOfEditedText(template, filled, filled.replace("35°", "35.5°"))).toBe(
      "Substrate: rafters at {rafterCentres} mm centres. Pitch: 35.5°. Tiles: {tileName}.",
    );
    expect(templateOfEditedText(template, filled, "Rafters at 600 mm; tiles: Interlocking tiles.")).toBe(
      "Rafters at {rafterCentres} mm; tiles: Interlocking tiles.",
    );
  });

  it("maps a value the engine wrote with its unit, a placeholder left unfilled, and one the user typed", () => {
    const withUnit = "Pitch {pitch}, {{tile.name}} at {headlap}.";
    expect(
      templateOfEditedText(
        withUnit,
        "Pitch 35°, Plain tile at {headlap}.",
        "Pitch 35° min, Plain tile at {headlap}; {colour}.",
      ),
    ).toBe("Pitch {pitch} min, {{tile.name}} at {headlap}; {colour}.");
  });

  it("is the template itself when nothing was edited, and the edited text when the filled text is not the template's", () => {
    expect(templateOfEditedText(template, filled, filled)).toBe(template);
    expect(templateOfEditedText(template, "Something else", "Edited")).toBe("Edited");
  });
});
