import { expect, type Locator, type Page, test } from "@playwright/test";
import { ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import {
  QUANTITIES_TEXT,
  ROOF_EDITOR_TEXT,
  ROOFS_TEXT,
  SITE_PANEL_TEXT,
  ZONE_DIAGRAM_TEXT,
} from "@portal/contracts/ui";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";

/** Moves the focus with Tab only, until `target` has it (the panel is filled without the mouse). */
async function tabTo(page: Page, target: Locator, maxPresses = 12) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** A number field typed into from the keyboard: select what is there, type the new value. */
async function typeInto(page: Page, field: Locator, value: string) {
  await tabTo(page, field);
  await page.keyboard.press("Control+A");
  await page.keyboard.type(value);
}

test("a roofer fills a roof from empty until its three documents are available", async ({ page }) => {
  await logIn(page, DEMO_ROOFER);
  // The project, plot and roof as the roofer's own, made through the API the pages use.
  const login = await page.request.post("/api/Account/Login", { data: DEMO_ROOFER });
  const { authToken } = (await login.json()) as { authToken: string };
  const headers = { authorization: `Bearer ${authToken}` };
  const project = await (
    await page.request.post("/api/v1/projects", {
      headers,
      data: { name: `Roof editor ${Date.now()}`, postCode: "CV1 1AA", lat: 52.4068, long: -1.5197 },
    })
  ).json();
  const plot = await (await page.request.post("/api/v1/plots", { headers, data: { projectId: project.id } })).json();
  const roof = await (await page.request.post("/api/v1/roofs", { headers, data: { plotId: plot.id } })).json();

  await page.goto(`/project/${project.id}/plot/${plot.id}/roof/${roof.id}`);
  await expect(page.getByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData })).toBeVisible();
  for (const name of [ROOFS_TEXT.generateFixingSpec, ROOFS_TEXT.generateEstimate, ROOFS_TEXT.generateNbs]) {
    await expect(page.getByRole("button", { name })).toBeDisabled();
  }

  // Fixing Spec Data, by keyboard alone: Tab between the fields, type the values, choose options by typing.
  const roofType = page.getByLabel(ROOF_EDITOR_TEXT.roofType, { exact: true });
  await roofType.focus();
  await page.keyboard.type("Duopitch");
  await typeInto(page, page.getByLabel(ROOF_EDITOR_TEXT.pitch), "35");
  await typeInto(page, page.getByLabel(ROOF_EDITOR_TEXT.heightToEave), "5");
  await typeInto(page, page.getByLabel(ROOF_EDITOR_TEXT.roofSpan), "8");
  await typeInto(page, page.getByLabel(ROOF_EDITOR_TEXT.buildingLength), "10");
  await tabTo(page, page.getByLabel(ROOF_EDITOR_TEXT.rafterCentres));
  await page.keyboard.type("600");
  await tabTo(page, page.getByLabel(ROOF_EDITOR_TEXT.underlay, { exact: true }));
  await page.keyboard.type("Air-permeable LR underlay, 1 ×");
  await tabTo(page, page.getByLabel(ROOF_EDITOR_TEXT.tile, { exact: true }));
  await page.keyboard.type("Flat interlocking");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(ROOF_EDITOR_TEXT.roofType, { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel(ROOF_EDITOR_TEXT.pitch)).toHaveValue("35");
  // The first enabled colour of the tile is chosen for the user.
  await expect(page.getByLabel(ROOF_EDITOR_TEXT.colour, { exact: true })).not.toHaveValue("");

  // Saved without a save button: the documents become available as the server works the roof out.
  for (const name of [ROOFS_TEXT.generateFixingSpec, ROOFS_TEXT.generateEstimate, ROOFS_TEXT.generateNbs]) {
    await expect(page.getByRole("button", { name })).toBeEnabled({ timeout: 30_000 });
  }
  await expect(page.getByText(ROOF_EDITOR_MESSAGES.saved).first()).toBeVisible();

  // The take-off proposes the estimate's area and lengths from the dimensions.
  await expect(page.getByLabel(ROOF_EDITOR_TEXT.roofArea)).toHaveValue("97.66");
  await expect(page.getByLabel(ROOF_EDITOR_TEXT.edgeLength("Duo Ridge"))).toHaveValue("10");

  // The zone diagram, with the fixing each area needs.
  const zones = page
    .getByRole("region", { name: ZONE_DIAGRAM_TEXT.title })
    .or(page.locator("section", { has: page.getByRole("heading", { name: ZONE_DIAGRAM_TEXT.title }) }));
  await expect(zones.first().locator("svg").first()).toBeVisible();
  await expect(
    zones
      .first()
      .getByRole("cell", { name: /nail|clip|self-weight/i })
      .first(),
  ).toBeVisible();

  // The Site panel shows what the wind calculation used, with where each value came from.
  await expect(page.getByRole("heading", { name: SITE_PANEL_TEXT.title, exact: true })).toBeVisible();
  await expect(page.getByText(/indicative/i).first()).toBeVisible();

  // The Calculated Quantities drawer lists the estimate, the tile first among the roof covering's lines.
  await page.getByRole("button", { name: QUANTITIES_TEXT.open }).click();
  const drawer = page.getByRole("dialog", { name: QUANTITIES_TEXT.title });
  await expect(drawer.getByRole("heading", { name: QUANTITIES_TEXT.title })).toBeVisible();
  await expect(drawer.getByText(/CT-FLAT-420/).first()).toBeVisible();
  await page.screenshot({ path: "../docs/screenshots/roof-editor-quantities.png" });
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);

  // Everything survives a reload: it was saved.
  await page.reload();
  await expect(page.getByLabel(ROOF_EDITOR_TEXT.pitch)).toHaveValue("35");
  await expect(page.getByRole("button", { name: ROOFS_TEXT.generateNbs })).toBeEnabled();
});
