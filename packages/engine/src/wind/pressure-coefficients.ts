/**
 * External pressure coefficients for uplift (suction) on roofs and walls, BS EN 1991-1-4 §7.2.
 * Each entry is [cpe,10, cpe,1] for the suction branch of the table; a zone whose table entry is only
 * positive at a pitch has no uplift there and is entered as 0. Linear interpolation between pitches is
 * only ever between values of the same sign (7.2.5(3) note / 7.2.3), which holding the suction branch
 * alone guarantees.
 */

export type PressureCoefficientPair = readonly [cpe10: number, cpe1: number];

export interface CoefficientRow<Zone extends string> {
  pitchDeg: number;
  zones: Readonly<Record<Zone, PressureCoefficientPair>>;
}

export type DuopitchZone = "F" | "G" | "H" | "I" | "J";
export type DuopitchParallelZone = "F" | "G" | "H" | "I";
export type MonopitchZone = "F" | "G" | "H";
export type MonopitchParallelZone = "Fup" | "Flow" | "G" | "H" | "I";
export type HippedZone = "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M" | "N";
export type WallZone = "A" | "B" | "C" | "E";

/** Table 7.4a, duopitch, θ = 0° (wind at right angles to the ridge), suction values. [SRC desssign] */
export const DUOPITCH_NORMAL_TABLE_7_4A: ReadonlyArray<CoefficientRow<DuopitchZone>> = [
  { pitchDeg: 5, zones: { F: [-1.7, -2.5], G: [-1.2, -2.0], H: [-0.6, -1.2], I: [-0.6, -0.6], J: [-0.6, -0.6] } },
  { pitchDeg: 15, zones: { F: [-0.9, -2.0], G: [-0.8, -1.5], H: [-0.3, -0.3], I: [-0.4, -0.4], J: [-1.0, -1.5] } },
  { pitchDeg: 30, zones: { F: [-0.5, -1.5], G: [-0.5, -1.5], H: [-0.2, -0.2], I: [-0.4, -0.4], J: [-0.5, -0.5] } },
  { pitchDeg: 45, zones: { F: [0, 0], G: [0, 0], H: [0, 0], I: [-0.2, -0.2], J: [-0.3, -0.3] } },
  { pitchDeg: 60, zones: { F: [0, 0], G: [0, 0], H: [0, 0], I: [-0.2, -0.2], J: [-0.3, -0.3] } },
  { pitchDeg: 75, zones: { F: [0, 0], G: [0, 0], H: [0, 0], I: [-0.2, -0.2], J: [-0.3, -0.3] } },
];

/** Table 7.4b, duopitch, θ = 90° (wind parallel to the ridge). [SRC desssign; F cross-checked with xcfem/xc] */
export const DUOPITCH_PARALLEL_TABLE_7_4B: ReadonlyArray<CoefficientRow<DuopitchParallelZone>> = [
  { pitchDeg: 5, zones: { F: [-1.6, -2.2], G: [-1.3, -2.0], H: [-0.7, -1.2], I: [-0.6, -0.6] } },
  { pitchDeg: 15, zones: { F: [-1.3, -2.0], G: [-1.3, -2.0], H: [-0.6, -1.2], I: [-0.5, -0.5] } },
  { pitchDeg: 30, zones: { F: [-1.1, -1.5], G: [-1.4, -2.0], H: [-0.8, -1.2], I: [-0.5, -0.5] } },
  { pitchDeg: 45, zones: { F: [-1.1, -1.5], G: [-1.4, -2.0], H: [-0.9, -1.2], I: [-0.5, -0.5] } },
  { pitchDeg: 60, zones: { F: [-1.1, -1.5], G: [-1.2, -2.0], H: [-0.8, -1.0], I: [-0.5, -0.5] } },
  { pitchDeg: 75, zones: { F: [-1.1, -1.5], G: [-1.2, -2.0], H: [-0.8, -1.0], I: [-0.5, -0.5] } },
];

/** Table 7.3a, monopitch, θ = 0° (wind onto the low eaves): as duopitch F, G, H. */
export const MONOPITCH_LOW_EAVES_TABLE_7_3A: ReadonlyArray<CoefficientRow<MonopitchZone>> =
  DUOPITCH_NORMAL_TABLE_7_4A.map((row) => ({
    pitchDeg: row.pitchDeg,
    zones: { F: row.zones.F, G: row.zones.G, H: row.zones.H },
  }));

