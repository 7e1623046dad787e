import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { PRODUCT_MANAGEMENT_BASE_PATH, PRODUCT_MANAGEMENT_TABS } from "@portal/contracts";
import {
  DOCUMENTS_TEXT,
  FIELD_LABELS,
  PUBLIC_WIZARD_TEXT,
  ROOF_EDITOR_TEXT,
  ROOFS_TEXT,
  SOLAR_ARRAY_TEXT,
} from "@portal/contracts/ui";
import { COMPLETED_ROOF_FIXING, createCompletedRoof } from "../../../apps/api/test/completed-roof-over-http.js";
import { apiAs } from "../../fixtures/api.js";
import { expectNoSeriousViolations, expectPageDrawn } from "../../fixtures/axe.js";
import { DEMO_ROOFER, fillContactDetails, logIn } from "../../fixtures/session.js";
import { E2E_ADMIN } from "../../playwright.config.js";

/** The three screens the product is made for: a phone on site, a tablet at the counter, a laptop in the office. */
const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: "tablet", viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: false },
  { name: "desktop", viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
] as const;
const PHONE = SIZES[0];

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

let roofer: StorageState;
let admin: StorageState;
let roofPath = "";

async function contextAt(browser: Browser, size: (typeof SIZES)[number], storageState?: StorageState) {
  const { name: _name, ...options } = size;
  return browser.newContext({ ...options, ...(storageState ? { storageState } : {}) });
}

/**
 * The page does not scroll sideways, and nothing sticks out of the screen except inside a frame that scrolls or
 * clips it (a wide table's own scroller, the map).
 */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const report = await page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const framed = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const outside: string[] = [];
    for (const element of Array.from(document.querySelectorAll("body *"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= viewportWidth + 1 && box.left >= -1) || framed(element)) continue;
      const parentBox = element.parentElement?.getBoundingClientRect();
      if (parentBox && parentBox.right > viewportWidth + 1 && !framed(element.parentElement as Element)) continue;
      outside.push(
        `${element.tagName.toLowerCase()}.${String(element.getAttribute("class")).slice(0, 70)} ` +
          `[${Math.round(box.left)}, ${Math.round(box.right)}] "${(element.textContent ?? "").slice(0, 30)}"`,
      );
    }
    return { documentWidth: document.documentElement.scrollWidth, viewportWidth, outside };
  });
  const details = `${name} at ${report.viewportWidth} px:\n  ${report.outside.join("\n  ")}`;
  expect.soft(report.documentWidth, details).toBeLessThanOrEqual(report.viewportWidth);
  expect.soft(report.outside, details).toEqual([]);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expectPageDrawn(page);
}

async function openRoofEditor(page: Page) {
  await visit(page, roofPath);
  await expect(page.getByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData })).toBeVisible();
  await expect(page.getByRole("heading", { name: SOLAR_ARRAY_TEXT.arrayTitle(1) })).toBeVisible();
}

/** The roofer's pages (the roof editor with its solar array), the visitors' pages and the administrators' pages. */
async function roofersPages() {
  const projectPath = roofPath.replace(/\/plot\/.*$/, "");
  const plotPath = roofPath.replace(/\/roof\/\d+$/, "");
  return ["/projects", projectPath, `${projectPath}/nbs-clauses`, plotPath, "/profile", "/company"];
}
/** The invitation page as a visitor opens an invitation e-mail's link before signing in. */
const VISITORS_PAGES = ["/login", "/register", "/public-services", "/company-invitation?token=from-the-mail"];
const ADMINS_PAGES = [
  "/admin/users",
  ...PRODUCT_MANAGEMENT_TABS.map((tab) => `${PRODUCT_MANAGEMENT_BASE_PATH}/${tab.path}`),
];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, DEMO_ROOFER);
  roofer = await context.storageState();
  const call = await apiAs(page, DEMO_ROOFER);
  const roof = await createCompletedRoof(call, `Phone ${Date.now()}`);
  // A span that leaves room on the rafter for a few rows of panels (as in the solar designer's test).
  await call("PUT", "/roof-fixing", {
    roofId: roof.roofId,
    version: roof.fixingVersion,
    ...COMPLETED_ROOF_FIXING,
    roofSpan: 12,
  });
  roofPath = roof.path;
  await page.goto(roofPath);
  await page.getByRole("switch", { name: SOLAR_ARRAY_TEXT.solarSwitch }).click();
  await expect(page.getByRole("heading", { name: SOLAR_ARRAY_TEXT.arrayTitle(1) })).toBeVisible();
  await context.close();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, E2E_ADMIN);
  admin = await adminContext.storageState();
  await adminContext.close();
});

