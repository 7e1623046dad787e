/**
 * The official UK National Annex vb,map data, installed by the operator in WIND_DATA_DIR and read at start.
 * The IStructE licence forbids embedding the data in software: it must be read from files that can be
 * replaced when the Annex is amended. So nothing here is bundled; the formats accepted are documented in
 * docs/data-sources.md:
 *
 * - `vb-map-grid.csv`: `easting_m,northing_m,vb_map_ms`, one row per node of a regular OSGB36 National Grid
 *   (e.g. every 10 km), the value of Figure NA.1 at that node. A site takes the bilinear interpolation of
 *   the four nodes around it.
 * - `vb-map-by-outcode.csv`: `outcode,vb_map_ms`, one row per postcode district.
 * - `exposure-factor-na7.csv` and `town-correction-na8.csv`: `distance_km,height_m,factor`, the points of
 *   Figures NA.7 (ce(z) by distance to the shoreline) and NA.8 (ce,T by distance inside town), one curve per
 *   distance, read by the engine log-log like the figures.
 *
 * Any of them may be present; for vb,map the grid wins because it places the site by its own coordinates.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { ExposureChart, ExposureCurve } from "@portal/engine";
import { columnIndexes, DatasetError, readCsv, readNumber } from "./csv.js";
import type { GridPoint } from "./national-grid.js";
import { loadVbMapByOutcode, VB_MAP_PLAUSIBLE_RANGE_MS } from "./vb-map-by-outcode.js";

export const OFFICIAL_VB_MAP_GRID_FILE = "vb-map-grid.csv";
export const OFFICIAL_VB_MAP_BY_OUTCODE_FILE = "vb-map-by-outcode.csv";
export const OFFICIAL_EXPOSURE_FACTOR_FILE = "exposure-factor-na7.csv";
export const OFFICIAL_TOWN_CORRECTION_FILE = "town-correction-na8.csv";
const OFFICIAL_FILES = [
  OFFICIAL_VB_MAP_GRID_FILE,
  OFFICIAL_VB_MAP_BY_OUTCODE_FILE,
  OFFICIAL_EXPOSURE_FACTOR_FILE,
  OFFICIAL_TOWN_CORRECTION_FILE,
];

/** The National Grid extended west over Northern Ireland and north over Shetland (metres). */
const EASTING_RANGE_M = [-300_000, 800_000] as const;
const NORTHING_RANGE_M = [-100_000, 1_300_000] as const;

export interface GridValue {
  valueMs: number;
  /** How the value was read: interpolated between four nodes, or the largest of the nodes present. */
  method: "bilinear" | "largest-available-node";
  nodeCount: number;
}

export interface VbMapGrid {
  file: string;
  spacingEastingM: number;
  spacingNorthingM: number;
  nodeCount: number;
  /** null when no node of the cell around the point is in the file (outside the data's coverage). */
  valueAt(point: GridPoint): GridValue | null;
}

export interface OfficialWindData {
  folder: string;
  grid: VbMapGrid | null;
  byOutcode: { file: string; values: ReadonlyMap<string, number> } | null;
  /** Figure NA.7 and Figure NA.8 as the engine's replaceable chart data. */
  exposureFactorChart: ExposureChart | null;
  townCorrectionChart: ExposureChart | null;
}

/** The smallest gap between distinct sorted coordinates, and a check that every one sits on that step. */
function regularSpacing(file: string, coordinates: number[], axis: string): { origin: number; spacing: number } {
  const distinct = [...new Set(coordinates)].sort((a, b) => a - b);
  const origin = distinct[0] ?? 0;
  if (distinct.length < 2) throw new DatasetError(file, `the grid needs at least two ${axis} values`);
  let spacing = Number.POSITIVE_INFINITY;
  for (let index = 1; index < distinct.length; index++) {
    spacing = Math.min(spacing, (distinct[index] ?? 0) - (distinct[index - 1] ?? 0));
  }
  for (const value of distinct) {
    const steps = (value - origin) / spacing;
    if (Math.abs(steps - Math.round(steps)) > 1e-6) {
      throw new DatasetError(file, `${axis} ${value} is not on the regular ${spacing} m grid`);
    }
  }
  return { origin, spacing };
}

