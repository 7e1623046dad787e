import { expect, test } from "@playwright/test";
import { PROJECT_MESSAGES } from "@portal/contracts";
import {
  CLONE_TEXT,
  PROJECT_DIALOG_TEXT,
  PROJECT_FIELD_LABELS,
  PROJECT_LIST_TEXT,
  PROJECT_PAGE_TEXT,
} from "@portal/contracts/ui";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";

const TAS = { email: "tas@example.com", password: "TechnicalSupport#2026" };

test("technical support create a project for a customer found by search, clone it in the background, and the roofer cannot see it", async ({
  page,
}) => {
  const projectName = `Mill Lofts ${Date.now()}`;
  await logIn(page, TAS);
  await page.getByRole("button", { name: PROJECT_LIST_TEXT.addProject }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(new RegExp(`^${PROJECT_FIELD_LABELS.name}`)).fill(projectName);

  // Customer search starts at three characters; an account fills in its billing address.
  await dialog.getByLabel(PROJECT_FIELD_LABELS.customerSearch).fill("No");
  await expect(dialog.getByRole("list", { name: "Customer results" })).toHaveCount(0);
  await dialog.getByLabel(PROJECT_FIELD_LABELS.customerSearch).fill("Northern");
  await dialog.getByRole("button", { name: /Northern Roofing Supplies Ltd/ }).click();
  await expect(dialog.getByLabel(new RegExp(`^${PROJECT_FIELD_LABELS.customerAddressTown}`))).toHaveValue("Wakefield");

  // Staff fields: status, source, owner and sales lead start at the spec's defaults; category and dates are chosen.
  await dialog.getByLabel(new RegExp(`^${PROJECT_FIELD_LABELS.projectCategory}`)).fill("Re-roof");
  await dialog.getByRole("option", { name: "Re-roof" }).click();
  await dialog.getByLabel(new RegExp(`^${PROJECT_FIELD_LABELS.projectedStartDate}`)).fill("31/02/2026");
  await dialog.getByLabel(new RegExp(`^${PROJECT_FIELD_LABELS.projectedEndDate}`)).fill("15/04/2026");
  // Create stays disabled until the form is valid (spec 02 §4).
  await expect(dialog.getByText(PROJECT_MESSAGES.dateInvalid).first()).toBeVisible();
  await expect(dialog.locator("button[type=submit]")).toBeDisabled();
  await dialog.getByLabel(new RegExp(`^${PROJECT_FIELD_LABELS.projectedStartDate}`)).fill("01/03/2026");
  await dialog.locator("button[type=submit]").click();

  await expect(page).toHaveURL(/\/project\/\d+$/);
  const details = page.getByRole("region", { name: PROJECT_PAGE_TEXT.details }).or(page.locator("main"));
  await expect(details.getByText("Northern Roofing Supplies Ltd").first()).toBeVisible();
  await expect(details.getByText("TBD").first()).toBeVisible();
  await expect(details.getByText("Website").first()).toBeVisible();

  // Clone: 202, then the realtime event turns the toast into success with a View link to the copy.
  await page.getByRole("button", { name: PROJECT_PAGE_TEXT.clone, exact: true }).click();
  const cloneDialog = page.getByRole("dialog");
  // The project form in clone mode: every field, the copy's default name, and Clone enabled at once.
  await expect(cloneDialog.getByLabel(new RegExp(`^${PROJECT_FIELD_LABELS.name}`))).toHaveValue(
    `${projectName} (Copy)`,
  );
  await expect(cloneDialog.getByLabel(new RegExp(`^${PROJECT_FIELD_LABELS.customerName("Customer")}`))).toHaveValue(
    "Northern Roofing Supplies Ltd",
  );
  await cloneDialog.getByRole("button", { name: PROJECT_DIALOG_TEXT.clone, exact: true }).click();
  await expect(page.getByText("Project successfully cloned")).toBeVisible();
  const sourceUrl = page.url();
  const viewLink = page.getByRole("link", { name: CLONE_TEXT.view, exact: true });
  await expect(viewLink).toHaveAttribute("href", /^\/project\/\d+$/);
  expect(new URL(sourceUrl).pathname).not.toBe(await viewLink.getAttribute("href"));
  // The toast closes about 3 s after it appears (spec 02 §4); a pointer click waits for its entrance to settle
  // first, which a loaded machine can take longer than that to see. The link's own handler is what is tested.
  await viewLink.dispatchEvent("click");
  await expect(page).not.toHaveURL(sourceUrl);
  await expect(page.getByRole("heading", { name: `${projectName} (Copy)` })).toBeVisible();
  const copyUrl = page.url();

  // The customer's list and pages never show another account's project.
  await page.context().clearCookies();
  await logIn(page, DEMO_ROOFER);
  await page.getByLabel(PROJECT_LIST_TEXT.filterBy("Name")).fill("Mill Lofts");
  await expect(page.getByText(PROJECT_MESSAGES.noMatchingProjects)).toBeVisible();
  await page.goto(copyUrl);
  await expect(page.getByRole("heading", { name: PROJECT_MESSAGES.notFound })).toBeVisible();
});
