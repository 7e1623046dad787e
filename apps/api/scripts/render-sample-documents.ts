/**
 * Renders the sample documents (Fixing Spec, Improved Fixing Spec, Estimate, NBS, each for one roof and for a
 * plot of three roofs) from snapshots the real engine calculated, and writes the first page of each as a PNG
 * to docs/documents/, so a change to a template can be seen in review. Needs pdftoppm (Debian poppler-utils).
 *
 *   npm run docs:documents -w @portal/api
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDF_TYPES, type PdfType } from "@portal/contracts";
import type { DocumentSnapshot } from "../src/pdf/document-snapshot.js";
import { renderDocument } from "../src/pdf/render-pdf.js";
import { pdfText } from "../src/pdf/testing/pdf-text.js";
import { sampleSnapshot } from "../src/pdf/testing/sample-snapshot.js";

const OUTPUT_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../docs/documents");

const DOCUMENTS: Array<{ name: string; pdfType: PdfType; isImproved: boolean }> = [
  { name: "fixing-spec", pdfType: PDF_TYPES.fixingSpec, isImproved: false },
  { name: "improved-fixing-spec", pdfType: PDF_TYPES.fixingSpec, isImproved: true },
  { name: "estimate", pdfType: PDF_TYPES.estimate, isImproved: false },
  { name: "nbs", pdfType: PDF_TYPES.nbsClause, isImproved: false },
];
const LEVELS: Array<DocumentSnapshot["level"]> = ["roof", "plot"];

/**
 * The pages to picture: the first of every document; for a roof's Fixing Spec also the roof's page (the zone
 * diagram), its solar page and its responsibility block, and for the Improved one the first page of the working.
 */
async function pagesToPicture(pdf: Buffer, level: DocumentSnapshot["level"], pdfType: PdfType): Promise<number[]> {
  if (level !== "roof" || pdfType !== PDF_TYPES.fixingSpec) return [1];
  const pages = await pdfText(pdf);
  const workingPage = pages.findIndex((page) => page.includes("Appendix A: full working")) + 1;
  if (workingPage > 0) return [1, workingPage];
  const solarPage = pages.findIndex((page) => page.includes("Solar Array 1")) + 1;
  const responsibilityPage = pages.findIndex((page) => page.includes("To confirm on site before work starts")) + 1;
  return [
    ...new Set([1, 2, ...(solarPage > 2 ? [solarPage] : []), ...(responsibilityPage > 2 ? [responsibilityPage] : [])]),
  ];
}

async function main(): Promise<void> {
  const workFolder = mkdtempSync(path.join(tmpdir(), "sample-documents-"));
  mkdirSync(OUTPUT_FOLDER, { recursive: true });
  try {
    for (const document of DOCUMENTS) {
      for (const level of LEVELS) {
        const snapshot = sampleSnapshot({ pdfType: document.pdfType, level, isImproved: document.isImproved });
        const started = performance.now();
        const pdf = await renderDocument(snapshot);
        const elapsedMs = performance.now() - started;
        const name = `${document.name}-${level}`;
        const pdfPath = path.join(workFolder, `${name}.pdf`);
        writeFileSync(pdfPath, pdf);
        for (const page of await pagesToPicture(pdf, level, document.pdfType)) {
          const suffix = page === 1 ? "" : `-page-${page}`;
          execFileSync("pdftoppm", [
            "-png",
            "-r",
            "80",
            "-singlefile",
            "-f",
            String(page),
            "-l",
            String(page),
            pdfPath,
            path.join(OUTPUT_FOLDER, `${name}${suffix}`),
          ]);
        }
        const roofCount = snapshot.plots.reduce((count, plot) => count + plot.roofs.length, 0);
        console.log(
          `${name}: ${(pdf.length / 1024).toFixed(0)} KB, ${elapsedMs.toFixed(0)} ms (${(elapsedMs / roofCount).toFixed(0)} ms per roof)`,
        );
        if (process.env.KEEP_PDF) writeFileSync(path.join(process.env.KEEP_PDF, `${name}.pdf`), pdf);
      }
    }
  } finally {
    rmSync(workFolder, { recursive: true, force: true });
  }
}

await main();
