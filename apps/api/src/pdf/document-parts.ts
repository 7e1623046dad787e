/**
 * The parts the three documents share: the title block, the opening of a plot or project document (every roof
 * with its verdict, then the contents), each roof's heading, and the block a roof without a calculation prints.
 */
import { type CheckVerdict, type OverallVerdict, storedVerdict } from "@portal/engine";
import type { DocumentPlot, DocumentRoof, DocumentSnapshot } from "./document-snapshot.js";
import { formatDegrees } from "./format.js";
import { COLOURS, callout, HEADLINE, keyValueTable, table } from "./page-frame.js";
import type { Content } from "./pdfmake-types.js";

export interface PlacedRoof {
  plot: DocumentPlot;
  roof: DocumentRoof;
}

/** Every roof of the document in print order, plot by plot. */
export function roofsOf(snapshot: DocumentSnapshot): PlacedRoof[] {
  return snapshot.plots.flatMap((plot) => plot.roofs.map((roof) => ({ plot, roof })));
}

export const roofTitle = ({ plot, roof }: PlacedRoof) => `${plot.name}: ${roof.name}`;

const LEVEL_WORDS: Record<DocumentSnapshot["level"], string> = {
  roof: "Roof",
  plot: "Plot",
  project: "Project",
};

/** What the document covers, in words ("Plot 1, 3 roofs"). */
function coverage(snapshot: DocumentSnapshot): string {
  const roofs = roofsOf(snapshot);
  if (snapshot.level === "roof" && roofs[0]) return roofTitle(roofs[0]);
  const roofCount = `${roofs.length} roof${roofs.length === 1 ? "" : "s"}`;
  if (snapshot.level === "plot") return `${snapshot.plots[0]?.name ?? "Plot"}, ${roofCount}`;
  return `${snapshot.plots.length} plot${snapshot.plots.length === 1 ? "" : "s"}, ${roofCount}`;
}

/** The title block: the document's name, what it covers, and the project and customer it is for. */
export function titleBlock(snapshot: DocumentSnapshot, title: string): Content[] {
  const { project } = snapshot;
  const customer = [project.customerName, ...project.customerAddress].filter(Boolean).join(", ");
  const pairs: Array<[string, string]> = [
    ["Project", `${project.referenceNumber}  ${project.name}`],
    ["Site address", project.siteAddress || "Not entered"],
    ["Customer", customer || "Not entered"],
    [LEVEL_WORDS[snapshot.level], coverage(snapshot)],
  ];
  if (project.projectOwner) pairs.push(["Project owner", project.projectOwner]);
  if (project.salesPerson) pairs.push(["Sales contact", project.salesPerson]);
  pairs.push(["Requested by", snapshot.generatedBy]);
  return [{ text: title, style: "title" }, { text: coverage(snapshot), style: "subtitle" }, keyValueTable(pairs, 110)];
}

const VERDICT_WORDS: Record<OverallVerdict | CheckVerdict, string> = {
  complete: "Complete",
  meets: "Meets",
  "refer to technical support": "Refer to technical support",
  "to confirm": "To confirm",
};

/** A verdict as a table cell or a line: green when it passes, red to refer, amber to confirm. */
export function verdictCell(verdict: OverallVerdict | CheckVerdict): { text: string; color: string; bold: boolean } {
  const color =
    verdict === "refer to technical support" ? COLOURS.danger : verdict === "to confirm" ? COLOURS.warning : "#166534";
  return { text: VERDICT_WORDS[verdict], color, bold: true };
}

/**
 * Every roof of a plot or project document with its stored verdict, on the first page, so a roof that needs
 * technical support is seen before its page is reached.
 */
export function roofVerdictsTable(snapshot: DocumentSnapshot): Content {
  return table(
    [
      { header: "Roof", width: "*" },
      { header: "Plot", width: 90 },
      { header: "Roof type", width: 80 },
      { header: "Pitch", width: 40, isNumeric: true },
      { header: "Verdict", width: 110 },
    ],
    roofsOf(snapshot).map(({ plot, roof }) => {
      const calculation = roof.calculation;
      return [
        { text: roof.name, bold: true },
        plot.name,
        roof.roofTypeName ?? "Not chosen",
        calculation ? formatDegrees(calculation.inputs.roof.pitchDeg) : "–",
        calculation
          ? verdictCell(storedVerdict(calculation.result.fixing).verdict)
          : { text: "Not calculated", color: COLOURS.muted },
      ];
    }),
    { title: "Roofs and their verdicts", titleNote: "Each roof's verdict as its calculation stored it." },
  );
}

/** A plot or project document opens with every roof's verdict, then its contents: every roof, with its page. */
export function contentsList(snapshot: DocumentSnapshot): Content[] {
  if (snapshot.level === "roof") return [];
  return [
    roofVerdictsTable(snapshot),
    {
      toc: {
        title: { text: "Contents", style: "h1" },
        numberStyle: { fontSize: 9 },
        textStyle: { fontSize: 9 },
      },
    },
  ];
}

/**
 * A roof's heading, in the contents list of plot and project documents. After the first, a roof opens a fresh page
 * unless the page holds only a little of the roof before (`breaksPageBefore`).
 */
export function roofHeading(placed: PlacedRoof, isFirst: boolean, extra: string[] = []): Content[] {
  const { roof } = placed;
  const details = [roof.roofTypeName, ...extra].filter((detail): detail is string => Boolean(detail));
  return [
    {
      text: roofTitle(placed),
      style: "h1",
      tocItem: true,
      tocMargin: [0, 2, 0, 0],
      ...(isFirst ? {} : { headlineLevel: HEADLINE.part }),
    },
    ...(details.length > 0
      ? [{ text: details.join("  ·  "), style: "subtitle", margin: [0, -4, 0, 8] } as Content]
      : []),
  ];
}

/** A roof whose data is not complete enough to calculate prints this instead of its content. */
export function notCalculatedBlock(what: string): Content {
  return callout([
    { text: "Not calculated yet", bold: true, fontSize: 10 },
    {
      text: `This roof has no calculation, so its ${what} cannot be given. Complete the roof's data in the roof editor and generate the document again.`,
      fontSize: 8.5,
      margin: [0, 2, 0, 0],
    },
  ]);
}
