import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { PRODUCT_MANAGEMENT_BASE_PATH, PRODUCT_MANAGEMENT_TABS } from "@portal/contracts";
import { createCompletedRoof } from "../../../apps/api/test/completed-roof-over-http.js";
import { apiAs } from "../../fixtures/api.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";
import { E2E_ADMIN } from "../../playwright.config.js";

/** The rules of WCAG 2.1 A and AA; a page passes with no violation axe rates serious or critical. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  // The page has drawn its content: the shell's main landmark holds more than a spinner.
  await expect(page.locator("main h1, main h2").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: /loading/i })).toHaveCount(0, { timeout: 20_000 });
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join(" ").trim() ?? ""}`)
        .join("\n  ")}`,
  );
  expect(report, `${path}\n${report.join("\n")}`).toEqual([]);
}

test("the visitors' pages have no serious accessibility violations", async ({ page }) => {
  for (const path of ["/login", "/register", "/forgot-password", "/password-reset", "/public-services", "/notfound"]) {
    await expectNoSeriousViolations(page, path);
  }
});

test("a roofer's pages have no serious accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_ROOFER);
  const roof = await createCompletedRoof(await apiAs(page, DEMO_ROOFER), `Accessible ${Date.now()}`);
  const projectPath = roof.path.replace(/\/plot\/.*$/, "");
  const plotPath = roof.path.replace(/\/roof\/\d+$/, "");
  for (const path of ["/projects", projectPath, `${projectPath}/nbs-clauses`, plotPath, roof.path, "/profile"]) {
    await expectNoSeriousViolations(page, path);
  }
});

test("the administrators' pages have no serious accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, E2E_ADMIN);
  await expectNoSeriousViolations(page, "/admin/users");
  for (const tab of PRODUCT_MANAGEMENT_TABS) {
    await expectNoSeriousViolations(page, `${PRODUCT_MANAGEMENT_BASE_PATH}/${tab.path}`);
  }
});
