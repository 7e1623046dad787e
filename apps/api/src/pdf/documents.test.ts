/**
 * The three documents rendered from snapshots the real engine calculated, at roof, plot (three roofs) and
 * project (two plots) level, read back as text: they must print the roof's own figures, the frame and the
 * blocks a reader relies on.
 */
import { PDF_TYPES } from "@portal/contracts";
import { calculateRoof } from "@portal/engine";
import { beforeAll, describe, expect, it } from "vitest";
import type { DocumentSnapshot } from "./document-snapshot.js";
import { formatNumber, formatPa } from "./format.js";
import { renderDocument } from "./render-pdf.js";
import { pdfText } from "./testing/pdf-text.js";
import { SAMPLE_ROOFS, sampleCalculationInput, sampleSnapshot } from "./testing/sample-snapshot.js";
import { fixingNameOf } from "./zone-diagram.js";

async function render(snapshot: DocumentSnapshot): Promise<{ pages: string[]; text: string }> {
  const pages = await pdfText(await renderDocument(snapshot));
  return { pages, text: pages.join("\n") };
}

/** A line the table wraps, as one. */
const oneLine = (text: string) => text.replace(/\s+/g, " ");

const firstRoof = (snapshot: DocumentSnapshot) => {
  const roof = snapshot.plots[0]?.roofs[0];
  if (!roof?.calculation) throw new Error("the sample's first roof is calculated");
  return { roof, calculation: roof.calculation };
};

/** Every page says "Page n of N" with the same N, and the version and UK date of the snapshot. */
function expectFrame(pages: string[]): void {
  pages.forEach((page, index) => {
    expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    expect(page).toContain("Version 3");
    // 13:45 UTC on 21 July is 14:45 British Summer Time.
    expect(page).toContain("Generated 21/07/2026 14:45");
    expect(page).toContain("TP-2026-0142");
  });
}