test("no page scrolls sideways on a phone, tablet or laptop; a finger gets 44 px targets", async ({ browser }) => {
  test.setTimeout(180_000);
  for (const size of SIZES) {
    const visitor = await contextAt(browser, size);
    const visitorPage = await visitor.newPage();
    for (const path of VISITORS_PAGES) {
      await visit(visitorPage, path);
      await expectNoSidewaysScroll(visitorPage, path);
      if (size.hasTouch) expect(await smallTargets(visitorPage), path).toEqual([]);
    }
    await visitor.close();

    const context = await contextAt(browser, size, roofer);
    const page = await context.newPage();
    for (const path of await roofersPages()) {
      await visit(page, path);
      await expectNoSidewaysScroll(page, path);
      if (size.hasTouch) expect(await smallTargets(page), path).toEqual([]);
    }
    await openRoofEditor(page);
    await expectNoSidewaysScroll(page, "roof editor, portrait array");
    await context.close();

    const adminContext = await contextAt(browser, size, admin);
    const adminPage = await adminContext.newPage();
    for (const path of ADMINS_PAGES) {
      await visit(adminPage, path);
      await expectNoSidewaysScroll(adminPage, path);
      if (size.hasTouch) expect(await smallTargets(adminPage), path).toEqual([]);
    }
    await adminContext.close();
  }

  // A landscape array's grid is wider: the editor still fits, the grid scrolling in its own frame.
  for (const size of SIZES) {
    const context = await contextAt(browser, size, roofer);
    const page = await context.newPage();
    await openRoofEditor(page);
    const orientation = page.getByLabel(SOLAR_ARRAY_TEXT.orientation, { exact: true });
    if ((await orientation.inputValue()) !== "landscape") {
      await orientation.selectOption({ label: SOLAR_ARRAY_TEXT.landscape });
      await expect(
        page
          .getByRole("grid", { name: SOLAR_ARRAY_TEXT.grid(1) })
          .getByRole("gridcell")
          .first(),
      ).toHaveCSS("width", "60px");
    }
    await expectNoSidewaysScroll(page, "roof editor, landscape array");
    await context.close();
  }
});