export function loadVbMapGrid(file: string): VbMapGrid {
  const table = readCsv(file);
  const columns = columnIndexes(table, ["easting_m", "northing_m", "vb_map_ms"]);
  const nodes = new Map<string, number>();
  const eastings: number[] = [];
  const northings: number[] = [];
  for (const row of table.rows) {
    const easting = readNumber(table, row, columns.easting_m, EASTING_RANGE_M);
    const northing = readNumber(table, row, columns.northing_m, NORTHING_RANGE_M);
    const key = `${easting},${northing}`;
    if (nodes.has(key)) throw new DatasetError(file, `the node ${easting}, ${northing} appears twice`, row.line);
    nodes.set(key, readNumber(table, row, columns.vb_map_ms, VB_MAP_PLAUSIBLE_RANGE_MS));
    eastings.push(easting);
    northings.push(northing);
  }
  if (nodes.size === 0) throw new DatasetError(file, "the file has no rows");
  const east = regularSpacing(file, eastings, "easting_m");
  const north = regularSpacing(file, northings, "northing_m");

  return {
    file,
    spacingEastingM: east.spacing,
    spacingNorthingM: north.spacing,
    nodeCount: nodes.size,
    valueAt({ eastingM, northingM }) {
      const column = Math.floor((eastingM - east.origin) / east.spacing);
      const row = Math.floor((northingM - north.origin) / north.spacing);
      const e0 = east.origin + column * east.spacing;
      const n0 = north.origin + row * north.spacing;
      const corner = (de: number, dn: number) => nodes.get(`${e0 + de * east.spacing},${n0 + dn * north.spacing}`);
      const corners = [corner(0, 0), corner(1, 0), corner(0, 1), corner(1, 1)];
      const present = corners.filter((value): value is number => value !== undefined);
      if (present.length === 0) return null;
      const [v00, v10, v01, v11] = corners;
      if (v00 === undefined || v10 === undefined || v01 === undefined || v11 === undefined) {
        // At the edge of the data (the coast, the data's border) the cell is incomplete: the largest node
        // present is taken rather than an extrapolation, which is the conservative reading.
        return { valueMs: Math.max(...present), method: "largest-available-node", nodeCount: present.length };
      }
      const x = (eastingM - e0) / east.spacing;
      const y = (northingM - n0) / north.spacing;
      const valueMs = v00 * (1 - x) * (1 - y) + v10 * x * (1 - y) + v01 * (1 - x) * y + v11 * x * y;
      return { valueMs, method: "bilinear", nodeCount: 4 };
    },
  };
}

/** Chart points, long form: one row per (distance, height) point; every distance is one curve. */
export function loadExposureChart(file: string, figure: string): ExposureChart {
  const table = readCsv(file);
  const columns = columnIndexes(table, ["distance_km", "height_m", "factor"]);
  const curves = new Map<number, Map<number, number>>();
  for (const row of table.rows) {
    const distanceKm = readNumber(table, row, columns.distance_km, [0.001, 1000]);
    const heightM = readNumber(table, row, columns.height_m, [0.1, 1000]);
    const factor = readNumber(table, row, columns.factor, [0.1, 10]);
    const curve = curves.get(distanceKm) ?? new Map<number, number>();
    if (curve.has(heightM)) {
      throw new DatasetError(file, `the point ${distanceKm} km, ${heightM} m appears twice`, row.line);
    }
    curves.set(distanceKm, curve.set(heightM, factor));
  }
  if (curves.size === 0) throw new DatasetError(file, "the file has no rows");
  const sortedCurves: ExposureCurve[] = [...curves.entries()]
    .sort(([a], [b]) => a - b)
    .map(([distanceKm, points]) => ({
      distanceKm,
      points: [...points.entries()].sort(([a], [b]) => a - b),
    }));
  return { figure, source: `official data file ${file}`, isIndicative: false, curves: sortedCurves };
}

/**
 * Reads the official files from the folder. Throws when the folder is missing or holds none of them, so a
 * misconfigured WIND_DATA_DIR stops the start instead of silently serving indicative values.
 */
export function loadOfficialWindData(folder: string): OfficialWindData {
  const resolved = path.resolve(folder);
  if (!existsSync(resolved) || !statSync(resolved).isDirectory()) {
    throw new DatasetError(resolved, "WIND_DATA_DIR is not a folder");
  }
  const gridFile = path.join(resolved, OFFICIAL_VB_MAP_GRID_FILE);
  const outcodeFile = path.join(resolved, OFFICIAL_VB_MAP_BY_OUTCODE_FILE);
  const exposureFile = path.join(resolved, OFFICIAL_EXPOSURE_FACTOR_FILE);
  const townFile = path.join(resolved, OFFICIAL_TOWN_CORRECTION_FILE);
  if (![gridFile, outcodeFile, exposureFile, townFile].some((file) => existsSync(file))) {
    throw new DatasetError(resolved, `WIND_DATA_DIR holds none of ${OFFICIAL_FILES.join(", ")}`);
  }
  return {
    folder: resolved,
    grid: existsSync(gridFile) ? loadVbMapGrid(gridFile) : null,
    byOutcode: existsSync(outcodeFile) ? { file: outcodeFile, values: loadVbMapByOutcode(outcodeFile) } : null,
    exposureFactorChart: existsSync(exposureFile)
      ? loadExposureChart(exposureFile, "NA to BS EN 1991-1-4 Figure NA.7")
      : null,
    townCorrectionChart: existsSync(townFile) ? loadExposureChart(townFile, "NA to BS EN 1991-1-4 Figure NA.8") : null,
  };
}
