import { expect, test } from "@playwright/test";
import { PROJECT_MESSAGES, VERSION_MESSAGES } from "@portal/contracts";
import { PROJECT_FIELD_LABELS, PROJECT_PAGE_TEXT } from "@portal/contracts/ui";
import { addProject } from "../../fixtures/projects.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";

test("a save made from a stale copy of the project is refused, shows the other change and keeps the typed notes", async ({
  page,
}) => {
  const projectName = `Quay Cottages ${Date.now()}`;
  await logIn(page, DEMO_ROOFER);
  await addProject(page, projectName);

  // The same project open in a second tab, as a colleague would have it.
  const staleTab = await page.context().newPage();
  await staleTab.goto(page.url());
  await expect(staleTab.getByRole("heading", { name: projectName, level: 1 })).toBeVisible();

  // The first tab renames the project.
  const renamed = `${projectName} (renamed)`;
  await page.getByRole("button", { name: PROJECT_PAGE_TEXT.edit }).click();
  const editDialog = page.getByRole("dialog");
  await editDialog.getByLabel(new RegExp(`^${PROJECT_FIELD_LABELS.name}`)).fill(renamed);
  await editDialog.locator("button[type=submit]").click();
  await expect(page.getByRole("heading", { name: renamed, level: 1 })).toBeVisible();

  // The second tab, still showing the old name, saves its notes: refused, told why, reloaded, notes kept.
  const notes = "Scaffold booked for Monday.";
  await staleTab.getByRole("tab", { name: PROJECT_PAGE_TEXT.notesTab }).click();
  await staleTab.getByLabel(PROJECT_PAGE_TEXT.notesLabel).fill(notes);
  await expect(staleTab.getByText(VERSION_MESSAGES.changedElsewhere("project"))).toBeVisible();
  await expect(staleTab.getByRole("heading", { name: renamed, level: 1 })).toBeVisible();
  await expect(staleTab.getByLabel(PROJECT_PAGE_TEXT.notesLabel)).toHaveValue(notes);

  await staleTab.getByRole("button", { name: PROJECT_PAGE_TEXT.retry }).click();
  await expect(staleTab.getByText(PROJECT_MESSAGES.notesSaved)).toBeVisible();
  await staleTab.reload();
  await expect(staleTab.getByRole("heading", { name: renamed, level: 1 })).toBeVisible();
  await staleTab.getByRole("tab", { name: PROJECT_PAGE_TEXT.notesTab }).click();
  await expect(staleTab.getByLabel(PROJECT_PAGE_TEXT.notesLabel)).toHaveValue(notes);
});
