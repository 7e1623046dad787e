import { describe, expect, it } from "vitest";
import { EngineInputError } from "../errors.js";
import { solarEdgeKitRows } from "./edge-components.js";
import type { SolarEdgeComponentInput, SolarEdgeInput } from "./types.js";

function edgeComponent(componentId: number, code: string, formulaId: number, edge: number): SolarEdgeComponentInput {
  return { componentId, code, name: `Solar edge ${code}`, description: null, formulaId, edge };
}

/** A 5 m × 3.4 m array on a tile at 343 mm gauge and 300 mm cover width (numbers chosen to check by hand). */
const base: SolarEdgeInput = { widthM: 5, heightM: 3.4, gaugeM: 0.343, coverWidthM: 0.3, components: [] };

function countsOf(components: SolarEdgeComponentInput[], input: Partial<SolarEdgeInput> = {}) {
  const { result } = solarEdgeKitRows({ ...base, ...input, components });
  return Object.fromEntries(result.map((row) => [row.code, row.count]));
}

describe("solarEdgeKitRows", () => {
  it("counts each component by its formula on its edge of the array", () => {
    const { result } = solarEdgeKitRows({
      ...base,
      components: [
        // formula 1 "Length of edge", top: the array width, 5 m.
        edgeComponent(1, "TOP-STRIP", 1, 1),
        // formula 4 "Per course along edge", left: ceil(3.4 / 0.343) = ceil(9.91) = 10 courses.
        edgeComponent(2, "SIDE-CUT", 4, 3),
        // formula 5 "Per tile along edge", bottom: ceil(5 / 0.3) = ceil(16.67) = 17 tiles.
        edgeComponent(3, "APRON-TILE", 5, 2),
        // formula 1, right: the array height 3.4 m, rounded up to 4 whole metres.
        edgeComponent(4, "SIDE-STRIP", 1, 4),
      ],
    });
    expect(result.map((row) => [row.code, row.count, row.unit])).toEqual([
      ["TOP-STRIP", 5, "m"],
      ["SIDE-CUT", 10, "Off"],
      ["APRON-TILE", 17, "Off"],
      ["SIDE-STRIP", 4, "m"],
    ]);
    expect(result.every((row) => row.kind === "edge" && row.power === null)).toBe(true);
  });

  it("adds up one component named on several edges: 5 m top + 5 m bottom + 2 × 4 m sides", () => {
    expect(
      countsOf([
        edgeComponent(1, "SURROUND", 1, 1),
        edgeComponent(1, "SURROUND", 1, 2),
        edgeComponent(1, "SURROUND", 1, 3),
        edgeComponent(1, "SURROUND", 1, 4),
      ]),
    ).toEqual({ SURROUND: 5 + 5 + 4 + 4 });
  });

  it("per area (formula 6): 5 × 3.4 = 17 m²", () => {
    expect(countsOf([edgeComponent(5, "FOIL", 6, 1)])).toEqual({ FOIL: 17 });
  });

  it("returns no rows when the array has no width or height", () => {
    expect(solarEdgeKitRows({ ...base, widthM: 0, components: [edgeComponent(1, "A", 1, 1)] }).result).toEqual([]);
    expect(solarEdgeKitRows({ ...base, heightM: 0, components: [edgeComponent(1, "A", 1, 1)] }).result).toEqual([]);
  });

  it("rejects an unknown formula or edge", () => {
    expect(() => countsOf([edgeComponent(1, "A", 99, 1)])).toThrow(EngineInputError);
    expect(() => countsOf([edgeComponent(1, "A", 1, 5)])).toThrow(EngineInputError);
  });
});
