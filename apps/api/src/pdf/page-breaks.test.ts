/**
 * Where pages break: a heading never ends a page without what it heads, and a roof of a combined document opens
 * a fresh page only when the page already holds a third or more, so no page is left with a roof's last lines.
 */
import { PDF_TYPES, type PdfType } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { breaksPageBefore, framedDocument, HEADLINE, markHeadings } from "./page-frame.js";
import type { Content, PageBreakNode, PageBreakQueries } from "./pdfmake-types.js";
import { renderDocument, renderPdf } from "./render-pdf.js";
import { pdfText } from "./testing/pdf-text.js";
import { sampleSnapshot } from "./testing/sample-snapshot.js";

/** A node as pdfmake describes it to the rule: where on its page it starts (0 top, 1 foot). */
function node(verticalRatio: number, headlineLevel?: number): PageBreakNode {
  return {
    ...(headlineLevel === undefined ? {} : { headlineLevel }),
    startPosition: {
      pageNumber: 2,
      pageOrientation: "portrait",
      pageInnerHeight: 714,
      pageInnerWidth: 515,
      left: 40,
      top: 78 + 714 * verticalRatio,
      verticalRatio,
      horizontalRatio: 0,
    },
    pageNumbers: [2],
    pages: 3,
    stack: false,
  } as PageBreakNode;
}

const following = (...nodes: PageBreakNode[]): PageBreakQueries => ({
  getFollowingNodesOnPage: () => nodes,
  getNodesOnNextPage: () => [],
  getPreviousNodesOnPage: () => [node(0)],
});

describe("the page-break rule", () => {
  it("moves a heading that ends its page, alone or with only its note, to the next page", () => {
    expect(breaksPageBefore(node(0.96, HEADLINE.heading), following())).toBe(true);
    expect(breaksPageBefore(node(0.95, HEADLINE.heading), following(node(0.97, HEADLINE.heading)))).toBe(true);
  });

  it("does not count the running header and footer, which pdfmake lists at the page's top, as what follows", () => {
    const frame = node(0.013);
    expect(breaksPageBefore(node(0.96, HEADLINE.heading), following(frame, frame))).toBe(true);
  });

  it("leaves a heading followed on its page by what it heads", () => {
    expect(breaksPageBefore(node(0.9, HEADLINE.heading), following(node(0.93)))).toBe(false);
  });

  it("never breaks before a heading at the top of a page, or before body text", () => {
    expect(breaksPageBefore(node(0, HEADLINE.heading), following())).toBe(false);
    expect(breaksPageBefore(node(0.96), following())).toBe(false);
  });

  it("opens a roof on a fresh page once a third of the page is used, and under the roof before below that", () => {
    expect(breaksPageBefore(node(0.34, HEADLINE.part), following(node(0.4)))).toBe(true);
    expect(breaksPageBefore(node(0.2, HEADLINE.part), following(node(0.25)))).toBe(false);
    // Below a third, a roof's heading still never ends its page.
    expect(breaksPageBefore(node(0.3, HEADLINE.part), following())).toBe(true);
  });
});

describe("headings are marked for the rule wherever they sit", () => {
  it("marks headings and the note under them in stacks and columns, keeping a part's mark", () => {
    const content: Content[] = [
      { text: "Roof", style: "h1", headlineLevel: HEADLINE.part },
      { text: "Duopitch", style: "subtitle" },
      { stack: [{ text: "Tile", style: "h2" }, { text: "body" }] },
      { columns: [{ stack: [{ text: "Slopes", style: "h2" }] }] },
      { table: { body: [[{ text: "Group", style: "h2" }], [{ text: "row" }]] } },
      { text: "A note under body text", style: "note" },
      { stack: [{ text: "Wind zones", style: "h2" }, { text: "diagram" }], unbreakable: true },
    ];
    const marked = JSON.parse(JSON.stringify(markHeadings(content)));
    expect(marked[0].headlineLevel).toBe(HEADLINE.part);
    expect(marked[1].headlineLevel).toBe(HEADLINE.heading);
    expect(marked[2].stack[0].headlineLevel).toBe(HEADLINE.heading);
    expect(marked[2].stack[1].headlineLevel).toBeUndefined();
    expect(marked[3].columns[0].stack[0].headlineLevel).toBe(HEADLINE.heading);
    // A table's title and an unbreakable block's heading are kept with their content by the table and block.
    expect(marked[4].table.body[0][0].headlineLevel).toBeUndefined();
    expect(marked[5].headlineLevel).toBeUndefined();
    expect(marked[6].stack[0].headlineLevel).toBeUndefined();
  });

  it("carries a heading that would end a page over to the next, with the text it heads", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" });
    const filler: Content[] = Array.from({ length: 200 }, (_, index) => ({ text: `Filler line ${index + 1}` }));
    const pagesWith = async (fillerLines: number) =>
      pdfText(
        await renderPdf(
          framedDocument({
            snapshot,
            title: "Headings",
            content: [
              ...filler.slice(0, fillerLines),
              { text: "A group heading", style: "h2" },
              { text: "The group's first line." },
            ],
          }),
        ),
      );
    // A page holds about 69 lines of filler (714 pt at 10.35 pt a line): over this range the heading reaches the
    // foot of page 1, and at 71 and 72 lines it fits there while its line does not.
    for (let lines = 66; lines < 74; lines++) {
      const pages = await pagesWith(lines);
      const headingPage = pages.findIndex((page) => page.includes("A group heading"));
      const linePage = pages.findIndex((page) => page.includes("The group's first line."));
      expect(headingPage, `${lines} filler lines`).toBe(linePage);
    }
  });
});

/** Lines of text on a page, the header (3 lines) and footer (1) left out. */
const bodyLines = (page: string) => page.split("\n").length - 4;

describe("combined documents leave no near-empty page", () => {
  const KINDS: Array<{ name: string; pdfType: PdfType; isImproved: boolean }> = [
    { name: "Fixing Spec", pdfType: PDF_TYPES.fixingSpec, isImproved: false },
    { name: "Estimate", pdfType: PDF_TYPES.estimate, isImproved: false },
  ];
  for (const kind of KINDS) {
    it(`${kind.name}, project level: every page but the last is at least a fifth full`, async () => {
      const snapshot = sampleSnapshot({ pdfType: kind.pdfType, level: "project", isImproved: kind.isImproved });
      const pages = await pdfText(await renderDocument(snapshot));
      // A full page holds about 50 lines of text.
      const nearEmpty = pages.slice(0, -1).flatMap((page, index) => (bodyLines(page) < 10 ? [index + 1] : []));
      expect(nearEmpty).toEqual([]);
    });
  }
});
