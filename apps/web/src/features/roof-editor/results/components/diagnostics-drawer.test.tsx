import { ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { DIAGNOSTICS_TEXT } from "@portal/contracts/ui";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminWhoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { estimateDiagnostics, fixingDiagnostics } from "../testing/diagnostics-fixtures";
import { labelOf } from "./diagnostic-values";
import { DiagnosticsDrawer } from "./diagnostics-drawer";

function setup(fixing: () => Response, estimate: () => Response = () => json({ data: "{}" })) {
  loadTestSettings();
  mockApi({
    ...signedInAs(adminWhoAmI()),
    "GET /api/v1/roofs/fixing-diagnostic-data/5": fixing,
    "GET /api/v1/roofs/estimate-diagnostic-data/5": estimate,
  });
  renderPage(<DiagnosticsDrawer roofId={5} open onClose={() => undefined} />);
}

const section = (name: string) => screen.getByRole("region", { name });
const shownValue = (region: HTMLElement, label: string) =>
  within(region).getByRole("rowheader", { name: label }).closest("tr")?.querySelector("td")?.textContent;

describe("diagnostics drawer", () => {
  it("shows the fixing calculation as labelled sections, with the raw JSON beneath", async () => {
    setup(() => json({ data: JSON.stringify(fixingDiagnostics) }));
    const drawer = await screen.findByRole("dialog", { name: DIAGNOSTICS_TEXT.title });
    expect(within(drawer).getByRole("tab", { name: DIAGNOSTICS_TEXT.fixingTab, selected: true })).toBeTruthy();
    await within(drawer).findByRole("heading", { name: DIAGNOSTICS_TEXT.inputs, level: 3 });
    expect(
      within(drawer)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      DIAGNOSTICS_TEXT.inputs,
      DIAGNOSTICS_TEXT.siteWind,
      DIAGNOSTICS_TEXT.loadFactors,
      DIAGNOSTICS_TEXT.pressures,
      DIAGNOSTICS_TEXT.resistances,
      DIAGNOSTICS_TEXT.chosenFixing,
      DIAGNOSTICS_TEXT.trace,
    ]);

    expect(shownValue(section("Site"), "Site altitude (m)")).toBe("100");
    expect(shownValue(section("Roof"), "Pitch (°)")).toBe("35");
    expect(shownValue(section(DIAGNOSTICS_TEXT.peakVelocityPressure), "Peak velocity pressure (Pa)")).toBe("663.93");
    expect(shownValue(section(DIAGNOSTICS_TEXT.resistances), "Per nail capacity (Pa)")).toBe("198.719");
    expect(shownValue(section(DIAGNOSTICS_TEXT.chosenFixing), "Status")).toBe("ok");
    expect(shownValue(section("Headlap"), "Headlap (mm)")).toBe("75");

    const pressures = within(section(DIAGNOSTICS_TEXT.pressures)).getAllByRole("row");
    expect(
      within(pressures[0] as HTMLElement)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "Zones", "cpe,1", "Design uplift (Pa)", "Capacity (Pa)", "Fixing", "Status", "Minimum rule"]);
    expect(
      within(pressures[3] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
        .slice(0, 7),
    ).toEqual(["General area", "I (θ = 90°)", "-0.5", "448.153", "538.815", "1 nail", "ok"]);
    expect(within(section(DIAGNOSTICS_TEXT.trace)).getByText("fixing specification complete")).toBeTruthy();
    expect(within(drawer).getByText(DIAGNOSTICS_TEXT.rawJson)).toBeTruthy();
    expect(within(drawer).getByText(/"peakVelocityPressurePa": 663\.9299/)).toBeTruthy();
  });

  it("shows the estimate's inputs, summary, slopes and lines on its tab", async () => {
    setup(
      () => json({ data: JSON.stringify(fixingDiagnostics) }),
      () => json({ data: JSON.stringify(estimateDiagnostics) }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: DIAGNOSTICS_TEXT.estimateTab }));
    const summary = await screen.findByRole("region", { name: DIAGNOSTICS_TEXT.estimateSummary });
    expect(shownValue(summary, "Total tiles")).toBe("952");
    expect(shownValue(summary, "Roof area (m²)")).toBe("97.662");
    const lines = within(section(DIAGNOSTICS_TEXT.estimateLines)).getAllByRole("row");
    expect(within(lines[1] as HTMLElement).getAllByRole("cell")[0]?.textContent).toBe("EX-420");
    expect(within(section("Systems")).getByText("Dry ridge")).toBeTruthy();
    expect(section(DIAGNOSTICS_TEXT.estimateSlopes)).toBeTruthy();
  });

  it("says 'Invalid JSON string provided.' for text that is not JSON", async () => {
    setup(() => json({ data: "{not json" }));
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.invalidJson)).toBeTruthy();
    expect(screen.queryByText(DIAGNOSTICS_TEXT.rawJson)).toBeNull();
  });

  it("shows the API's 'Not enough data…' message while the roof is incomplete", async () => {
    setup(
      () => json({ message: ROOF_EDITOR_MESSAGES.fixingDiagnosticsNotReady }, 400),
      () => json({ message: ROOF_EDITOR_MESSAGES.estimateDiagnosticsNotReady }, 400),
    );
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.fixingDiagnosticsNotReady)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("tab", { name: DIAGNOSTICS_TEXT.estimateTab }));
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.estimateDiagnosticsNotReady)).toBeTruthy();
  });
});

describe("diagnostic labels", () => {
  it.each([
    ["peakVelocityPressurePa", "Peak velocity pressure (Pa)"],
    ["tileAreaM2", "Tile area (m²)"],
    ["mapWindVelocityMs", "Map wind velocity (m/s)"],
    ["rafterCentresMm", "Rafter centres (mm)"],
    ["cpe1", "Cpe1"],
    ["status", "Status"],
  ])("names %s '%s'", (key, label) => {
    expect(labelOf(key)).toBe(label);
  });
});
