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
  openAddDialog,
  openAddFormAsAdmin,
  saveNewItem,
  searchAndPick,
  section,
  submitAddDialog,
  uniqueToken,
} from "../../fixtures/catalogue.js";

const specLabel = (key: (typeof TILE_SPECIFICATION_FIELDS)[number]["key"]) =>
  TILE_SPECIFICATION_FIELDS.find((entry) => entry.key === key)?.label ?? key;

test("an administrator adds a tile and completes its configuration until it is valid", async ({ page }) => {
  const code = `E2E-TILE-${uniqueToken()}`;
  const name = `Flat interlocking test tile ${code}`;
  await openAddFormAsAdmin(page, "tiles", "Tile");
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
  await saveNewItem(page, "tiles", "Tile");

  const listed = await findInList(page, code);
  await expect(listed.getByRole("cell", { name, exact: true })).toBeVisible();
  // Code, Name, Tile Type, Material Type, Valid?, Is Active?
  await expect(listed.getByRole("cell").nth(4)).toHaveText("No");
  await editFromList(page, code);
  await expect(page.getByRole("heading", { name: entityMessages.editTitle("Tile") })).toBeVisible();
  await expect(page.getByText(TEXT.tileInvalid)).toBeVisible();

  // Colour
  const colours = section(page, "Colour Mappings");
  let dialog = await openAddDialog(colours, TEXT.addNew, "Colour Mapping");
  const colour = await chooseOption(field(dialog, "Colour"), /^\S+ – \S/);
  await submitAddDialog(dialog, "Colour Mapping");
  await expect(colours.getByRole("cell", { name: codeOf(colour), exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.tileInvalid)).toBeVisible();

  // Headlap rule
  const rules = section(page, "Headlap Rules");
  dialog = await openAddDialog(rules, TEXT.addNew, "Headlap Rule");
  await field(dialog, "Min Rafter").fill("0");
  await field(dialog, "Max Rafter").fill("12");
  await field(dialog, "Min Pitch").fill("22.5");
  await field(dialog, "Max Pitch").fill("90");
  await field(dialog, "Min Headlap").fill("75");
  await submitAddDialog(dialog, "Headlap Rule");
  await expect(rules.getByRole("cell", { name: "22.5", exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.tileInvalid)).toBeVisible();

  // Fixing
  const fixings = section(page, "Fixing Components");
  dialog = await openAddDialog(fixings, TEXT.addNew, "Fixing Component");
  const nail = await searchAndPick(dialog.getByRole("combobox", { name: "Component" }), "NL-", /^NL-/);
  await field(dialog, "Sub Type").selectOption(String(PRODUCT_COMPONENT_SUBTYPE.nail));
  await field(dialog, "Nbs Sub Type").selectOption(String(NBS_SUB_PRODUCT_TYPE.tileNails));
  await submitAddDialog(dialog, "Fixing Component");
  await expect(fixings.getByRole("cell", { name: codeOf(nail), exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.tileInvalid)).toBeVisible();

  // Solar edge
  const edges = section(page, "Solar Edge Components");
  dialog = await openAddDialog(edges, TEXT.addNew, "Solar Edge Component");
  const edgeComponent = await searchAndPick(dialog.getByRole("combobox", { name: "Component" }), "SE-", /^SE-/);
  await chooseOption(field(dialog, "Formula"), /\S/);
  const top = SOLAR_EDGE_TYPES[0];
  await field(dialog, "Edge").selectOption(String(top.id));
  await submitAddDialog(dialog, "Solar Edge Component");
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
