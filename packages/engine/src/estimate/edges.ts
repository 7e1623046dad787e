/** The roof's edges as the estimate counts them: runs of each edge gathered by key, and the courses a run passes. */
import type { EdgeKey, EdgeRun } from "./estimate.js";
import { roundUp } from "./formula-registry.js";

/** Each edge's total length and number of runs, one entry per edge key. */
export type EdgesByKey = ReadonlyMap<EdgeKey, Required<EdgeRun>>;

/**
 * Edges that run up the slope from eaves to ridge (or up the wall of vertical tiling): a run passes one course per
 * gauge of its length. A hip or valley crosses every course of its slope whatever its length.
 */
export const EDGES_UP_THE_SLOPE: readonly EdgeKey[] = [
  "leftVerge",
  "rightVerge",
  "lhAbutment",
  "rhAbutment",
  "bondingGutter",
  "verticalExternalAngle",
  "verticalInteriorAngle",
  "verticalJunctionWithVerge",
  "verticalSideAbutment",
];
/** Ridges whose ends a verge system's end cap closes at the gable. */
export const RIDGE_EDGES: readonly EdgeKey[] = ["duoRidge", "monoRidge"];
export const VERGE_EDGES: readonly EdgeKey[] = ["leftVerge", "rightVerge"];

/** The edges entered, runs of the same edge added together; an edge of no length has no runs. */
export function gatherEdges(edges: readonly EdgeRun[]): EdgesByKey {
  const edgesByKey = new Map<EdgeKey, Required<EdgeRun>>();
  for (const edge of edges) {
    const existing = edgesByKey.get(edge.edge);
    const runs = edge.lengthM > 0 ? (edge.runs ?? 1) : 0;
    edgesByKey.set(
      edge.edge,
      existing === undefined
        ? { edge: edge.edge, lengthM: edge.lengthM, runs }
        : { edge: edge.edge, lengthM: existing.lengthM + edge.lengthM, runs: existing.runs + runs },
    );
  }
  return edgesByKey;
}

/** The runs of the given edges together. */
export function runsOf(edgesByKey: EdgesByKey, ...keys: EdgeKey[]): number {
  return keys.reduce((sum, key) => sum + (edgesByKey.get(key)?.runs ?? 0), 0);
}

/** Runs along which a course ends in a cut or side tile: verges, side abutments and both sides of hips and valleys. */
export function sideRunsOf(edgesByKey: EdgesByKey): number {
  return (
    runsOf(edgesByKey, "leftVerge", "rightVerge", "lhAbutment", "rhAbutment") + 2 * runsOf(edgesByKey, "hip", "valley")
  );
}

/**
 * The courses an edge's runs pass, Σ over its runs. A run up the slope passes ceil(run length / gauge) courses,
 * never more than the slope has (soakers: one per course of the abutment, BS 5534 and the Lead Sheet Association's
 * practice; dry verge units: one per course); a hip or valley, and any other edge, counts every course of its slope.
 */
export function coursesAlongEdge(edge: Required<EdgeRun>, gaugeM: number, coursesPerSlope: number): number {
  return edge.runs * coursesPassedByRun(edge, gaugeM, coursesPerSlope);
}

export function coursesPassedByRun(edge: Required<EdgeRun>, gaugeM: number, coursesPerSlope: number): number {
  if (!EDGES_UP_THE_SLOPE.includes(edge.edge)) return coursesPerSlope;
  const runLengthM = edge.runs > 0 ? edge.lengthM / edge.runs : 0;
  return Math.min(roundUp(runLengthM / gaugeM), coursesPerSlope);
}
