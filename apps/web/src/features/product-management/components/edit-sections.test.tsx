import type { SolarComponent } from "@portal/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json } from "@/testing/mock-api";
import {
  answerWith,
  colour,
  finish,
  headlapRule,
  productComponent,
  roofSystem,
  roofSystemComponent,
  setupCatalogue,
  solarSystem,
  tilePage,
} from "../testing/catalogue-fixtures";

const setup = (path: string, handlers: Parameters<typeof setupCatalogue>[1]) => setupCatalogue(path, handlers).api;

/** The roof system's edit page: its components start empty, with one formula to choose. */
const roofSystemPage = {
  "GET /api/v1/productroofsystems/4": () => json(roofSystem()),
  "GET /api/v1/tiles": () => json([]),
  "GET /api/v1/productroofsystems/getroofsystemcomponents/4": () => json([]),
  "GET /api/v1/productroofsystems/registeredcalculations": () =>
    json([{ formulaId: 2, formulaName: "Units along edge" }]),
};

describe("roof system components", () => {
  it("searches components 1000 ms after typing, a 404 meaning no options, and adds the chosen one", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = setup("/admin/product-management/roof-systems/edit/4", {
      ...roofSystemPage,
      "GET /api/v1/productmanagementsearch/DoSearch/zz": () =>
        json({ message: "No components match the search." }, 404),
      "GET /api/v1/productmanagementsearch/DoSearch/ridge": () =>
        json([
          {
            id: 31,
            code: "RT-HR-450",
            name: "Half-round ridge tile 450 mm",
            type: 1,
            packQuantity: 1,
            addedWastage: 5,
          },
        ]),
      "PUT /api/v1/productroofsystems/updateproductroofsystemcomponents": answerWith(roofSystemComponent(4), 201),
    });
    const section = await screen.findByRole("region", { name: "Components" });
    await user.click(within(section).getByRole("button", { name: "Add Component" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Component" });
    // The Component field itself searches as the user types (spec 03 §7.5): one request 1000 ms after the last key.
    const picker = within(dialog).getByRole("combobox", { name: "Component" });
    await user.type(picker, "zz");
    vi.advanceTimersByTime(900);
    expect(api.callsTo("GET /api/v1/productmanagementsearch/DoSearch/zz")).toHaveLength(0);
    vi.advanceTimersByTime(200);
    await waitFor(() => expect(api.callsTo("GET /api/v1/productmanagementsearch/DoSearch/zz")).toHaveLength(1));
    expect(await within(dialog).findByText("No options found")).toBeTruthy();
    await user.clear(picker);
    await user.type(picker, "ridge");
    vi.advanceTimersByTime(1100);
    await user.click(await within(dialog).findByRole("option", { name: "RT-HR-450 – Half-round ridge tile 450 mm" }));
    expect(api.callsTo("GET /api/v1/productmanagementsearch/DoSearch/r")).toHaveLength(0);
    // The chosen component's added wastage and pack quantity are shown, read-only.
    const chosen = within(dialog).getByText("Added Wastage:").closest("dl");
    expect(chosen?.textContent).toContain("Added Wastage:5");
    expect(chosen?.textContent).toContain("Pack Quantity:1");
    await user.selectOptions(within(dialog).getByLabelText("Formula ID"), "2");
    await user.clear(within(dialog).getByLabelText("Per"));
    await user.type(within(dialog).getByLabelText("Per"), "0.43");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Roof system component created successfully.")).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/productroofsystems/updateproductroofsystemcomponents")[0]?.body).toEqual({
      roofSystemId: 4,
      productId: 31,
      number: 1,
      per: 0.43,
      unit: "Off",
      formulaId: 2,
      mappedId: null,
      subType: null,
      nbsSubType: null,
      componentMappingId: null,
    });
  });

  it("refuses a component number below 1 and a per below 0.01", async () => {
    const user = userEvent.setup();
    setup("/admin/product-management/roof-systems/edit/4", roofSystemPage);
    const section = await screen.findByRole("region", { name: "Components" });
    await user.click(within(section).getByRole("button", { name: "Add Component" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Component" });
    await user.clear(within(dialog).getByLabelText("Number"));
    await user.type(within(dialog).getByLabelText("Number"), "0");
    await user.clear(within(dialog).getByLabelText("Per"));
    await user.type(within(dialog).getByLabelText("Per"), "0.001");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Number must be at least 1")).toBeTruthy();
    expect(within(dialog).getByText("Per must be at least 0.01")).toBeTruthy();
    expect(within(dialog).getByText("Component is required")).toBeTruthy();
  });
});

describe("tile sections", () => {
  it("adds a headlap rule for the tile and shows its toast", async () => {
    const user = userEvent.setup();
    const api = setup("/admin/product-management/tiles/edit/7", {
      "GET /api/v1/tiles/gettileproductmanagement/7": () => json(tilePage({ isValid: true })),
      "GET /api/v1/colours": () => json([]),
      "GET /api/v1/finishes": () => json([finish(2, "Granular")]),
      "GET /api/v1/productroofsystems/registeredcalculations": () => json([]),
      "POST /api/v1/tileheadlaprules": answerWith(headlapRule(7), 201),
    });
    const section = await screen.findByRole("region", { name: "Headlap Rules" });
    await user.click(within(section).getByRole("button", { name: "Add New" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Headlap Rule" });
    for (const [label, value] of [
      ["Min Rafter", "0"],
      ["Max Rafter", "9"],
      ["Min Pitch", "30"],
      ["Max Pitch", "90"],
      ["Min Headlap", "75"],
    ] as const) {
      await user.type(within(dialog).getByLabelText(label), value);
    }
    await user.selectOptions(within(dialog).getByLabelText("Finish"), "2");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Headlap Rule created successfully.")).toBeTruthy();
    expect(api.callsTo("POST /api/v1/tileheadlaprules")[0]?.body).toEqual({
      tileId: 7,
      minRafter: 0,
      maxRafter: 9,
      minPitch: 30,
      maxPitch: 90,
      minHeadlap: 75,
      finishId: 2,
      exposure: null,
    });
  });
});

describe("solar system sections", () => {
  it("adds a corner flashing through the Component combobox and says 'Added Corner Flashing'", async () => {
    const user = userEvent.setup();
    const system = solarSystem({
      flashingItems: [{ id: 10, code: "FK-P-BL", name: "Flashing kit", subType: 0 }],
      windowConversionKits: [12],
      windowConversionKitItems: [{ id: 12, code: "WK-C", name: "Window kit", subType: 6 }],
    });
    const corner: SolarComponent = {
      id: 11,
      code: "CF-TL",
      name: "Corner flashing, top left",
      description: null,
      power: null,
      height: null,
      width: null,
      windResistance: null,
      type: 2,
      subType: 11,
    };
    const api = setup("/admin/product-management/solar-systems/edit/3", {
      "GET /api/v1/solar-component-systems/3": () => json(system),
      "GET /api/v1/solar-components": () => json([corner]),
      "PUT /api/v1/solar-component-systems/3": () => json({ ...system, cornerFlashings: [11], isValid: true }),
    });
    const section = await screen.findByRole("region", { name: "Corner Flashings" });
    await user.click(within(section).getByRole("button", { name: "Add New" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Corner Flashing" });
    await user.click(within(dialog).getByRole("combobox", { name: "Component" }));
    await user.click(await screen.findByRole("option", { name: "CF-TL – Corner flashing, top left" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Added Corner Flashing")).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/solar-component-systems/3")[0]?.body).toEqual({
      flashingIds: [10],
      cornerFlashingIds: [11],
      windowConversionKitIds: [12],
    });
    expect(api.callsTo("GET /api/v1/solar-components")[0]?.url.searchParams.get("type")).toBe("2");
  });
});

describe("component colour mappings", () => {
  it("disables linked tile colours for a fitting and requires a colour", async () => {
    const user = userEvent.setup();
    setup("/admin/product-management/product-components/edit/8", {
      "GET /api/v1/product-components/8": () =>
        json(
          productComponent({
            id: 8,
            code: "DV-L",
            name: "Dry verge unit, left hand",
            subType: 12,
            subTypeName: "Dry verge unit",
            nbsSubProductType: 8,
            nbsSubProductTypeName: "Verge system",
            isTileFixing: false,
            packQuantity: 1,
            clipRxFailure: null,
            isActive: true,
          }),
        ),
      "GET /api/v1/product-components/product-component-colours/8": () =>
        json([
          {
            id: 1,
            productId: 8,
            mappedId: 3,
            linkedTileColours: [],
            suffix: "XBK",
            description: "Black",
            finish: "Fitting",
          },
        ]),
      "GET /api/v1/colours": () => json([{ ...colour(3, "XBK", "Black", "Fitting"), colourHexValue: "#1f1f1f" }]),
    });
    const section = await screen.findByRole("region", { name: "Colour Mappings" });
    expect(await within(section).findByText("XBK")).toBeTruthy();
    await user.click(within(section).getByRole("button", { name: "Add Colour Mapping" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Colour Mapping" });
    expect((within(dialog).getByRole("group", { name: "Linked Tile Colours" }) as HTMLFieldSetElement).disabled).toBe(
      true,
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Select Colours is required")).toBeTruthy();
  });
});
