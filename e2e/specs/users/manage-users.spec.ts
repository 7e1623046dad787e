import { expect, test } from "@playwright/test";
import { NOT_FOUND_TEXT, USERS_MESSAGES } from "@portal/contracts";
import { FIELD_LABELS, SHELL_TEXT, USERS_TEXT } from "@portal/contracts/ui";
import { linkFromLatestMail } from "../../fixtures/outbox.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";
import { E2E_ADMIN } from "../../playwright.config.js";

test("an administrator adds, finds, edits and deletes a user", async ({ page }) => {
  const email = `site.manager.${Date.now()}@example.com`;
  await logIn(page, E2E_ADMIN);
  await page.getByRole("button", { name: SHELL_TEXT.admin, exact: true }).click();
  await page.getByRole("menuitem", { name: SHELL_TEXT.manageUsers }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("cell", { name: "tas@example.com", exact: true })).toBeVisible();

  await page.getByRole("button", { name: USERS_TEXT.addUser }).click();
  const addDialog = page.getByRole("dialog");
  await addDialog.getByLabel(new RegExp(`^${FIELD_LABELS.email}`)).fill(email);
  await addDialog.getByLabel(new RegExp(`^${FIELD_LABELS.firstName}`)).fill("Sam");
  await addDialog.getByLabel(new RegExp(`^${FIELD_LABELS.lastName}`)).fill("Manager");
  await addDialog.getByLabel(new RegExp(`^${FIELD_LABELS.role}`)).fill("ASM");
  await addDialog.getByRole("option", { name: "ASM User" }).click();
  await addDialog.locator("button[type=submit]").click();
  await expect(page.getByText(USERS_MESSAGES.userCreated)).toBeVisible();
  expect(await linkFromLatestMail(email)).toMatch(/\/password-reset\?code=/);

  await page.getByLabel(USERS_TEXT.filterEmail).fill("site.manager");
  await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "tas@example.com", exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: USERS_TEXT.rowOptions(email) }).click();
  await page.getByRole("menuitem", { name: USERS_TEXT.editUser }).click();
  const editDialog = page.getByRole("dialog");
  await expect(editDialog.getByLabel(new RegExp(`^${FIELD_LABELS.email}`))).toBeDisabled();
  await editDialog.getByLabel(new RegExp(`^${FIELD_LABELS.company}`)).fill("Northern Merchants Ltd");
  await editDialog.getByLabel(new RegExp(`^${FIELD_LABELS.industryType}`)).fill("Builders");
  await editDialog.getByRole("option", { name: "Builders Merchant" }).click();
  await editDialog.locator("button[type=submit]").click();
  await expect(page.getByRole("cell", { name: "Northern Merchants Ltd", exact: true })).toBeVisible();

  await page.getByRole("button", { name: USERS_TEXT.rowOptions(email) }).click();
  await page.getByRole("menuitem", { name: USERS_TEXT.deleteUser }).click();
  const confirmation = page.getByRole("dialog");
  await expect(confirmation.getByText(USERS_MESSAGES.deleteConfirmTitle)).toBeVisible();
  await expect(confirmation.getByText(USERS_MESSAGES.deleteConfirmText)).toBeVisible();
  await confirmation.getByRole("button", { name: USERS_TEXT.confirmDelete }).click();
  await expect(page.getByText(USERS_MESSAGES.userDeleted)).toBeVisible();
  await expect(page.getByText(USERS_MESSAGES.noMatchingUsers)).toBeVisible();
});

test("people who are not administrators are kept out of user administration", async ({ page }) => {
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, DEMO_ROOFER);
  await expect(page.getByRole("button", { name: SHELL_TEXT.admin, exact: true })).toHaveCount(0);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto("/no-such-page");
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
});
