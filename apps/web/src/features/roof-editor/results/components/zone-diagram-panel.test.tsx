import { ROOF_EDITOR_MESSAGES, type ZoneFixing } from "@portal/contracts";
import { ZONE_DIAGRAM_TEXT } from "@portal/contracts/ui";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { duopitchResult, hippedResult } from "../testing/fixtures";
import { ZoneDiagramPanel } from "./zone-diagram-panel";

function setup(reply: () => Response) {
  loadTestSettings();
  const api = mockApi({ ...signedInAs(whoAmI()), "GET /api/v1/roofs/fixing-result/5": reply });
  renderPage(<ZoneDiagramPanel roofId={5} />);
  return api;
}

const diagram = () => screen.findByRole("img", { name: /plan of the wind-zone areas/ });
const areaGroup = (svg: HTMLElement, number: number) => svg.querySelector(`[data-area="${number}"]`);
const rects = (svg: HTMLElement, number: number) => [...(areaGroup(svg, number)?.querySelectorAll("rect") ?? [])];
const tableRows = () => within(screen.getByRole("table", { name: ZONE_DIAGRAM_TEXT.tableCaption })).getAllByRole("row");
const legend = () => screen.getByRole("complementary", { name: ZONE_DIAGRAM_TEXT.legendTitle });