describe("Fixing Spec", () => {
  let roofLevel: DocumentSnapshot;
  let roofDocument: { pages: string[]; text: string };
  beforeAll(async () => {
    roofLevel = sampleSnapshot({ pdfType: PDF_TYPES.fixingSpec, level: "roof" });
    roofDocument = await render(roofLevel);
  });

  it("prints the frame on every page", () => {
    expect(roofDocument.pages.length).toBeGreaterThan(1);
    expectFrame(roofDocument.pages);
    expect(roofDocument.pages[0]).toContain("Fixing Specification");
  });

  it("prints the roof's peak velocity pressure and each area's design uplift beside its fixing's capacity", () => {
    const { calculation } = firstRoof(roofLevel);
    const { result } = calculation;
    expect(roofDocument.text).toContain(formatPa(result.wind.peakVelocityPressure.peakVelocityPressurePa));
    const areas = [result.fixing.perimeter, ...result.fixing.localAreas, result.fixing.generalArea];
    for (const area of areas) {
      if (!area?.fixing || area.capacityPa === null) throw new Error("every sample area has a fixing");
      expect(area.capacityPa).toBeGreaterThanOrEqual(area.designUpliftPa);
      const row = `${formatPa(area.designUpliftPa)} ${formatPa(area.capacityPa)} ${area.fixing.nailsPerTile} ${area.fixing.clipsPerTile} ${fixingNameOf(area)}`;
      expect(roofDocument.text).toContain(row);
    }
  });

  /** The sample's underlay (the worked example's) declares no wind-uplift resistance, so nothing may read complete. */
  it("never prints 'complete' while the underlay has no declared resistance, and says what to confirm", () => {
    const { calculation } = firstRoof(roofLevel);
    expect(calculation.result.fixing.verdict.verdict).toBe("to confirm");
    const text = oneLine(roofDocument.text);
    expect(text).not.toContain("Fixing specification complete");
    expect(text).not.toContain("Every check meets");
    expect(text).toContain("To confirm before work starts");
    // Said once, in the verdict: it is not an assumption the calculation made.
    expect(
      text.split("Underlay's declared wind-uplift resistance, not stated: confirm it with the manufacturer"),
    ).toHaveLength(2);
    expect(text).not.toContain("no declared resistance; required");
  });

  it("prints the underlay's pressure and verdict in each area, from the stored check", () => {
    const { calculation } = firstRoof(roofLevel);
    const underlay = calculation.result.fixing.underlay;
    if (!underlay) throw new Error("the sample roof has an underlay");
    const text = oneLine(roofDocument.text);
    expect(text).toContain("Underlay in each area");
    for (const area of underlay.areas) expect(text).toContain(`${formatPa(area.pressurePa)} none declared To confirm`);
  });

  it("prints 'Fixing specification complete' only when every check meets", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.fixingSpec, level: "roof" });
    const { roof } = firstRoof(snapshot);
    const sample = sampleCalculationInput(SAMPLE_ROOFS[0]?.roof ?? {});
    const inputs = {
      ...sample,
      underlay: { code: "UL-D", name: "Declared underlay", isAirPermeable: false, upliftResistancePa: 3000 },
    };
    const { result, trace } = calculateRoof(inputs);
    expect(result.fixing.verdict.verdict).toBe("complete");
    roof.calculation = { calculatedAt: "2026-03-14T10:05:00.000Z", inputs, result, trace };
    const text = oneLine((await render(snapshot)).text);
    expect(text).toContain("Fixing specification complete");
    expect(text).not.toContain("To confirm before work starts");
  });

  it("prints the stored set-out a roofer starts from: headlap, gauge, courses and the first batten", () => {
    const { settingOut } = firstRoof(roofLevel).calculation.result.fixing;
    const text = oneLine(roofDocument.text);
    expect(text).toContain(`${formatNumber(settingOut.gaugeMm, 0)} mm, ${settingOut.courses} courses per slope`);
    expect(text).toContain(
      `First batten eaves batten's top edge ${formatNumber(settingOut.eavesBattenMm, 0)} mm up the slope from the eaves line`,
    );
  });

  it("reads a calculation stored before verdicts as to confirm, never as complete", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.fixingSpec, level: "roof" });
    const { roof, calculation } = firstRoof(snapshot);
    const { verdict: _none, ...fixingWithoutVerdict } = calculation.result.fixing;
    roof.calculation = {
      ...calculation,
      result: { ...calculation.result, fixing: fixingWithoutVerdict as typeof calculation.result.fixing },
    };
    const text = oneLine((await render(snapshot)).text);
    expect(text).toContain("To confirm before work starts");
    expect(text).toContain("save the roof to recalculate it");
  });

  it("states where each wind input came from and which were assumed", () => {
    expect(roofDocument.text).toContain("Indicative (bundled");
    expect(roofDocument.text).toContain("Assumed: to confirm");
    expect(roofDocument.text).toContain("Conservative and assumed values");
    expect(roofDocument.text).toContain("Cdir = 1.0");
  });

  it("prints the load factors with their symbols, the batten and the references", () => {
    const { calculation } = firstRoof(roofLevel);
    // γQ is outside the standard fonts' encoding, so it is spelled out.
    expect(roofDocument.text).toContain("gammaQ 1.50");
    expect(roofDocument.text).toContain(calculation.result.fixing.batten.name);
    expect(roofDocument.text).toContain("BS 5534:2014+A2:2018");
    expect(roofDocument.text).toContain("BS EN 1991-1-4");
    expect(roofDocument.text).not.toContain("Appendix");
  });

  it("prints technical support's override of the load factors as such", () => {
    // The sample roof is calculated with the worked example's override (1.5, 1, 1, 0.9).
    expect(oneLine(roofDocument.text)).toContain(
      "Load factors: gammaQ 1.5, KFI 1.0, gammaG 1.0, f_u 0.9 — overridden by technical support",
    );
  });

  it("prints where each load factor comes from when nothing overrides it, and says so when it was not stored", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.fixingSpec, level: "roof" });
    const { roof } = firstRoof(snapshot);
    const { windLoadFactors: _override, ...sample } = sampleCalculationInput(SAMPLE_ROOFS[0]?.roof ?? {});
    const inputs = {
      ...sample,
      tile: { ...sample.tile, variableLoadSafetyFactor: 1.5, consequenceFactor: 1 },
      underlay: { code: "UL-AP", name: "Air-permeable underlay", isAirPermeable: true },
    };
    const { result, trace } = calculateRoof(inputs);
    roof.calculation = { calculatedAt: "2026-03-14T10:05:00.000Z", inputs, result, trace };
    const inUse =
      "Load factors: gammaQ 1.5 (tile), KFI 1.0 (consequence class CC2), gammaG 1.0 (specification default), f_u 1.1 (air-permeable underlay)";
    const printed = oneLine((await render(snapshot)).text);
    expect(printed).toContain(inUse);
    expect(printed).not.toContain("overridden by technical support");
    // A version made before the sources were stored prints its stored values and says the sources are unknown:
    // the document works nothing out again from the input.
    const stored = result.loadFactors.map(({ source: _source, sourceLabel: _label, ...factor }) => factor);
    roof.calculation = { ...roof.calculation, result: { ...result, loadFactors: stored as typeof result.loadFactors } };
    const old = oneLine((await render(snapshot)).text);
    expect(old).toContain("Load factors: gammaQ 1.5 (source not recorded");
    expect(old).not.toContain("(consequence class CC2)");
  });

  it.each(["plot", "project"] as const)("combines the roofs of a %s with a contents list", async (level) => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.fixingSpec, level });
    const { pages, text } = await render(snapshot);
    expectFrame(pages);
    expect(pages[0]).toContain("Contents");
    expect(pages[0]).toContain("Roofs and their verdicts");
    for (const plot of snapshot.plots) {
      for (const roof of plot.roofs) {
        expect(text).toContain(`${plot.name}: ${roof.name}`);
        expect(text).toContain(
          formatPa(roof.calculation?.result.wind.peakVelocityPressure.peakVelocityPressurePa ?? 0),
        );
      }
    }
  });

  it("says so when the project has no site location", async () => {
    const snapshot = { ...sampleSnapshot({ pdfType: PDF_TYPES.fixingSpec, level: "roof" }), site: null };
    const { text } = await render(snapshot);
    expect(text).toContain("No site location");
    // The roof still prints the wind its calculation used.
    const { calculation } = firstRoof(snapshot);
    expect(text).toContain(formatPa(calculation.result.wind.peakVelocityPressure.peakVelocityPressurePa));
  });

  it("adds the full working as an appendix to the Improved Fixing Spec", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.fixingSpec, level: "roof", isImproved: true });
    const { pages, text } = await render(snapshot);
    expectFrame(pages);
    expect(text).toContain("Appendix A: full working");
    // Every section of the working is printed, numbered by its place in the trace.
    const { calculation } = firstRoof(snapshot);
    calculation.trace.sections.forEach((section, index) => {
      expect(text).toContain(`A.${index + 1} ${section.title}`);
      section.sections.forEach((child, childIndex) => {
        expect(text).toContain(`A.${index + 1}.${childIndex + 1} ${child.title}`);
      });
    });
    expect(text).toContain("Peak velocity pressure");
    expect(text).toContain("Decision");
    expect(pages.length).toBeGreaterThan(roofDocument.pages.length);
  });

  it("draws a tiled wall in elevation", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.fixingSpec, level: "roof" });
    const { roof } = firstRoof(snapshot);
    const inputs = {
      ...sampleCalculationInput({ roofType: "vertical", pitchDeg: 90, spanM: 8, buildingLengthM: 7, wallHeightM: 5 }),
      systems: [],
    };
    const { result, trace } = calculateRoof(inputs);
    roof.calculation = { calculatedAt: "2026-03-14T10:05:00.000Z", inputs, result, trace };
    roof.roofTypeName = "Vertical tiling";
    const { text } = await render(snapshot);
    expect(text).toContain("Wind zones (elevation)");
    expect(text).toContain("7 m wall length");
    for (const area of result.fixing.localAreas) expect(text).toContain(formatPa(area.designUpliftPa));
  });

  it("prints the roof's solar array: the kit of the published 2 × 5 portrait example, power and the wind check", () => {
    const { roof } = firstRoof(roofLevel);
    const array = roof.solarArrays?.[0];
    if (!array?.windCheck) throw new Error("the sample's first roof has a checked solar array");
    // catalogue.md §4.1 "2 × 5 portrait": TL 1, TC 3, TR 1, TY 1, J 4; 3.00 kWp at 300 Wp; ArcBox one per pair, N + 1.
    for (const [code, count] of [
      ["FK-P-BL", 1],
      ["FK-P-BC", 3],
      ["FK-P-BR", 1],
      ["FK-P-UL", 1],
      ["FK-P-UJ", 4],
      ["IRP-300M", 10],
      ["ACB-MC4", 11],
    ] as const) {
      expect(roofDocument.text).toMatch(new RegExp(String.raw`${code} [^\n]+ Off ${count} `));
    }
    expect(roofDocument.text).toContain("Power 3.00 kWp");
    expect(roofDocument.text).toContain(`design uplift ${array.windCheck.designPressureKpa.toFixed(2)} kPa`);
    // The working with its numbers (the standard fonts spell the Greek symbols out, so from the first "=").
    expect(roofDocument.text).toContain(array.windCheck.working.slice(array.windCheck.working.indexOf("=")));
  });

  it("says a solar array's wind resistance was not checked when the roof gave no figures", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.fixingSpec, level: "roof" });
    const roof = snapshot.plots[0]?.roofs[0];
    const array = roof?.solarArrays?.[0];
    if (!roof || !array) throw new Error("the sample's first roof has a solar array");
    roof.solarArrays = [{ ...array, windCheck: null }];
    const { text } = await render(snapshot);
    expect(text).toContain("Wind resistance not checked");
  });

  it("prints 'Not calculated yet' for a roof without a calculation", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.fixingSpec, level: "plot" });
    const plot = snapshot.plots[0];
    if (!plot?.roofs[1]) throw new Error("the sample plot has three roofs");
    plot.roofs[1] = { ...plot.roofs[1], calculation: null, estimateItems: [], nbs: null };
    const { text } = await render({ ...snapshot, isImproved: true });
    expect(text).toContain("Not calculated yet");
  });
});

