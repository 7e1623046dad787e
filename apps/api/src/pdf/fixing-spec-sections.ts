/**
 * The blocks of a roof in the Fixing Spec, each from the roof's stored calculation: the roof's inputs, its wind,
 * its tile, the fixing of every area, battens and underlay, the load factors, the summary and the assumptions.
 */
import { describeFactorsInUse } from "@portal/contracts";
import {
  type RoofCalculation,
  type RoofCalculationInput,
  shortAreaName,
  storedLoadFactors,
  storedVerdict,
  type UnderlayCheck,
} from "@portal/engine";
import { assumedDecisions } from "./conservative-assumptions.js";
import { type PlacedRoof, verdictCell } from "./document-parts.js";
import type { DocumentRoof } from "./document-snapshot.js";
import {
  formatDegrees,
  formatFixed,
  formatMetres,
  formatMillimetres,
  formatNumber,
  formatPa,
  formatSquareMetres,
} from "./format.js";
import { COLOURS, callout, keyValueTable, table } from "./page-frame.js";
import type { Content, TableCell } from "./pdfmake-types.js";
import { fixingFills, fixingNameOf, numberedAreas } from "./zone-diagram.js";

const ROOF_TYPE_WORDS: Record<RoofCalculationInput["roof"]["roofType"], string> = {
  duopitch: "Duopitch",
  monopitch: "Monopitch",
  hipped: "Hipped",
  vertical: "Vertical tiling",
};

const statusCell = (status: string): TableCell =>
  status === "ok"
    ? { text: "OK", color: "#166534", bold: true }
    : { text: "Refer to technical support", color: COLOURS.danger, bold: true };

export function roofInputs(roof: DocumentRoof, inputs: RoofCalculationInput, result: RoofCalculation): Content {
  const roofInput = inputs.roof;
  const isWall = roofInput.roofType === "vertical";
  const pairs: Array<[string, string]> = [
    ["Roof type", roof.roofTypeName ?? ROOF_TYPE_WORDS[roofInput.roofType]],
    ...(isWall ? [] : [["Rafter pitch", formatDegrees(roofInput.pitchDeg)] as [string, string]]),
    [isWall ? "Building depth" : "Span (eaves to eaves)", formatMetres(roofInput.spanM)],
    [isWall ? "Wall length" : "Building length (along the ridge)", formatMetres(roofInput.buildingLengthM)],
    ["Eaves height", formatMetres(roofInput.eavesHeightM)],
    [isWall ? "Wall height" : "Ridge height", formatMetres(result.wind.zones.ridgeHeightM)],
    ["Rafter centres", formatMillimetres(roofInput.rafterCentresMm)],
  ];
  if (roofInput.counterBattenDepthMm !== undefined) {
    pairs.push(["Counter batten depth", formatMillimetres(roofInput.counterBattenDepthMm)]);
  }
  if (roofInput.eavesOverhangMm !== undefined)
    pairs.push(["Eaves overhang", formatMillimetres(roofInput.eavesOverhangMm)]);
  pairs.push(
    ["Ceiling well sealed", roofInput.isCeilingWellSealed ? "Yes" : "Not confirmed (assumed not)"],
    ["Significant orography", roofInput.hasSignificantOrography ? "Yes" : "No"],
  );
  return keyValueTable(pairs, 120);
}

export function tileBlock(roof: DocumentRoof, inputs: RoofCalculationInput, result: RoofCalculation): Content {
  const tile = inputs.tile;
  const { headlap, settingOut } = result.fixing;
  return keyValueTable(
    [
      ["Tile", roof.tile?.name ?? tile.name],
      ["Colour", roof.tile?.colour ?? "Not chosen"],
      ["Product code", roof.tile?.code ?? tile.code],
      [
        "Size",
        `${formatNumber(tile.lengthMm, 0)} × ${formatMillimetres(tile.widthMm)}, cover width ${formatMillimetres(tile.coverWidthMm)}`,
      ],
      [
        "Headlap",
        `${formatMillimetres(settingOut.headlapInUseMm)} in use; least ${formatMillimetres(headlap.headlapMm)} (${headlap.source})`,
      ],
      ["Gauge", `${formatMillimetres(settingOut.gaugeMm)}, ${settingOut.courses} courses per slope`],
      // A calculation stored before the set-out carried the eaves batten leaves the row out.
      ...(settingOut.eavesBattenMm === undefined
        ? []
        : [
            [
              "First batten",
              `eaves batten's top edge ${formatMillimetres(settingOut.eavesBattenMm)} up the slope from the eaves line; tiles overhang ${formatMillimetres(settingOut.eavesOverhangMm)}`,
            ] as [string, string],
          ]),
    ],
    110,
  );
}

