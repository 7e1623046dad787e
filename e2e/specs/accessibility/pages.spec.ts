import { test } from "@playwright/test";
import { PRODUCT_MANAGEMENT_BASE_PATH, PRODUCT_MANAGEMENT_TABS } from "@portal/contracts";
import { createCompletedRoof } from "../../../apps/api/test/completed-roof-over-http.js";
import { apiAs } from "../../fixtures/api.js";
import { expectNoSeriousViolations } from "../../fixtures/axe.js";
import { DEMO_ROOFER, logIn } from "../../fixtures/session.js";
import { E2E_ADMIN } from "../../playwright.config.js";

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
