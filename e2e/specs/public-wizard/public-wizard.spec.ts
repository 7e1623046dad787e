import { readFile } from "node:fs/promises";
import { type Download, expect, type Locator, type Page, test } from "@playwright/test";
import { PUBLIC_WIZARD_MESSAGES } from "@portal/contracts";
import {
  AUTH_TEXT,
  FIELD_LABELS,
  PUBLIC_WIZARD_TEXT,
  ROOF_EDITOR_TEXT,
  SHELL_TEXT,
  SOLAR_ARRAY_TEXT,
} from "@portal/contracts/ui";
import { pdfText } from "../../../apps/api/src/pdf/testing/pdf-text.js";
import { linkFromLatestMail } from "../../fixtures/outbox.js";
import { fillContactDetails, logIn, passwordInput } from "../../fixtures/session.js";

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** A select chosen from the keyboard, as a person tabbing through the roof's inputs does. */
async function chooseByTyping(page: Page, select: Locator, text: string) {
  await select.focus();
  await page.keyboard.type(text);
}

async function downloadFrom(page: Page, button: Locator): Promise<Download> {
  await expect(button).toBeEnabled({ timeout: 30_000 });
  const download = page.waitForEvent("download", { timeout: 60_000 });
  await button.click();
  return download;
}

async function expectPdfNaming(download: Download, text: string) {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  expect((await pdfText(bytes)).join(" ")).toContain(text);
}

