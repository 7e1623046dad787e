/**
 * Exposure charts of the UK National Annex to BS EN 1991-1-4: Figure NA.7 (exposure factor ce(z) for
 * sites in country terrain, by upwind distance to the shoreline) and Figure NA.8 (exposure correction
 * factor ce,T for sites in town terrain, by upwind distance inside town).
 *
 * The charts are data, not code: `ExposureChart` is the shape the API fills from the official IStructE
 * data files when they are installed. The engine ships INDICATIVE tables only (see docs/decisions/engine.md):
 * - NA.7 at 100 km: the EN terrain-category II formula (EN 1991-1-4 4.3.2, 4.4, 4.5), which matches the
 *   digitised NA.7 inland points (1.5 at 2.4 m, 2.0 at 5.9 m, 2.2 at 8.2 m, 2.4 at 11.3 m, 2.6 at 15.4 m)
 *   to within 2 %;
 * - NA.7 at 2 km: the digitised points 2.0 at 3.9 m, 2.5 at 8.1 m, 2.8 at 12.4 m, extended above and below
 *   with the shape of the terrain-category II formula;
 * - NA.7 at 0.1 km: the EN terrain-category 0 (sea) formula, an upper bound for a site on the shore;
 * - NA.8 at 1, 3 and 10 km: where each contour (0.62, 0.64 … 1.00) of the chart crosses that distance,
 *   read log-log from the NA.8 contour digitisation in AMcCrone/tt-BS-EN-1991-1-4
 *   (calc_engine/uk/contour_data.xlsx, sheet NA.8, commit 81b0b92; the file itself is not shipped), from
 *   the lowest point calculations.md §2 lists (0.80 at 4 m; 0.74 at 4 m; 0.70 at 4.2 m) up to 50 m, and
 *   held flat below it (conservative, as real ce,T falls with height). ce,T reaches 1.0 only at 20.5 m
 *   (1 km) and 42.8 m (3 km), and 0.952 at 50 m (10 km), as the chart does;
 * - NA.8 at 0.2, 0.3 and 0.5 km: the contour crossings read the same way, from 2 m (0.2 km) and from the 0.80
 *   contour (0.3 and 0.5 km; the 1 km curve is held at 0.80 below 4 m, and a nearer curve must not fall below it)
 *   to 1.0 at 6.34, 8.52 and 12.45 m. Interpolating from 0.1 to 1 km read up to 5 % low there.
 */
import { EngineInputError } from "../errors.js";

export interface ExposureCurve {
  /** Upwind distance (to the shoreline for NA.7, inside town for NA.8) this curve is drawn for. */
  distanceKm: number;
  /** (z − hdis in m, factor) pairs, heights ascending. */
  points: ReadonlyArray<readonly [heightM: number, factor: number]>;
}

export interface ExposureChart {
  figure: string;
  source: string;
  isIndicative: boolean;
  /** Curves with ascending distance. */
  curves: readonly ExposureCurve[];
}

/** The UK NA charts start at z − hdis = 2 m; lower heights read the 2 m value. */
export const MINIMUM_CHART_HEIGHT_M = 2;

export const INDICATIVE_EXPOSURE_FACTOR_CHART: ExposureChart = {
  figure: "NA to BS EN 1991-1-4 Figure NA.7",
  source: "indicative: digitised sample points extended with the terrain formulas of BS EN 1991-1-4 4.3.2 and 4.4",
  isIndicative: true,
  curves: [
    {
      distanceKm: 0.1,
      points: [
        [2, 2.138],
        [3, 2.339],
        [4, 2.487],
        [5, 2.604],
        [6, 2.702],
        [8, 2.86],
        [10, 2.985],
        [12, 3.088],
        [15, 3.218],
        [20, 3.388],
        [25, 3.523],
        [30, 3.635],
        [40, 3.815],
        [50, 3.958],
      ],
    },
    {
      distanceKm: 2,
      points: [
        [2, 1.594],
        [3, 1.836],
        [3.9, 2.0],
        [5, 2.158],
        [6, 2.281],
        [8.1, 2.5],
        [10, 2.644],
        [12.4, 2.8],
        [15, 2.941],
        [20, 3.159],
        [25, 3.333],
        [30, 3.478],
        [40, 3.713],
        [50, 3.899],
      ],
    },
    {
      distanceKm: 100,
      points: [
        [2, 1.423],
        [3, 1.64],
        [4, 1.801],
        [5, 1.929],
        [6, 2.037],
        [8, 2.212],
        [10, 2.352],
        [12, 2.469],
        [15, 2.616],
        [20, 2.81],
        [25, 2.965],
        [30, 3.094],
        [40, 3.302],
        [50, 3.468],
      ],
    },
  ],
};

