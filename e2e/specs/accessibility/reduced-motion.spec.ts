import { expect, test } from "@playwright/test";
import { PROJECT_MESSAGES, TOAST_SETTINGS } from "@portal/contracts";
import { PROJECT_PAGE_TEXT } from "@portal/contracts/ui";
import { addProject } from "../../fixtures/projects.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";

test.use({ reducedMotion: "reduce" });

test("someone who prefers reduced motion still has the time to read a toast", async ({ page }) => {
  await logIn(page, DEMO_ROOFER);
  await addProject(page, `Still toast ${Date.now()}`);
  await page.getByRole("tab", { name: PROJECT_PAGE_TEXT.notesTab }).click();
  await page.getByLabel(PROJECT_PAGE_TEXT.notesLabel).fill("Ridge tiles to be bedded.");
  const toast = page.getByText(PROJECT_MESSAGES.notesSaved);
  await expect(toast).toBeVisible();
  // The toast is timed by its progress bar; without motion it must still stay its full time, then go.
  await page.waitForTimeout(TOAST_SETTINGS.autoCloseMs / 2);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: TOAST_SETTINGS.autoCloseMs * 2 });
});
