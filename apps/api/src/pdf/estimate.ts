/**
 * The Estimate: per roof its area, slopes and edge lengths, then the bill of quantities grouped by the system that
 * counted each line (edge and system), with each line's wastage and the packs to order; manual components and lines
 * staff changed are marked. A plot or project document ends with
 * the quantities of every code added up across its roofs.
 */
import { EDGE_TYPES } from "@portal/contracts";
import type { EdgeRun, RoofSlope } from "@portal/engine";
import {
  contentsList,
  notCalculatedBlock,
  type PlacedRoof,
  roofHeading,
  roofsOf,
  titleBlock,
} from "./document-parts.js";
import type { DocumentEstimateItem, DocumentSnapshot } from "./document-snapshot.js";
import { groupEstimateItems, totalsByCode } from "./estimate-lines.js";
import {
  formatFixed,
  formatMetres,
  formatNumber,
  formatPackQuantity,
  formatQuantity,
  formatSquareMetres,
} from "./format.js";
import { COLOURS, callout, framedDocument, keyValueTable, table } from "./page-frame.js";
import type { Content, DocumentDefinition, TableCell } from "./pdfmake-types.js";

export const ESTIMATE_TITLE = "Estimate";

const EDGE_NAMES = new Map<string, string>(EDGE_TYPES.map((edge) => [edge.key, edge.group]));

/** Whole units print without decimals; lengths and areas to two. */
const BILL_COLUMNS = [
  { header: "Code", width: 74 },
  { header: "Description", width: "*" as const },
  { header: "Unit", width: 30 },
  { header: "Quantity", width: 44, isNumeric: true },
  { header: "Wastage", width: 38, isNumeric: true },
  { header: "Pack qty", width: 38, isNumeric: true },
  { header: "Packs", width: 30, isNumeric: true },
];

/** The wastage the calculation added to a line, as stored with it; a line stored without it prints a dash. */
const formatWastage = (item: DocumentEstimateItem) =>
  item.wastagePercent === undefined || item.wastagePercent === null ? "–" : `${formatNumber(item.wastagePercent, 1)} %`;

function itemRow(item: DocumentEstimateItem): TableCell[] {
  const marks = [item.isManual ? "M" : "", item.isEdited ? "E" : ""].filter(Boolean);
  const packs = item.packs;
  return [
    { text: item.code, bold: true },
    {
      text: [
        item.description,
        ...(marks.length > 0 ? [{ text: `  ${marks.join(" ")}`, bold: true, color: COLOURS.brand, fontSize: 7 }] : []),
      ],
    },
    item.unit,
    formatQuantity(item.quantity),
    formatWastage(item),
    item.packQuantity === null ? "–" : formatPackQuantity(item.packQuantity),
    packs === null ? "–" : formatNumber(packs, 0),
  ];
}

function billOfQuantities(items: readonly DocumentEstimateItem[]): Content[] {
  if (items.length === 0) {
    return [{ text: "The roof has no bill of quantities yet.", style: "note" }];
  }
  const rows: TableCell[][] = [];
  for (const group of groupEstimateItems(items)) {
    rows.push([
      { text: group.groupName, colSpan: BILL_COLUMNS.length, bold: true, color: COLOURS.brand, fillColor: "#fdf2ec" },
      ...BILL_COLUMNS.slice(1).map((): TableCell => ({})),
    ]);
    rows.push(...group.items.map(itemRow));
  }
  const hasMarks = items.some((item) => item.isManual || item.isEdited);
  return [
    table(BILL_COLUMNS, rows, { title: "Bill of quantities" }),
    ...(hasMarks
      ? [
          {
            text: "M: component added by hand.   E: quantity changed by staff from the calculated one.",
            style: "note",
          } as Content,
        ]
      : []),
  ];
}

