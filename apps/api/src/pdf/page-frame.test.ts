import { PDF_TYPES } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { framedDocument, table } from "./page-frame.js";
import { renderPdf } from "./render-pdf.js";
import { pdfText } from "./testing/pdf-text.js";
import { sampleSnapshot } from "./testing/sample-snapshot.js";

describe("page frame", () => {
  it("repeats a long table's header row on every page it runs onto", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" });
    const rows = Array.from({ length: 120 }, (_, index) => [`ROW-${index + 1}`, `Line ${index + 1}`, String(index)]);
    const definition = framedDocument({
      snapshot,
      title: "Long table",
      content: [
        table(
          [
            { header: "Catalogue code", width: 100 },
            { header: "Item description", width: "*" },
            { header: "Count", width: 50, isNumeric: true },
          ],
          rows,
        ),
      ],
    });
    const pages = await pdfText(await renderPdf(definition));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page).toContain("Catalogue code Item description Count");
    expect(pages[1]).toContain(`Page 2 of ${pages.length}`);
    // No row is lost or split at a page break.
    for (const [code] of rows) expect(pages.join("\n")).toMatch(new RegExp(`${code} `));
  });

  it("prints characters the standard fonts lack in letters", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" });
    const definition = framedDocument({ snapshot, title: "Symbols", content: [{ text: "γQ ≤ 1.5, θ = 90°, Σ 2 m²" }] });
    const [page] = await pdfText(await renderPdf(definition));
    expect(page).toContain("gammaQ <= 1.5, theta = 90°, Sum 2 m²");
  });
});
