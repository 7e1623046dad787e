import { expect, test } from "@playwright/test";
import { ACCOUNT_MESSAGES, USERS_MESSAGES } from "@portal/contracts";
import { AUTH_TEXT, FIELD_LABELS, PROFILE_TEXT, SHELL_TEXT } from "@portal/contracts/ui";
import { linkFromLatestMail } from "../../fixtures/outbox.js";
import { fillContactDetails, logIn, passwordInput, registerVerifiedUser } from "../../fixtures/session.js";

test("a visitor registers, verifies the e-mail from the outbox link, signs in, edits the profile and signs out", async ({
  page,
}) => {
  const email = `new.roofer.${Date.now()}@example.com`;
  const password = "a-long-enough-password";

  await page.goto("/register");
  await fillContactDetails(page, {
    firstName: "Nia",
    lastName: "Griffiths",
    email,
    phoneNumber: "029 2018 0000",
    jobTitle: "Estimator",
    company: "Griffiths Roofing",
    addressLine1: "4 Bute Street",
    town: "Cardiff",
    postCode: "CF10 5AB",
    industry: { search: "Roofing", option: "Roofing Contractor" },
  });
  await passwordInput(page, FIELD_LABELS.password).fill(password);
  await passwordInput(page, FIELD_LABELS.confirmPassword).fill(password);
  await page.getByLabel(FIELD_LABELS.hasAcceptedTermsAndConditions).check();
  await page.getByRole("button", { name: AUTH_TEXT.registerSubmit, exact: true }).click();

  await expect(page.getByText(AUTH_TEXT.registerSuccessText(email))).toBeVisible();
  await expect(page.getByRole("link", { name: AUTH_TEXT.backToLogin })).toBeVisible();

  const verificationLink = await linkFromLatestMail(email);
  expect(verificationLink).toMatch(/\/login\?userId=\d+&code=/);
  await page.goto(verificationLink);
  await expect(page.getByText(ACCOUNT_MESSAGES.emailVerifiedToast)).toBeVisible();

  await logIn(page, { email, password });
  await expect(page.getByRole("button", { name: email })).toBeVisible();

  await page.getByRole("button", { name: email }).click();
  await page.getByRole("menuitem", { name: SHELL_TEXT.viewProfile }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Cardiff")).toBeVisible();
  await page.getByRole("button", { name: PROFILE_TEXT.editProfile }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(new RegExp(`^${FIELD_LABELS.town}`)).fill("Swansea");
  await dialog.getByRole("button", { name: PROFILE_TEXT.save }).click();
  await expect(page.getByText(USERS_MESSAGES.profileUpdated)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("Swansea")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Swansea")).toBeVisible();

  await page.getByRole("button", { name: email }).click();
  await page.getByRole("menuitem", { name: SHELL_TEXT.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong password shows the generic message on the password field", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel(new RegExp(`^${FIELD_LABELS.email}`)).fill("roofer@example.com");
  await passwordInput(page).fill("not-the-password");
  await page.locator("form").getByRole("button", { name: AUTH_TEXT.loginSubmit }).click();
  await expect(page.locator("form").getByText(ACCOUNT_MESSAGES.incorrectLogin)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a forgotten password is reset from the mailed link", async ({ page, request }) => {
  // Its own account, so no other test depends on a password this one changes.
  const { email } = await registerVerifiedUser(request, "forgetful");
  await page.goto("/login");
  await page.getByRole("link", { name: AUTH_TEXT.forgotPasswordLink }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the lazily loaded page replaces the sign-in form, whose Email field has the same
  // label: typing before the heading shows fills the form that is about to go.
  await expect(page.getByRole("heading", { name: AUTH_TEXT.forgotTitle })).toBeVisible();
  await page.getByLabel(new RegExp(`^${FIELD_LABELS.email}`)).fill(email);
  await page.getByRole("button", { name: AUTH_TEXT.forgotSubmit }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.checkEmail)).toBeVisible();

  const resetLink = await linkFromLatestMail(email);
  expect(resetLink).toMatch(/\/password-reset\?code=.+&userId=\d+$/);
  await page.goto(resetLink);
  await expect(page.getByRole("heading", { name: AUTH_TEXT.resetTitle })).toBeVisible();
  await passwordInput(page, FIELD_LABELS.newPassword).fill("A-brand-new-password-2026");
  await passwordInput(page, FIELD_LABELS.confirmPassword).fill("A-brand-new-password-2026");
  await page.getByRole("button", { name: AUTH_TEXT.resetSubmit }).click();
  await expect(page.getByRole("heading", { name: AUTH_TEXT.resetDoneTitle })).toBeVisible();

  await page.goto(resetLink);
  await page.goto("/password-reset");
  await expect(page.getByRole("heading", { name: AUTH_TEXT.resetInvalidTitle })).toBeVisible();
  await expect(page.getByText(ACCOUNT_MESSAGES.passwordResetInvalid)).toBeVisible();

  await logIn(page, { email, password: "A-brand-new-password-2026" });
});
