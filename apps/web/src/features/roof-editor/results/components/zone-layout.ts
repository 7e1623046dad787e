/**
 * Where each area of a fixing result lies on the roof, in metres, for the zone diagram. The calculation describes a
 * band by its distances from each verge along the eaves and up the slope (on the slope), as in
 * `describeBand` of the engine's fixing specification: '0.8–6 m from each verge, 0–1.46 m up the slope'. Every
 * band repeats at both verges and on every slope (EN 1991-1-4 Figures 7.7, 7.8; wind from any side). A duopitch
 * or monopitch roof is drawn on plan, so a slope distance becomes its plan run (× cos α); a tiled wall is drawn
 * in elevation. A hipped roof's local area is the e/10 strip along the eaves, hips and ridge (Figure 7.9 as the
 * calculation groups it), and its general area is the rest.
 */
import { ROOF_TYPES, type RoofFixingResult, type ZoneFixing } from "@portal/contracts";

export type DiagramKind = "duopitch" | "monopitch" | "hipped" | "vertical";

export interface BandPosition {
  alongFromM: number;
  alongToM: number;
  upSlopeFromM: number;
  upSlopeToM: number;
}

/** A shape in metres, y downwards from the top edge of the drawing. */
export type AreaShape =
  | { type: "rect"; x: number; y: number; width: number; height: number }
  /** A band of `widthM` centred on a line (hips and ridge of a hipped roof), cut to the roof's outline. */
  | { type: "band"; d: string; widthM: number }
  /** A closed outline whose inner hole is left out (the eaves strip of a hipped roof). */
  | { type: "ring"; d: string }
  /** One tile wide along the given edges: drawn with a fixed width, not to scale. */
  | { type: "edges"; d: string };

export interface PlacedArea {
  /** Index of the area in the result's list. */
  index: number;
  area: ZoneFixing;
  shapes: AreaShape[];
  /** Where its number is written, in metres. */
  labelAt: { x: number; y: number } | null;
}

export interface DimensionChain {
  /** Positions on the drawing (metres from the left, or from the top). */
  stops: number[];
  /** The text of each segment between two stops. */
  labels: string[];
}

export interface ZoneLayout {
  kind: DiagramKind;
  widthM: number;
  heightM: number;
  outline: string;
  /** Ridge and hip lines of the roof. */
  lines: string[];
  /** In drawing order: the general area, then the local areas, then the perimeter tiles. */
  placed: PlacedArea[];
  /** Areas whose position the result does not give in a form the diagram can draw. */
  notPlaced: { index: number; area: ZoneFixing }[];
  alongChain: DimensionChain;
  upChain: DimensionChain;
  /** The up-slope chain's values are on the slope (duopitch, monopitch), not on plan. */
  isUpChainOnSlope: boolean;
  /** Hipped roofs: the local strip's width on plan. */
  hippedStripM: number | null;
}

const DIMENSION_PATTERN =
  /^\s*(-?\d+(?:\.\d+)?)\s*[–-]\s*(-?\d+(?:\.\d+)?) m from each verge, (-?\d+(?:\.\d+)?)\s*[–-]\s*(-?\d+(?:\.\d+)?) m up the slope\s*$/;

/** Reads the calculation's band description; null for any other wording (such as the perimeter's). */
export function parseBandDimensions(text: string): BandPosition | null {
  const match = DIMENSION_PATTERN.exec(text);
  if (!match) return null;
  const [alongFromM, alongToM, upSlopeFromM, upSlopeToM] = match.slice(1, 5).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (alongToM <= alongFromM || upSlopeToM <= upSlopeFromM) return null;
  return { alongFromM, alongToM, upSlopeFromM, upSlopeToM };
}

/** The roof type's name as the result gives it (the roof type list's name, or the engine's own word). */
export function diagramKindOf(roofType: string): DiagramKind | null {
  const known = ROOF_TYPES.find((type) => type.name.toLowerCase() === roofType.toLowerCase());
  if (known) return known.kind;
  const name = roofType.toLowerCase();
  if (name.includes("vertical")) return "vertical";
  if (name.includes("hip")) return "hipped";
  if (name.includes("mono")) return "monopitch";
  if (name.includes("duo") || name.includes("gable")) return "duopitch";
  return null;
}

