/**
 * The frame every document shares: the header (roof mark, product name, project reference and name, document
 * title), the footer (page x of y, version, UK generation date), the styles, and the one table builder, so the
 * three documents look like one family.
 */
import { PRODUCT_NAME } from "@portal/contracts/ui";
import type { DocumentSnapshot } from "./document-snapshot.js";
import { formatUkDateTime } from "./format.js";
import type { Content, DocumentDefinition, PageBreakNode, PageBreakQueries, TableCell } from "./pdfmake-types.js";

export const COLOURS = {
  ink: "#1f2937",
  muted: "#6b7280",
  brand: "#7c2d12",
  brandLight: "#fdf2ec",
  rule: "#d1d5db",
  headerFill: "#374151",
  zebra: "#f5f5f4",
  warning: "#92400e",
  warningFill: "#fef3c7",
  danger: "#991b1b",
} as const;

/** A4 in points with 40 pt side margins; the header and footer sit in the top and bottom margins. */
const PAGE_MARGINS: [number, number, number, number] = [40, 78, 40, 50];
export const CONTENT_WIDTH = 595.28 - PAGE_MARGINS[0] - PAGE_MARGINS[2];

/** The roof mark: a pitched roof over courses of tiles, drawn as vectors so it stays sharp at any zoom. */
const ROOF_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="34" height="28" viewBox="0 0 34 28">
<path d="M2 15 L17 3 L32 15" fill="none" stroke="${COLOURS.brand}" stroke-width="3.2" stroke-linejoin="round" stroke-linecap="round"/>
<path d="M7 15 L27 15 L27 26 L7 26 Z" fill="${COLOURS.brand}"/>
<path d="M7 19 L27 19 M7 22.5 L27 22.5" stroke="#ffffff" stroke-width="1"/>
<path d="M12 15 L12 19 M22 15 L22 19 M17 19 L17 22.5 M10 22.5 L10 26 M24 22.5 L24 26" stroke="#ffffff" stroke-width="0.8"/>
</svg>`;

export const STYLES = {
  title: { fontSize: 18, bold: true, color: COLOURS.ink, margin: [0, 0, 0, 4] },
  subtitle: { fontSize: 10, color: COLOURS.muted, margin: [0, 0, 0, 12] },
  h1: { fontSize: 14, bold: true, color: COLOURS.brand, margin: [0, 14, 0, 6] },
  h2: { fontSize: 11, bold: true, color: COLOURS.ink, margin: [0, 10, 0, 4] },
  note: { fontSize: 7.5, color: COLOURS.muted, margin: [0, 3, 0, 0] },
  tableHeader: { fontSize: 8, bold: true, color: "#ffffff" },
  tableCell: { fontSize: 8.5 },
  label: { fontSize: 8.5, color: COLOURS.muted },
  warning: { fontSize: 8.5, color: COLOURS.warning },
} satisfies DocumentDefinition["styles"];

export interface TableColumn {
  header: string;
  /** A pdfmake width: a number of points, "auto" or "*". */
  width: number | "auto" | "*";
  /** Figures are right-aligned so their digits line up. */
  isNumeric?: boolean;
}

export interface TableOptions {
  /**
   * A heading printed as the table's first row: it can never end a page apart from the table, and it repeats
   * above the header row on every page the table runs onto.
   */
  title?: string;
  /** A line under the title (the clause a section of working follows). */
  titleNote?: string;
  marginBottom?: number;
}

/**
 * A table that breaks across pages cleanly: the header row repeats on every page, a row never splits, rows
 * alternate in shade so a long line can be followed across.
 */
export function table(columns: TableColumn[], rows: TableCell[][], options: TableOptions = {}): Content {
  const header: TableCell[] = columns.map((column) => ({
    text: column.header,
    style: "tableHeader",
    alignment: column.isNumeric ? "right" : "left",
  }));
  const titleRows: TableCell[][] =
    options.title === undefined
      ? []
      : [
          [
            {
              stack: [
                { text: options.title, style: "h2", margin: [0, 0, 0, 0] },
                ...(options.titleNote
                  ? [{ text: options.titleNote, style: "note", margin: [0, 0, 0, 0] } as Content]
                  : []),
              ],
              colSpan: columns.length,
              margin: [-5, 8, 0, 2],
            },
            ...columns.slice(1).map((): TableCell => ({})),
          ],
        ];
  const titleRowCount = titleRows.length;
  const body: TableCell[][] = rows.map((row) =>
    row.map((cell, index): TableCell => {
      const isNumeric = columns[index]?.isNumeric === true;
      const alignment = isNumeric ? "right" : "left";
      if (typeof cell === "string" || typeof cell === "number") {
        return { text: String(cell), style: "tableCell", alignment };
      }
      // The placeholder cells a colSpan covers stay empty, as pdfmake expects.
      if (Object.keys(cell).length === 0) return cell;
      if (Array.isArray(cell)) return { stack: cell, style: "tableCell", alignment };
      return { style: "tableCell", alignment, ...cell } as TableCell;
    }),
  );
  const headerIndex = titleRowCount;
  return {
    table: {
      headerRows: titleRowCount + 1,
      // The header rows never end a page alone: they go over with the first row.
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: columns.map((column) => column.width),
      body: [...titleRows, header, ...body],
    },
    layout: {
      fillColor: (rowIndex: number) =>
        rowIndex < headerIndex
          ? null
          : rowIndex === headerIndex
            ? COLOURS.headerFill
            : (rowIndex - headerIndex) % 2 === 0
              ? COLOURS.zebra
              : null,
      hLineWidth: (lineIndex: number, node) =>
        lineIndex <= headerIndex
          ? 0
          : lineIndex === headerIndex + 1 || lineIndex === node.table.body.length
            ? 0.6
            : 0.3,
      vLineWidth: () => 0,
      hLineColor: () => COLOURS.rule,
      paddingLeft: () => 5,
      paddingRight: () => 5,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 0, 0, options.marginBottom ?? 8],
  };
}

/** Label and value pairs in two columns, for cover blocks and inputs. */
export function keyValueTable(pairs: Array<[string, string | Content]>, labelWidth = 150): Content {
  return {
    table: {
      widths: [labelWidth, "*"],
      dontBreakRows: true,
      body: pairs.map(([label, value]) => [
        { text: label, style: "label" },
        typeof value === "string" ? { text: value, style: "tableCell" } : value,
      ]),
    },
    layout: {
      hLineWidth: (lineIndex: number, node) => (lineIndex === 0 || lineIndex === node.table.body.length ? 0 : 0.3),
      vLineWidth: () => 0,
      hLineColor: () => COLOURS.rule,
      paddingLeft: () => 0,
      paddingTop: () => 2.5,
      paddingBottom: () => 2.5,
    },
    margin: [0, 0, 0, 8],
  };
}

/** A shaded box that a reader cannot miss: assumptions, warnings, "not calculated yet". */
export function callout(lines: Content[], tone: "warning" | "info" = "warning"): Content {
  return {
    table: {
      widths: ["*"],
      dontBreakRows: true,
      body: [[{ stack: lines, margin: [6, 5, 6, 5] }]],
    },
    layout: {
      fillColor: () => (tone === "warning" ? COLOURS.warningFill : COLOURS.brandLight),
      hLineWidth: () => 0,
      vLineWidth: (lineIndex: number) => (lineIndex === 0 ? 3 : 0),
      vLineColor: () => (tone === "warning" ? "#d97706" : COLOURS.brand),
    },
    margin: [0, 2, 0, 10],
  };
}

/**
 * `headlineLevel` marks what the page-break rule looks after. A heading never ends a page without something of
 * what it heads; a part (a roof of a combined document) opens a fresh page, unless the page holds little yet.
 */
export const HEADLINE = { part: 1, heading: 2 } as const;

/**
 * A part opens a fresh page once this share of the page is used; on a page used less, it follows under the part
 * before, so no page is left holding only the last lines of a roof.
 */
export const PART_FRESH_PAGE_FROM = 1 / 3;

/** A node starting this close to the top of its page is already where a break would put it. */
const AT_PAGE_TOP = 0.02;

/**
 * pdfmake's `pageBreakBefore`: breaks before a part that starts on a page already a third used, and before a
 * heading that only headings (or nothing) follow on its page, so the heading goes over with its content.
 */
export function breaksPageBefore(node: PageBreakNode, queries: PageBreakQueries): boolean {
  if (node.headlineLevel === undefined || node.startPosition.verticalRatio <= AT_PAGE_TOP) return false;
  if (node.headlineLevel === HEADLINE.part && node.startPosition.verticalRatio >= PART_FRESH_PAGE_FROM) return true;
  // pdfmake lists the running header and footer among a page's nodes, placed at the page's top: only what starts
  // below the heading is content that could go with it.
  return queries
    .getFollowingNodesOnPage()
    .filter((following) => following.startPosition.top > node.startPosition.top)
    .every((following) => following.headlineLevel !== undefined);
}

const HEADING_STYLES = new Set(["h1", "h2"]);
/** The line under a heading goes where its heading goes. */
const HEADING_NOTE_STYLES = new Set(["note", "subtitle"]);

const styleOf = (node: Content): unknown =>
  typeof node === "object" && node !== null && !Array.isArray(node) && "style" in node ? node.style : undefined;

/**
 * Marks every heading of a document, and the note under it, for the page-break rule, wherever the template put
 * it in its flow (a stack, a column). An unbreakable block and a table keep their heading with their content
 * already (a table's title is a header row kept with its first row), and pdfmake reports the positions of their
 * nodes from before it moved them, so the rule leaves them alone. A part's mark is kept.
 */
export function markHeadings(content: Content[]): Content[] {
  return content.map((node, index) => {
    if (typeof node !== "object" || node === null) return node;
    if (Array.isArray(node)) return markHeadings(node);
    if ("unbreakable" in node && node.unbreakable) return node;
    const style = styleOf(node);
    const previousStyle = index > 0 ? styleOf(content[index - 1] as Content) : undefined;
    const isHeading =
      (typeof style === "string" && HEADING_STYLES.has(style)) ||
      (typeof style === "string" && HEADING_NOTE_STYLES.has(style) && HEADING_STYLES.has(String(previousStyle)));
    const marked: Record<string, unknown> = { ...node };
    if (isHeading && !("headlineLevel" in node)) marked.headlineLevel = HEADLINE.heading;
    if ("stack" in node && Array.isArray(node.stack)) marked.stack = markHeadings(node.stack);
    if ("columns" in node && Array.isArray(node.columns)) marked.columns = markHeadings(node.columns);
    // The same node with its mark and marked children: its own kind of Content, which the spread cannot name.
    return marked as unknown as Content;
  });
}

export interface FrameOptions {
  snapshot: DocumentSnapshot;
  /** The document's name ("Fixing Specification", "Estimate", "NBS Clauses"). */
  title: string;
  content: Content[];
}

/** The complete pdfmake definition of a document: frame, styles and the template's content. */
export function framedDocument({ snapshot, title, content }: FrameOptions): DocumentDefinition {
  const { project } = snapshot;
  const generated = formatUkDateTime(snapshot.generatedAt);
  return {
    pageSize: "A4",
    pageMargins: PAGE_MARGINS,
    info: {
      title: `${title}: ${project.referenceNumber} ${project.name}`,
      author: PRODUCT_NAME,
      subject: title,
      creator: PRODUCT_NAME,
      producer: PRODUCT_NAME,
      // The version's moment, not the render's: the same version renders the same file.
      creationDate: new Date(snapshot.generatedAt),
    },
    defaultStyle: { font: "Helvetica", fontSize: 9, color: COLOURS.ink, lineHeight: 1.15 },
    styles: STYLES,
    header: () => ({
      margin: [40, 22, 40, 0],
      stack: [
        {
          columns: [
            { svg: ROOF_MARK_SVG, width: 34 },
            {
              width: "*",
              margin: [8, 1, 0, 0],
              stack: [
                { text: PRODUCT_NAME, bold: true, fontSize: 11, color: COLOURS.brand },
                { text: title, fontSize: 8, color: COLOURS.muted },
              ],
            },
            {
              width: "auto",
              alignment: "right",
              margin: [0, 1, 0, 0],
              stack: [
                { text: project.referenceNumber, bold: true, fontSize: 9 },
                { text: project.name, fontSize: 8, color: COLOURS.muted },
              ],
            },
          ],
        },
        { canvas: [{ type: "line", x1: 0, y1: 6, x2: CONTENT_WIDTH, y2: 6, lineWidth: 1, lineColor: COLOURS.brand }] },
      ],
    }),
    footer: (currentPage: number, pageCount: number) => ({
      margin: [40, 14, 40, 0],
      fontSize: 7.5,
      color: COLOURS.muted,
      columns: [
        { text: `Generated ${generated}`, width: "*" },
        { text: `Version ${snapshot.version}`, width: "auto", alignment: "center" },
        { text: `Page ${currentPage} of ${pageCount}`, width: "*", alignment: "right" },
      ],
    }),
    content: markHeadings(content),
    pageBreakBefore: breaksPageBefore,
  };
}
