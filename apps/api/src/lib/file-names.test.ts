import { describe, expect, it } from "vitest";
import { safeDownloadName } from "./file-names.js";

describe("a download's file name", () => {
  it.each([
    ["a right-to-left override disguising the extension (U+202E)", "invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["a zero-width space (U+200B)", "Main\u200B Roof.pdf", "Main Roof.pdf"],
    ["a byte-order mark (U+FEFF)", "\uFEFFSurvey.pdf", "Survey.pdf"],
    ["a left-to-right isolate (U+2066)", "Plan \u2066A\u2069.pdf", "Plan A.pdf"],
    ["a right-to-left isolate (U+2067)", "Plan \u2067A\u2069.pdf", "Plan A.pdf"],
    ["a first-strong isolate (U+2068)", "Plan \u2068A\u2069.pdf", "Plan A.pdf"],
    ["a pop directional isolate alone (U+2069)", "Plan\u2069.pdf", "Plan.pdf"],
    ["zero-width joiners and left-to-right marks", "Ro\u200Dof\u200E.pdf", "Roof.pdf"],
    ["control characters: a tab, a line break, NUL and DEL", "Main\tRoof\r\n\u0000\u007F.pdf", "MainRoof.pdf"],
  ])("loses %s", (_character, name, safe) => {
    expect(safeDownloadName(name)).toBe(safe);
  });

  it("keeps every visible character: accents, other scripts, punctuation and spaces", () => {
    const name = 'Élévation "Nord" – 北 (rev B) 50%.pdf';
    expect(safeDownloadName(name)).toBe(name);
  });
});