/** Two decimals at most, as the result's own descriptions are written. */
export const formatMetres = (value: number) => String(Number(value.toFixed(2)));

/** The rounding of the descriptions leaves a band that reaches the middle a hundredth short of it. */
const TOLERANCE_M = 0.011;

/** Drawing coordinates to the millimetre. */
const mm = (value: number) => Math.round(value * 1000) / 1000;

const rectPath = (x: number, y: number, width: number, height: number) =>
  `M${mm(x)} ${mm(y)}H${mm(x + width)}V${mm(y + height)}H${mm(x)}Z`;

/**
 * A chain of dimensions: `values` are distances along the measured line; `position` places each on the drawing.
 * Each segment is labelled with its own length.
 */
function chain(values: number[], position: (value: number) => number): DimensionChain {
  const sorted = [...new Set(values.map((value) => Number(value.toFixed(2))))].sort((a, b) => a - b);
  return {
    stops: sorted.map(position),
    labels: sorted.slice(1).map((value, index) => formatMetres(value - (sorted[index] ?? 0))),
  };
}

/** The label goes in the largest of an area's rectangles. */
function centreOfLargest(shapes: AreaShape[]): { x: number; y: number } | null {
  let best: { x: number; y: number; size: number } | null = null;
  for (const shape of shapes) {
    if (shape.type !== "rect") continue;
    const size = shape.width * shape.height;
    if (best === null || size > best.size) {
      best = { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2, size };
    }
  }
  return best ? { x: best.x, y: best.y } : null;
}

const ORDER: Record<ZoneFixing["kind"], number> = { general: 0, local: 1, perimeter: 2 };

function byDrawingOrder(placed: PlacedArea[]): PlacedArea[] {
  return [...placed].sort((a, b) => ORDER[a.area.kind] - ORDER[b.area.kind] || a.index - b.index);
}

/** The wall's height: the bands run from the foot of the wall to its top. */
function wallHeightOf(result: RoofFixingResult, positions: (BandPosition | null)[]): number {
  const tops = positions.flatMap((position) => (position ? [position.upSlopeToM] : []));
  if (tops.length > 0) return Math.max(...tops);
  return result.geometry.rafterLengthM > 0 ? result.geometry.rafterLengthM : result.geometry.eavesHeightM;
}

/**
 * Lays out a result's areas; null when the roof type or its dimensions cannot be drawn (the table still lists
 * every area).
 */
