import {
  ColourInputSchema,
  EDGE_TYPES,
  HeadlapRuleInputSchema,
  NbsClauseInputSchema,
  ProductComponentInputSchema,
  RoofSystemComponentInputSchema,
  RoofSystemInputSchema,
  SOLAR_COMPONENT_TYPES,
  SolarComponentInputSchema,
  TileInputSchema,
} from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./index.js";

const componentCodes = new Set(CATALOGUE.productComponents.map((component) => component.code));
const colourSuffixes = new Set(CATALOGUE.colours.map((colour) => colour.suffix));
const finishNames = new Set(CATALOGUE.finishes.map((finish) => finish.name));
const formulaIds = new Set<number>(CATALOGUE.formulas.map((formula) => formula.formulaId));

describe("seed catalogue", () => {
  it("has unique natural keys", () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(CATALOGUE.finishes.map((finish) => finish.name));
    unique(CATALOGUE.colours.map((colour) => colour.suffix));
    unique(CATALOGUE.productComponents.map((component) => component.code));
    unique(CATALOGUE.tiles.map((tile) => tile.code));
    unique(CATALOGUE.solarComponents.map((component) => component.code));
    unique(CATALOGUE.roofSystems.map((system) => `${system.associatedProductCode}|${system.groupName}|${system.name}`));
    unique(CATALOGUE.nbsHeaders.map((header) => header.number));
    for (const header of CATALOGUE.nbsHeaders) unique(header.clauses.map((clause) => String(clause.sortOrder)));
  });

  it("passes the same validation as an administrator's edits", () => {
    for (const colour of CATALOGUE.colours) {
      expect(finishNames.has(colour.finish)).toBe(true);
      expect(ColourInputSchema.safeParse({ ...colour, finishId: 1 }).error).toBeUndefined();
    }
    for (const component of CATALOGUE.productComponents) {
      expect(ProductComponentInputSchema.safeParse(component).error).toBeUndefined();
      for (const colour of component.colours ?? []) {
        expect(colourSuffixes.has(colour.suffix)).toBe(true);
        for (const linked of colour.linkedTileColours) expect(colourSuffixes.has(linked)).toBe(true);
      }
    }
    for (const component of CATALOGUE.solarComponents) {
      expect(SolarComponentInputSchema.safeParse(component).error).toBeUndefined();
    }
    for (const header of CATALOGUE.nbsHeaders) {
      for (const clause of header.clauses) {
        expect(NbsClauseInputSchema.safeParse({ ...clause, nbsHeaderId: 1 }).error).toBeUndefined();
      }
    }
  });

  it("offers at least eight valid tiles: colour, headlap rule within range, fixing and solar edge each", () => {
    expect(CATALOGUE.tiles.length).toBeGreaterThanOrEqual(8);
    for (const tile of CATALOGUE.tiles) {
      expect(TileInputSchema.safeParse(tile).error).toBeUndefined();
      expect(tile.colours.length).toBeGreaterThan(0);
      expect(tile.headlapRules.length).toBeGreaterThan(0);
      expect(tile.fixings.length).toBeGreaterThan(0);
      expect(tile.solarEdges.length).toBeGreaterThan(0);
      for (const suffix of tile.colours) expect(colourSuffixes.has(suffix)).toBe(true);
      for (const rule of tile.headlapRules) {
        expect(HeadlapRuleInputSchema.safeParse({ ...rule, tileId: 1 }).error).toBeUndefined();
        expect(rule.minHeadlap).toBeGreaterThanOrEqual(tile.minimumHeadlap ?? 0);
        expect(rule.minHeadlap).toBeLessThanOrEqual(tile.maximumHeadlap ?? 120);
        if (rule.finish) expect(finishNames.has(rule.finish)).toBe(true);
      }
      for (const fixing of tile.fixings) expect(componentCodes.has(fixing.component)).toBe(true);
      for (const edge of tile.solarEdges) {
        expect(componentCodes.has(edge.component)).toBe(true);
        expect(formulaIds.has(edge.formulaId)).toBe(true);
      }
    }
  });

  it("gives every tile a roof system for every edge type, each with valid components", () => {
    for (const tile of CATALOGUE.tiles) {
      const groups = new Set(
        CATALOGUE.roofSystems
          .filter((system) => system.associatedProductCode === tile.code)
          .map((system) => system.groupName),
      );
      expect([...groups].sort()).toEqual(EDGE_TYPES.map((edge) => edge.group).sort());
    }
    const clauseNumbers = new Set(
      CATALOGUE.nbsHeaders.flatMap((header) => header.clauses.map((c) => String(c.sortOrder))),
    );
    for (const system of CATALOGUE.roofSystems) {
      expect(RoofSystemInputSchema.safeParse(system).error).toBeUndefined();
      expect(clauseNumbers.has(system.nbsClause)).toBe(true);
      expect(system.components.length).toBeGreaterThan(0);
      for (const component of system.components) {
        expect(componentCodes.has(component.component)).toBe(true);
        expect(formulaIds.has(component.formulaId)).toBe(true);
        const parsed = RoofSystemComponentInputSchema.safeParse({ ...component, roofSystemId: 1, productId: 1 });
        expect(parsed.error).toBeUndefined();
      }
    }
  });

  it("has dry and mortar variants for ridges, hips and verges", () => {
    const names = (group: string) =>
      CATALOGUE.roofSystems.filter((system) => system.groupName === group).map((system) => system.name.toLowerCase());
    for (const group of ["Duo Ridge", "Mono Ridge", "Hip", "Left Verge", "Right Verge"]) {
      expect(names(group).some((name) => name.includes("dry"))).toBe(true);
      expect(names(group).some((name) => name.includes("mortar") || name.includes("bedded"))).toBe(true);
    }
  });

  it("has underlays that are and are not air-permeable, and counter battens", () => {
    const underlays = CATALOGUE.productComponents.filter((component) => component.underlayPerArea);
    expect(underlays.some((underlay) => underlay.isAirPermeable)).toBe(true);
    expect(underlays.some((underlay) => !underlay.isAirPermeable)).toBe(true);
    expect(CATALOGUE.productComponents.some((component) => component.counterBattenDepth)).toBe(true);
  });

  it("has H60 and H65 clauses for every part of the roof", () => {
    for (const number of ["H60", "H65"]) {
      const header = CATALOGUE.nbsHeaders.find((candidate) => candidate.number === number);
      const text = header?.clauses.map((clause) => `${clause.subHeading} ${clause.text}`.toLowerCase()).join(" ") ?? "";
      for (const word of [
        "tiles",
        "underlay",
        "battens",
        "fix",
        "ridge",
        "hip",
        "verge",
        "valley",
        "abutment",
        "ventilat",
      ]) {
        expect(text).toContain(word);
      }
    }
  });

  it("has valid solar systems built from panels, flashings, corner flashings and window kits", () => {
    const byCode = new Map(CATALOGUE.solarComponents.map((component) => [component.code, component]));
    expect(CATALOGUE.solarComponents.some((c) => c.type === SOLAR_COMPONENT_TYPES.arcboxConnector)).toBe(true);
    expect(CATALOGUE.solarSystems.length).toBeGreaterThan(0);
    for (const system of CATALOGUE.solarSystems) {
      expect(byCode.get(system.panel)?.type).toBe(SOLAR_COMPONENT_TYPES.panel);
      expect(system.flashings.length).toBeGreaterThan(0);
      expect(system.cornerFlashings.length).toBeGreaterThan(0);
      expect(system.windowConversionKits.length).toBeGreaterThan(0);
      for (const code of system.flashings) expect(byCode.get(code)?.type).toBe(SOLAR_COMPONENT_TYPES.flashing);
      for (const code of system.cornerFlashings)
        expect(byCode.get(code)?.type).toBe(SOLAR_COMPONENT_TYPES.cornerFlashing);
      for (const code of system.windowConversionKits) {
        expect(byCode.get(code)?.type).toBe(SOLAR_COMPONENT_TYPES.windowConversionKit);
      }
    }
  });
});
