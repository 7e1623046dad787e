import { expect, test } from "@playwright/test";
import {
  COLOUR_MAPPING_RULE,
  entityMessages,
  FIXING_CALCULATION_ASSEMBLY,
  LAPPED,
  MATERIAL_TYPE,
  NBS_SUB_PRODUCT_TYPE,
  PRODUCT_COMPONENT_SUBTYPE,
  SOLAR_EDGE_TYPES,
  PRODUCT_MANAGEMENT_MESSAGES as TEXT,
  TILE_SPECIFICATION_FIELDS,
  TILE_TYPE,
} from "@portal/contracts";
import {
  chooseOption,
  codeOf,
  editFromList,
  field,
  findInList,
  searchAndPick,
  section,
  tabUrl,
  uniqueToken,
} from "../../fixtures/catalogue.js";
import { logIn } from "../../fixtures/session.js";
import { E2E_ADMIN } from "../../playwright.config.js";

const specLabel = (key: (typeof TILE_SPECIFICATION_FIELDS)[number]["key"]) =>
  TILE_SPECIFICATION_FIELDS.find((entry) => entry.key === key)?.label ?? key;

test("an administrator adds a tile and completes its configuration until it is valid", async ({ page }) => {
  const code = `E2E-TILE-${uniqueToken()}`;
  const name = `Flat interlocking test tile ${code}`;
  await logIn(page, E2E_ADMIN);
  await page.goto(tabUrl("tiles"));

  await page.getByRole("button", { name: TEXT.addNew, exact: true }).click();
  await expect(page.getByRole("heading", { name: entityMessages.addTitle("Tile") })).toBeVisible();
  await field(page, "Code").fill(code);
  await field(page, "Name").fill(name);
  await field(page, "Tile Type").selectOption(String(TILE_TYPE.interlockingTile));
  await field(page, "Material Type").selectOption(String(MATERIAL_TYPE.concrete));
  await field(page, "Fixing Calculation Assembly").selectOption(String(FIXING_CALCULATION_ASSEMBLY.singleLap));
  await field(page, "Colour Mapping Rules").selectOption(String(COLOUR_MAPPING_RULE.mappedOnly));
  await field(page, "Lapped").selectOption(String(LAPPED.single));
  await field(page, "No Of Nails").selectOption("1");
  await field(page, specLabel("minimumHeadlap")).fill("75");
  await field(page, specLabel("maximumHeadlap")).fill("100");
  await page.getByRole("button", { name: TEXT.save, exact: true }).click();
  await expect(page.getByText(entityMessages.created("Tile"))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${tabUrl("tiles")}$`));

  const listed = await findInList(page, code);
  await expect(listed.getByRole("cell", { name, exact: true })).toBeVisible();
  // Code, Name, Tile Type, Material Type, Valid?, Is Active?
  await expect(listed.getByRole("cell").nth(4)).toHaveText("No");
  await editFromList(page, code);
  await expect(page.getByRole("heading", { name: entityMessages.editTitle("Tile") })).toBeVisible();
  await expect(page.getByText(TEXT.tileInvalid)).toBeVisible();

  // Colour
  const colours = section(page, "Colour Mappings");
  await colours.getByRole("button", { name: TEXT.addNew, exact: true }).click();
  let dialog = page.getByRole("dialog");
  await expect(dialog.getByText(entityMessages.addTitle("Colour Mapping"))).toBeVisible();
  const colour = await chooseOption(field(dialog, "Colour"), /^\S+ – \S/);
  await dialog.locator("button[type=submit]").click();
  await expect(page.getByText(entityMessages.created("Colour Mapping"))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(colours.getByRole("cell", { name: codeOf(colour), exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.tileInvalid)).toBeVisible();

  // Headlap rule
  const rules = section(page, "Headlap Rules");
  await rules.getByRole("button", { name: TEXT.addNew, exact: true }).click();
  dialog = page.getByRole("dialog");
  await expect(dialog.getByText(entityMessages.addTitle("Headlap Rule"))).toBeVisible();
  await field(dialog, "Min Rafter").fill("0");
  await field(dialog, "Max Rafter").fill("12");
  await field(dialog, "Min Pitch").fill("22.5");
  await field(dialog, "Max Pitch").fill("90");
  await field(dialog, "Min Headlap").fill("75");
  await dialog.locator("button[type=submit]").click();
  await expect(page.getByText(entityMessages.created("Headlap Rule"))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rules.getByRole("cell", { name: "22.5", exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.tileInvalid)).toBeVisible();

  // Fixing
  const fixings = section(page, "Fixing Components");
  await fixings.getByRole("button", { name: TEXT.addNew, exact: true }).click();
  dialog = page.getByRole("dialog");
  await expect(dialog.getByText(entityMessages.addTitle("Fixing Component"))).toBeVisible();
  const nail = await searchAndPick(dialog.getByRole("combobox", { name: "Component" }), "NL-", /^NL-/);
  await field(dialog, "Sub Type").selectOption(String(PRODUCT_COMPONENT_SUBTYPE.nail));
  await field(dialog, "Nbs Sub Type").selectOption(String(NBS_SUB_PRODUCT_TYPE.tileNails));
  await dialog.locator("button[type=submit]").click();
  await expect(page.getByText(entityMessages.created("Fixing Component"))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(fixings.getByRole("cell", { name: codeOf(nail), exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.tileInvalid)).toBeVisible();

  // Solar edge
  const edges = section(page, "Solar Edge Components");
  await edges.getByRole("button", { name: TEXT.addNew, exact: true }).click();
  dialog = page.getByRole("dialog");
  await expect(dialog.getByText(entityMessages.addTitle("Solar Edge Component"))).toBeVisible();
  const edgeComponent = await searchAndPick(dialog.getByRole("combobox", { name: "Component" }), "SE-", /^SE-/);
  await chooseOption(field(dialog, "Formula"), /\S/);
  const top = SOLAR_EDGE_TYPES[0];
  await field(dialog, "Edge").selectOption(String(top.id));
  await dialog.locator("button[type=submit]").click();
  await expect(page.getByText(entityMessages.created("Solar Edge Component"))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(edges.getByRole("cell", { name: codeOf(edgeComponent), exact: true })).toBeVisible();
  await expect(edges.getByRole("cell", { name: top.name, exact: true })).toBeVisible();

  await expect(page.getByText(TEXT.tileInvalid)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: entityMessages.editTitle("Tile") })).toBeVisible();
  await expect(colours.getByRole("cell", { name: codeOf(colour), exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.tileInvalid)).toHaveCount(0);

  await page.getByRole("button", { name: TEXT.backToList, exact: true }).click();
  const validRow = await findInList(page, code);
  await expect(validRow.getByRole("cell").nth(4)).toHaveText("Yes");
});
