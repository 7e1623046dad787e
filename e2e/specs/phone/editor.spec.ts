import { expect, type Locator, type Page, test } from "@playwright/test";
import { formMessages, PDF_TYPE_NAMES, PDF_TYPES, ROOF_EDITOR_MESSAGES, ROOF_FIXING_LABELS } from "@portal/contracts";
import {
  DOCUMENTS_TEXT,
  QUANTITIES_TEXT,
  ROOF_EDITOR_TEXT,
  ROOF_NBS_TEXT,
  ROOFS_TEXT,
  SITE_PANEL_TEXT,
  ZONE_DIAGRAM_TEXT,
} from "@portal/contracts/ui";
import { COMPLETED_ROOF_FIXING, createCompletedRoof } from "../../../apps/api/test/completed-roof-over-http.js";
import { apiAs } from "../../fixtures/api.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";
import { E2E_ADMIN } from "../../playwright.config.js";

/** A roofer's phone on site. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The panels above a section have rendered: the wind zones and the site have left their loading states. */
async function expectPanelsAboveDrawn(page: Page) {
  await expect(page.getByRole("heading", { name: ZONE_DIAGRAM_TEXT.title })).toBeAttached();
  await expect(page.getByText(ZONE_DIAGRAM_TEXT.loading)).toHaveCount(0);
  await expect(page.getByText(SITE_PANEL_TEXT.loading)).toHaveCount(0);
  await expect(page.getByText(ROOF_EDITOR_TEXT.loading)).toHaveCount(0);
}

/**
 * The heading's top edge lies within the screen and below the sticky header (not hidden behind it), once the
 * panels above it have rendered, and stays there.
 */
async function expectLandedOn(page: Page, heading: Locator) {
  await expectPanelsAboveDrawn(page);
  const topInView = () =>
    heading.evaluate((element) => {
      const { top } = element.getBoundingClientRect();
      const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      return top >= headerBottom && top < window.innerHeight;
    });
  await expect.poll(topInView, { timeout: 15_000 }).toBe(true);
  // Nothing above moves it away afterwards.
  await page.waitForTimeout(1_500);
  expect(await topInView()).toBe(true);
  // The page really moved: the section lies far below the first screen.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(844);
}

test.describe("section links land on their panel", () => {
  test("?section=estimate and ?section=nbs open the page at their panel's heading", async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, DEMO_ROOFER);
    const roof = await createCompletedRoof(await apiAs(page, DEMO_ROOFER), `Links ${Date.now()}`);

    await page.goto(`${roof.path}?section=estimate`);
    await expectLandedOn(page, page.getByRole("heading", { name: ROOF_EDITOR_TEXT.estimateData, exact: true }));

    await page.goto(`${roof.path}?section=nbs`);
    await expectLandedOn(page, page.getByRole("heading", { name: ROOF_NBS_TEXT.title, exact: true }));
  });

  test("the plot page's Add Data link opens the roof at the panel the document waits for", async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, DEMO_ROOFER);
    const call = await apiAs(page, DEMO_ROOFER);
    const roof = await createCompletedRoof(call, `Add Data ${Date.now()}`);
    // Without an underlay the NBS clauses have a gap: the NBS document waits for data.
    await call("PUT", "/roof-fixing", {
      roofId: roof.roofId,
      version: roof.fixingVersion,
      ...COMPLETED_ROOF_FIXING,
      underlayId: null,
    });
    await page.goto(`/project/${roof.projectId}/plot/${roof.plotId}`);
    const addData = page
      .getByRole("link", { name: DOCUMENTS_TEXT.addDataFor(PDF_TYPE_NAMES[PDF_TYPES.nbsClause]) })
      .first();
    await expect(addData).toBeVisible();
    await addData.click();
    await expect(page).toHaveURL(/\?section=nbs$/);
    await expectLandedOn(page, page.getByRole("heading", { name: ROOF_NBS_TEXT.title, exact: true }));
  });
});

test("an emptied pitch or rafter centres says '{Label} is required' when left", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, DEMO_ROOFER);
  const roof = await createCompletedRoof(await apiAs(page, DEMO_ROOFER), `Required ${Date.now()}`);
  await page.goto(roof.path);
  const pitch = page.getByLabel(ROOF_EDITOR_TEXT.pitch, { exact: true });
  await pitch.fill("");
  await expect(page.getByText("Pitch is required")).toHaveCount(0);
  await pitch.blur();
  await expect(page.getByText(formMessages.required(ROOF_FIXING_LABELS.pitch))).toBeVisible();
  await expect(pitch).toHaveAttribute("aria-invalid", "true");

  const centres = page.getByLabel(ROOF_EDITOR_TEXT.rafterCentres, { exact: true });
  await centres.selectOption("");
  await centres.blur();
  await expect(page.getByText(formMessages.required(ROOF_FIXING_LABELS.rafterCentres))).toBeVisible();
  await expect(centres).toHaveAttribute("aria-invalid", "true");
});

