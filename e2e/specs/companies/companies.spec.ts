import { expect, test } from "@playwright/test";
import { COMPANY_MESSAGES, PROJECT_MESSAGES, ROOF_EDITOR_MESSAGES, VERSION_MESSAGES } from "@portal/contracts";
import {
  AUTH_TEXT,
  COMPANY_INVITATION_TEXT,
  COMPANY_SHARING_TEXT,
  COMPANY_TEXT,
  FIELD_LABELS,
  ROOF_EDITOR_TEXT,
} from "@portal/contracts/ui";
import { createCompletedRoof } from "../../../apps/api/test/completed-roof-over-http.js";
import { apiAs } from "../../fixtures/api.js";
import { nameAccount, openCompanyPage } from "../../fixtures/companies.js";
import { linkFromLatestMail } from "../../fixtures/outbox.js";
import { logIn, passwordInput, registerVerifiedUser } from "../../fixtures/session.js";

test("an Owner invites a colleague by e-mail; they share a roof, a stale save is refused, and removal ends access", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const owner = await registerVerifiedUser(request, "company.owner");
  const colleague = await registerVerifiedUser(request, "company.member");
  const ownerName = { firstName: "Olive", lastName: `Owner ${stamp}` };
  const colleagueName = { firstName: "Max", lastName: `Member ${stamp}` };
  const companyName = `Ridge & Co ${stamp}`;

  // Two people, each in their own browser.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  await nameAccount(ownerPage, owner, ownerName);
  await nameAccount(colleaguePage, colleague, colleagueName);

  // The Owner creates the company from the Company page and invites the colleague.
  await logIn(ownerPage, owner);
  await openCompanyPage(ownerPage, owner.email);
  await ownerPage.getByRole("button", { name: COMPANY_TEXT.create }).click();
  await expect(ownerPage.getByText(COMPANY_MESSAGES.nameRequired)).toBeVisible();
  await ownerPage.getByLabel(new RegExp(`^${COMPANY_TEXT.nameLabel}`)).fill(companyName);
  await ownerPage.getByRole("button", { name: COMPANY_TEXT.create }).click();
  await expect(ownerPage.getByRole("heading", { name: companyName })).toBeVisible();
  await ownerPage.getByLabel(new RegExp(`^${COMPANY_TEXT.inviteEmail}`)).fill(colleague.email);
  await ownerPage.getByRole("button", { name: COMPANY_TEXT.invite }).click();
  await expect(ownerPage.getByText(COMPANY_MESSAGES.invitationSent(colleague.email))).toBeVisible();
  const invitations = ownerPage.getByRole("table", { name: COMPANY_TEXT.invitationsTitle });
  await expect(invitations.getByText(colleague.email)).toBeVisible();

  // The Owner's project with a roof on it, shared by default now that the Owner has a company.
  const ownerApi = await apiAs(ownerPage, owner);
  const projectName = `Shared barn ${stamp}`;
  const roof = await createCompletedRoof(ownerApi, projectName);
  const project = await ownerApi("GET", `/projects/${roof.projectId}`);
  expect(project.sharedWithCompany).toBe(true);

  // The colleague opens the mailed link signed out: it says how to accept; signing in comes back to it.
  const invitationLink = await linkFromLatestMail(colleague.email);
  expect(invitationLink).toMatch(/\/company-invitation\?token=/);
  await colleaguePage.goto(invitationLink);
  await expect(colleaguePage.getByText(COMPANY_INVITATION_TEXT.signedOutText)).toBeVisible();
  await colleaguePage.getByRole("main").getByRole("link", { name: COMPANY_INVITATION_TEXT.logIn }).click();
  await expect(colleaguePage).toHaveURL(/\/login\?returnTo=/);
  await colleaguePage.getByLabel(new RegExp(`^${FIELD_LABELS.email}`)).fill(colleague.email);
  await passwordInput(colleaguePage).fill(colleague.password);
  await colleaguePage.locator("form").getByRole("button", { name: AUTH_TEXT.loginSubmit }).click();
  await expect(colleaguePage).toHaveURL(invitationLink);
  await expect(colleaguePage.getByText(COMPANY_INVITATION_TEXT.signedInText(colleague.email))).toBeVisible();
  await colleaguePage.getByRole("button", { name: COMPANY_INVITATION_TEXT.accept }).click();
  await expect(colleaguePage.getByText(COMPANY_INVITATION_TEXT.accepted(companyName))).toBeVisible();

  // The link works once.
  await colleaguePage.reload();
  await colleaguePage.getByRole("button", { name: COMPANY_INVITATION_TEXT.accept }).click();
  await expect(colleaguePage.getByRole("alert")).not.toHaveText("");

  // The Owner's project is in the colleague's list, with whose it is, and under the company filter.
  await colleaguePage.goto("/projects");
  const row = colleaguePage.getByRole("row").filter({ hasText: projectName });
  await expect(row).toBeVisible();
  await expect(row.getByText(`${ownerName.firstName} ${ownerName.lastName}`)).toBeVisible();
  await colleaguePage.getByRole("switch", { name: COMPANY_SHARING_TEXT.filter }).click();
  await expect(colleaguePage.getByRole("switch", { name: COMPANY_SHARING_TEXT.filter })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(row).toBeVisible();

  // Both open the same roof. The Owner saves a pitch; the colleague, still on the copy from before, saves another.
  await ownerPage.goto(roof.path);
  await colleaguePage.goto(roof.path);
  for (const page of [ownerPage, colleaguePage]) {
    await expect(page.getByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData })).toBeVisible();
    await expect(page.getByLabel(ROOF_EDITOR_TEXT.pitch)).toHaveValue("35");
  }
  await ownerPage.getByLabel(ROOF_EDITOR_TEXT.pitch).fill("40");
  await ownerPage.getByLabel(ROOF_EDITOR_TEXT.pitch).blur();
  await expect(ownerPage.getByText(ROOF_EDITOR_MESSAGES.saved).first()).toBeVisible();
  await colleaguePage.getByLabel(ROOF_EDITOR_TEXT.pitch).fill("30");
  await colleaguePage.getByLabel(ROOF_EDITOR_TEXT.pitch).blur();
  // Refused with the 409's words; the editor takes the roof as saved, the Owner's pitch.
  await expect(colleaguePage.getByText(VERSION_MESSAGES.changedElsewhere("roof"))).toBeVisible();
  await expect(colleaguePage.getByLabel(ROOF_EDITOR_TEXT.pitch)).toHaveValue("40");

  // The Owner removes the colleague; the colleague's next load of the project finds nothing.
  await ownerPage.goto("/projects");
  await openCompanyPage(ownerPage, owner.email);
  const memberLabel = `${colleagueName.firstName} ${colleagueName.lastName}`;
  await ownerPage.getByRole("button", { name: `${COMPANY_TEXT.remove}: ${memberLabel}` }).click();
  const dialog = ownerPage.getByRole("dialog", { name: COMPANY_TEXT.removeTitle });
  await dialog.getByRole("button", { name: COMPANY_TEXT.remove }).click();
  await expect(ownerPage.getByText(COMPANY_TEXT.removed(memberLabel))).toBeVisible();
  await expect(
    ownerPage.getByRole("table", { name: COMPANY_TEXT.membersTitle }).getByText(colleague.email),
  ).toHaveCount(0);

  await colleaguePage.goto(`/project/${roof.projectId}`);
  await expect(colleaguePage.getByRole("heading", { name: PROJECT_MESSAGES.notFound, level: 1 })).toBeVisible();

  await ownerContext.close();
  await colleagueContext.close();
});