export const INDICATIVE_TOWN_CORRECTION_CHART: ExposureChart = {
  figure: "NA to BS EN 1991-1-4 Figure NA.8",
  source:
    "indicative: contour crossings read at 0.2, 0.3, 0.5, 1, 3 and 10 km from Figure NA.8, held below the lowest reading",
  isIndicative: true,
  curves: [
    {
      distanceKm: 0.1,
      points: [
        [2, 1],
        [50, 1],
      ],
    },
    {
      distanceKm: 0.2,
      points: [
        [2, 0.82],
        [2.1, 0.82],
        [2.37, 0.84],
        [2.61, 0.86],
        [2.96, 0.88],
        [3.34, 0.9],
        [3.8, 0.92],
        [4.28, 0.94],
        [4.83, 0.96],
        [5.5, 0.98],
        [6.34, 1],
        [50, 1],
      ],
    },
    {
      distanceKm: 0.3,
      points: [
        [2, 0.8],
        [2.28, 0.8],
        [2.56, 0.82],
        [2.93, 0.84],
        [3.26, 0.86],
        [3.73, 0.88],
        [4.23, 0.9],
        [4.88, 0.92],
        [5.54, 0.94],
        [6.38, 0.96],
        [7.37, 0.98],
        [8.52, 1],
        [50, 1],
      ],
    },
    {
      distanceKm: 0.5,
      points: [
        [2, 0.8],
        [2.9, 0.8],
        [3.29, 0.82],
        [3.8, 0.84],
        [4.28, 0.86],
        [4.98, 0.88],
        [5.67, 0.9],
        [6.64, 0.92],
        [7.69, 0.94],
        [8.98, 0.96],
        [10.64, 0.98],
        [12.45, 1],
        [50, 1],
      ],
    },
    {
      distanceKm: 1,
      points: [
        [2, 0.8],
        [4, 0.8],
        [4.56, 0.82],
        [5.34, 0.84],
        [6.2, 0.86],
        [7.3, 0.88],
        [8.4, 0.9],
        [10.03, 0.92],
        [11.84, 0.94],
        [14.3, 0.96],
        [16.91, 0.98],
        [20.5, 1],
        [50, 1],
      ],
    },
    {
      distanceKm: 3,
      points: [
        [2, 0.74],
        [4, 0.74],
        [4.62, 0.76],
        [5.35, 0.78],
        [6.29, 0.8],
        [7.5, 0.82],
        [9.04, 0.84],
        [10.8, 0.86],
        [12.94, 0.88],
        [15.54, 0.9],
        [18.99, 0.92],
        [22.83, 0.94],
        [28.03, 0.96],
        [34.42, 0.98],
        [42.82, 1],
        [50, 1],
      ],
    },
    {
      distanceKm: 10,
      points: [
        [2, 0.7],
        [4.2, 0.7],
        [4.95, 0.72],
        [5.98, 0.74],
        [7.15, 0.76],
        [8.51, 0.78],
        [10.29, 0.8],
        [12.6, 0.82],
        [15.38, 0.84],
        [18.89, 0.86],
        [23.49, 0.88],
        [28.74, 0.9],
        [36.07, 0.92],
        [44.06, 0.94],
        [50, 0.952],
      ],
    },
  ],
};

function interpolateLogLog(x: number, x1: number, y1: number, x2: number, y2: number): number {
  if (x2 === x1) return y1;
  const fraction = Math.log(x / x1) / Math.log(x2 / x1);
  return Math.exp(Math.log(y1) + fraction * Math.log(y2 / y1));
}

/** Value of one curve at a height, log-log between points, held at the end points. */
function readCurve(curve: ExposureCurve, heightM: number): number {
  const points = curve.points;
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) throw new EngineInputError("exposureChart", "curve has no points");
  if (heightM <= first[0]) return first[1];
  if (heightM >= last[0]) return last[1];
  for (let index = 1; index < points.length; index++) {
    const upper = points[index];
    const lower = points[index - 1];
    if (upper !== undefined && lower !== undefined && heightM <= upper[0]) {
      return interpolateLogLog(heightM, lower[0], lower[1], upper[0], upper[1]);
    }
  }
  return last[1];
}

/**
 * Reads a UK NA exposure chart the way the charts are drawn: logarithmic in distance and height
 * (log-log between curves), distance clamped to the chart's range.
 */
export function readExposureChart(chart: ExposureChart, distanceKm: number, heightM: number): number {
  const curves = chart.curves;
  const first = curves[0];
  const last = curves[curves.length - 1];
  if (first === undefined || last === undefined) throw new EngineInputError("exposureChart", "chart has no curves");
  if (distanceKm <= first.distanceKm) return readCurve(first, heightM);
  if (distanceKm >= last.distanceKm) return readCurve(last, heightM);
  for (let index = 1; index < curves.length; index++) {
    const upper = curves[index];
    const lower = curves[index - 1];
    if (upper !== undefined && lower !== undefined && distanceKm <= upper.distanceKm) {
      return interpolateLogLog(
        distanceKm,
        lower.distanceKm,
        readCurve(lower, heightM),
        upper.distanceKm,
        readCurve(upper, heightM),
      );
    }
  }
  return readCurve(last, heightM);
}

/** Roughness length z0 (m) and minimum height zmin (m) of the EN terrain categories, EN 1991-1-4 Table 4.1. */
export const TERRAIN_CATEGORY_ROUGHNESS = {
  sea: { roughnessLengthM: 0.003, minimumHeightM: 1 },
  country: { roughnessLengthM: 0.05, minimumHeightM: 2 },
  town: { roughnessLengthM: 0.3, minimumHeightM: 5 },
} as const;

/**
 * Fallback exposure factor from the EN terrain formulas when no chart is supplied:
 * kr = 0.19·(z0/0.05)^0.07 (4.5), cr = kr·ln(z/z0) (4.4), Iv = 1/ln(z/z0) (4.7, kI = c0 = 1),
 * ce = (1 + 7·Iv)·cr² (4.8 with qb factored out). The town formula gives lower values than the UK
 * charts, so the engine uses the country category as the conservative fallback.
 */
export function exposureFactorFromTerrainFormula(heightM: number, roughnessLengthM: number, minimumHeightM: number) {
  const z = Math.max(heightM, minimumHeightM);
  const terrainFactor = 0.19 * (roughnessLengthM / 0.05) ** 0.07;
  const logarithm = Math.log(z / roughnessLengthM);
  const roughnessFactor = terrainFactor * logarithm;
  const turbulenceIntensity = 1 / logarithm;
  return (1 + 7 * turbulenceIntensity) * roughnessFactor * roughnessFactor;
}