/** Table 7.3a, monopitch, θ = 180° (wind onto the high edge). [SRC desssign] */
export const MONOPITCH_HIGH_EDGE_TABLE_7_3A: ReadonlyArray<CoefficientRow<MonopitchZone>> = [
  { pitchDeg: 5, zones: { F: [-2.3, -2.5], G: [-1.3, -2.0], H: [-0.8, -1.2] } },
  { pitchDeg: 15, zones: { F: [-2.5, -2.8], G: [-1.3, -2.0], H: [-0.9, -1.2] } },
  { pitchDeg: 30, zones: { F: [-1.1, -2.3], G: [-0.8, -1.5], H: [-0.8, -0.8] } },
  { pitchDeg: 45, zones: { F: [-0.6, -1.3], G: [-0.5, -0.5], H: [-0.7, -0.7] } },
  { pitchDeg: 60, zones: { F: [-0.5, -1.0], G: [-0.5, -0.5], H: [-0.5, -0.5] } },
  { pitchDeg: 75, zones: { F: [-0.5, -1.0], G: [-0.5, -0.5], H: [-0.5, -0.5] } },
];

/**
 * Table 7.3b, monopitch, θ = 90°. The 30° and 45° rows are [SRC desssign]; the 5°, 15°, 60° and 75°
 * rows are [MEM] and must be checked against the licensed standard.
 */
export const MONOPITCH_PARALLEL_TABLE_7_3B: ReadonlyArray<CoefficientRow<MonopitchParallelZone>> = [
  { pitchDeg: 5, zones: { Fup: [-2.1, -2.6], Flow: [-2.1, -2.4], G: [-1.8, -2.0], H: [-0.6, -1.2], I: [-0.5, -0.5] } },
  { pitchDeg: 15, zones: { Fup: [-2.4, -2.9], Flow: [-1.6, -2.4], G: [-1.9, -2.5], H: [-0.8, -1.2], I: [-0.7, -1.2] } },
  { pitchDeg: 30, zones: { Fup: [-2.1, -2.9], Flow: [-1.3, -2.0], G: [-1.5, -2.0], H: [-1.0, -1.3], I: [-0.8, -1.2] } },
  { pitchDeg: 45, zones: { Fup: [-1.5, -2.4], Flow: [-1.3, -2.0], G: [-1.4, -2.0], H: [-1.0, -1.3], I: [-0.9, -1.2] } },
  { pitchDeg: 60, zones: { Fup: [-1.2, -2.0], Flow: [-1.2, -2.0], G: [-1.2, -2.0], H: [-1.0, -1.3], I: [-0.7, -1.2] } },
  { pitchDeg: 75, zones: { Fup: [-1.2, -2.0], Flow: [-1.2, -2.0], G: [-1.2, -2.0], H: [-1.0, -1.3], I: [-0.5, -0.5] } },
];

/**
 * Table 7.5, hipped roofs, θ = 0°, suction. [MEM, not confirmed in a published copy of Table 7.5: verify.]
 * The 5° row lets pitches between 5° and 15° interpolate (7.2.5(3)) instead of holding the 15° row, which
 * understated F, G and H there. Its F, G and H (−1.7/−2.5, −1.2/−2.0, −0.6/−1.2) are the 5° row of
 * Table 7.4a, which Table 7.5 repeats for the eaves zones (Table 7.4a as published at
 * proektsoft-bg.com/CalcPad/Reference/wind_Cpe_roof_2.html); N is −0.4. For I, J, K, L and M the 15°
 * values are held at 5°, because the recalled 5° values (−0.3, −0.6, −0.6, −1.2/−2.0, −0.6/−1.2) are no
 * more onerous and are unconfirmed: the documented envelope stays. Above 45° the 45° row is held, which
 * keeps the suction of L and M (conservative).
 */
