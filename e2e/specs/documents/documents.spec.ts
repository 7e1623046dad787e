import { readFile } from "node:fs/promises";
import { type Download, expect, type Locator, type Page, test } from "@playwright/test";
import { DOCUMENTS_TEXT, NBS_CLAUSES_TEXT, REVIEW_NBS_DIALOG, ROOFS_TEXT } from "@portal/contracts/ui";
import { pdfText } from "../../../apps/api/src/pdf/testing/pdf-text.js";
import { createCompletedRoof } from "../../../apps/api/test/completed-roof-over-http.js";
import { apiAs } from "../../fixtures/api.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";

/** Screenshots wait for the generation's toasts to leave, so they show the page itself. */
async function screenshotWithoutToasts(page: Page, path: string, options: { fullPage?: boolean } = {}) {
  await expect(page.locator(".Toastify__toast")).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path, ...options });
}

/** Clicks a generate button (the NBS's asks first whether to review the clauses); resolves with the file. */
async function generate(page: Page, button: Locator, options: { isNbs?: boolean } = {}): Promise<Download> {
  const download = page.waitForEvent("download", { timeout: 60_000 });
  await button.click();
  if (options.isNbs) {
    const prompt = page.getByRole("dialog", { name: REVIEW_NBS_DIALOG.title });
    await prompt.getByRole("button", { name: REVIEW_NBS_DIALOG.generate }).click();
  }
  return download;
}

async function expectPdfNaming(download: Download, name: string) {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  expect((await pdfText(bytes)).join(" ")).toContain(name);
}

/** Generates the Fixing Spec, the Estimate and the NBS from a documents panel; each must download naming the roof. */
async function generateEachDocument(page: Page, panel: Locator, roofName: string) {
  for (const name of [DOCUMENTS_TEXT.fixingSpec, DOCUMENTS_TEXT.estimate, DOCUMENTS_TEXT.nbs]) {
    const row = panel.getByRole("listitem", { name });
    const button = row.getByRole("button", { name: DOCUMENTS_TEXT.generate });
    await expect(button).toBeEnabled({ timeout: 30_000 });
    await expectPdfNaming(await generate(page, button, { isNbs: name === DOCUMENTS_TEXT.nbs }), roofName);
    await expect(row.getByText(/^Latest: /)).toBeVisible();
  }
}

test("a roofer generates the three documents of a roof, its plot and its project, and finds every version in History", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logIn(page, DEMO_ROOFER);
  const call = await apiAs(page, DEMO_ROOFER);
  const projectName = `Documents ${Date.now()}`;
  const roof = await createCompletedRoof(call, projectName);
  const roofName = `North Elevation ${Date.now() % 100_000}`;
  const current = await call("GET", `/roofs/${roof.roofId}`);
  await call("PUT", `/roofs/${roof.roofId}`, { name: roofName, version: current.version });

  // The roof page: each document from the bottom bar, downloaded at once while the window has focus.
  await page.goto(roof.path);
  const bar = page.getByRole("navigation", { name: "Roof actions" });
  for (const [buttonName, documentName] of [
    [ROOFS_TEXT.generateFixingSpec, DOCUMENTS_TEXT.fixingSpec],
    [ROOFS_TEXT.generateEstimate, DOCUMENTS_TEXT.estimate],
    [ROOFS_TEXT.generateNbs, DOCUMENTS_TEXT.nbs],
  ] as const) {
    const button = bar.getByRole("button", { name: buttonName });
    await expect(button).toBeEnabled({ timeout: 30_000 });
    const download = await generate(page, button, { isNbs: documentName === DOCUMENTS_TEXT.nbs });
    await expectPdfNaming(download, roofName);
    await expect(page.getByText(DOCUMENTS_TEXT.downloaded(documentName)).first()).toBeVisible();
    await expect(button).toBeEnabled();
  }

  // A second Fixing Spec: History lists version 2, then version 1, and each downloads.
  const documents = page.getByRole("region", { name: DOCUMENTS_TEXT.title });
  const fixingRow = documents.getByRole("listitem", { name: DOCUMENTS_TEXT.fixingSpec });
  await expectPdfNaming(
    await generate(page, fixingRow.getByRole("button", { name: DOCUMENTS_TEXT.generate })),
    roofName,
  );
  await fixingRow.getByRole("button", { name: DOCUMENTS_TEXT.historyOf(DOCUMENTS_TEXT.fixingSpec) }).click();
  const entries = page.getByRole("menuitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toHaveAccessibleName(/^2 - \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  // Nothing changed on the roof between the two: the entry says so.
  await expect(entries.nth(0)).toContainText(DOCUMENTS_TEXT.noChanges);
  await expect(entries.nth(1)).toHaveText(/^1 - \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const older = page.waitForEvent("download");
  await entries.nth(1).click();
  await expectPdfNaming(await older, roofName);
  await expect(fixingRow.getByText(/^Latest: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  // The panel at the foot of the roof page, above the bottom bar, with the Fixing Spec's History open.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await fixingRow.getByRole("button", { name: DOCUMENTS_TEXT.historyOf(DOCUMENTS_TEXT.fixingSpec) }).click();
  await expect(entries).toHaveCount(2);
  await screenshotWithoutToasts(page, "../docs/screenshots/documents-roof.png");
  await page.keyboard.press("Escape");

  // The plot page: the plot's own three documents cover its roofs.
  await page.goto(`/project/${roof.projectId}/plot/${roof.plotId}`);
  const plotGroup = page.getByRole("region", { name: /^Documents of Plot/ });
  await generateEachDocument(page, plotGroup, roofName);
  const roofGroup = page.getByRole("region", { name: DOCUMENTS_TEXT.roofDocuments(roofName) });
  await expect(roofGroup.getByRole("listitem", { name: DOCUMENTS_TEXT.nbs }).getByText(/^Latest: /)).toBeVisible();
  await screenshotWithoutToasts(page, "../docs/screenshots/documents-plot.png", { fullPage: true });

  // The project page: project-level documents, with View Clauses for a roofer.
  await page.goto(`/project/${roof.projectId}`);
  const projectDocuments = page.getByRole("region", { name: DOCUMENTS_TEXT.title });
  await generateEachDocument(page, projectDocuments, roofName);
  await expect(
    projectDocuments
      .getByRole("listitem", { name: DOCUMENTS_TEXT.nbs })
      .getByRole("link", { name: NBS_CLAUSES_TEXT.viewClauses }),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await screenshotWithoutToasts(page, "../docs/screenshots/documents-project.png");
});