export function windBlock(result: RoofCalculation): Content {
  const pressure = result.wind.peakVelocityPressure;
  return keyValueTable(
    [
      ["Basic wind velocity vb", `${formatFixed(pressure.basicWindVelocityMs, 2)} m/s`],
      ["Basic velocity pressure qb", formatPa(pressure.basicVelocityPressurePa)],
      ["Exposure factor ce(z)", formatFixed(pressure.exposureFactor, 3)],
      ["Town correction ce,T", formatFixed(pressure.townCorrectionFactor, 3)],
      ["Orography factor co", formatFixed(pressure.orographyFactor, 3)],
      [
        "Peak velocity pressure qp",
        `${formatPa(pressure.peakVelocityPressurePa)} at ze = ${formatMetres(result.wind.zones.ridgeHeightM)}${pressure.isIndicative ? " (indicative)" : ""}`,
      ],
    ],
    110,
  );
}

export function fixingTable(result: RoofCalculation): Content {
  const fills = fixingFills(result);
  return table(
    [
      { header: "No.", width: 20 },
      { header: "Area", width: "*" },
      { header: "cpe,1", width: 30, isNumeric: true },
      { header: "Design uplift", width: 50, isNumeric: true },
      { header: "Capacity", width: 50, isNumeric: true },
      { header: "Nails / tile", width: 36, isNumeric: true },
      { header: "Clips / tile", width: 34, isNumeric: true },
      { header: "Fixing", width: 62 },
      { header: "Status", width: 40 },
    ],
    numberedAreas(result).map(({ number, area }) => [
      {
        text: String(number),
        bold: true,
        fillColor: area.kind === "perimeter" ? "#7c2d12" : (fills.get(fixingNameOf(area)) ?? "#ffffff"),
        color: area.kind === "perimeter" ? "#ffffff" : COLOURS.ink,
        alignment: "center",
      },
      {
        stack: [{ text: area.name }, { text: `${area.zones}; ${area.dimensions}`, fontSize: 7, color: COLOURS.muted }],
      },
      formatFixed(area.cpe1, 2),
      formatPa(area.designUpliftPa),
      area.capacityPa === null ? "–" : formatPa(area.capacityPa),
      area.fixing ? String(area.fixing.nailsPerTile) : "–",
      area.fixing ? String(area.fixing.clipsPerTile) : "–",
      fixingNameOf(area),
      statusCell(area.status),
    ]),
    {
      title: "Fixing of each area",
      titleNote: "Each area's fixing is OK where its capacity reaches the area's design uplift (BS 5534).",
    },
  );
}

