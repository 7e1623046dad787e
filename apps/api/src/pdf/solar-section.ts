/**
 * The Fixing Spec's section for a roof's in-roof solar arrays: per array its facts, a drawing of the layout
 * (ridge at the top, eaves at the bottom), the kit list and the check of the kit's declared wind resistance
 * against the design uplift of the area it sits in.
 */
import { type DocumentRoof, type DocumentSolarArray, hasPanels } from "./document-snapshot.js";
import { formatFixed, formatMillimetres, formatNumber } from "./format.js";
import { COLOURS, callout, keyValueTable, table } from "./page-frame.js";
import type { Content } from "./pdfmake-types.js";

const DRAWING_MAX_WIDTH = 230;
const DRAWING_MAX_HEIGHT = 220;
const LABEL_SPACE = 14;

interface PaintedBounds {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

function paintedBounds(grid: boolean[][]): PaintedBounds | null {
  const painted = grid.flatMap((row, rowIndex) =>
    row.flatMap((isPainted, columnIndex) => (isPainted ? [{ rowIndex, columnIndex }] : [])),
  );
  if (painted.length === 0) return null;
  const rows = painted.map((cell) => cell.rowIndex);
  const columns = painted.map((cell) => cell.columnIndex);
  return {
    top: Math.min(...rows),
    bottom: Math.max(...rows),
    left: Math.min(...columns),
    right: Math.max(...columns),
  };
}

/** The painted cells to scale (panel proportions from the array's dimensions); windows hatched and marked W. */
export function solarArraySvg(array: DocumentSolarArray): { svg: string; width: number } | null {
  const bounds = paintedBounds(array.array);
  if (!bounds || array.arrayWidth <= 0 || array.arrayHeight <= 0) return null;
  const rows = bounds.bottom - bounds.top + 1;
  const columns = bounds.right - bounds.left + 1;
  const scale = Math.min(DRAWING_MAX_WIDTH / array.arrayWidth, DRAWING_MAX_HEIGHT / array.arrayHeight);
  const cellWidth = (array.arrayWidth / columns) * scale;
  const cellHeight = (array.arrayHeight / rows) * scale;
  const width = columns * cellWidth;
  const height = rows * cellHeight;
  const windows = new Set(array.windowLocations.map((cell) => `${cell.rowIndex}:${cell.columnIndex}`));
  const cells: string[] = [];
  for (let row = bounds.top; row <= bounds.bottom; row++) {
    for (let column = bounds.left; column <= bounds.right; column++) {
      if (!array.array[row]?.[column]) continue;
      const x = (column - bounds.left) * cellWidth;
      const y = LABEL_SPACE + (row - bounds.top) * cellHeight;
      const isWindow = windows.has(`${row}:${column}`);
      cells.push(
        `<rect x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${cellWidth.toFixed(2)}" height="${cellHeight.toFixed(2)}" fill="${isWindow ? "#e2e8f0" : "#1e3a5f"}" stroke="#ffffff" stroke-width="1"/>`,
      );
      if (isWindow) {
        cells.push(
          `<text x="${(x + cellWidth / 2).toFixed(2)}" y="${(y + cellHeight / 2 + 3).toFixed(2)}" font-size="8" text-anchor="middle" fill="${COLOURS.ink}">W</text>`,
        );
      }
    }
  }
  const totalHeight = height + 2 * LABEL_SPACE;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width.toFixed(2)}" height="${totalHeight.toFixed(2)}" viewBox="0 0 ${width.toFixed(2)} ${totalHeight.toFixed(2)}">`,
    `<text x="${(width / 2).toFixed(2)}" y="10" font-size="7.5" text-anchor="middle" fill="${COLOURS.muted}">Ridge side</text>`,
    ...cells,
    `<text x="${(width / 2).toFixed(2)}" y="${(totalHeight - 3).toFixed(2)}" font-size="7.5" text-anchor="middle" fill="${COLOURS.muted}">Eaves side</text>`,
    "</svg>",
  ].join("");
  return { svg, width };
}

