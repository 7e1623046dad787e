import { expect, test } from "@playwright/test";
import { entityMessages, PRODUCT_COMPONENT_TYPES, PRODUCT_MANAGEMENT_MESSAGES as TEXT } from "@portal/contracts";
import { SHELL_TEXT } from "@portal/contracts/ui";
import {
  editFromList,
  field,
  findInList,
  openAddFormAsAdmin,
  saveNewItem,
  tabUrl,
  uniqueToken,
} from "../../fixtures/catalogue.js";

/** Product Components columns: Code, Type, Name, Round Up, Added Wastage, Comments, Is Active? */
const IS_ACTIVE_COLUMN = 6;

test("an administrator activates an inactive item through the confirmation", async ({ page }) => {
  const code = `E2E-PC-${uniqueToken()}`;
  // An inactive component of this test's own.
  await openAddFormAsAdmin(page, "product-components", "Product Component");
  await field(page, "Code").fill(code);
  await field(page, "Name").fill(`Dry verge test unit ${code}`);
  await field(page, "Type").selectOption(String(PRODUCT_COMPONENT_TYPES.fitting));
  await page.getByRole("checkbox", { name: "Is Active?" }).uncheck();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await saveNewItem(page, "product-components", "Product Component");
  const inactive = await findInList(page, code);
  await expect(inactive.getByRole("cell").nth(IS_ACTIVE_COLUMN)).toHaveText("No");

  // Declining the confirmation leaves it inactive.
  await editFromList(page, code);
  await expect(page.getByRole("heading", { name: entityMessages.editTitle("Product Component") })).toBeVisible();
  const isActive = page.getByRole("checkbox", { name: "Is Active?" });
  await expect(isActive).not.toBeChecked();
  await isActive.check();
  let confirmation = page.getByRole("dialog");
  await expect(confirmation.getByText(TEXT.confirmActivationTitle)).toBeVisible();
  await expect(confirmation.getByText(TEXT.confirmActivationText)).toBeVisible();
  await confirmation.getByRole("button", { name: SHELL_TEXT.no, exact: true }).click();
  await expect(confirmation).toBeHidden();
  await expect(isActive).not.toBeChecked();

  // Confirming saves it active.
  await isActive.check();
  confirmation = page.getByRole("dialog");
  await expect(confirmation.getByText(TEXT.confirmActivationText)).toBeVisible();
  await confirmation.getByRole("button", { name: SHELL_TEXT.yes, exact: true }).click();
  await expect(page.getByText(entityMessages.updated("Product Component"))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${tabUrl("product-components")}$`));
  const active = await findInList(page, code);
  await expect(active.getByRole("cell").nth(IS_ACTIVE_COLUMN)).toHaveText("Yes");

  await page.reload();
  const reloaded = await findInList(page, code);
  await expect(reloaded.getByRole("cell").nth(IS_ACTIVE_COLUMN)).toHaveText("Yes");
  await editFromList(page, code);
  await expect(page.getByRole("checkbox", { name: "Is Active?" })).toBeChecked();
});
