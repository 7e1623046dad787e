import { expect, test } from "@playwright/test";
import {
  EDGE_TYPES,
  entityMessages,
  NBS_SECTION,
  NBS_SUB_GROUP,
  PRODUCT_MANAGEMENT_MESSAGES as TEXT,
} from "@portal/contracts";
import {
  chooseOption,
  codeOf,
  editFromList,
  field,
  findInList,
  openAddDialog,
  openAddFormAsAdmin,
  saveNewItem,
  searchAndPick,
  section,
  submitAddDialog,
  uniqueToken,
} from "../../fixtures/catalogue.js";

const duoRidge = EDGE_TYPES.find((edge) => edge.key === "duoRidge")?.group ?? "Duo Ridge";

test("an administrator adds a roof system and gives it a component", async ({ page }) => {
  const name = `E2E dry ridge system ${uniqueToken()}`;
  await openAddFormAsAdmin(page, "roof-systems", "Roof System");
  await field(page, "Name").fill(name);
  await field(page, "Group Name").selectOption(duoRidge);
  const tile = await chooseOption(field(page, "Associated Product Code"), /^\S+ – \S/);
  await field(page, "Min Pitch").fill("15");
  await field(page, "Max Pitch").fill("45");
  await field(page, "NBS Clause").fill("700");
  await field(page, "NBS Section").selectOption(String(NBS_SECTION.edges));
  await field(page, "Clause Subgroup").selectOption(String(NBS_SUB_GROUP.ridges));
  await saveNewItem(page, "roof-systems", "Roof System");

  const listed = await findInList(page, name);
  await expect(listed.getByRole("cell", { name: duoRidge, exact: true })).toBeVisible();
  await expect(listed.getByRole("cell", { name: codeOf(tile), exact: true })).toBeVisible();
  await editFromList(page, name);
  await expect(page.getByRole("heading", { name: entityMessages.editTitle("Roof System") })).toBeVisible();
  const components = section(page, "Components");
  await expect(components.getByText(TEXT.noData)).toBeVisible();

  const dialog = await openAddDialog(components, TEXT.addComponent, "Component");
  // The Component field searches the catalogue a second after the last keystroke.
  const component = await searchAndPick(
    dialog.getByRole("combobox", { name: TEXT.componentLabel }),
    "ridge",
    /^\S+ – \S/,
  );
  await expect(dialog.getByText("Pack Quantity:")).toBeVisible();
  await field(dialog, "Number").fill("1");
  await field(dialog, "Per").fill("0.3");
  await field(dialog, "Unit").selectOption("Off");
  await chooseOption(field(dialog, "Formula ID"), /\S/);
  await submitAddDialog(dialog, "Roof system component");

  const row = components
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: codeOf(component), exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "0.3", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Off", exact: true })).toBeVisible();

  await page.reload();
  await expect(components.getByRole("cell", { name: codeOf(component), exact: true })).toBeVisible();
  await page.getByRole("button", { name: TEXT.backToList, exact: true }).click();
  const counted = await findInList(page, name);
  // Name, Group Name, Associated Product Code, Min Pitch, Max Pitch, Components, Is Active?
  await expect(counted.getByRole("cell").nth(5)).toHaveText("1");
});