function facts(array: DocumentSolarArray): Content {
  const panels = array.kitList.find((row) => row.kind === "panel")?.count ?? 0;
  const pairs: Array<[string, string]> = [
    ["Panel", array.panelName ?? "Not chosen"],
    ["Orientation", array.orientation === "portrait" ? "Portrait" : "Landscape"],
    [
      "Panels",
      `${panels}${array.windowLocations.length > 0 ? `, with ${array.windowLocations.length} roof window${array.windowLocations.length === 1 ? "" : "s"}` : ""}`,
    ],
    ["Power", `${formatFixed(array.power, 2)} kWp`],
    [
      "Size of the panels",
      `${formatMillimetres(array.arrayHeight)} high × ${formatMillimetres(array.arrayWidth)} wide (flashings extra)`,
    ],
  ];
  if (array.orientationFromSouth !== null)
    pairs.push(["Orientation from south", `${formatNumber(array.orientationFromSouth, 0)}°`]);
  if (array.panelLocation) pairs.push(["Location on the roof", array.panelLocation]);
  return keyValueTable(pairs, 120);
}

function kitTable(array: DocumentSolarArray): Content {
  if (array.kitList.length === 0) return { text: "No kits found", style: "note", margin: [0, 0, 0, 8] };
  return table(
    [
      { header: "Code", width: 62 },
      { header: "Name", width: "*" },
      { header: "Unit", width: 28 },
      { header: "Count", width: 40, isNumeric: true },
      { header: "Power (kWp)", width: 56, isNumeric: true },
    ],
    array.kitList.map((row) => [
      row.code,
      row.description
        ? { stack: [{ text: row.name }, { text: row.description, fontSize: 7, color: COLOURS.muted }] }
        : row.name,
      row.unit,
      formatNumber(row.count, 0),
      row.power === null ? "–" : formatFixed(row.power, 2),
    ]),
    { title: "Kit list" },
  );
}

function windCheckBlock(array: DocumentSolarArray): Content {
  const check = array.windCheck;
  if (!check) {
    return callout(
      [
        { text: "Wind resistance not checked", bold: true, fontSize: 10 },
        {
          text: "The panel declares no wind resistance, or the roof has no wind results yet: check the kit's declared resistance (MCS 012, BS EN 14437) against the design uplift of the area it sits in before work starts.",
          fontSize: 8.5,
          margin: [0, 2, 0, 0],
        },
      ],
      "warning",
    );
  }
  const lines: Content[] = [
    {
      text: check.passes
        ? "The kit's declared wind resistance covers the design uplift."
        : "The design uplift exceeds the kit's declared wind resistance: refer to technical support.",
      bold: true,
      fontSize: 10,
    },
    {
      text: `Declared resistance ${formatFixed(check.resistanceKpa, 2)} kPa; design uplift ${formatFixed(check.designPressureKpa, 2)} kPa in the ${check.governingArea}.`,
      fontSize: 8.5,
      margin: [0, 2, 0, 0],
    },
    { text: check.condition, fontSize: 8.5, margin: [0, 2, 0, 0] },
    { text: check.working, fontSize: 7.5, color: COLOURS.muted, margin: [0, 2, 0, 0] },
  ];
  return callout(lines, check.passes ? "info" : "warning");
}

/** The section's heading goes with the first array, so it never ends a page alone. */
function arrayContent(array: DocumentSolarArray, index: number): Content[] {
  const drawing = solarArraySvg(array);
  return [
    {
      stack: [
        ...(index === 0 ? [{ text: "In-roof solar", style: "h1" } as Content] : []),
        { text: `Solar Array ${array.arrayNumber}`, style: "h2" },
        {
          columns: [
            { width: 260, stack: [facts(array)] },
            drawing
              ? {
                  width: "*",
                  stack: [{ svg: drawing.svg, width: drawing.width, font: "Helvetica", alignment: "center" }],
                }
              : { width: "*", text: "" },
          ],
          columnGap: 16,
        },
      ],
      unbreakable: true,
    },
    ...(array.isValid
      ? []
      : [
          callout([
            { text: "This array is not buildable as laid out", bold: true, fontSize: 10 },
            ...array.problems.map((problem): Content => ({ text: problem.message, fontSize: 8.5 })),
          ]),
        ]),
    kitTable(array),
    windCheckBlock(array),
  ];
}

/** Nothing for a roof without arrays with panels (and for versions made before arrays were printed). */
export function solarSection(roof: DocumentRoof): Content[] {
  const arrays = (roof.solarArrays ?? []).filter(hasPanels);
  if (arrays.length === 0) return [];
  return arrays.flatMap(arrayContent);
}
