import { EDGE_TYPES } from "./reference-data/constants.js";

/** The groups of estimate lines no edge system counted: the covering's own (tiles, battens, fixings, underlay). */
export const ROOF_COVERING_GROUP = "Roof covering";
/** The group of the components a user added by hand. */
export const MANUAL_COMPONENTS_GROUP = "Manual components";

/** How an estimate line says where it belongs: its group name and, for a roof system's line, the system's edge. */
export interface EstimateLinePlace {
  groupName: string;
  /** EDGE_TYPES key of the system that counted the line; null (or absent, before lines carried it) otherwise. */
  edge?: string | null;
}

/**
 * The group an estimate line is shown under, in the drawer, the Estimate and its CSV alike. A roof system's line goes
 * under its edge and system ("Left Verge: Dry verge, left hand") and is keyed by the edge, which has one system, so
 * the lines of two systems never share a group, even where their names or component codes coincide; any other line
 * under its group name ("Roof covering", "Manual components").
 */
export function estimateGroupOf(line: EstimateLinePlace): { key: string; name: string } {
  const edge = EDGE_TYPES.find((type) => type.key === line.edge);
  if (edge === undefined) return { key: `group:${line.groupName}`, name: line.groupName };
  return { key: `edge:${edge.key}`, name: `${edge.group}: ${line.groupName}` };
}

/** The edge's name as the roof editor shows it ("Left Verge"); "" for a line no roof system counted. */
export function estimateEdgeName(line: EstimateLinePlace): string {
  return EDGE_TYPES.find((type) => type.key === line.edge)?.group ?? "";
}
