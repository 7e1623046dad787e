/**
 * The roof zone diagram of the Fixing Spec as an SVG string for pdfmake: the roof on plan (a tiled wall in
 * elevation) to scale, each wind-zone area filled with the colour of its fixing and marked with its number and
 * fixing, the perimeter tiles as a band along the edges, and the building's overall dimensions.
 *
 * The engine gives each band as distances from each verge along the eaves and up the slope (on the slope);
 * every band repeats at both verges and on every slope (BS EN 1991-1-4 Figures 7.7, 7.8: wind from any side).
 * A slope distance is drawn as its plan run (× cos α). A hipped roof's local area is the strip along its eaves,
 * hips and ridge; its general area the rest.
 */
import type { BandFixing, RoofCalculation, RoofInput } from "@portal/engine";
import { formatNumber } from "./format.js";

/** Fill per fixing, lightest fixing first; text stays dark on all of them. */
const FIXING_FILLS = ["#dbeafe", "#fde68a", "#bbf7d0", "#ddd6fe", "#fed7aa", "#cbd5e1"] as const;
const REFER_FILL = "#fecaca";
const PERIMETER_FILL = "#7c2d12";
const INK = "#1f2937";
const MUTED = "#6b7280";

const DRAWING_WIDTH = 440;
const DRAWING_HEIGHT = 200;
const MARGIN = { left: 44, right: 50, top: 14, bottom: 34 };
const PERIMETER_BAND = 5;
const LEGEND_ROW = 14;
/** Rounding in the engine's band descriptions leaves a band reaching the middle a hundredth short of it. */
const TOLERANCE_M = 0.011;

export interface DiagramArea {
  /** 1-based, as the fixing table numbers the areas. */
  number: number;
  area: BandFixing;
}

/** The areas in the order the fixing table lists them: perimeter, local areas, general area. */
export function numberedAreas(result: RoofCalculation): DiagramArea[] {
  const { perimeter, localAreas, generalArea } = result.fixing;
  return [perimeter, ...localAreas, ...(generalArea ? [generalArea] : [])].map((area, index) => ({
    number: index + 1,
    area,
  }));
}

export const fixingNameOf = (area: BandFixing) => area.fixing?.name ?? "Refer to technical support";