export const HIPPED_TABLE_7_5: ReadonlyArray<CoefficientRow<HippedZone>> = [
  {
    pitchDeg: 5,
    zones: {
      F: [-1.7, -2.5],
      G: [-1.2, -2.0],
      H: [-0.6, -1.2],
      I: [-0.5, -0.5],
      J: [-1.0, -1.5],
      K: [-1.2, -2.0],
      L: [-1.4, -2.0],
      M: [-0.6, -1.2],
      N: [-0.4, -0.4],
    },
  },
  {
    pitchDeg: 15,
    zones: {
      F: [-0.9, -2.0],
      G: [-0.8, -1.5],
      H: [-0.3, -0.3],
      I: [-0.5, -0.5],
      J: [-1.0, -1.5],
      K: [-1.2, -2.0],
      L: [-1.4, -2.0],
      M: [-0.6, -1.2],
      N: [-0.3, -0.3],
    },
  },
  {
    pitchDeg: 30,
    zones: {
      F: [-0.5, -1.5],
      G: [-0.5, -1.5],
      H: [-0.2, -0.2],
      I: [-0.4, -0.4],
      J: [-0.7, -1.2],
      K: [-0.5, -0.5],
      L: [-1.4, -2.0],
      M: [-0.8, -1.2],
      N: [-0.2, -0.2],
    },
  },
  {
    pitchDeg: 45,
    zones: {
      F: [0, 0],
      G: [0, 0],
      H: [0, 0],
      I: [-0.3, -0.3],
      J: [-0.6, -0.6],
      K: [-0.3, -0.3],
      L: [-1.3, -2.0],
      M: [-0.8, -1.2],
      N: [-0.2, -0.2],
    },
  },
];

/**
 * Table 7.1, vertical walls, suction zones (for vertical tiling). A, B, C [SRC AMcCrone]. E is the
 * leeward wall: −0.7 is its h/d = 5 row, the most onerous (h/d = 1 gives −0.5 and h/d ≤ 0.25 gives −0.3,
 * interpolated between) [MEM]. The engine does not take the building's h/d, so it holds −0.7 and the
 * result holds for any plan depth; E has one value, so its cpe,1 equals its cpe,10.
 */
export const WALL_TABLE_7_1: ReadonlyArray<CoefficientRow<WallZone>> = [
  { pitchDeg: 90, zones: { A: [-1.2, -1.4], B: [-0.8, -1.1], C: [-0.5, -0.5], E: [-0.7, -0.7] } },
];

/**
 * Coefficients of every zone at a pitch: linear between the two bracketing rows, held at the table's
 * first and last rows outside them.
 */
export function interpolateCoefficients<Zone extends string>(
  table: ReadonlyArray<CoefficientRow<Zone>>,
  pitchDeg: number,
): Record<Zone, PressureCoefficientPair> {
  const first = table[0];
  const last = table[table.length - 1];
  if (first === undefined || last === undefined) throw new Error("empty pressure coefficient table");
  let lower = first;
  let upper = first;
  if (pitchDeg >= last.pitchDeg) {
    lower = last;
    upper = last;
  } else if (pitchDeg > first.pitchDeg) {
    for (let index = 1; index < table.length; index++) {
      const row = table[index];
      const previous = table[index - 1];
      if (row !== undefined && previous !== undefined && pitchDeg <= row.pitchDeg) {
        lower = previous;
        upper = row;
        break;
      }
    }
  }
  const fraction =
    upper.pitchDeg === lower.pitchDeg ? 0 : (pitchDeg - lower.pitchDeg) / (upper.pitchDeg - lower.pitchDeg);
  const result = {} as Record<Zone, PressureCoefficientPair>;
  for (const zone of Object.keys(lower.zones) as Zone[]) {
    const [lower10, lower1] = lower.zones[zone];
    const [upper10, upper1] = upper.zones[zone];
    result[zone] = [lower10 + (upper10 - lower10) * fraction, lower1 + (upper1 - lower1) * fraction];
  }
  return result;
}

/**
 * Coefficient for a loaded area A between 1 m² and 10 m², EN 1991-1-4 7.2.1 Figure 7.2 / eq 7.2:
 * cpe = cpe,1 − (cpe,1 − cpe,10)·log10(A). A single tile (about 0.1 m²) takes cpe,1.
 */
export function coefficientForLoadedArea(pair: PressureCoefficientPair, loadedAreaM2: number): number {
  const [cpe10, cpe1] = pair;
  if (loadedAreaM2 <= 1) return cpe1;
  if (loadedAreaM2 >= 10) return cpe10;
  return cpe1 - (cpe1 - cpe10) * Math.log10(loadedAreaM2);
}