function slopesAndEdges(placed: PlacedRoof): Content[] {
  const calculation = placed.roof.calculation;
  if (!calculation) return [];
  const { inputs, result } = calculation;
  // The slopes and edges the calculation was given, as stored with it (the recalculation always stores both).
  const slopes: readonly RoofSlope[] = inputs.slopes ?? [];
  const edges: readonly EdgeRun[] = (inputs.edges ?? []).filter((edge) => edge.lengthM > 0);
  const estimate = result.estimate;
  const slopeRows: TableCell[][] = slopes.map((slope, index) => {
    const quantities = estimate.slopes[index];
    return [
      capitalise(slope.name),
      formatMetres(slope.rafterLengthM),
      formatMetres(slope.eavesWidthM),
      formatMetres(slope.ridgeWidthM),
      quantities ? formatSquareMetres(quantities.areaM2) : "–",
      quantities ? formatNumber(quantities.tiles, 0) : "–",
    ];
  });
  const edgeRows: TableCell[][] = edges.map((edge) => [
    EDGE_NAMES.get(edge.edge) ?? edge.edge,
    formatNumber(edge.runs ?? 1, 0),
    formatMetres(edge.lengthM),
  ]);
  return [
    keyValueTable(
      [
        ["Roof area (on the slope)", formatSquareMetres(estimate.roofAreaM2)],
        [
          "Tiles",
          `${formatNumber(estimate.totalTiles, 0)} (${formatFixed(estimate.tilesPerSquareMetre, 2)} per m²), of which ${formatNumber(estimate.perimeterTiles, 0)} at the perimeter`,
        ],
        [
          "Headlap and maximum gauge",
          `${formatNumber(estimate.headlapMm, 0)} mm; ${formatNumber(estimate.maximumGaugeMm, 0)} mm`,
        ],
        ["Battens", `${formatFixed(estimate.battenMetresPerSquareMetre, 2)} m per m² of roof`],
      ],
      150,
    ),
    {
      columns: [
        {
          width: "64%",
          stack: [
            { text: "Slopes", style: "h2" },
            table(
              [
                { header: "Slope", width: "*" },
                { header: "Rafter", width: 38, isNumeric: true },
                { header: "Eaves", width: 42, isNumeric: true },
                { header: "Ridge", width: 38, isNumeric: true },
                { header: "Area", width: 48, isNumeric: true },
                { header: "Tiles", width: 28, isNumeric: true },
              ],
              slopeRows,
            ),
          ],
        },
        {
          width: "*",
          stack: [
            { text: "Edge lengths", style: "h2" },
            table(
              [
                { header: "Edge", width: "*" },
                { header: "Runs", width: 28, isNumeric: true },
                { header: "Length", width: 50, isNumeric: true },
              ],
              edgeRows,
            ),
          ],
        },
      ],
      columnGap: 14,
    },
  ];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function roofContent(placed: PlacedRoof, isFirst: boolean): Content[] {
  const heading = roofHeading(placed, isFirst, [placed.roof.tile?.name ?? ""]);
  if (!placed.roof.calculation && placed.roof.estimateItems.length === 0) {
    return [...heading, notCalculatedBlock("quantities")];
  }
  return [
    ...heading,
    ...(placed.roof.calculation ? slopesAndEdges(placed) : [notCalculatedBlock("areas and edge lengths")]),
    ...billOfQuantities(placed.roof.estimateItems),
  ];
}

function totalsSection(snapshot: DocumentSnapshot): Content[] {
  const totals = totalsByCode(snapshot);
  const scope = snapshot.level === "project" ? "project" : "plot";
  return [
    { text: `Summary for the ${scope}`, style: "h1", pageBreak: "before", tocItem: true, tocMargin: [0, 2, 0, 0] },
    {
      text: `Quantities of every code added up across the ${scope}'s roofs; packs are worked out on the total.`,
      style: "subtitle",
    },
    totals.length === 0
      ? callout([{ text: "No quantities: none of the roofs has been calculated yet." }])
      : table(
          [
            { header: "Code", width: 78 },
            { header: "Description", width: "*" },
            { header: "Unit", width: 34 },
            { header: "Roofs", width: 32, isNumeric: true },
            { header: "Quantity", width: 50, isNumeric: true },
            { header: "Pack qty", width: 42, isNumeric: true },
            { header: "Packs", width: 36, isNumeric: true },
          ],
          totals.map((total) => [
            { text: total.code, bold: true },
            total.description,
            total.unit,
            formatNumber(total.roofCount, 0),
            formatQuantity(total.quantity),
            total.packQuantity === null ? "–" : formatPackQuantity(total.packQuantity),
            total.packs === null ? "–" : formatNumber(total.packs, 0),
          ]),
        ),
  ];
}

export function estimateDocument(snapshot: DocumentSnapshot): DocumentDefinition {
  const roofs = roofsOf(snapshot);
  const isCombined = snapshot.level !== "roof";
  const content: Content[] = [
    ...titleBlock(snapshot, ESTIMATE_TITLE),
    ...contentsList(snapshot),
    ...roofs.flatMap((placed, index) => roofContent(placed, index === 0 && !isCombined)),
    ...(isCombined ? totalsSection(snapshot) : []),
    {
      text: "Quantities include the wastage allowances stated by the calculation and are rounded up to whole units and packs. Check them against the drawings before ordering.",
      style: "note",
      margin: [0, 12, 0, 0],
    },
  ];
  return framedDocument({ snapshot, title: ESTIMATE_TITLE, content });
}
