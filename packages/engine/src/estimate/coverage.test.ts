import { describe, expect, it } from "vitest";
import { gaugeForHeadlap } from "../fixing/gauge-and-headlap.js";
import { nailWithdrawalResistanceN } from "../fixing/tile-resistance.js";
import { example420By330Tile } from "../roof/worked-examples.fixture.js";
import { battenMetresPerSquareMetre, tilesPerSquareMetre } from "./estimate.js";

function withinPercent(actual: number, expected: number, percent: number) {
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThanOrEqual(percent / 100);
}

/**
 * Published coverage figures, reproduced from the tiles' dimensions (figures rounded by the maker, so
 * the check is within the rounding of the last digit):
 * - Sandtoft 20/20 technical data (sandtoft.com/our-products/natural-clay-range/new-generation/2020/technical/):
 *   cover width 191 mm, gauge 255 mm at 75 mm lap → 20.5 tiles/m², 3.9 m batten/m²; gauge 230 mm at
 *   100 mm lap → 22.7 tiles/m², 4.3 m/m².
 * - Marley Double Roman technical data (autospec.co.za/productmedia/marleyroofing/technical_data/double_roman.html):
 *   cover width 301 mm, gauge 345 / 320 mm → 9.63 / 10.38 tiles/m², 2.9 / 3.13 m batten/m².
 */
describe("manufacturers' published coverage: tiles and battens per m²", () => {
  it.each([
    { source: "Sandtoft 20/20, 75 mm lap", coverMm: 191, gaugeMm: 255, tiles: 20.5, battens: 3.9 },
    { source: "Sandtoft 20/20, 100 mm lap", coverMm: 191, gaugeMm: 230, tiles: 22.7, battens: 4.3 },
    { source: "Marley Double Roman, 345 mm gauge", coverMm: 301, gaugeMm: 345, tiles: 9.63, battens: 2.9 },
    { source: "Marley Double Roman, 320 mm gauge", coverMm: 301, gaugeMm: 320, tiles: 10.38, battens: 3.13 },
  ])("$source: $tiles tiles/m², $battens m/m²", ({ coverMm, gaugeMm, tiles, battens }) => {
    withinPercent(tilesPerSquareMetre(coverMm, gaugeMm), tiles, 0.5);
    withinPercent(battenMetresPerSquareMetre(gaugeMm), battens, 1.5);
  });
});

/**
 * Natural slate coverage with a 5 mm joint, slatescape.co.uk/slate-coverage/: 600 × 300 at 75 mm lap
 * 12.5/m², 500 × 250 at 100 mm lap 19.6/m², 400 × 200 at 65 mm lap 29.1/m². Double lap: gauge =
 * (length − lap)/2.
 */
describe("slatescape natural slate coverage", () => {
  it.each([
    { lengthMm: 600, widthMm: 300, lapMm: 75, perSquareMetre: 12.5 },
    { lengthMm: 500, widthMm: 250, lapMm: 100, perSquareMetre: 19.6 },
    { lengthMm: 400, widthMm: 200, lapMm: 65, perSquareMetre: 29.1 },
    { lengthMm: 500, widthMm: 300, lapMm: 90, perSquareMetre: 16.0 },
  ])(
    "$lengthMm × $widthMm at $lapMm mm lap: $perSquareMetre slates/m²",
    ({ lengthMm, widthMm, lapMm, perSquareMetre }) => {
      const slate = {
        ...example420By330Tile,
        lengthMm,
        widthMm,
        coverWidthMm: widthMm + 5,
        lapType: "double" as const,
      };
      withinPercent(tilesPerSquareMetre(slate.coverWidthMm, gaugeForHeadlap(slate, lapMm)), perSquareMetre, 0.5);
    },
  );
});

/**
 * calculations.md §8: a 265 × 165 plain tile at 65 mm lap has a 100 mm gauge and about 60 tiles/m².
 * calculations.md §5.2 works a 3.35 mm smooth nail with 22 mm penetration in C16 (ρk = 310 kg/m³) to
 * 1.92 × 3.35 × 22 ≈ 141 N by BS EN 1995-1-1 8.3.2(6), and notes that 25 mm battens cannot give the 8d–12d
 * penetration 8.3.2(7) demands: 22 mm is below 8d = 26.8 mm, so the rule counts the nail as nothing. The same
 * formula at 12d or more, 45 mm: 1.922 × 3.35 × 45 = 289.74 N in full.
 */
describe("calculations.md plain tile gauge and nail withdrawal", () => {
  it("265 × 165 plain tile, 65 mm lap: gauge 100 mm, about 60 tiles/m²", () => {
    const plain = {
      ...example420By330Tile,
      lengthMm: 265,
      widthMm: 165,
      coverWidthMm: 165,
      lapType: "double" as const,
    };
    expect(gaugeForHeadlap(plain, 65)).toBe(100);
    withinPercent(tilesPerSquareMetre(165, 100), 60, 1.5);
  });

  it("3.35 mm nail, 22 mm penetration: below 8d, so nothing (the unreduced formula's 141 N is refused)", () => {
    expect(nailWithdrawalResistanceN(3.35, 22, 310)).toBe(0);
  });

  it("3.35 mm nail, 45 mm penetration (≥ 12d): the full formula, 289.74 N", () => {
    withinPercent(nailWithdrawalResistanceN(3.35, 45, 310), 289.74, 0.01);
  });
});