describe("Estimate", () => {
  it("prints a roof's area, edges and bill of quantities with packs", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" });
    const { roof, calculation } = firstRoof(snapshot);
    const { pages, text } = await render(snapshot);
    expectFrame(pages);
    expect(text).toContain(`Roof area (on the slope) ${formatNumber(calculation.result.estimate.roofAreaM2, 2)} m²`);
    const tiles = roof.estimateItems.find((item) => item.code === roof.tile?.code);
    expect(text).toContain(
      `${tiles?.code} ${tiles?.description} ${tiles?.unit} ${formatNumber(tiles?.quantity ?? 0, 0)}`,
    );
    expect(text).toMatch(/Duo Ridge 1 10\.00 m/);
    // Manual components are marked.
    expect(text).toContain("Roof ventilation tile M");
    expect(text).not.toContain("Summary for the");
    // The solar kit is a group of its own, after the roof's.
    expect(text).toContain("Solar kit: Solar Array 1");
    expect(text).toMatch(/IRP-300M In-roof PV panel 300 Wp, monocrystalline Off 10/);
  });

  it("renders a version to the same bytes every time", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" });
    const first = await renderDocument(snapshot);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await renderDocument(snapshot)).equals(first)).toBe(true);
  });

  it("prints a pack quantity and the packs as stored, so quantity ÷ pack quantity gives the packs printed", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" });
    const { roof } = firstRoof(snapshot);
    roof.estimateItems = roof.estimateItems.map((item, index) =>
      index === 1 ? { ...item, unit: "m", quantity: 384, packQuantity: 4.8, packs: 80 } : item,
    );
    const { text } = await render(snapshot);
    // 384 m in packs of 4.8 m is 80 packs; printed as "5" the pack would make it 76.8.
    expect(text).toMatch(/BATTEN-50X25 .* m 384 10 % 4\.8 80/);
  });

  it("marks lines staff changed", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" });
    const { roof } = firstRoof(snapshot);
    roof.estimateItems = roof.estimateItems.map((item, index) => (index === 1 ? { ...item, isEdited: true } : item));
    const { text } = await render(snapshot);
    expect(text).toMatch(/BATTEN-50X25 .* E m/);
    expect(text).toContain("E: quantity changed by staff");
  });

  /**
   * The sample's left and right verges are both "Dry verge" and share the eaves starter VERGE-STARTER: each starter
   * prints under its own verge (2 per side: one at the eaves end of each of the side's two verges), never both under
   * one, and every line prints the wastage the calculation added (the tile's 5 %, the batten's 10 %).
   */
  it("prints each line under the edge and system that counted it, with its wastage", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" });
    const { text } = await render(snapshot);
    expect(text).toMatch(
      /Left Verge: Dry verge\nVERGE-L [^\n]* Off 28 0 % – –\nVERGE-STARTER [^\n]* Off 2 0 % – –\nRight Verge: Dry verge\nVERGE-R [^\n]* Off 28 0 % – –\nVERGE-STARTER [^\n]* Off 2 0 % – –\n/,
    );
    expect(text).toMatch(/\nEX-420 Concrete interlocking tile 420 × 330 mm Off 1,000 5 % – –\n/);
    expect(text).toMatch(/\nBATTEN-50X25 [^\n]* m 308 10 % – –\n/);
  });

  it("prints lines stored before they named their system or wastage under their group, with a dash", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" });
    const { roof } = firstRoof(snapshot);
    roof.estimateItems = roof.estimateItems.map(({ edge: _edge, wastagePercent: _wastage, ...item }) => item);
    const { text } = await render({ ...snapshot, schema: 2 });
    expect(text).toMatch(/\nDry verge\nVERGE-L [^\n]* Off 28 – – –\nVERGE-STARTER/);
    expect(text).toMatch(/\nEX-420 Concrete interlocking tile 420 × 330 mm Off 1,000 – – –\n/);
  });

  it("totals identical codes across a project's roofs", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "project" });
    const { pages, text } = await render(snapshot);
    expectFrame(pages);
    expect(pages[0]).toContain("Contents");
    expect(text).toContain("Plot 2: Garage lean-to");
    const batten = snapshot.plots
      .flatMap((plot) => plot.roofs)
      .flatMap((roof) => roof.estimateItems)
      .filter((item) => item.code === "BN-65");
    const total = batten.reduce((sum, item) => sum + item.quantity, 0);
    expect(text).toContain("Summary for the project");
    expect(text).toContain(`BN-65 Batten nail 65 × 3.35 mm Off ${batten.length} ${formatNumber(total, 0)}`);
  });
});

