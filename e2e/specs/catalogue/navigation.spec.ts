import { expect, test } from "@playwright/test";
import {
  PRODUCT_MANAGEMENT_BASE_PATH,
  PRODUCT_MANAGEMENT_DEFAULT_TAB,
  PRODUCT_MANAGEMENT_TABS,
  PRODUCT_MANAGEMENT_MESSAGES as TEXT,
} from "@portal/contracts";
import { SHELL_TEXT } from "@portal/contracts/ui";
import { tabUrl } from "../../fixtures/catalogue.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";
import { E2E_ADMIN } from "../../playwright.config.js";

const tabLabel = (path: string) => PRODUCT_MANAGEMENT_TABS.find((tab) => tab.path === path)?.label ?? path;

test("product management opens on the finishes tab and offers all eight tabs", async ({ page }) => {
  await logIn(page, E2E_ADMIN);
  await page.getByRole("button", { name: SHELL_TEXT.admin, exact: true }).click();
  await page.getByRole("menuitem", { name: SHELL_TEXT.productManagement }).click();
  await expect(page).toHaveURL(new RegExp(`${tabUrl(PRODUCT_MANAGEMENT_DEFAULT_TAB)}$`));

  await page.goto(PRODUCT_MANAGEMENT_BASE_PATH);
  await expect(page).toHaveURL(new RegExp(`${tabUrl(PRODUCT_MANAGEMENT_DEFAULT_TAB)}$`));
  const tabs = page.getByRole("navigation", { name: "Product management" });
  for (const tab of PRODUCT_MANAGEMENT_TABS) {
    await expect(tabs.getByRole("link", { name: tab.label, exact: true })).toHaveAttribute("href", tabUrl(tab.path));
  }
  await expect(tabs.getByRole("link", { name: tabLabel(PRODUCT_MANAGEMENT_DEFAULT_TAB), exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The seeded finishes are listed: the pager only shows when there are items.
  await expect(page.getByRole("navigation", { name: "Pager" })).toBeVisible();
  await expect(page.getByText(TEXT.noData)).toHaveCount(0);

  await tabs.getByRole("link", { name: tabLabel("tiles"), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${tabUrl("tiles")}$`));
});

test("an unknown tab and an edit page without an id say so", async ({ page }) => {
  await logIn(page, E2E_ADMIN);
  await page.goto(`${PRODUCT_MANAGEMENT_BASE_PATH}/no-such-tab`);
  await expect(page.getByText(TEXT.tabNotFound, { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Product management" })).toBeVisible();
  await page.goto(`${tabUrl("tiles")}/edit`);
  await expect(page.getByText(TEXT.noIdProvided, { exact: true })).toBeVisible();
});

test("people who are not administrators are kept out of product management", async ({ page }) => {
  await page.goto(tabUrl("tiles"));
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, DEMO_ROOFER);
  await expect(page.getByRole("button", { name: SHELL_TEXT.admin, exact: true })).toHaveCount(0);
  await page.goto(PRODUCT_MANAGEMENT_BASE_PATH);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(tabUrl("tiles"));
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText(TEXT.tabNotFound)).toHaveCount(0);
});