test("a visitor walks the wizard from an empty browser to its documents, then registers and finds the project", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = `wizard.visitor.${Date.now()}@example.com`;
  const projectName = `Wizard barn ${Date.now() % 100_000}`;
  const visitor = {
    firstName: "Owain",
    lastName: "Pryce",
    email,
    phoneNumber: "01174 960000",
    jobTitle: "Homeowner",
    company: "Pryce Farm",
    addressLine1: "Ty Mawr",
    town: "Coventry",
    postCode: "CV1 1AA",
    industry: { search: "Roofing", option: "Roofing Contractor" },
  };

  await page.goto("/public-services");
  await expect(page.getByRole("heading", { name: PUBLIC_WIZARD_TEXT.firstHeading })).toBeVisible();
  await expect(page.getByRole("link", { name: PUBLIC_WIZARD_TEXT.registerHere })).toBeVisible();
  // The header offers a visitor Register, Log in and Help.
  const header = page.getByRole("banner");
  for (const name of [SHELL_TEXT.register, SHELL_TEXT.logIn, SHELL_TEXT.help]) {
    await expect(header.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }

  // Checked on blur, with the wizard's own words; the project waits for valid user details.
  await field(page, FIELD_LABELS.firstName).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByText(PUBLIC_WIZARD_MESSAGES.firstNameRequired)).toBeVisible();
  await field(page, FIELD_LABELS.email).fill("not-an-email");
  await field(page, FIELD_LABELS.email).blur();
  await expect(page.getByText(PUBLIC_WIZARD_MESSAGES.emailInvalid)).toBeVisible();
  await expect(field(page, PUBLIC_WIZARD_TEXT.projectName)).toBeDisabled();
  // Steps after the first open only once the details are complete.
  await expect(page.getByRole("button", { name: /^Step 3: Estimator/ })).toBeDisabled();

  await fillContactDetails(page, visitor);
  await field(page, FIELD_LABELS.postCode).blur();

  // A second after the valid e-mail, the visitor's session opens the project fields.
  await expect(field(page, PUBLIC_WIZARD_TEXT.projectName)).toBeEnabled({ timeout: 15_000 });
  await field(page, PUBLIC_WIZARD_TEXT.projectName).fill(projectName);
  await field(page, PUBLIC_WIZARD_TEXT.sitePostcode).fill("NOT A POSTCODE");
  await field(page, PUBLIC_WIZARD_TEXT.sitePostcode).blur();
  await expect(page.getByText(PUBLIC_WIZARD_MESSAGES.postcodeInvalid)).toBeVisible();
  await field(page, PUBLIC_WIZARD_TEXT.sitePostcode).fill("CV1 1AA");
  await field(page, PUBLIC_WIZARD_TEXT.sitePostcode).blur();

  // The project, plot and roof are made behind the scenes: the roof editor's own inputs appear.
  await expect(page.getByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData })).toBeVisible({ timeout: 30_000 });
  await expect(field(page, PUBLIC_WIZARD_TEXT.projectName)).toBeDisabled();
  // The roof editor's own inputs, filled as on the roof page.
  await chooseByTyping(page, page.getByLabel(ROOF_EDITOR_TEXT.roofType, { exact: true }), "Duopitch");
  await page.getByLabel(ROOF_EDITOR_TEXT.pitch).fill("35");
  await page.getByLabel(ROOF_EDITOR_TEXT.heightToEave).fill("5");
  await page.getByLabel(ROOF_EDITOR_TEXT.roofSpan).fill("8");
  await page.getByLabel(ROOF_EDITOR_TEXT.buildingLength).fill("10");
  await chooseByTyping(page, page.getByLabel(ROOF_EDITOR_TEXT.rafterCentres), "600");
  await chooseByTyping(
    page,
    page.getByLabel(ROOF_EDITOR_TEXT.underlay, { exact: true }),
    "Air-permeable LR underlay, 1 ×",
  );
  await chooseByTyping(page, page.getByLabel(ROOF_EDITOR_TEXT.tile, { exact: true }), "Flat interlocking");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(ROOF_EDITOR_TEXT.colour, { exact: true })).not.toHaveValue("");

  await expectPdfNaming(
    await downloadFrom(page, page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.getFixingSpec })),
    projectName,
  );
  await expect(page.locator(".Toastify__toast")).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole("heading", { name: PUBLIC_WIZARD_TEXT.projectDetails }).scrollIntoViewIfNeeded();
  // Clear of the sticky header.
  await page.evaluate(() => window.scrollBy(0, -96));
  await page.screenshot({ path: "../docs/screenshots/public-wizard.png" });

  // Estimator: the estimate's inputs and the components a roof of this kind may also need.
  await page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.continueToEstimate }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Estimator", exact: true })).toBeVisible();
  await expect(page.getByText(PUBLIC_WIZARD_TEXT.youMayAlsoNeed)).toBeVisible();
  await expectPdfNaming(
    await downloadFrom(page, page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.getEstimate })),
    projectName,
  );

  await page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.continueToNbs }).click();
  await expect(page.getByRole("heading", { level: 1, name: "NBS", exact: true })).toBeVisible();
  await expectPdfNaming(
    await downloadFrom(page, page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.getNbs })),
    projectName,
  );
  await page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.finish, exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: PUBLIC_WIZARD_TEXT.finishHeading, exact: true }),
  ).toBeVisible();
  // Back through the step icons: the details kept, the project not made twice.
  await page.getByRole("button", { name: /^Step 1: Fixing Spec/ }).click();
  await expect(field(page, PUBLIC_WIZARD_TEXT.projectName)).toHaveValue(projectName);

  // A reload comes back to the same roof, as the visitor left it.
  await page.reload();
  await expect(field(page, PUBLIC_WIZARD_TEXT.projectName)).toHaveValue(projectName);
  await expect(page.getByLabel(ROOF_EDITOR_TEXT.pitch)).toHaveValue("35");

  // Solar on: the wizard goes on to the Solar Designer, the roof editor's own designer.
  await page.getByRole("switch", { name: SOLAR_ARRAY_TEXT.solarSwitch }).click();
  await page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.continueToSolarDesigner }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Solar Designer", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: SOLAR_ARRAY_TEXT.panelTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(PUBLIC_WIZARD_TEXT.solarConfiguratorLink) })).toBeVisible();
  await page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.continueToEstimate }).click();
  await expect(page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.backToSolarDesigner })).toBeVisible();
  await page.getByRole("button", { name: /^Step 5: Finish/ }).click();

  // Sign up with the same e-mail: the account is made, with the visitor's project, only when the mailbox's owner
  // chooses the password from the mailed link (whoever registers may not be the visitor).
  await page.getByRole("link", { name: PUBLIC_WIZARD_TEXT.signUp }).click();
  await expect(page).toHaveURL(/\/register$/);
  // The wizard's own contact fields stay on screen until the lazily loaded form replaces them.
  await expect(page.getByRole("heading", { name: AUTH_TEXT.registerTitle })).toBeVisible();
  const password = "a-long-enough-password";
  await fillContactDetails(page, visitor);
  await passwordInput(page, FIELD_LABELS.password).fill(password);
  await passwordInput(page, FIELD_LABELS.confirmPassword).fill(password);
  await page.getByLabel(FIELD_LABELS.hasAcceptedTermsAndConditions).check();
  await page.getByRole("button", { name: AUTH_TEXT.registerSubmit, exact: true }).click();
  await expect(page.getByText(AUTH_TEXT.registerSuccessText(email))).toBeVisible();

  const setPasswordLink = await linkFromLatestMail(email);
  expect(setPasswordLink).toMatch(/\/password-reset\?code=.+&userId=\d+$/);
  await page.goto(setPasswordLink);
  await passwordInput(page, FIELD_LABELS.newPassword).fill(password);
  await passwordInput(page, FIELD_LABELS.confirmPassword).fill(password);
  await page.getByRole("button", { name: AUTH_TEXT.resetSubmit }).click();
  await expect(page.getByRole("heading", { name: AUTH_TEXT.resetDoneTitle })).toBeVisible();
  await logIn(page, { email, password });
  await expect(page.getByRole("link", { name: projectName })).toBeVisible();
});
