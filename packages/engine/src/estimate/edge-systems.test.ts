import { describe, expect, it } from "vitest";
import { example420By330Tile, examplePlainTile } from "../roof/worked-examples.fixture.js";
import {
  calculateEstimate,
  type EdgeRun,
  type EstimateInput,
  type EstimateLine,
  type RoofSlope,
  type RoofSystemSelection,
} from "./estimate.js";

const degrees = (value: number) => (value * Math.PI) / 180;

/** A duopitch roof: two rectangular slopes, and its edges in their runs (two verges on each side, one ridge). */
function duopitch(options: { spanM: number; lengthM: number; pitchDeg: number }) {
  const rafterLengthM = options.spanM / 2 / Math.cos(degrees(options.pitchDeg));
  const slopes: RoofSlope[] = [
    { name: "front slope", rafterLengthM, eavesWidthM: options.lengthM, ridgeWidthM: options.lengthM },
    { name: "back slope", rafterLengthM, eavesWidthM: options.lengthM, ridgeWidthM: options.lengthM },
  ];
  const edges: EdgeRun[] = [
    { edge: "eave", lengthM: 2 * options.lengthM, runs: 2 },
    { edge: "leftVerge", lengthM: 2 * rafterLengthM, runs: 2 },
    { edge: "rightVerge", lengthM: 2 * rafterLengthM, runs: 2 },
    { edge: "duoRidge", lengthM: options.lengthM, runs: 1 },
  ];
  return { rafterLengthM, slopes, edges };
}

function estimate(input: Omit<EstimateInput, "batten" | "rafterCentresMm"> & { rafterCentresMm?: number }) {
  return calculateEstimate({
    rafterCentresMm: 600,
    batten: { code: "BATTEN-50X25", name: "Tile batten 50 × 25 mm" },
    ...input,
  }).result;
}

const linesOf = (lines: readonly EstimateLine[], code: string) => lines.filter((line) => line.code === code);

const dryVerge = (side: "left" | "right", systemId: number): RoofSystemSelection => ({
  edge: side === "left" ? "leftVerge" : "rightVerge",
  systemName: `Dry verge, ${side} hand`,
  systemId,
  components: [
    { code: side === "left" ? "DV-L" : "DV-R", name: "Dry verge unit", number: 1, per: 1, unit: "Off", formulaId: 4 },
    { code: "DV-ST", name: "Dry verge eaves starter", number: 1, per: 1, unit: "Off", formulaId: 3 },
    { code: "DV-RE", name: "Dry verge ridge end cap", number: 1, per: 1, unit: "Off", formulaId: 3, isEndCap: true },
  ],
});

const dryRidge: RoofSystemSelection = {
  edge: "duoRidge",
  systemName: "Dry ridge, ventilated",
  systemId: 30,
  components: [
    { code: "RT-HR-450", name: "Half-round ridge tile", number: 1, per: 0.43, unit: "Off", formulaId: 2 },
    { code: "RG-EC", name: "Ridge end cap", number: 2, per: 1, unit: "Off", formulaId: 3, isEndCap: true },
  ],
};

/**
 * calculations.md §8's roof (10 m long, 8 m span at 35°, 420 × 330 tile): rafter 4/cos 35° = 4.883 m, D = 4883 + 50
 * − 40 − 420 = 4473 mm, n − 1 = ceil(4473/345) = 13, so 14 courses at 344.1 mm on each slope. A duopitch roof has four
 * verges, two left-hand (one on each slope) and two right-hand. A dry verge has a unit on every course, a starter at
 * the eaves end and a ridge end cap at the top end of each verge: 2 × 14 = 28 units, 2 starters and 2 end caps on
 * each side, 4 end caps in all for the 4 verge tops. The ridge's own end caps (2 per run) would cap the same two
 * gable ends again, so with dry verges they are not counted: the ridge orders its units only, ceil(10/0.43) = 24.
 */
