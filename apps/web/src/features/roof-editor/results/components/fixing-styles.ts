/**
 * One look per fixing in the zone diagram: a fill colour and a pattern, so the diagram reads without colour too
 * (each area also carries its number, and the table says the same in words). Fixings get their look in order
 * from the lightest to the heaviest, as the calculation ranks them (nails, then clips); an area no fixing
 * resists is 'Refer to technical support' and always red with crosses.
 */
import type { ZoneFixing } from "@portal/contracts";
import { ZONE_DIAGRAM_TEXT } from "@portal/contracts/ui";

export type PatternKind = "none" | "diagonal" | "dots" | "horizontal" | "crosshatch" | "vertical" | "grid";

export interface FixingStyle {
  /** The fixing's name as the result gives it, or 'Refer to technical support'. */
  name: string;
  fill: string;
  ink: string;
  pattern: PatternKind;
  /** Numbers of the areas (1-based) that take it. */
  areaNumbers: number[];
}

/** Light fills with dark pattern ink, told apart by lightness and pattern as well as hue. */
const PALETTE: ReadonlyArray<Omit<FixingStyle, "name" | "areaNumbers">> = [
  { fill: "#e0f2fe", ink: "#0c4a6e", pattern: "none" },
  { fill: "#fef3c7", ink: "#78350f", pattern: "diagonal" },
  { fill: "#dcfce7", ink: "#14532d", pattern: "dots" },
  { fill: "#ede9fe", ink: "#4c1d95", pattern: "horizontal" },
  { fill: "#fed7aa", ink: "#7c2d12", pattern: "vertical" },
  { fill: "#cbd5e1", ink: "#0f172a", pattern: "grid" },
];
const REFER = { fill: "#fecaca", ink: "#7f1d1d", pattern: "crosshatch" } as const;

const rank = (area: ZoneFixing) => area.clipsPerTile * 10 + area.nailsPerTile;

export const fixingNameOf = (area: ZoneFixing) => area.fixing ?? ZONE_DIAGRAM_TEXT.noFixing;

/** The fixings of a result, lightest first, each with its look and the areas that take it. */
export function fixingStylesOf(areas: readonly ZoneFixing[]): FixingStyle[] {
  const byName = new Map<string, { rank: number; isRefer: boolean; areaNumbers: number[] }>();
  areas.forEach((area, index) => {
    const name = fixingNameOf(area);
    const entry = byName.get(name) ?? { rank: rank(area), isRefer: area.fixing === null, areaNumbers: [] };
    entry.areaNumbers.push(index + 1);
    byName.set(name, entry);
  });
  const ordered = [...byName.entries()].sort(
    ([, a], [, b]) => Number(a.isRefer) - Number(b.isRefer) || a.rank - b.rank,
  );
  let next = 0;
  return ordered.map(([name, entry]) => {
    const look = entry.isRefer ? REFER : (PALETTE[next++ % PALETTE.length] ?? REFER);
    return { name, ...look, areaNumbers: entry.areaNumbers };
  });
}