describe("zone diagram panel", () => {
  it("draws a duopitch's bands to scale on plan, mirrored at both verges and on both slopes", async () => {
    setup(() => json(duopitchResult()));
    const svg = await diagram();
    // The calculation's time as every date-time in the product: dd/MM/yyyy HH:mm in UK time (spec 01 §5.6).
    expect(screen.getByText(ZONE_DIAGRAM_TEXT.calculatedAt("02/03/2026 10:15"), { exact: false })).toBeTruthy();
    expect(svg.querySelector("title")?.textContent).toBe("Duopitch: plan of the wind-zone areas");
    expect(svg.querySelector("desc")?.textContent).toContain(
      "Duopitch 12 m long and 8 m across, divided into 6 areas.",
    );
    expect(svg.querySelector("desc")?.textContent).toContain("Area 3, Eaves local area (strip e/10): 2 nails;");

    // Verge strip: 0.8 m wide at each gable, across both slopes (the whole 4.88 m up each slope).
    const verge = rects(svg, 2).map((rect) =>
      ["x", "y", "width", "height"].map((name) => Number(rect.getAttribute(name))),
    );
    expect(verge).toHaveLength(4);
    expect(verge[0]?.[0]).toBeCloseTo(0);
    expect(verge[0]?.[2]).toBeCloseTo(0.8);
    expect(verge[0]?.[3]).toBeCloseTo(4);
    expect(verge[2]?.[0]).toBeCloseTo(11.2);
    // Eaves strip: 1.46 m on the slope is 1.2 m on plan; it runs on to the middle, so one piece per slope.
    const eaves = rects(svg, 3).map((rect) =>
      ["x", "y", "width", "height"].map((name) => Number(rect.getAttribute(name))),
    );
    expect(eaves).toHaveLength(2);
    expect(eaves[0]?.[0]).toBeCloseTo(0.8);
    expect(eaves[0]?.[2]).toBeCloseTo(10.4);
    expect(eaves[0]?.[3]).toBeCloseTo(1.2, 2);
    expect(eaves[1]?.[1]).toBeCloseTo(8 - 1.2, 2);
    // The perimeter tiles are drawn along every edge and the ridge.
    expect(areaGroup(svg, 1)?.querySelector("path")?.getAttribute("d")).toContain("M0 4L12 4");
    expect(areaGroup(svg, 6)?.getAttribute("data-fixing")).toBe("1 nail");

    const items = within(legend())
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual([
      "1 nail (1 area: 6)",
      "2 nails (3 areas: 3, 4, 5)",
      "1 nail + clip (2 areas: 1, 2)",
    ]);
    expect(within(legend()).getByText(ZONE_DIAGRAM_TEXT.notePerimeter)).toBeTruthy();

    const rows = tableRows();
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Area", "Zones", "Design uplift (Pa)", "Capacity (Pa)", "Fixing", "Status"]);
    const verges = within(rows[2] as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(verges).toEqual([
      "2. Verge local area (gable strip e/10)0–0.8 m from each verge, 0–4.88 m up the slope",
      "G (θ = 90°)",
      "1793",
      "4691",
      "1 nail + clip",
      "ok",
    ]);
    expect(
      screen.getByText(/Span 8 m, building length 12 m, pitch 35°, peak velocity pressure qp 664 Pa/),
    ).toBeTruthy();
  });

  it("draws a hipped roof's strip along the eaves, hips and ridge, and says how it is drawn", async () => {
    setup(() => json(hippedResult()));
    const svg = await diagram();
    expect(svg.querySelector("title")?.textContent).toBe("Hipped: plan of the wind-zone areas");
    const strip = areaGroup(svg, 2);
    expect(strip?.getAttribute("data-fixing")).toBe("clip");
    // The eaves ring 1.46 m on the slope (1.196 m on plan) wide, and a band that wide each side of hips and ridge.
    expect(strip?.querySelector("path[fill-rule='evenodd']")?.getAttribute("d")).toBe(
      "M0 0H12V8H0ZM1.196 1.196H10.804V6.804H1.196Z",
    );
    const band = strip?.querySelector("path[fill='none']");
    expect(Number(band?.getAttribute("stroke-width"))).toBeCloseTo(2.392, 3);
    expect(band?.getAttribute("d")).toContain("M0 0L4 4");
    expect(band?.getAttribute("d")).toContain("M4 4L8 4");
    expect(rects(svg, 3)).toHaveLength(1);

    const items = within(legend())
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual([
      "1 nail (1 area: 3)",
      "clip (1 area: 2)",
      "Refer to technical support (1 area: 1)",
    ]);
    expect(within(legend()).getByText(ZONE_DIAGRAM_TEXT.noteHipped("1.2"))).toBeTruthy();

    const cells = (index: number) =>
      within(tableRows()[index] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells(1).slice(3)).toEqual(["—", "Refer to technical support", "refer to technical support"]);
    expect(cells(2).slice(1)).toEqual(["L (θ = 0°)", "1200", "1400", "clip", "ok"]);
  });

  it("draws a tiled wall in elevation, and says which area it cannot place", async () => {
    setup(() =>
      json(
        duopitchResult({
          roofType: "Vertical tiling",
          geometry: { spanM: 8, buildingLengthM: 12, pitchDeg: 90, eavesHeightM: 5, rafterLengthM: 6 },
          areas: [
            ...duopitchResult().areas.slice(0, 1),
            {
              ...(duopitchResult().areas[1] as ZoneFixing),
              name: "Corner local area (zone A, e/5)",
              dimensions: "0–1.6 m from each verge, 0–6 m up the slope",
            },
            {
              ...(duopitchResult().areas[5] as ZoneFixing),
              name: "Odd area",
              dimensions: "somewhere near the window",
            },
          ],
        }),
      ),
    );
    const svg = await screen.findByRole("img", { name: /elevation of the wall/ });
    const corner = rects(svg, 2).map((rect) =>
      ["x", "y", "width", "height"].map((name) => Number(rect.getAttribute(name))),
    );
    expect(corner).toEqual([
      [0, 0, 1.6, 6],
      [10.4, 0, 1.6, 6],
    ]);
    expect(within(legend()).getByText("Area 3: not drawn; it lies somewhere near the window.")).toBeTruthy();
  });

  it("prints the stored verdict and every check with what to confirm, never 'complete' while one waits", async () => {
    const result = duopitchResult();
    setup(() => json(result));
    const verdict = await screen.findByRole("region", {
      name: `${ZONE_DIAGRAM_TEXT.verdictTitle}: ${ZONE_DIAGRAM_TEXT.verdictLabels["to confirm"]}`,
    });
    expect(within(verdict).getByText(result.verdict.summary)).toBeTruthy();
    expect(screen.queryByText(ZONE_DIAGRAM_TEXT.verdictLabels.complete, { exact: false })).toBeNull();
    const rows = within(screen.getByRole("table", { name: ZONE_DIAGRAM_TEXT.checksCaption })).getAllByRole("row");
    expect(rows.slice(1).map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))).toEqual([
      ["Fixing: general area", "Meets", "1 nail, capacity 539 Pa ≥ design uplift 448 Pa"],
      [
        "Underlay: general area",
        "To confirm",
        "Vapour-open LR underlay's declared wind-uplift resistance, not in catalogue product component UL-VO-1050, field Resistance (Pa): confirm it with the manufacturer",
      ],
      ["Setting out", "Meets", "14 courses at 344.1 mm gauge, headlap 75.9 mm, within the tile's headlap range"],
    ]);
  });

  it("shows the set-out a roofer starts from, as stored: headlap, gauge, courses and the first batten", async () => {
    setup(() => json(duopitchResult()));
    const setOut = await screen.findByRole("region", { name: ZONE_DIAGRAM_TEXT.setOutTitle });
    const pairs = [...setOut.querySelectorAll("dt")].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      [ZONE_DIAGRAM_TEXT.setOutHeadlap, "75.9 mm"],
      [ZONE_DIAGRAM_TEXT.setOutGauge, "344.1 mm"],
      [ZONE_DIAGRAM_TEXT.setOutCourses, "14"],
      [ZONE_DIAGRAM_TEXT.setOutEavesBatten, ZONE_DIAGRAM_TEXT.setOutEavesBattenValue("370", "50")],
    ]);
    expect(within(setOut).getByText(ZONE_DIAGRAM_TEXT.setOutNote("4.88"))).toBeTruthy();
  });

  it("says a calculation stored before the first batten was needs a recalculation", async () => {
    const result = duopitchResult();
    setup(() => json({ ...result, settingOut: { ...result.settingOut, eavesBattenMm: null, eavesOverhangMm: null } }));
    const setOut = await screen.findByRole("region", { name: ZONE_DIAGRAM_TEXT.setOutTitle });
    expect(within(setOut).getByText(ZONE_DIAGRAM_TEXT.setOutNotStored)).toBeTruthy();
  });

  it("shows a calm empty state while the roof's fixing data and tile are not entered", async () => {
    setup(() => json({ message: ROOF_EDITOR_MESSAGES.fixingDiagnosticsNotReady }, 404));
    expect(await screen.findByText(ZONE_DIAGRAM_TEXT.notReadyTitle)).toBeTruthy();
    expect(screen.getByText(ZONE_DIAGRAM_TEXT.notReadyText)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