describe("each line under the system that counted it; end caps counted once", () => {
  const roof = duopitch({ spanM: 8, lengthM: 10, pitchDeg: 35 });
  const withSystems = (systems: RoofSystemSelection[]) =>
    estimate({ tile: example420By330Tile, slopes: roof.slopes, pitchDeg: 35, edges: roof.edges, systems });

  it("a component two systems share stays two lines, each with the edge and system that made it", () => {
    const result = withSystems([dryVerge("left", 10), dryVerge("right", 11), dryRidge]);
    expect(result.slopes[0]?.settingOut.courses).toBe(14);
    expect(linesOf(result.lines, "DV-RE").map((line) => ({ quantity: line.quantity, system: line.system }))).toEqual([
      { quantity: 2, system: { edge: "leftVerge", systemName: "Dry verge, left hand", systemId: 10 } },
      { quantity: 2, system: { edge: "rightVerge", systemName: "Dry verge, right hand", systemId: 11 } },
    ]);
    expect(linesOf(result.lines, "DV-ST").map((line) => [line.system?.edge, line.quantity])).toEqual([
      ["leftVerge", 2],
      ["rightVerge", 2],
    ]);
    expect(linesOf(result.lines, "DV-L")[0]?.quantity).toBe(28);
    expect(linesOf(result.lines, "DV-R")[0]?.quantity).toBe(28);
    expect(linesOf(result.lines, "RT-HR-450")[0]).toMatchObject({ quantity: 24, system: { edge: "duoRidge" } });
  });

  it("4 verge tops take 4 end caps (2 left + 2 right); the ridge does not cap the same ends again", () => {
    const result = withSystems([dryVerge("left", 10), dryVerge("right", 11), dryRidge]);
    const endCaps = result.lines.filter((line) => line.code === "DV-RE" || line.code === "RG-EC");
    expect(endCaps.reduce((sum, line) => sum + line.quantity, 0)).toBe(4);
    expect(linesOf(result.lines, "RG-EC")).toEqual([]);
  });

  it("a ridge whose verges have no end caps caps its own two ends", () => {
    const result = withSystems([dryRidge]);
    expect(linesOf(result.lines, "RG-EC")).toMatchObject([{ quantity: 2, system: { edge: "duoRidge" } }]);
  });

  it("the covering's own lines and manual components carry no system", () => {
    const result = estimate({
      tile: example420By330Tile,
      slopes: roof.slopes,
      pitchDeg: 35,
      edges: roof.edges,
      manualComponents: [{ code: "VT-110", name: "Tile vent terminal", unit: "Off", quantity: 2 }],
    });
    expect(linesOf(result.lines, "EX-420")[0]?.system).toBeUndefined();
    expect(linesOf(result.lines, "VT-110")[0]).toMatchObject({ isManual: true, quantity: 2 });
    expect(linesOf(result.lines, "VT-110")[0]?.system).toBeUndefined();
  });
});

/**
 * The plain-tile roof of minimum-fixings.test.ts: 10 m long, 8 m span at 40°, rafter 4/cos 40° = 5.2216 m,
 * D = 5221.6 + 50 − 40 − 265 = 4966.6 mm, n − 1 = ceil(4966.6/100) = 50: 51 courses at g = 4966.6/50 = 99.33 mm,
 * each ceil(10/0.165) = 61 tiles.
 */
const plainRoof = duopitch({ spanM: 8, lengthM: 10, pitchDeg: 40 });
const plainEstimate = (extra: Partial<EstimateInput> = {}) =>
  estimate({
    tile: examplePlainTile,
    slopes: plainRoof.slopes,
    pitchDeg: 40,
    rafterCentresMm: 400,
    edges: plainRoof.edges,
    ...extra,
  });

/**
 * Soakers: one in every course of a side abutment (BS 5534; the Lead Sheet Association's practice: soakers are
 * "installed between each course of plain tiles", roofconsult.co.uk tips 94). A run up the slope passes
 * ceil(run length / gauge) courses, never more than the slope has:
 * - an abutment 3 m up the slope (a wall that stops short of the ridge): ceil(3/0.09933) = ceil(30.2) = 31 soakers;
 * - an abutment the full rafter: ceil(5.2216/0.09933) = 53, at most the 51 courses: 51 soakers.
 */
