import { expect, test } from "@playwright/test";
import { PROJECT_FILE_MESSAGES, PROJECT_MESSAGES } from "@portal/contracts";
import { CLONE_TEXT, PLOTS_TEXT, PROJECT_FILES_TEXT, PROJECT_PAGE_TEXT, ROOFS_TEXT } from "@portal/contracts/ui";
import { addProject } from "../../fixtures/projects.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";

test("a roofer creates a project, locates it, adds a plot and a roof, renames and clones the roof, files and notes", async ({
  page,
}) => {
  const projectName = `Harbour View ${Date.now()}`;
  await logIn(page, DEMO_ROOFER);

  await addProject(page, projectName);
  await expect(page.getByRole("heading", { name: projectName })).toBeVisible();
  await expect(page.getByText(PROJECT_MESSAGES.noLocation)).toBeVisible();

  // Location: the postcode finds the district, which sets the coordinates, which brings the plots panel.
  await page.getByLabel(new RegExp(`^${PROJECT_PAGE_TEXT.sitePostcode}`)).fill("TR1 2AA");
  await page.getByRole("button", { name: PROJECT_PAGE_TEXT.findAddress }).click();
  await expect(page.getByLabel(new RegExp(`^${PROJECT_PAGE_TEXT.latitude}`))).not.toHaveValue("");
  await expect(page.getByText(PROJECT_MESSAGES.noLocation)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel(new RegExp(`^${PROJECT_PAGE_TEXT.latitude}`))).not.toHaveValue("");

  // Plot and roof.
  await page.getByRole("button", { name: PLOTS_TEXT.addPlot }).click();
  await expect(page.getByRole("cell", { name: "Plot 1", exact: true })).toBeVisible();
  await page
    .getByRole("link", { name: PLOTS_TEXT.viewPlot })
    .or(page.getByRole("button", { name: PLOTS_TEXT.viewPlot }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/project\/\d+\/plot\/\d+$/);
  await page.getByRole("button", { name: ROOFS_TEXT.addNewRoof }).click();
  // The roof cards (the plot's documents panel names each roof too).
  const roofCards = page.getByRole("list", { name: ROOFS_TEXT.roofs });
  await expect(roofCards.getByText("Main Roof", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: ROOFS_TEXT.roofOptions("Main Roof") }).click();
  await page.getByRole("menuitem", { name: PLOTS_TEXT.rename }).click();
  const renameDialog = page.getByRole("dialog");
  await renameDialog.getByRole("textbox").fill("");
  await renameDialog.locator("button[type=submit]").click();
  await expect(renameDialog.getByText(PROJECT_MESSAGES.cloneNameRequired)).toBeVisible();
  await renameDialog.getByRole("textbox").fill("Front slope");
  await renameDialog.locator("button[type=submit]").click();
  await expect(roofCards.getByText("Front slope", { exact: true })).toBeVisible();

  // Clone: accepted at once, announced through realtime with a View link.
  await page.getByRole("button", { name: ROOFS_TEXT.roofOptions("Front slope") }).click();
  await page.getByRole("menuitem", { name: PLOTS_TEXT.clone }).click();
  const cloneDialog = page.getByRole("dialog");
  await expect(cloneDialog.getByRole("textbox")).toHaveValue("Front slope (Copy)");
  await cloneDialog.locator("button[type=submit]").click();
  await expect(page.getByText(CLONE_TEXT.cloning).or(page.getByText("Roof successfully cloned")).first()).toBeVisible();
  await expect(page.getByText("Roof successfully cloned")).toBeVisible();
  await expect(page.getByRole("link", { name: CLONE_TEXT.view, exact: true })).toBeVisible();
  await expect(roofCards.getByText("Front slope (Copy)", { exact: true })).toBeVisible();

  // Files: upload through the signed link, then delete.
  await page.getByRole("link", { name: projectName }).first().click();
  await expect(page).toHaveURL(/\/project\/\d+$/);
  await page.getByRole("tab", { name: PROJECT_PAGE_TEXT.filesTab }).click();
  await expect(page.getByText(PROJECT_FILE_MESSAGES.noFiles)).toBeVisible();
  await page.getByLabel(PROJECT_FILES_TEXT.chooseFiles).setInputFiles([
    { name: "site-survey.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% site survey\n%%EOF\n") },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not allowed") },
  ]);
  await expect(page.getByText(PROJECT_FILE_MESSAGES.unsupportedSkipped)).toBeVisible();
  await expect(page.getByText(PROJECT_FILE_MESSAGES.uploaded(1, 1))).toBeVisible();
  await expect(page.getByRole("cell", { name: "site-survey.pdf" })).toBeVisible();
  await page
    .getByRole("row", { name: /site-survey\.pdf/ })
    .getByRole("button", { name: PROJECT_FILES_TEXT.delete })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: PROJECT_FILES_TEXT.delete }).click();
  await expect(page.getByText(PROJECT_FILE_MESSAGES.noFiles)).toBeVisible();

  // Notes save themselves a second after typing stops, and are there after a reload.
  await page.getByRole("tab", { name: PROJECT_PAGE_TEXT.notesTab }).click();
  await page.getByLabel(PROJECT_PAGE_TEXT.notesLabel).fill("Scaffold booked for Monday; check the valley flashing.");
  await expect(page.getByText(PROJECT_MESSAGES.notesSaved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(PROJECT_PAGE_TEXT.notesLabel)).toHaveValue(
    "Scaffold booked for Monday; check the valley flashing.",
  );

  await page
    .getByRole("link", { name: PROJECT_PAGE_TEXT.backToProjects })
    .or(page.getByRole("button", { name: PROJECT_PAGE_TEXT.backToProjects }))
    .first()
    .click();
  await expect(page.getByRole("cell", { name: projectName })).toBeVisible();
});
