/**
 * A specifier or building-control officer reads every document: none may point them at the product's own files
 * or notes. Every document kind at roof and plot level, rendered from the sample the real engine calculated.
 */
import { PDF_TYPES, type PdfType } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import type { DocumentSnapshot } from "./document-snapshot.js";
import { renderDocument } from "./render-pdf.js";
import { internalReferencesIn } from "./testing/internal-references.js";
import { pdfText } from "./testing/pdf-text.js";
import { sampleSnapshot } from "./testing/sample-snapshot.js";

const KINDS: Array<{ name: string; pdfType: PdfType; isImproved: boolean }> = [
  { name: "Fixing Spec", pdfType: PDF_TYPES.fixingSpec, isImproved: false },
  { name: "Improved Fixing Spec", pdfType: PDF_TYPES.fixingSpec, isImproved: true },
  { name: "Estimate", pdfType: PDF_TYPES.estimate, isImproved: false },
  { name: "NBS", pdfType: PDF_TYPES.nbsClause, isImproved: false },
];
const LEVELS: Array<DocumentSnapshot["level"]> = ["roof", "plot"];

describe("internal-reference patterns", () => {
  it("catch the product's own paths, notes and markers", () => {
    for (const text of [
      "rest (docs/decisions/engine.md)",
      "calculations.md §5.2",
      "BS 5534; spec 03 §5 maximum headlap",
      "BS 5534 [ASSUME structure]",
      "Table 7.5 [MEM]",
      "reference slope-outline.ts",
      "catalogue §4.2",
    ]) {
      expect(internalReferencesIn(text), text).not.toEqual([]);
    }
  });

  it("let a public standard's clause sign through", () => {
    for (const text of [
      "BS EN 1991-1-4 §7.2; BS 5534",
      "BS EN 1991-1-4:2005+A1:2010 §4 with UK NA",
      "NA to BS EN 1991-1-4 Figure NA.7",
      "Fixing Specification, version 3",
    ]) {
      expect(internalReferencesIn(text), text).toEqual([]);
    }
  });
});

describe("no document prints an internal reference", () => {
  for (const kind of KINDS) {
    for (const level of LEVELS) {
      it(`${kind.name}, ${level} level`, async () => {
        const snapshot = sampleSnapshot({ pdfType: kind.pdfType, level, isImproved: kind.isImproved });
        const text = (await pdfText(await renderDocument(snapshot))).join("\n");
        expect(internalReferencesIn(text)).toEqual([]);
      });
    }
  }
});
