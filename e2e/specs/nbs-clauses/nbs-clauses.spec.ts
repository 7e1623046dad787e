import { expect, type Page, test } from "@playwright/test";
import { NBS_CLAUSES_TEXT } from "@portal/contracts/ui";
import { createCompletedRoof } from "../../../apps/api/test/completed-roof-over-http.js";
import { apiAs } from "../../fixtures/api.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";

const TAS = { email: "tas@example.com", password: "TechnicalSupport#2026" };

/** The roofer's project with one completed roof (tile chosen), set up through the API the pages call. */
async function projectWithCalculatedRoof(page: Page) {
  await logIn(page, DEMO_ROOFER);
  const roof = await createCompletedRoof(await apiAs(page, DEMO_ROOFER), `Riverside Court ${Date.now()}`);
  return { projectId: roof.projectId, tileName: roof.tileName };
}

const requiredList = (page: Page) => page.getByRole("region", { name: NBS_CLAUSES_TEXT.requiredClauses });

test("a TAS user edits, reorders and adds clauses, which are saved; a public user only views them", async ({
  page,
  browser,
}) => {
  const { projectId, tileName } = await projectWithCalculatedRoof(page);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, TAS);
  await staff.goto(`/project/${projectId}/nbs-clauses`);
  const breadcrumbs = staff.getByRole("navigation", { name: "Breadcrumbs" });
  await expect(breadcrumbs.getByText(NBS_CLAUSES_TEXT.breadcrumb, { exact: true })).toBeVisible();
  await expect(staff.getByLabel(NBS_CLAUSES_TEXT.tileSelected)).toContainText(tileName);
  await staff.getByRole("tab", { name: NBS_CLAUSES_TEXT.required }).click();
  const required = requiredList(staff);
  await expect(required.getByText(/^H65\/\d+$/).first()).toBeVisible();

  await staff.getByRole("button", { name: NBS_CLAUSES_TEXT.edit }).click();
  const texts = required.getByRole("textbox", { name: /^Text of clause/ });
  const firstName = await texts.first().getAttribute("aria-label");
  const secondText = await texts.nth(1).inputValue();
  await texts.first().fill("Tiles laid to the manufacturer's recommendations for this site.");
  // Reorder: the first clause moves down one place, by its keyboard-accessible button.
  await required
    .getByRole("button", { name: `${NBS_CLAUSES_TEXT.moveDown}: ${firstName?.replace("Text of clause ", "")}` })
    .click();
  await required.getByRole("button", { name: NBS_CLAUSES_TEXT.addClause }).click();
  await required.getByRole("textbox", { name: /added clause/ }).fill("Protect completed tiling from following trades.");
  await expect(staff.getByText(NBS_CLAUSES_TEXT.saved)).toBeVisible({ timeout: 15_000 });
  await staff.screenshot({ path: "../docs/screenshots/nbs-clauses-editing.png" });
  await staff.getByRole("button", { name: NBS_CLAUSES_TEXT.done }).click();
  await staff.screenshot({ path: "../docs/screenshots/nbs-clauses.png", fullPage: true });

  await staff.reload();
  await staff.getByRole("tab", { name: NBS_CLAUSES_TEXT.required }).click();
  const items = requiredList(staff).getByRole("listitem");
  await expect(items.nth(0)).toContainText(secondText);
  await expect(items.nth(1)).toContainText("Tiles laid to the manufacturer's recommendations for this site.");
  await expect(items.last()).toContainText("Protect completed tiling from following trades.");
  await staffContext.close();

  // The roofer (a public user) views the same clauses: no Edit, no codes, checkboxes disabled.
  await page.goto(`/project/${projectId}/nbs-clauses`);
  await page.getByRole("tab", { name: NBS_CLAUSES_TEXT.required }).click();
  await expect(requiredList(page).getByText("Protect completed tiling from following trades.")).toBeVisible();
  await expect(page.getByRole("button", { name: NBS_CLAUSES_TEXT.edit })).toHaveCount(0);
  await expect(page.getByRole("button", { name: NBS_CLAUSES_TEXT.hide }).first()).toBeVisible();
  await expect(requiredList(page).getByText(/^H65\/\d+$/)).toHaveCount(0);
  const boxes = page.getByRole("checkbox");
  expect(await boxes.count()).toBeGreaterThan(0);
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
});