export function battensAndUnderlay(roof: DocumentRoof, inputs: RoofCalculationInput, result: RoofCalculation): Content {
  const { batten, underlay, counterBattens, courseFixingRule } = result.fixing;
  const battenNail = roof.estimateItems.find((item) => item.code === inputs.products?.battenNail?.code);
  const pairs: Array<[string, string | Content]> = [
    ["Battens", `${batten.name}, graded to BS 5534`],
    [
      "Batten nails",
      `${battenNail ? `${battenNail.description}, ` : ""}one nail at every rafter crossing, each batten spanning at least three rafters`,
    ],
  ];
  if (courseFixingRule) pairs.push(["Course fixing", courseFixingRule.description]);
  if (underlay) {
    pairs.push(["Underlay", underlayText(inputs.underlay?.name ?? "Underlay", underlay)]);
  } else {
    pairs.push(["Underlay", "No underlay chosen: its wind uplift resistance has not been checked (to confirm)"]);
  }
  pairs.push(
    [
      "Counter battens",
      counterBattens.isRequired
        ? `${counterBattens.depthMm === null ? "" : `${formatMillimetres(counterBattens.depthMm)} deep, `}fixed at ${formatMillimetres(counterBattens.fixingCentresMm)} centres; ${counterBattens.note}`
        : capitalise(counterBattens.note),
    ],
    ["Ridges and hips", capitalise(result.fixing.ridgesAndHips)],
    ["Verges", capitalise(result.fixing.verges)],
  );
  return keyValueTable(pairs, 110);
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An underlay check as a calculation stored it; one stored before the per-area check has no areas. */
const isCheckedPerArea = (underlay: UnderlayCheck): boolean => Array.isArray(underlay.areas);

function underlayText(name: string, underlay: UnderlayCheck): Content {
  if (!isCheckedPerArea(underlay)) {
    return {
      text: `${name}: checked before each area was checked against its declared resistance; recalculate the roof (to confirm)`,
      color: COLOURS.warning,
      fontSize: 8.5,
    };
  }
  const ceiling = underlay.isCeilingWellSealed
    ? "ceiling confirmed well sealed"
    : `ceiling not confirmed well sealed, so the building's internal pressure (c_pi ${formatFixed(underlay.internalPressureCoefficient, 1)}) is added`;
  const zonal = underlay.isZonalMethodValid
    ? "zonal method valid"
    : `zonal method not valid (${underlay.zonalMethodLimits.join("; ")}), so each area's pressure is calculated`;
  return {
    text: `${name}: ${underlay.resistance.description}; ${ceiling}; ${zonal}. Each area below.`,
    color: underlay.verdict === "meets" ? COLOURS.ink : COLOURS.warning,
    fontSize: 8.5,
  };
}

/**
 * The underlay in each area: the pressure on it beside the resistance it is checked against, and the verdict, so
 * each can be re-derived (p_u = qp·(|cpe,1| + c_pi), BS 5534 A.8).
 */
export function underlayTable(result: RoofCalculation): Content[] {
  const underlay = result.fixing.underlay;
  if (!underlay || !isCheckedPerArea(underlay)) return [];
  const numbers = new Map(numberedAreas(result).map(({ number, area }) => [area.name, number]));
  return [
    table(
      [
        { header: "No.", width: 20 },
        { header: "Area", width: "*" },
        { header: "cpe,1", width: 30, isNumeric: true },
        { header: "Pressure on underlay", width: 58, isNumeric: true },
        { header: "Resistance", width: 66, isNumeric: true },
        { header: "Verdict", width: 136 },
      ],
      underlay.areas.map((area): TableCell[] => [
        { text: String(numbers.get(area.name) ?? "–"), bold: true, alignment: "center" },
        { stack: [{ text: area.name }, { text: area.zones, fontSize: 7, color: COLOURS.muted }] },
        formatFixed(area.cpe1, 2),
        formatPa(area.pressurePa),
        area.resistancePa === null ? "none declared" : formatPa(area.resistancePa),
        {
          // "None declared" says why an area is to confirm; a declared figure that falls short says by how much.
          stack: [
            verdictCell(area.verdict),
            ...(area.verdict === "meets" || area.resistancePa === null ? [] : [{ text: area.reason, fontSize: 7 }]),
          ],
        },
      ]),
      {
        title: "Underlay in each area",
        titleNote: `Pressure on the underlay p_u = qp·(|cpe,1| + c_pi), c_pi = ${formatFixed(underlay.internalPressureCoefficient, 1)}; no credit is taken for the tiles.`,
      },
    ),
  ];
}

/** The factors the calculation applied, each with where it came from; technical support's override says so. */
export function loadFactorsTable(result: RoofCalculation): Content {
  const factors = storedLoadFactors(result);
  return table(
    [
      { header: "Symbol", width: 40 },
      { header: "Value", width: 36, isNumeric: true },
      { header: "Meaning", width: "*" },
      { header: "Source", width: 80 },
      { header: "Reference", width: 120 },
    ],
    factors.map((factor) => [
      { text: factor.symbol, bold: true },
      formatFixed(factor.value, 2),
      `${capitalise(factor.name)}: ${factor.meaning}`,
      capitalise(factor.sourceLabel),
      { text: factor.reference, fontSize: 7, color: COLOURS.muted },
    ]),
    { title: "Load factors assumed", titleNote: `Load factors: ${describeFactorsInUse(factors)}` },
  );
}

const VERDICT_TITLES = {
  complete: "Fixing specification complete",
  "refer to technical support": "Refer to technical support",
  "to confirm": "To confirm before work starts",
} as const;

/** The roof's verdict as its calculation stored it, with the figures a reader starts from. */
export function summary(result: RoofCalculation): Content {
  const areas = numberedAreas(result);
  const governing = [...areas].sort((a, b) => b.area.designUpliftPa - a.area.designUpliftPa)[0];
  const verdict = storedVerdict(result.fixing);
  const isComplete = verdict.verdict === "complete";
  return callout(
    [
      {
        text: VERDICT_TITLES[verdict.verdict],
        bold: true,
        fontSize: 10,
        color: isComplete ? COLOURS.ink : verdict.verdict === "to confirm" ? COLOURS.warning : COLOURS.danger,
      },
      {
        text: [
          `Peak velocity pressure ${formatPa(result.wind.peakVelocityPressure.peakVelocityPressurePa)}; `,
          governing
            ? `highest design uplift ${formatPa(governing.area.designUpliftPa)}, ${shortAreaName(governing.area.name)}; `
            : "",
          `roof area ${formatSquareMetres(result.estimate.roofAreaM2)}, ${formatNumber(result.estimate.totalTiles, 0)} tiles, of which ${formatNumber(result.estimate.perimeterTiles, 0)} perimeter tiles. `,
          verdict.summary,
        ].join(""),
        margin: [0, 2, 0, 0],
      },
    ],
    isComplete ? "info" : "warning",
  );
}

export function assumptionsBlock(placed: PlacedRoof): Content[] {
  const calculation = placed.roof.calculation;
  if (!calculation) return [];
  const decisions = assumedDecisions(calculation.trace);
  if (decisions.length === 0) return [];
  return [
    {
      unbreakable: true,
      stack: [
        { text: "Conservative and assumed values", style: "h2" },
        callout(
          decisions.map(
            (decision): Content => ({
              text: [
                { text: `${capitalise(decision.decision)}: `, bold: true },
                decision.reason,
                { text: `  [${decision.reference}]`, color: COLOURS.muted },
              ],
              margin: [0, 1, 0, 1],
            }),
          ),
        ),
      ],
    },
  ];
}