/**
 * A plot or project document opens with every roof and its stored verdict on page 1, so a roof that needs technical
 * support is seen before its own page.
 */
describe("plot and project documents open with every roof's verdict", () => {
  it.each([
    ["Fixing Spec", PDF_TYPES.fixingSpec],
    ["Estimate", PDF_TYPES.estimate],
    ["NBS", PDF_TYPES.nbsClause],
  ] as const)("the %s of a plot", async (_name, pdfType) => {
    const snapshot = sampleSnapshot({ pdfType, level: "plot" });
    const roofs = snapshot.plots[0]?.roofs ?? [];
    const last = roofs.at(-1)?.calculation;
    if (!last) throw new Error("the sample's roofs are calculated");
    // The document prints the verdict as stored: a stored referral shows, whatever the figures say.
    last.result = {
      ...last.result,
      fixing: {
        ...last.result.fixing,
        verdict: { ...last.result.fixing.verdict, verdict: "refer to technical support" },
      },
    };
    const { pages } = await render(snapshot);
    const first = oneLine(pages[0] ?? "");
    expect(first).toContain("Roofs and their verdicts");
    expect(first).toContain("Roof Plot Roof type Pitch Verdict");
    roofs.forEach((roof, index) => {
      const pitch = `${formatNumber(roof.calculation?.inputs.roof.pitchDeg ?? 0, 1)}°`;
      const verdict = index === roofs.length - 1 ? "Refer to technical support" : "To confirm";
      expect(first).toContain(`${roof.name} Plot 1 ${roof.roofTypeName} ${pitch} ${verdict}`);
    });
  });
});

