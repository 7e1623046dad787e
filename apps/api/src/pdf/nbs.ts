/**
 * The NBS clause document: per roof (plot by plot) the work section, then each header with its clauses in
 * order (code, sub heading, text). In a plot or project document, roofs whose clauses print word for word the
 * same are printed once, under a heading that names every roof they cover.
 */

import { clauseTextParts } from "@portal/contracts/ui";
import { contentsList, notCalculatedBlock, type PlacedRoof, roofsOf, roofTitle, titleBlock } from "./document-parts.js";
import type { DocumentNbs, DocumentSnapshot } from "./document-snapshot.js";
import { COLOURS, CONTENT_WIDTH, callout, framedDocument } from "./page-frame.js";
import type { Content, DocumentDefinition } from "./pdfmake-types.js";

export const NBS_TITLE = "NBS Specification Clauses";

interface ClauseSet {
  nbs: DocumentNbs | null;
  roofs: PlacedRoof[];
}

/** Roofs grouped by the clauses they print, in the order the first of each group comes. */
export function groupRoofsByClauses(roofs: readonly PlacedRoof[]): ClauseSet[] {
  const sets = new Map<string, ClauseSet>();
  roofs.forEach((placed, index) => {
    // A roof without clauses is never merged: each says for itself that it has none.
    const key = placed.roof.nbs === null ? `none:${index}` : JSON.stringify(placed.roof.nbs);
    const set = sets.get(key) ?? { nbs: placed.roof.nbs, roofs: [] };
    set.roofs.push(placed);
    sets.set(key, set);
  });
  return [...sets.values()];
}

/**
 * The clauses as blocks that must not break: a header travels with its first clause, every other clause on its
 * own. The first block holds the work section too, so a roof's heading can keep it company.
 */

/** A clause as printed: a value the roof does not give yet reads as a marked gap, never as a raw placeholder. */
function printedClauseText(text: string): Content[] {
  return clauseTextParts(text).map((part) =>
    "missing" in part ? { text: `[${part.missing}]`, bold: true, color: COLOURS.warning } : { text: part.text },
  );
}

function clauseBlocks(nbs: DocumentNbs): Content[][] {
  const workSection: Content = {
    text: [
      { text: "Work section ", color: COLOURS.muted },
      { text: nbs.workSection, bold: true },
    ],
    margin: [0, 0, 0, 6],
  };
  const blocks: Content[][] = [[workSection]];
  for (const header of nbs.headers) {
    const headerText: Content = { text: `${header.number}  ${header.text}`, style: "h2" };
    if (header.clauses.length === 0) {
      blocks.push([headerText, { text: "No clauses selected under this header.", style: "note" }]);
      continue;
    }
    header.clauses.forEach((clause, index) => {
      const clauseContent: Content = {
        columns: [
          { text: clause.code, width: 62, bold: true, color: COLOURS.brand },
          {
            width: "*",
            stack: [
              ...(clause.subHeading ? [{ text: clause.subHeading, bold: true, margin: [0, 0, 0, 1] } as Content] : []),
              { text: printedClauseText(clause.text) },
            ],
          },
        ],
        columnGap: 8,
        margin: [0, 3, 0, 5],
      };
      blocks.push(index === 0 ? [headerText, clauseContent] : [clauseContent]);
    });
  }
  return blocks;
}

function setContent(set: ClauseSet, isFirst: boolean): Content[] {
  const names = set.roofs.map(roofTitle);
  const heading: Content[] = [
    ...(isFirst
      ? []
      : [
          {
            canvas: [
              { type: "line", x1: 0, y1: 10, x2: CONTENT_WIDTH, y2: 10, lineWidth: 0.6, lineColor: COLOURS.rule },
            ],
          } as Content,
        ]),
    {
      text: names.length === 1 ? (names[0] ?? "") : `${names.length} roofs with the same clauses`,
      style: "h1",
      tocItem: true,
      tocMargin: [0, 2, 0, 0],
      // Clause sets are short: in a combined document they follow one another, parted by a rule.
      ...(isFirst ? {} : { margin: [0, 22, 0, 6] }),
    },
    ...(names.length > 1 ? [{ ul: names, fontSize: 9, color: COLOURS.muted, margin: [0, -2, 0, 8] } as Content] : []),
  ];
  if (set.nbs === null) {
    const roof = set.roofs[0]?.roof;
    return [
      ...heading,
      roof?.tile === null
        ? callout([
            { text: "No tile chosen", bold: true },
            {
              text: "The clauses follow from the roof's tile: choose it in the roof editor and generate the document again.",
            },
          ])
        : notCalculatedBlock("NBS clauses"),
    ];
  }
  // The heading, the work section and the first clause stay together on one page. Unbreakable blocks are never
  // nested: pdfmake loses the content of an unbreakable block inside another.
  const [workSection = [], firstClause = [], ...rest] = clauseBlocks(set.nbs);
  return [
    { stack: [...heading, ...workSection, ...firstClause], unbreakable: true },
    ...rest.map((block): Content => ({ stack: block, unbreakable: true })),
  ];
}

export function nbsDocument(snapshot: DocumentSnapshot): DocumentDefinition {
  const roofs = roofsOf(snapshot);
  const sets =
    snapshot.level === "roof"
      ? roofs.map((placed) => ({ nbs: placed.roof.nbs, roofs: [placed] }))
      : groupRoofsByClauses(roofs);
  const content: Content[] = [
    ...titleBlock(snapshot, NBS_TITLE),
    ...contentsList(snapshot),
    ...sets.flatMap((set, index) => setContent(set, index === 0)),
  ];
  return framedDocument({ snapshot, title: NBS_TITLE, content });
}