describe("soakers follow the courses of the abutment", () => {
  const soakers = (abutmentM: number) => {
    const result = plainEstimate({
      edges: [...plainRoof.edges, { edge: "lhAbutment", lengthM: abutmentM, runs: 1 }],
      systems: [
        {
          edge: "lhAbutment",
          systemName: "Code 3 soakers with code 4 stepped flashing, left",
          components: [{ code: "LD-C3-SK", name: "Code 3 lead soaker", number: 1, per: 1, unit: "Off", formulaId: 4 }],
        },
      ],
    });
    return linesOf(result.lines, "LD-C3-SK")[0]?.quantity;
  };

  it("a 3 m abutment on a 5.22 m slope takes 31 soakers, not the slope's 51", () => {
    expect(soakers(3)).toBe(31);
  });

  it("a full-length abutment takes one soaker per course of the set-out: 51", () => {
    expect(soakers(plainRoof.rafterLengthM)).toBe(51);
  });
});

/**
 * Plain tiles (double lap) are set out with an extra eaves course and a top course of short tiles (calculations.md §8;
 * BS 5534 double-lap practice), and are laid half-bond, so every other course at a verge ends in a tile-and-a-half
 * in place of a tile ("tile and a half tiles to alternate courses" at verges; the Rooftile Association's glossary:
 * it keeps the broken bond at verges). On the roof above:
 * - each slope: 51 courses + eaves course + top course = 53 × 61 = 3233 tiles, 6466 on both slopes;
 * - short tiles: 2 slopes × (61 eaves + 61 top) = 244; + 5 % = 256.2 → 257;
 * - tiles-and-a-half: each of the 4 verge runs passes 51 courses (ceil(5.2216/0.09933) = 53, at most 51):
 *   ceil(51/2) = 26 each, 104 in all; + 5 % = 109.2 → 110;
 * - plain tiles: 6466 − 244 − 104 = 6118; + 5 % = 6423.9 → 6424.
 */
describe("plain tiles: short eaves and top courses, and tiles-and-a-half at the verges", () => {
  it("orders 6424 tiles, 257 short eaves and top tiles and 110 tiles-and-a-half", () => {
    const { lines, totalTiles } = plainEstimate();
    expect(totalTiles).toBe(6466);
    expect(linesOf(lines, "PLAIN-265")[0]).toMatchObject({ netQuantity: 6118, quantity: 6424, wastagePercent: 5 });
    expect(linesOf(lines, "PLAIN-265-EAVES-TOP")[0]).toMatchObject({ netQuantity: 244, quantity: 257 });
    expect(linesOf(lines, "PLAIN-265-TAH")[0]).toMatchObject({ netQuantity: 104, quantity: 110 });
  });

  it("single-lap tiles have neither", () => {
    const roof = duopitch({ spanM: 8, lengthM: 10, pitchDeg: 35 });
    const { lines } = estimate({ tile: example420By330Tile, slopes: roof.slopes, pitchDeg: 35, edges: roof.edges });
    expect(lines.some((line) => line.code.endsWith("-EAVES-TOP") || line.code.endsWith("-TAH"))).toBe(false);
  });
});

/**
 * A dry ridge is fixed to a ridge batten held on straps (roofconsult.co.uk tips 44: ridges that are not bedded are
 * secured to "a secure ridge batten"). The batten runs the length of the ridge (formula 1, number 1 per 1 m); the
 * straps stand at the maker's spacing, the component's `per`, one at each end and one at every spacing between
 * (formula 9). A 10 m ridge with straps at 0.6 m: 10 m of batten, ceil(10/0.6) + 1 = 17 + 1 = 18 straps.
 */
describe("a dry ridge's batten and straps", () => {
  it("10 m of ridge batten and 18 straps at 600 mm on a 10 m ridge", () => {
    const roof = duopitch({ spanM: 8, lengthM: 10, pitchDeg: 35 });
    const { lines } = estimate({
      tile: example420By330Tile,
      slopes: roof.slopes,
      pitchDeg: 35,
      edges: roof.edges,
      systems: [
        {
          ...dryRidge,
          components: [
            ...dryRidge.components,
            { code: "BT-5025", name: "Ridge batten 50 × 25 mm", number: 1, per: 1, unit: "m", formulaId: 1 },
            { code: "RG-BS", name: "Ridge batten strap", number: 1, per: 0.6, unit: "Off", formulaId: 9 },
          ],
        },
      ],
    });
    expect(linesOf(lines, "BT-5025")[0]).toMatchObject({ netQuantity: 10, system: { edge: "duoRidge" } });
    expect(linesOf(lines, "RG-BS")[0]).toMatchObject({ quantity: 18, system: { edge: "duoRidge" } });
  });
});