describe("NBS", () => {
  it("prints the roof's work section and clauses", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.nbsClause, level: "roof" });
    const { roof } = firstRoof(snapshot);
    const { pages, text } = await render(snapshot);
    expectFrame(pages);
    expect(text).toContain("Work section H65");
    expect(text).toContain("H65 Single lap roof tiling");
    const underlay = roof.nbs?.headers[0]?.clauses.find((clause) => clause.code === "H65/240");
    expect(underlay).toBeDefined();
    expect(text).toContain(`H65/240 ${underlay?.text}`);
  });

  it("prints a value the roof does not give yet as a marked gap, never as its placeholder", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.nbsClause, level: "roof" });
    const clause = firstRoof(snapshot).roof.nbs?.headers[0]?.clauses[0];
    if (!clause) throw new Error("the sample roof has clauses");
    clause.text = "Underlay: {underlay}, laid to BS 5534.";
    const { text } = await render(snapshot);
    // Text extraction may put a space where one styled run meets the next.
    expect(text).toMatch(/Underlay: \[underlay not chosen yet\]\s?, laid to BS 5534\./);
    expect(text).not.toContain("{underlay}");
  });

  it("prints roofs with identical clauses once, naming every roof", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.nbsClause, level: "project" });
    const { pages, text } = await render(snapshot);
    expectFrame(pages);
    expect(pages[0]).toContain("Contents");
    // Each plot holds the same three roofs, so each pair prints once.
    expect(text.match(/2 roofs with the same clauses/g)).toHaveLength(6);
    expect(text).toContain("Plot 2: House type B hipped roof");
  });

  it("says when a roof has no clauses", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.nbsClause, level: "plot" });
    const plot = snapshot.plots[0];
    if (!plot?.roofs[2]) throw new Error("the sample plot has three roofs");
    plot.roofs[2] = { ...plot.roofs[2], calculation: null, nbs: null };
    const { text } = await render(snapshot);
    expect(text).toContain("Not calculated yet");
    expect(text).toContain("H65/240");
  });
});