test("a staff estimate-line edit, an NBS tick and a manual quantity each say they saved", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, E2E_ADMIN);
  const roof = await createCompletedRoof(await apiAs(page, E2E_ADMIN), `Saves ${Date.now()}`);
  await page.goto(roof.path);
  await expect(page.getByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData })).toBeVisible();

  // An NBS tick: the panel says Saved.
  const nbs = page
    .getByRole("heading", { name: ROOF_NBS_TEXT.title, exact: true })
    .locator("xpath=ancestor::section[1]");
  const tick = nbs.getByRole("checkbox").first();
  await tick.scrollIntoViewIfNeeded();
  await tick.click();
  await expect(nbs.getByRole("status").filter({ hasText: ROOF_EDITOR_TEXT.saveState.saved })).toBeVisible();

  // A manual component quantity: Saved beside it.
  const manual = page.locator("details").filter({ hasText: ROOF_EDITOR_TEXT.manualComponents });
  await manual.locator("summary").click();
  const quantity = manual.getByRole("textbox").first();
  await quantity.fill("2");
  await quantity.blur();
  await expect(manual.getByRole("status").filter({ hasText: ROOF_EDITOR_TEXT.saveState.saved }).first()).toBeVisible();
  await expect(quantity).toHaveValue("2");

  // A staff edit of an estimate line in Calculated Quantities: Saved beside the line.
  await page.getByRole("button", { name: QUANTITIES_TEXT.open }).first().click();
  const drawer = page.getByRole("dialog", { name: QUANTITIES_TEXT.title });
  const line = drawer.getByRole("textbox").first();
  await expect(line).toBeVisible();
  const next = String(Number(await line.inputValue()) + 1);
  await line.fill(next);
  await line.press("Enter");
  await expect(drawer.getByRole("status").filter({ hasText: ROOF_EDITOR_TEXT.saveState.saved }).first()).toBeVisible();
  await expect(line).toHaveValue(next);
});

test("a roof that does not exist says 'No roof selected' with the way back to its plot", async ({ page }) => {
  await logIn(page, DEMO_ROOFER);
  const roof = await createCompletedRoof(await apiAs(page, DEMO_ROOFER), `Missing ${Date.now()}`);
  const missing = `/project/${roof.projectId}/plot/${roof.plotId}/roof/99999999`;
  await page.goto(missing);
  await expect(page.getByRole("heading", { name: ROOF_EDITOR_MESSAGES.noRoofSelected })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${missing}$`));
  await page.getByRole("link", { name: ROOFS_TEXT.backToPlot }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${roof.projectId}/plot/${roof.plotId}$`));
});

test("the set-out sits beside the tile fields, as the stored calculation gives it", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, DEMO_ROOFER);
  const roof = await createCompletedRoof(await apiAs(page, DEMO_ROOFER), `Set-out ${Date.now()}`);
  await page.goto(roof.path);
  const colour = page.getByLabel(ROOF_EDITOR_TEXT.colour, { exact: true });
  await expect(colour).toBeVisible();
  const setOut = page.getByRole("region", { name: ZONE_DIAGRAM_TEXT.setOutTitle });
  // One beside the tile fields, one in the wind-zone panel: the same figures in the same words.
  await expect(setOut).toHaveCount(2);
  const besideTile = setOut.first();
  await besideTile.scrollIntoViewIfNeeded();
  await expect(besideTile).toBeInViewport();
  const figures = (region: Locator) => region.locator("dd").allTextContents();
  const shown = await figures(besideTile);
  expect(shown).toHaveLength(4);
  expect(shown[0]).toMatch(/^\d+(\.\d)? mm$/);
  expect(shown[1]).toMatch(/^\d+(\.\d)? mm$/);
  expect(shown[2]).toMatch(/^\d+$/);
  expect(shown[3]).toContain("up the slope from the eaves line");
  expect(await figures(setOut.last())).toEqual(shown);
  // On a phone it sits right under the colour, not a screen away.
  const gap = await besideTile.evaluate(
    (element, colourBottom) => element.getBoundingClientRect().top - colourBottom,
    await colour.evaluate((element) => element.getBoundingClientRect().bottom),
  );
  expect(gap).toBeLessThan(100);
});
