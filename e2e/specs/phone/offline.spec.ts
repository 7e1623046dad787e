import { expect, type Page, test } from "@playwright/test";
import {
  OFFLINE_TEXT,
  PLOTS_TEXT,
  QUANTITIES_TEXT,
  ROOF_EDITOR_TEXT,
  ROOFS_TEXT,
  SHELL_TEXT,
} from "@portal/contracts/ui";
import { createCompletedRoof } from "../../../apps/api/test/completed-roof-over-http.js";
import { apiAs } from "../../fixtures/api.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The buttons in Chromium's own accessibility tree (what a screen reader is given), by name; inert ones are left out. */
async function exposedButtons(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: Array<{ ignored: boolean; role?: { value: string }; name?: { value: string } }>;
  };
  await cdp.detach();
  return nodes.filter((node) => !node.ignored && node.role?.value === "button").map((node) => node.name?.value ?? "");
}

test("a rename dialog hides the page behind it, closes on Escape and gives focus back", async ({ page }) => {
  await logIn(page, DEMO_ROOFER);
  const roof = await createCompletedRoof(await apiAs(page, DEMO_ROOFER), `Dialog ${Date.now()}`);
  await page.goto(roof.path.replace(/\/roof\/\d+$/, ""));
  const opener = page.getByRole("button", { name: ROOFS_TEXT.roofOptions("Main Roof") });
  await opener.click();
  await page.getByRole("menuitem", { name: PLOTS_TEXT.rename }).click();
  const dialog = page.getByRole("dialog", { name: ROOFS_TEXT.renameRoof });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox")).toBeFocused();
  // Only the dialog's own controls are given to assistive technology: one Save, and nothing of the page.
  await expect(dialog.getByRole("button", { name: PLOTS_TEXT.save, exact: true })).toBeVisible();
  expect((await exposedButtons(page)).sort()).toEqual([SHELL_TEXT.cancel, PLOTS_TEXT.save].sort());
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("the Calculated Quantities drawer takes the whole phone screen, with a Close button to touch", async ({
  page,
}) => {
  await logIn(page, DEMO_ROOFER);
  const roof = await createCompletedRoof(await apiAs(page, DEMO_ROOFER), `Drawer ${Date.now()}`);
  await page.goto(roof.path);
  await expect(page.getByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData })).toBeVisible();
  const opener = page.getByRole("button", { name: QUANTITIES_TEXT.open });
  await opener.click();
  const drawer = page.getByRole("dialog", { name: QUANTITIES_TEXT.title });
  await expect(drawer).toBeVisible();
  expect(await drawer.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  // The editor behind is out of reach: its own button is no longer exposed.
  expect(await exposedButtons(page)).not.toContain(QUANTITIES_TEXT.open);
  const close = drawer.getByRole("button", { name: SHELL_TEXT.close, exact: true });
  const box = await close.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("a roof field changed offline says it is not saved yet, and is saved when the connection returns", async ({
  page,
  context,
}) => {
  await logIn(page, DEMO_ROOFER);
  const call = await apiAs(page, DEMO_ROOFER);
  const roof = await createCompletedRoof(call, `Offline ${Date.now()}`);
  await page.goto(roof.path);
  const pitch = page.getByLabel(ROOF_EDITOR_TEXT.pitch);
  await expect(pitch).toHaveValue("35");

  await context.setOffline(true);
  await pitch.fill("40");
  await pitch.blur();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_TEXT.notSavedYet })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_TEXT.savedAgain })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT.notSavedYet)).toHaveCount(0);
  await expect.poll(async () => (await call("GET", `/roof-fixing/roof/${roof.roofId}`)).pitch).toBe(40);
  await expect(pitch).toHaveValue("40");
});

test("what is typed offline survives the page being closed, and is saved when the roof is opened again", async ({
  page,
  context,
}) => {
  await logIn(page, DEMO_ROOFER);
  const call = await apiAs(page, DEMO_ROOFER);
  const roof = await createCompletedRoof(call, `Offline reload ${Date.now()}`);
  await page.goto(roof.path);
  const pitch = page.getByLabel(ROOF_EDITOR_TEXT.pitch);
  await expect(pitch).toHaveValue("35");

  await context.setOffline(true);
  await pitch.fill("42");
  await pitch.blur();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_TEXT.notSavedYet })).toBeVisible();
  // Without a connection the page cannot be loaded again: it is closed while offline, and the roof opened again
  // once the connection is back (in the same browser, whose storage kept the edit).
  await page.close();
  await context.setOffline(false);
  expect((await call("GET", `/roof-fixing/roof/${roof.roofId}`)).pitch).toBe(35);

  const reopened = await context.newPage();
  await reopened.goto(roof.path);
  await expect(reopened.getByLabel(ROOF_EDITOR_TEXT.pitch)).toHaveValue("42");
  await expect.poll(async () => (await call("GET", `/roof-fixing/roof/${roof.roofId}`)).pitch).toBe(42);
  // Saved, the kept copy is gone: a later opening shows the server's value.
  await expect
    .poll(() => reopened.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("portal.draft."))))
    .toEqual([]);
});
