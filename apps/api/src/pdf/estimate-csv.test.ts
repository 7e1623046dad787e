import { PDF_TYPES } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { csvCell, estimateCsv, UTF8_BYTE_ORDER_MARK } from "./estimate-csv.js";
import { sampleSnapshot } from "./testing/sample-snapshot.js";

describe("estimate CSV", () => {
  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvCell("Tile, red")).toBe('"Tile, red"');
    expect(csvCell('12" slate')).toBe('"12"" slate"');
    expect(csvCell("two\r\nlines")).toBe('"two\r\nlines"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvCell(-3)).toBe("-3");
  });

  it("prefixes cells a spreadsheet would run as a formula with a single quote", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+44 1234")).toBe("'+44 1234");
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
  });

  it("writes a header row and a CRLF-ended row per line of every roof", () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "plot" });
    const plot = snapshot.plots[0];
    const roof = plot?.roofs[0];
    if (!plot || !roof) throw new Error("the sample has a plot with roofs");
    roof.estimateItems.push({
      code: "=cmd|' /C calc'!A0",
      description: "Hand-added, with a comma",
      unit: "Off",
      quantity: 5,
      packQuantity: 2,
      // As stored with the line: 5 at 2 a pack is 3 packs.
      packs: 3,
      groupName: "Manual components",
      isEdited: true,
      isManual: true,
    });
    const file = estimateCsv(snapshot);
    // Excel reads a file without the byte-order mark in a legacy code page and garbles "×".
    expect(Buffer.from(file, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const csv = file.slice(UTF8_BYTE_ORDER_MARK.length);
    const rows = csv.split("\r\n");
    expect(rows[0]).toBe("Plot,Roof,Group,Edge,Code,Description,Unit,Quantity,Wastage %,Pack quantity,Packs");
    expect(csv.endsWith("\r\n")).toBe(true);
    const lineCount = plot.roofs.reduce((count, each) => count + each.estimateItems.length, 0);
    expect(rows).toHaveLength(lineCount + 2);
    expect(rows).toContain(
      `Plot 1,${roof.name},Manual components,,'=cmd|' /C calc'!A0,"Hand-added, with a comma",Off,5,,2,3`,
    );
    expect(rows).toContain(
      `Plot 1,${roof.name},Roof covering,,TN-70,"Tile nail 70 × 3.35 mm, aluminium",Packs,2,0,250,2`,
    );
    expect(rows).toContain(
      `Plot 1,${roof.name},Roof covering,,EX-420,Concrete interlocking tile 420 × 330 mm,Off,1000,5,,`,
    );
  });

  it("names the edge of the system that counted each line, so two systems' shared component stays two rows", () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" });
    const roof = snapshot.plots[0]?.roofs[0];
    if (!roof) throw new Error("the sample has a roof");
    const rows = estimateCsv(snapshot).split("\r\n");
    const starters = rows.filter((row) => row.includes(",VERGE-STARTER,"));
    expect(starters).toEqual([
      `Plot 1,${roof.name},Dry verge,Left Verge,VERGE-STARTER,Dry verge eaves starter,Off,2,0,,`,
      `Plot 1,${roof.name},Dry verge,Right Verge,VERGE-STARTER,Dry verge eaves starter,Off,2,0,,`,
    ]);
  });
});