/** One fill per fixing, in the order of the fixing's rank (lightest fixing, lightest fill). */
export function fixingFills(result: RoofCalculation): Map<string, string> {
  const ranked = [...numberedAreas(result)]
    .filter(({ area }) => area.fixing !== null)
    .sort((a, b) => a.area.fixingRank - b.area.fixingRank);
  const fills = new Map<string, string>();
  for (const { area } of ranked) {
    const name = fixingNameOf(area);
    if (!fills.has(name)) fills.set(name, FIXING_FILLS[fills.size % FIXING_FILLS.length] ?? FIXING_FILLS[0]);
  }
  fills.set("Refer to technical support", REFER_FILL);
  return fills;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Where a band lies on the drawing, in metres (x along the eaves from the left verge, y down the drawing). Null
 * when the band carries no position (the perimeter).
 */
function bandRects(area: BandFixing, roof: RoofInput, heightM: number): Rect[] {
  const band = area.band;
  if (band === null) return [];
  const lengthM = roof.buildingLengthM;
  const half = lengthM / 2;
  const isWall = roof.roofType === "vertical";
  const cosPitch = isWall ? 1 : Math.cos((roof.pitchDeg * Math.PI) / 180);
  const runM = roof.roofType === "duopitch" ? roof.spanM / 2 : heightM;
  const toPlan = (slopeM: number) => Math.min(slopeM * cosPitch, runM);
  const along: Array<[number, number]> =
    band.alongEavesToM >= half - TOLERANCE_M
      ? [[band.alongEavesFromM, lengthM - band.alongEavesFromM]]
      : [
          [band.alongEavesFromM, band.alongEavesToM],
          [lengthM - band.alongEavesToM, lengthM - band.alongEavesFromM],
        ];
  const from = toPlan(band.upSlopeFromM);
  const to = band.upSlopeToM * cosPitch >= runM - TOLERANCE_M ? runM : toPlan(band.upSlopeToM);
  // The duopitch's first slope has its eaves at the top of the drawing, the second at the bottom; a monopitch's
  // low eaves and a wall's foot are at the bottom.
  const up: Array<[number, number]> =
    roof.roofType === "duopitch"
      ? [
          [from, to],
          [roof.spanM - to, roof.spanM - from],
        ]
      : [[heightM - to, heightM - from]];
  return along.flatMap(([x0, x1]) => up.map(([y0, y1]) => ({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 })));
}

/** The height of the drawing in metres: the span on plan, the wall's height in elevation. */
function drawingHeightM(result: RoofCalculation, roof: RoofInput): number {
  if (roof.roofType !== "vertical") return roof.spanM;
  const tops = numberedAreas(result).flatMap(({ area }) => (area.band ? [area.band.upSlopeToM] : []));
  return Math.max(roof.wallHeightM ?? roof.eavesHeightM, ...tops);
}

export interface ZoneDiagram {
  svg: string;
  width: number;
  height: number;
}

/** The diagram of a calculated roof; null when its dimensions cannot be drawn (the table still lists every area). */
export function zoneDiagramSvg(result: RoofCalculation, roof: RoofInput): ZoneDiagram | null {
  const lengthM = roof.buildingLengthM;
  const heightM = drawingHeightM(result, roof);
  if (!(lengthM > 0) || !(heightM > 0)) return null;
  const scale = Math.min(DRAWING_WIDTH / lengthM, DRAWING_HEIGHT / heightM);
  const widthPx = lengthM * scale;
  const heightPx = heightM * scale;
  const x = (metres: number) => round(MARGIN.left + metres * scale);
  const y = (metres: number) => round(MARGIN.top + metres * scale);
  const fills = fixingFills(result);
  const areas = numberedAreas(result);
  const isHipped = roof.roofType === "hipped";
  const parts: string[] = [];
  const labels: string[] = [];

  const label = (cx: number, cy: number, number: number, fixing: string, room: Rect) => {
    const hasRoomForName = room.width > 60 && room.height > 34;
    const numberY = hasRoomForName ? cy - 5 : cy;
    labels.push(
      `<circle cx="${round(cx)}" cy="${round(numberY)}" r="6.5" fill="#ffffff" stroke="${INK}" stroke-width="0.6"/>`,
      `<text x="${round(cx)}" y="${round(numberY + 2.6)}" font-family="Helvetica" font-size="7.5" font-weight="bold" text-anchor="middle" fill="${INK}">${number}</text>`,
    );
    if (hasRoomForName) {
      labels.push(
        `<text x="${round(cx)}" y="${round(cy + 11)}" font-family="Helvetica" font-size="7" text-anchor="middle" fill="${INK}">${escapeXml(fixing)}</text>`,
      );
    }
  };

  // General area first, then local areas over it, then the perimeter band on top.
  const drawingOrder = [...areas].sort(
    (a, b) =>
      ({ general: 0, local: 1, perimeter: 2 })[a.area.kind] - { general: 0, local: 1, perimeter: 2 }[b.area.kind],
  );
  const ridgeY = roof.spanM / 2;
  const hipEnd = Math.min(roof.spanM / 2, lengthM / 2);
  const hipAndRidgeLines: Array<[number, number, number, number]> = isHipped
    ? [
        [0, 0, hipEnd, ridgeY],
        [0, roof.spanM, hipEnd, ridgeY],
        [lengthM, 0, lengthM - hipEnd, ridgeY],
        [lengthM, roof.spanM, lengthM - hipEnd, ridgeY],
        [hipEnd, ridgeY, lengthM - hipEnd, ridgeY],
      ]
    : roof.roofType === "duopitch"
      ? [[0, ridgeY, lengthM, ridgeY]]
      : [];

  for (const { number, area } of drawingOrder) {
    const fill = fills.get(fixingNameOf(area)) ?? REFER_FILL;
    if (area.kind === "perimeter") continue;
    if (isHipped) {
      if (area.kind === "general") {
        parts.push(
          `<rect x="${x(0)}" y="${y(0)}" width="${round(widthPx)}" height="${round(heightPx)}" fill="${fill}"/>`,
        );
        label(x(lengthM / 2), y(roof.spanM / 4) + 4, number, fixingNameOf(area), {
          x: 0,
          y: 0,
          width: 200,
          height: 60,
        });
        continue;
      }
      const cosPitch = Math.cos((roof.pitchDeg * Math.PI) / 180);
      const stripM = Math.min((area.band?.upSlopeToM ?? 0) * cosPitch, roof.spanM / 2);
      const strip = stripM * scale;
      const inner = `M${x(stripM)} ${y(stripM)}H${x(lengthM - stripM)}V${y(roof.spanM - stripM)}H${x(stripM)}Z`;
      const outer = `M${x(0)} ${y(0)}H${x(lengthM)}V${y(roof.spanM)}H${x(0)}Z`;
      parts.push(`<path d="${outer} ${inner}" fill="${fill}" fill-rule="evenodd"/>`);
      for (const [x0, y0, x1, y1] of hipAndRidgeLines) {
        parts.push(
          `<path d="M${x(x0)} ${y(y0)}L${x(x1)} ${y(y1)}" stroke="${fill}" stroke-width="${round(2 * strip)}" stroke-linecap="butt" fill="none"/>`,
        );
      }
      label(x(lengthM / 2), y(stripM / 2), number, fixingNameOf(area), { x: 0, y: 0, width: 200, height: strip });
      continue;
    }
    const rects = bandRects(area, roof, heightM);
    for (const rect of rects) {
      parts.push(
        `<rect x="${x(rect.x)}" y="${y(rect.y)}" width="${round(rect.width * scale)}" height="${round(rect.height * scale)}" fill="${fill}" stroke="#ffffff" stroke-width="0.5"/>`,
      );
    }
    const largest = [...rects].sort((a, b) => b.width * b.height - a.width * a.height)[0];
    if (largest) {
      label(x(largest.x + largest.width / 2), y(largest.y + largest.height / 2), number, fixingNameOf(area), {
        x: 0,
        y: 0,
        width: largest.width * scale,
        height: largest.height * scale,
      });
    }
  }

  // The hip and ridge strips are drawn as wide strokes: everything is cut to the roof's outline.
  const clipped = [
    `<clipPath id="roof-outline"><rect x="${x(0)}" y="${y(0)}" width="${round(widthPx)}" height="${round(heightPx)}"/></clipPath>`,
    `<g clip-path="url(#roof-outline)">${parts.splice(0).join("")}</g>`,
  ];
  parts.push(...clipped);
  if (isHipped) {
    parts.push(
      `<path d="M${x(0)} ${y(0)}H${x(lengthM)}V${y(roof.spanM)}H${x(0)}Z" fill="none" stroke="${INK}" stroke-width="0.8"/>`,
    );
  }

  // The perimeter tiles: one tile wide along every edge and each side of the ridge and hips, drawn at a readable
  // width rather than to scale.
  const perimeter = areas.find(({ area }) => area.kind === "perimeter");
  if (perimeter) {
    const band = PERIMETER_BAND;
    const left = x(0);
    const top = y(0);
    parts.push(
      `<path d="M${left} ${top}h${round(widthPx)}v${round(heightPx)}h${round(-widthPx)}Z M${round(left + band)} ${round(top + band)}v${round(heightPx - 2 * band)}h${round(widthPx - 2 * band)}v${round(-(heightPx - 2 * band))}Z" fill="${PERIMETER_FILL}" fill-opacity="0.85" fill-rule="evenodd"/>`,
    );
    for (const [x0, y0, x1, y1] of hipAndRidgeLines) {
      parts.push(
        `<path d="M${x(x0)} ${y(y0)}L${x(x1)} ${y(y1)}" stroke="${PERIMETER_FILL}" stroke-opacity="0.85" stroke-width="${band * 2}" fill="none"/>`,
      );
    }
    label(left + widthPx - 14, top + heightPx - 14, perimeter.number, "", { x: 0, y: 0, width: 0, height: 0 });
  }
  for (const [x0, y0, x1, y1] of hipAndRidgeLines) {
    parts.push(
      `<path d="M${x(x0)} ${y(y0)}L${x(x1)} ${y(y1)}" stroke="#ffffff" stroke-width="0.8" stroke-dasharray="3 2" fill="none"/>`,
    );
  }

  // Which edge is which, beside the drawing.
  const edgeNames: Array<[string, number]> =
    roof.roofType === "duopitch"
      ? [
          ["Eaves", 0],
          ["Ridge", roof.spanM / 2],
          ["Eaves", roof.spanM],
        ]
      : roof.roofType === "monopitch"
        ? [
            ["Top edge", 0],
            ["Eaves", heightM],
          ]
        : roof.roofType === "vertical"
          ? [
              ["Top", 0],
              ["Foot", heightM],
            ]
          : [
              ["Eaves", 0],
              ["Ridge", roof.spanM / 2],
              ["Eaves", roof.spanM],
            ];
  const edgeLabels = edgeNames.map(
    ([name, atM]) =>
      `<text x="${round(x(lengthM) + 6)}" y="${round(y(atM) + 2.5)}" font-family="Helvetica" font-size="7" fill="${MUTED}">${name}</text>`,
  );

  // Overall dimensions: the length under the drawing, the span (or the wall's height) to its left.
  const dimensionY = MARGIN.top + heightPx + 12;
  const dimensionX = MARGIN.left - 14;
  const dimensions = [
    `<path d="M${x(0)} ${round(dimensionY)}H${x(lengthM)} M${x(0)} ${round(dimensionY - 3)}v6 M${x(lengthM)} ${round(dimensionY - 3)}v6" stroke="${MUTED}" stroke-width="0.6"/>`,
    `<text x="${x(lengthM / 2)}" y="${round(dimensionY + 10)}" font-family="Helvetica" font-size="7.5" text-anchor="middle" fill="${MUTED}">${escapeXml(
      `${formatNumber(lengthM, 2)} m ${roof.roofType === "vertical" ? "wall length" : "building length"}`,
    )}</text>`,
    `<path d="M${round(dimensionX)} ${y(0)}V${y(heightM)} M${round(dimensionX - 3)} ${y(0)}h6 M${round(dimensionX - 3)} ${y(heightM)}h6" stroke="${MUTED}" stroke-width="0.6"/>`,
    `<text x="${round(dimensionX - 5)}" y="${y(heightM / 2)}" font-family="Helvetica" font-size="7.5" text-anchor="middle" fill="${MUTED}" transform="rotate(-90 ${round(dimensionX - 5)} ${y(heightM / 2)})">${escapeXml(
      `${formatNumber(heightM, 2)} m ${roof.roofType === "vertical" ? "height" : "span"}`,
    )}</text>`,
  ];

  // Legend: a swatch per fixing, and the perimeter band.
  const legendEntries: Array<{ fill: string; text: string }> = [...fills.entries()]
    .filter(([name]) => areas.some(({ area }) => area.kind !== "perimeter" && fixingNameOf(area) === name))
    .map(([name, fill]) => ({ fill, text: name }));
  if (perimeter) legendEntries.push({ fill: PERIMETER_FILL, text: `Perimeter tiles: ${fixingNameOf(perimeter.area)}` });
  const legendTop = MARGIN.top + heightPx + MARGIN.bottom - 6;
  let legendX = MARGIN.left;
  const legend = legendEntries.map((entry) => {
    const item = `<rect x="${round(legendX)}" y="${round(legendTop)}" width="10" height="8" fill="${entry.fill}" stroke="${MUTED}" stroke-width="0.4"/><text x="${round(legendX + 14)}" y="${round(legendTop + 7)}" font-family="Helvetica" font-size="7.5" fill="${INK}">${escapeXml(entry.text)}</text>`;
    legendX += 24 + entry.text.length * 3.9;
    return item;
  });

  const width = round(Math.max(MARGIN.left + widthPx + MARGIN.right, legendX));
  const height = round(legendTop + LEGEND_ROW);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${[
    ...parts,
    ...labels,
    ...dimensions,
    ...edgeLabels,
    ...legend,
  ].join("")}</svg>`;
  return { svg, width, height };
}
