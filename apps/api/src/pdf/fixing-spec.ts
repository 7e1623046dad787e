/**
 * The Fixing Spec (BS 5534:2014+A2:2018 with wind loads to BS EN 1991-1-4 and its UK National Annex): the
 * site's wind data, then per roof its inputs, tile, zone diagram, the fixing of every area, battens, underlay,
 * counter battens, ridges, hips and verges, the load factors assumed and a summary. The Improved Fixing Spec
 * adds the full working of each roof as an appendix.
 */
import type { RoofCalculationInput } from "@portal/engine";
import {
  contentsList,
  notCalculatedBlock,
  type PlacedRoof,
  roofHeading,
  roofsOf,
  roofTitle,
  titleBlock,
} from "./document-parts.js";
import type { DocumentSnapshot } from "./document-snapshot.js";
import {
  assumptionsBlock,
  battensAndUnderlay,
  fixingTable,
  loadFactorsTable,
  roofInputs,
  summary,
  tileBlock,
  underlayTable,
  windBlock,
} from "./fixing-spec-sections.js";
import { framedDocument } from "./page-frame.js";
import type { Content, DocumentDefinition } from "./pdfmake-types.js";
import { responsibilitySection } from "./responsibility.js";
import { siteSection } from "./site-section.js";
import { solarSection } from "./solar-section.js";
import { workingAppendix } from "./working-appendix.js";
import { zoneDiagramSvg } from "./zone-diagram.js";

export const FIXING_SPEC_TITLE = "Fixing Specification";
export const IMPROVED_FIXING_SPEC_TITLE = "Fixing Specification with full working";

export const STANDARD_REFERENCES = [
  "BS 5534:2014+A2:2018 Slating and tiling for pitched roofs and vertical cladding. Code of practice",
  "BS EN 1991-1-4:2005+A1:2010 Eurocode 1: Actions on structures. Wind actions, with the UK National Annex (NA to BS EN 1991-1-4:2005+A1:2010)",
  "BS EN 1990:2002+A1:2005 Eurocode: Basis of structural design, with the UK National Annex (partial factors)",
  "BS 8612:2018 Dry-fixed ridge, hip and verge systems for slating and tiling",
];

function diagramNote(roofType: RoofCalculationInput["roof"]["roofType"]): string {
  const repeat =
    roofType === "hipped"
      ? "The local area runs along the eaves, the hips and the ridge on every slope."
      : roofType === "vertical"
        ? "Areas repeat at both ends of the wall."
        : "Areas repeat at both verges and on every slope.";
  return `${repeat} The perimeter band is drawn one tile wide, not to scale.`;
}

/** Each roof starts a page, after the site data. */
function roofContent(placed: PlacedRoof): Content[] {
  const { roof } = placed;
  const heading = roofHeading(placed, false, [roof.tile?.name ?? ""]);
  const calculation = roof.calculation;
  if (!calculation) return [...heading, notCalculatedBlock("fixing specification")];
  const { inputs, result } = calculation;
  const diagram = zoneDiagramSvg(result, inputs.roof);
  return [
    ...heading,
    summary(result),
    {
      columns: [
        { width: "*", stack: [{ text: "Roof", style: "h2" }, roofInputs(roof, inputs, result)] },
        {
          width: "*",
          stack: [
            { text: "Wind at this roof", style: "h2" },
            windBlock(result),
            { text: "Tile", style: "h2" },
            tileBlock(roof, inputs, result),
          ],
        },
      ],
      columnGap: 16,
    },
    {
      stack: [
        { text: inputs.roof.roofType === "vertical" ? "Wind zones (elevation)" : "Wind zones (plan)", style: "h2" },
        diagram
          ? { svg: diagram.svg, width: Math.min(diagram.width, 515), font: "Helvetica", alignment: "center" }
          : { text: "The roof's dimensions do not allow a diagram; the table lists every area.", style: "note" },
        {
          text: diagramNote(inputs.roof.roofType),
          style: "note",
          alignment: "center",
          margin: [0, 2, 0, 6],
        },
      ],
      unbreakable: true,
    },
    fixingTable(result),
    {
      stack: [{ text: "Battens, underlay, ridges and verges", style: "h2" }, battensAndUnderlay(roof, inputs, result)],
      unbreakable: true,
    },
    ...underlayTable(result),
    loadFactorsTable(result),
    ...assumptionsBlock(placed),
    ...solarSection(roof),
  ];
}

function referencesSection(): Content[] {
  return [
    {
      stack: [
        { text: "References", style: "h1" },
        { ul: STANDARD_REFERENCES.map((reference) => ({ text: reference, fontSize: 8.5 })), margin: [0, 0, 0, 6] },
        {
          text: "Wind zones, pressure coefficients and peak velocity pressure to BS EN 1991-1-4 and its UK National Annex; tile fixings to BS 5534:2014+A2:2018 Annex A. Fixings are the least that resists the design uplift of each area and meets the minimum fixing rules of BS 5534. Check site conditions against the values stated here before work starts.",
          style: "note",
        },
      ],
      unbreakable: true,
    },
  ];
}

export function fixingSpecDocument(snapshot: DocumentSnapshot): DocumentDefinition {
  const roofs = roofsOf(snapshot);
  const title = snapshot.isImproved ? IMPROVED_FIXING_SPEC_TITLE : FIXING_SPEC_TITLE;
  const content: Content[] = [
    ...titleBlock(snapshot, title),
    ...contentsList(snapshot),
    ...siteSection(snapshot.site),
    ...roofs.flatMap(roofContent),
    ...responsibilitySection(snapshot),
    ...referencesSection(),
  ];
  if (snapshot.isImproved) {
    roofs.forEach((placed, index) => {
      const calculation = placed.roof.calculation;
      content.push({
        text: `Appendix ${String.fromCharCode(65 + (index % 26))}: full working, ${roofTitle(placed)}`,
        style: "h1",
        pageBreak: "before",
        tocItem: true,
        tocMargin: [0, 2, 0, 0],
      });
      content.push(
        ...(calculation
          ? workingAppendix(calculation.trace, String.fromCharCode(65 + (index % 26)))
          : [notCalculatedBlock("working")]),
      );
    });
  }
  return framedDocument({ snapshot, title, content });
}
