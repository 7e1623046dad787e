import { expect, type Locator, type Page, test } from "@playwright/test";
import { ROOF_EDITOR_TEXT, SOLAR_ARRAY_TEXT } from "@portal/contracts/ui";
import { COMPLETED_ROOF_FIXING, createCompletedRoof } from "../../../apps/api/test/completed-roof-over-http.js";
import { apiAs } from "../../fixtures/api.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";

/** The seeded catalogue's 300 Wp panel (apps/api/src/db/seed/catalogue/solar.ts). */
const PANEL_300_WP = "In-roof PV panel 300 Wp, monocrystalline";

const cell = (grid: Locator, row: number, column: number) =>
  grid.getByRole("gridcell", { name: new RegExp(`^Row ${row}, column ${column}: `) });

/** Press on the first cell, move over the others with the button held, release: one stroke of paint. */
async function paintStroke(page: Page, cells: Locator[]) {
  const [first, ...rest] = cells;
  if (!first) return;
  await first.hover();
  await page.mouse.down();
  for (const next of rest) await next.hover();
  await page.mouse.up();
}

test("a roofer designs a 3 × 4 portrait array with a roof window and finds it saved", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_ROOFER);
  const call = await apiAs(page, DEMO_ROOFER);
  const roof = await createCompletedRoof(call, `Solar ${Date.now()}`);
  // Three rows of 1.7 m panels with their flashings and tile courses need about 6.4 m of rafter: a 12 m span at
  // 35° gives 6 / cos 35° = 7.3 m (the completed roof's 8 m span gives 4.9 m, and the designer refuses it).
  await call("PUT", "/roof-fixing", {
    roofId: roof.roofId,
    version: roof.fixingVersion,
    ...COMPLETED_ROOF_FIXING,
    roofSpan: 12,
  });

  await page.goto(roof.path);
  await expect(page.getByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData })).toBeVisible();
  const solar = page.getByRole("switch", { name: SOLAR_ARRAY_TEXT.solarSwitch });
  await expect(solar).toBeEnabled();
  await solar.click();
  await expect(page.getByRole("heading", { name: SOLAR_ARRAY_TEXT.panelTitle })).toBeVisible();
  await expect(page.getByRole("heading", { name: SOLAR_ARRAY_TEXT.arrayTitle(1) })).toBeVisible();

  await page.getByLabel(SOLAR_ARRAY_TEXT.panel, { exact: true }).selectOption({ label: PANEL_300_WP });
  const grid = page.getByRole("grid", { name: SOLAR_ARRAY_TEXT.grid(1) });
  // The ridge side is named above the grid and the eaves side below it.
  await expect(page.getByText(SOLAR_ARRAY_TEXT.gridRidge, { exact: true })).toBeVisible();
  await expect(page.getByText(SOLAR_ARRAY_TEXT.gridEaves, { exact: true })).toBeVisible();
  // Three rows of four, each painted in one press-and-drag.
  for (const row of [1, 2, 3]) {
    await paintStroke(
      page,
      [1, 2, 3, 4].map((column) => cell(grid, row, column)),
    );
  }
  await expect(grid.getByRole("gridcell", { name: /: panel$/ })).toHaveCount(12);
  await expect(page.getByText(SOLAR_ARRAY_TEXT.powerValue("3.60"))).toBeVisible();

  // A window needs panels on all eight sides: in a 3 × 4 only the middle row's two inner cells qualify.
  const windowType = page.getByLabel(SOLAR_ARRAY_TEXT.windowType, { exact: true });
  await windowType.selectOption({ index: 1 });
  await page.getByRole("switch", { name: SOLAR_ARRAY_TEXT.windowMode }).click();
  await cell(grid, 2, 2).click();
  await expect(cell(grid, 2, 2)).toHaveAttribute("aria-label", SOLAR_ARRAY_TEXT.cell(2, 2, "window"));
  await expect(page.getByRole("alert").filter({ hasText: "configuration errors" })).toHaveCount(0);

  // The engine's figures at once: 11 panels × 0.30 kWp.
  await expect(page.getByText(SOLAR_ARRAY_TEXT.powerValue("3.30"))).toBeVisible();
  // The server's kit list after the save.
  const kits = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: SOLAR_ARRAY_TEXT.kitCount }) });
  await expect(kits.getByRole("row").filter({ hasText: /300 Wp/ })).toContainText("11", { timeout: 15_000 });
  await expect(page.getByText(SOLAR_ARRAY_TEXT.updating)).toHaveCount(0, { timeout: 15_000 });
  // A viewport taller than the panel, so the sticky bottom bar does not cover it in the picture.
  await page.setViewportSize({ width: 1280, height: 2600 });
  await page
    .getByRole("heading", { name: SOLAR_ARRAY_TEXT.panelTitle })
    .locator("xpath=ancestor::section[1]")
    .screenshot({ path: "../docs/screenshots/solar-designer.png" });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.reload();
  const reloaded = page.getByRole("grid", { name: SOLAR_ARRAY_TEXT.grid(1) });
  await expect(reloaded.getByRole("gridcell", { name: /: panel$/ })).toHaveCount(11);
  await expect(cell(reloaded, 2, 2)).toHaveAttribute("aria-label", SOLAR_ARRAY_TEXT.cell(2, 2, "window"));
  await expect(page.getByText(SOLAR_ARRAY_TEXT.powerValue("3.30"))).toBeVisible();
  await expect(page.getByLabel(SOLAR_ARRAY_TEXT.panel, { exact: true }).locator("option:checked")).toContainText(
    "300 Wp",
  );
  await expect(page.getByRole("switch", { name: SOLAR_ARRAY_TEXT.solarSwitch })).toBeChecked();
});