/** Every control on the page at least 44 px both ways; links inside running text are exempt (WCAG 2.5.8). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      "button, a[href], input:not([type=hidden]), select, textarea, [role=switch], [role=menuitem], [role=tab], summary";
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (element.closest("p") && element.tagName === "A") continue;
      // A checkbox or radio is operated through its label: the label is the target.
      const isTick = element instanceof HTMLInputElement && ["checkbox", "radio"].includes(element.type);
      const target = isTick ? (element.labels?.[0] ?? element) : element;
      const box = target.getBoundingClientRect();
      // Hidden, or visually hidden (read by screen readers only).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === "hidden") continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
        small.push(`${element.tagName.toLowerCase()} "${name.trim().slice(0, 30)}" ${box.width}×${box.height}`);
      }
    }
    return small;
  });
}

test("on a phone the roof editor is made for a thumb", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await contextAt(browser, PHONE, roofer);
  const page = await context.newPage();
  await openRoofEditor(page);
  await page.screenshot({ path: "../docs/screenshots/roof-editor-phone-top.png" });

  // The bottom bar: one row, at most a fifth of the screen.
  const bar = page.getByRole("navigation", { name: "Roof actions" });
  const barBox = await bar.boundingBox();
  expect(barBox?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(PHONE.viewport.height * 0.2);
  await expect(bar.getByRole("button", { name: ROOFS_TEXT.generateFixingSpec })).toBeHidden();

  // The Generate menu from the keyboard: Enter or Space opens it, the arrows move, Escape closes it and focus returns.
  const generate = bar.getByRole("button", { name: DOCUMENTS_TEXT.generate, exact: true });
  await generate.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem")).toHaveText([
    ROOFS_TEXT.generateFixingSpec,
    ROOFS_TEXT.generateEstimate,
    ROOFS_TEXT.generateNbs,
  ]);
  // The completed roof has the fixing spec's data; each entry is available exactly as its button would be.
  await expect(menu.getByRole("menuitem", { name: ROOFS_TEXT.generateFixingSpec })).toBeEnabled();
  await page.keyboard.press("ArrowDown");
  await expect(
    menu
      .getByRole("menuitem")
      .filter({ has: page.locator(":focus") })
      .or(menu.locator("[data-focus]")),
  ).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(generate).toBeFocused();
  await page.keyboard.press(" ");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(generate).toBeFocused();
  // And by a tap.
  await generate.tap();
  await expect(menu).toBeVisible();
  await page.screenshot({ path: "../docs/screenshots/roof-editor-phone-generate-menu.png" });
  expect(await smallTargets(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  // Every control of the editor big enough for a finger.
  expect(await smallTargets(page)).toEqual([]);

  // The solar grid painted by a finger: a press and a drag along the first row; the page stays where it is.
  const grid = page.getByRole("grid", { name: SOLAR_ARRAY_TEXT.grid(1) });
  const cells = grid.getByRole("row").first().getByRole("gridcell");
  // The first row a third of the way down the screen, clear of the sticky header.
  await cells.first().evaluate((cell) => window.scrollBy(0, cell.getBoundingClientRect().top - window.innerHeight / 3));
  const first = await cells.nth(0).boundingBox();
  const third = await cells.nth(2).boundingBox();
  if (!first || !third) throw new Error("The grid's cells are not on screen");
  const scrollBefore = await page.evaluate(() => window.scrollY);
  const cdp = await context.newCDPSession(page);
  const y = first.y + first.height / 2;
  const from = first.x + first.width / 2;
  const to = third.x + third.width / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step += 1) {
    const x = from + ((to - from) * step) / 8;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y - step * 3 }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect(grid.getByRole("gridcell", { name: /: panel$/ })).toHaveCount(3);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  // A tap on a painted cell clears it.
  await cells.nth(2).tap();
  await expect(grid.getByRole("gridcell", { name: /: panel$/ })).toHaveCount(2);
  await page.screenshot({ path: "../docs/screenshots/roof-editor-phone-solar.png" });
  await context.close();
});

test("on a phone no page has a serious accessibility violation", async ({ browser }) => {
  test.setTimeout(120_000);
  const visitor = await contextAt(browser, PHONE);
  const visitorPage = await visitor.newPage();
  for (const path of VISITORS_PAGES) await expectNoSeriousViolations(visitorPage, path);
  await visitor.close();

  const context = await contextAt(browser, PHONE, roofer);
  const page = await context.newPage();
  for (const path of [...(await roofersPages()), roofPath]) await expectNoSeriousViolations(page, path);
  await context.close();

  const adminContext = await contextAt(browser, PHONE, admin);
  const adminPage = await adminContext.newPage();
  for (const path of ADMINS_PAGES) await expectNoSeriousViolations(adminPage, path);
  await adminContext.close();
});

test("on a phone every step of the public wizard fits the screen", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await contextAt(browser, PHONE);
  const page = await context.newPage();
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}`));
  await visit(page, "/public-services");
  await fillContactDetails(page, {
    firstName: "Ffion",
    lastName: "Rees",
    email: `phone.wizard.${Date.now()}@example.com`,
    phoneNumber: "01174 960000",
    jobTitle: "Roofer",
    company: "Rees Roofing",
    addressLine1: "1 High Street",
    town: "Coventry",
    postCode: "CV1 1AA",
    industry: { search: "Roofing", option: "Roofing Contractor" },
  });
  await field(FIELD_LABELS.postCode).blur();
  await expect(field(PUBLIC_WIZARD_TEXT.projectName)).toBeEnabled({ timeout: 15_000 });
  await field(PUBLIC_WIZARD_TEXT.projectName).fill("Phone barn");
  await field(PUBLIC_WIZARD_TEXT.sitePostcode).fill("CV1 1AA");
  await field(PUBLIC_WIZARD_TEXT.sitePostcode).blur();
  await expect(page.getByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData })).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page, "wizard, Fixing Spec with the roof editor");

  await page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.continueToEstimate }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Estimator", exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, "wizard, Estimator");
  await page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.continueToNbs }).click();
  await expect(page.getByRole("heading", { level: 1, name: "NBS", exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, "wizard, NBS");
  await page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.finish, exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: PUBLIC_WIZARD_TEXT.finishHeading, exact: true }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, "wizard, Finish");

  // Solar on: the Solar Designer step.
  await page.getByRole("button", { name: /^Step 1: Fixing Spec/ }).click();
  await page.getByRole("switch", { name: SOLAR_ARRAY_TEXT.solarSwitch }).click();
  await page.getByRole("button", { name: PUBLIC_WIZARD_TEXT.continueToSolarDesigner }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Solar Designer", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: SOLAR_ARRAY_TEXT.arrayTitle(1) })).toBeVisible();
  await expectNoSidewaysScroll(page, "wizard, Solar Designer");
  await context.close();
});