export function layoutZones(result: RoofFixingResult): ZoneLayout | null {
  const kind = diagramKindOf(result.roofType);
  const { spanM, buildingLengthM: lengthM, pitchDeg } = result.geometry;
  if (kind === null || !(lengthM > 0) || !(spanM > 0)) return null;
  const positions = result.areas.map((area) =>
    area.kind === "perimeter" ? null : parseBandDimensions(area.dimensions),
  );
  const half = lengthM / 2;
  const cosPitch = Math.cos((pitchDeg * Math.PI) / 180);
  const isWall = kind === "vertical";
  const widthM = lengthM;
  const heightM = isWall ? wallHeightOf(result, positions) : spanM;
  if (!(heightM > 0)) return null;
  /** Run of one slope on plan (the wall's height in elevation). */
  const runM = kind === "duopitch" || kind === "hipped" ? spanM / 2 : heightM;
  const toPlan = (slopeM: number) => Math.min(isWall ? slopeM : slopeM * cosPitch, runM);

  const outline = rectPath(0, 0, widthM, heightM);
  const ridgeY = spanM / 2;
  const hipEnd = Math.min(spanM / 2, half);
  const hips = [
    `M0 0L${mm(hipEnd)} ${mm(ridgeY)}`,
    `M0 ${mm(spanM)}L${mm(hipEnd)} ${mm(ridgeY)}`,
    `M${mm(lengthM)} 0L${mm(lengthM - hipEnd)} ${mm(ridgeY)}`,
    `M${mm(lengthM)} ${mm(spanM)}L${mm(lengthM - hipEnd)} ${mm(ridgeY)}`,
  ];
  const ridge = `M${mm(hipEnd)} ${mm(ridgeY)}L${mm(lengthM - hipEnd)} ${mm(ridgeY)}`;
  const lines =
    kind === "duopitch" ? [`M0 ${mm(ridgeY)}L${mm(lengthM)} ${mm(ridgeY)}`] : kind === "hipped" ? [...hips, ridge] : [];

  const placed: PlacedArea[] = [];
  const notPlaced: ZoneLayout["notPlaced"] = [];
  const alongStops = [0, half];
  const upStops = [0];
  let hippedStripM: number | null = null;

  result.areas.forEach((area, index) => {
    if (area.kind === "perimeter") {
      placed.push({
        index,
        area,
        shapes: [{ type: "edges", d: [outline, ...lines].join("") }],
        // On the band at the bottom right-hand corner, clear of the edge names and the other areas' numbers.
        labelAt: { x: widthM, y: heightM },
      });
      return;
    }
    const position = positions[index];
    if (!position) {
      notPlaced.push({ index, area });
      return;
    }
    if (kind === "hipped") {
      if (area.kind === "general") {
        placed.push({
          index,
          area,
          shapes: [{ type: "rect", x: 0, y: 0, width: widthM, height: heightM }],
          labelAt: { x: half, y: spanM / 4 },
        });
        return;
      }
      const strip = toPlan(position.upSlopeToM);
      hippedStripM = Math.max(hippedStripM ?? 0, strip);
      const shapes: AreaShape[] = [];
      const innerWidth = widthM - 2 * strip;
      const innerHeight = heightM - 2 * strip;
      shapes.push({
        type: "ring",
        d: innerWidth > 0 && innerHeight > 0 ? outline + rectPath(strip, strip, innerWidth, innerHeight) : outline,
      });
      shapes.push({ type: "band", d: [...hips, ridge].join(""), widthM: mm(2 * strip) });
      placed.push({ index, area, shapes, labelAt: { x: half, y: strip / 2 } });
      upStops.push(strip);
      alongStops.push(strip);
      return;
    }

    const alongRanges: Array<[number, number]> =
      position.alongToM >= half - TOLERANCE_M
        ? [[position.alongFromM, lengthM - position.alongFromM]]
        : [
            [position.alongFromM, position.alongToM],
            [lengthM - position.alongToM, lengthM - position.alongFromM],
          ];
    const from = toPlan(position.upSlopeFromM);
    const to = position.upSlopeToM * (isWall ? 1 : cosPitch) >= runM - TOLERANCE_M ? runM : toPlan(position.upSlopeToM);
    // y downwards: the duopitch's first slope has its eaves at the top, the second at the bottom; a monopitch's
    // low eaves and a wall's foot are at the bottom.
    const upRanges: Array<[number, number]> =
      kind === "duopitch"
        ? [
            [from, to],
            [spanM - to, spanM - from],
          ]
        : [[heightM - to, heightM - from]];
    const shapes: AreaShape[] = alongRanges.flatMap(([x0, x1]) =>
      upRanges.map(
        ([y0, y1]): AreaShape => ({ type: "rect", x: mm(x0), y: mm(y0), width: mm(x1 - x0), height: mm(y1 - y0) }),
      ),
    );
    placed.push({ index, area, shapes, labelAt: centreOfLargest(shapes) });
    alongStops.push(Math.min(position.alongFromM, half), Math.min(position.alongToM, half));
    upStops.push(position.upSlopeFromM, position.upSlopeToM);
  });

  const isUpChainOnSlope = kind === "duopitch" || kind === "monopitch";
  /** The slope's length (the wall's height; for a hipped roof the plan run, as its strip is given on plan). */
  const slopeRun = isWall ? heightM : kind === "hipped" ? runM : runM / cosPitch;
  upStops.push(slopeRun);
  const upPosition = (value: number) => {
    const plan = kind === "hipped" ? Math.min(value, runM) : toPlan(value);
    return kind === "duopitch" || kind === "hipped" ? plan : heightM - plan;
  };
  return {
    kind,
    widthM,
    heightM,
    outline,
    lines,
    placed: byDrawingOrder(placed),
    notPlaced,
    alongChain: chain(
      alongStops.filter((stop) => stop <= half + TOLERANCE_M),
      (value) => Math.min(value, half),
    ),
    upChain: chain(
      upStops.filter((stop) => stop <= slopeRun + TOLERANCE_M),
      upPosition,
    ),
    isUpChainOnSlope,
    hippedStripM,
  };
}
