/**
 * The text of a PDF, page by page, as a reader's copy and paste would give it: for tests that check a document
 * prints the values it should. Items on one line are joined with spaces, lines with new lines.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const require = createRequire(import.meta.url);
const STANDARD_FONT_DATA_URL = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

interface PositionedText {
  text: string;
  x: number;
  y: number;
}

export async function pdfText(buffer: Buffer | Uint8Array): Promise<string[]> {
  const document = await getDocument({
    // pdfjs takes ownership of the bytes it is given, so it gets a copy.
    data: new Uint8Array(buffer),
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      const items: PositionedText[] = content.items.flatMap((item) =>
        "str" in item && item.str.trim() !== ""
          ? [{ text: item.str, x: item.transform[4] as number, y: Math.round(item.transform[5] as number) }]
          : [],
      );
      pages.push(linesOf(items).join("\n"));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** Items grouped into lines by their baseline (top of the page first), each line read left to right. */
function linesOf(items: PositionedText[]): string[] {
  const byLine = new Map<number, PositionedText[]>();
  for (const item of items) {
    const key = [...byLine.keys()].find((y) => Math.abs(y - item.y) <= 2) ?? item.y;
    byLine.set(key, [...(byLine.get(key) ?? []), item]);
  }
  return [...byLine.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, line]) =>
      line
        .sort((a, b) => a.x - b.x)
        .map((item) => item.text)
        .join(" "),
    );
}
