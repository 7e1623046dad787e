import { expect, test } from "@playwright/test";
import { ACCOUNT_MESSAGES } from "@portal/contracts";
import { SHELL_TEXT } from "@portal/contracts/ui";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";

test("signing out of all devices ends the session in a second browser", async ({ browser }) => {
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  const laptopPage = await laptop.newPage();
  const phonePage = await phone.newPage();
  await logIn(laptopPage, DEMO_ROOFER);
  await logIn(phonePage, DEMO_ROOFER);

  await laptopPage.getByRole("button", { name: DEMO_ROOFER.email }).click();
  await laptopPage.getByRole("menuitem", { name: SHELL_TEXT.signOutAll }).click();
  const confirmation = laptopPage.getByRole("dialog", { name: ACCOUNT_MESSAGES.logoutAllTitle });
  await expect(confirmation.getByText(ACCOUNT_MESSAGES.logoutAllText1)).toBeVisible();
  await expect(confirmation.getByText(ACCOUNT_MESSAGES.logoutAllText2)).toBeVisible();
  await confirmation.getByRole("button", { name: ACCOUNT_MESSAGES.logoutAllConfirm }).click();
  await expect(laptopPage).toHaveURL(/\/login$/);

  // The phone's tokens were revoked on the server: its next call fails, the refresh fails, and it lands on /login.
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/login$/);

  await laptop.close();
  await phone.close();
});
