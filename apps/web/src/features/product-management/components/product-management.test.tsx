import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json } from "@/testing/mock-api";
import {
  colour,
  finish,
  productComponent,
  setupCatalogue as setup,
  solarSystem,
  tilePage,
} from "../testing/catalogue-fixtures";

const bodyRows = () => screen.getAllByRole("row").slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("product management tabs", () => {
  it("redirects to the finishes tab and shows the eight tabs", async () => {
    const { router } = setup("/admin/product-management", {
      "GET /api/v1/finishes": () => json([finish(1, "Smooth")]),
    });
    expect(await screen.findByText("Smooth")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/product-management/finishes");
    const tabs = within(screen.getByRole("navigation", { name: "Product management" })).getAllByRole("link");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Finishes",
      "Colours",
      "Tiles",
      "Product Components",
      "Roof Systems",
      "NBS",
      "Solar",
      "Solar Systems",
    ]);
  });

  it("says 'Tab not found' for an unknown tab and 'Error: No ID provided' for an edit route without an id", async () => {
    setup("/admin/product-management/unknown", {});
    expect(await screen.findByText("Tab not found")).toBeTruthy();
  });

  it("says 'Error: No ID provided' on an edit route without an id", async () => {
    setup("/admin/product-management/tiles/edit", {});
    expect(await screen.findByText("Error: No ID provided")).toBeTruthy();
  });
});

describe("the generic list", () => {
  const colours = [
    colour(1, "SGY", "Smooth Grey", "Smooth"),
    colour(2, "GDR", "Granular Dark Red", "Granular"),
    colour(3, "CNR", "Natural Red", "Natural clay"),
  ];

  it("sorts by the first column ascending, toggles on click, and searches nested values ignoring case", async () => {
    const user = userEvent.setup();
    setup("/admin/product-management/colours", {
      "GET /api/v1/colours": () => json(colours),
      "GET /api/v1/finishes": () => json([]),
    });
    await screen.findByText("Smooth Grey");
    expect(firstCells()).toEqual(["CNR", "GDR", "SGY"]);
    await user.click(screen.getByRole("button", { name: /Suffix/ }));
    expect(firstCells()).toEqual(["SGY", "GDR", "CNR"]);
    await user.click(screen.getByRole("button", { name: /Description/ }));
    expect(firstCells()).toEqual(["GDR", "CNR", "SGY"]);
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "natural CLAY");
    expect(firstCells()).toEqual(["CNR"]);
    await user.clear(screen.getByRole("searchbox", { name: "Search" }));
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "nothing like it");
    expect(screen.getByText("No data available.")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pager" })).toBeNull();
  });

  it("pages by 10 by default, shows up to three pages each side, and goes back to page 1 when the size changes", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 95 }, (_, index) =>
      finish(index + 1, `Finish ${String(index + 1).padStart(3, "0")}`),
    );
    setup("/admin/product-management/finishes", { "GET /api/v1/finishes": () => json(many) });
    await screen.findByText("Finish 001");
    expect(bodyRows()).toHaveLength(10);
    const pager = screen.getByRole("navigation", { name: "Pager" });
    const pageButtons = () =>
      within(pager)
        .getAllByRole("button", { name: /^Page / })
        .map((button) => button.textContent);
    expect(pageButtons()).toEqual(["1", "2", "3", "4"]);
    await user.click(within(pager).getByRole("button", { name: "Page 4" }));
    expect(pageButtons()).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    expect(firstCells()[0]).toBe("Finish 031");
    await user.click(within(pager).getByRole("button", { name: "Last page" }));
    expect(firstCells()).toEqual(["Finish 091", "Finish 092", "Finish 093", "Finish 094", "Finish 095"]);
    await user.selectOptions(within(pager).getByRole("combobox"), "50");
    expect(firstCells()[0]).toBe("Finish 001");
    expect(bodyRows()).toHaveLength(50);
    expect(
      within(pager)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["10", "20", "30", "50"]);
  });
});

describe("finish dialog", () => {
  it("validates on submit, creates the finish and shows the toast", async () => {
    const user = userEvent.setup();
    const { api } = setup("/admin/product-management/finishes", {
      "GET /api/v1/finishes": () => json([]),
      "POST /api/v1/finishes": (call) =>
        json({ id: 9, name: (call.body as { name: string }).name, updatedByUserId: 1 }, 201),
    });
    await screen.findByText("No data available.");
    await user.click(screen.getByRole("button", { name: "Add New" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Finish" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    expect(api.callsTo("POST /api/v1/finishes")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Name"), "Satin");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Finish created successfully.")).toBeTruthy();
    expect(api.callsTo("POST /api/v1/finishes")[0]?.body).toEqual({ name: "Satin" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open and shows the server's field message when the save fails", async () => {
    const user = userEvent.setup();
    setup("/admin/product-management/finishes", {
      "GET /api/v1/finishes": () => json([finish(1, "Smooth")]),
      "PUT /api/v1/finishes/1": () =>
        json({ message: "The request contained invalid data.", modelState: { Name: ["Name is taken"] } }, 400),
    });
    await screen.findByText("Smooth");
    await user.click(screen.getByRole("button", { name: "Options for Smooth" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Finish" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Name is taken")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Edit Finish" })).toBeTruthy();
  });

  it("asks before deleting and deletes on confirmation", async () => {
    const user = userEvent.setup();
    const { api } = setup("/admin/product-management/finishes", {
      "GET /api/v1/finishes": () => json([finish(1, "Smooth")]),
      "DELETE /api/v1/finishes/1": () => json({ message: "Finish deleted successfully." }),
    });
    await screen.findByText("Smooth");
    await user.click(screen.getByRole("button", { name: "Options for Smooth" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Finish" });
    expect(
      within(dialog).getByText("Are you sure you want to delete this finish? This action cannot be undone!"),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Finish deleted successfully.")).toBeTruthy();
    expect(api.callsTo("DELETE /api/v1/finishes/1")).toHaveLength(1);
  });
});

describe("edit pages", () => {
  it("applies the roof system's pitch cross-field rule to both fields", async () => {
    const user = userEvent.setup();
    const { api } = setup("/admin/product-management/roof-systems/edit/new", {
      "GET /api/v1/tiles": () => json([]),
      "POST /api/v1/productroofsystems": () => json({}, 201),
    });
    expect(await screen.findByRole("heading", { name: "Add Roof System" })).toBeTruthy();
    await user.type(screen.getByLabelText("Min Pitch"), "50");
    await user.type(screen.getByLabelText("Max Pitch"), "20");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Min Pitch must be less than or equal to Max Pitch")).toBeTruthy();
    expect(screen.getByText("Max Pitch must be greater than or equal to Min Pitch")).toBeTruthy();
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(api.callsTo("POST /api/v1/productroofsystems")).toHaveLength(0);
  });

  it("confirms activation, and No switches the flag back off", async () => {
    const user = userEvent.setup();
    setup("/admin/product-management/product-components/edit/5", {
      "GET /api/v1/product-components/5": () => json(productComponent()),
      "GET /api/v1/product-components/product-component-colours/5": () => json([]),
      "GET /api/v1/colours": () => json([]),
    });
    expect(await screen.findByRole("heading", { name: "Edit Product Component" })).toBeTruthy();
    expect(await screen.findByText("No colour mappings")).toBeTruthy();
    const active = screen.getByLabelText("Is Active?") as HTMLInputElement;
    await user.click(active);
    const dialog = await screen.findByRole("dialog", { name: "Confirm Activation" });
    await user.click(within(dialog).getByRole("button", { name: "No" }));
    await waitFor(() => expect((screen.getByLabelText("Is Active?") as HTMLInputElement).checked).toBe(false));
  });

  it("shows and saves a product component's manufacturer", async () => {
    const user = userEvent.setup();
    const { api } = setup("/admin/product-management/product-components/edit/5", {
      "GET /api/v1/product-components/5": () => json(productComponent({ manufacturer: "Example Fixings Ltd" })),
      "GET /api/v1/product-components/product-component-colours/5": () => json([]),
      "GET /api/v1/colours": () => json([]),
      "PUT /api/v1/product-components/5": () => json(productComponent({ manufacturer: "Other Fixings Ltd" })),
    });
    expect(await screen.findByRole("heading", { name: "Edit Product Component" })).toBeTruthy();
    const manufacturer = (await screen.findByLabelText("Manufacturer")) as HTMLInputElement;
    await waitFor(() => expect(manufacturer.value).toBe("Example Fixings Ltd"));
    await user.clear(manufacturer);
    await user.type(manufacturer, "Other Fixings Ltd");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.callsTo("PUT /api/v1/product-components/5")).toHaveLength(1));
    expect(api.callsTo("PUT /api/v1/product-components/5")[0]?.body).toMatchObject({
      manufacturer: "Other Fixings Ltd",
    });
  });

  it("warns while a tile lacks a colour, headlap rule, fixing or solar edge", async () => {
    setup("/admin/product-management/tiles/edit/7", {
      "GET /api/v1/tiles/gettileproductmanagement/7": () => json(tilePage()),
      "GET /api/v1/colours": () => json([]),
      "GET /api/v1/finishes": () => json([]),
      "GET /api/v1/productroofsystems/registeredcalculations": () => json([]),
    });
    expect(
      await screen.findByText(
        "Please add at least one Colour, Headlap Rule, Fixing and Solar Edging to make this tile configuration valid.",
      ),
    ).toBeTruthy();
    for (const section of ["Colour Mappings", "Headlap Rules", "Fixing Components", "Solar Edge Components"]) {
      expect(screen.getByRole("region", { name: section })).toBeTruthy();
    }
    expect(within(screen.getByRole("region", { name: "Headlap Rules" })).getByText("Min Headlap")).toBeTruthy();
  });

  it("warns while a solar system lacks a flashing, corner flashing or window conversion kit", async () => {
    setup("/admin/product-management/solar-systems/edit/3", {
      "GET /api/v1/solar-component-systems/3": () => json(solarSystem()),
    });
    expect(
      await screen.findByText(
        "Please add at least one Flashing, Corner Flashing and Window Conversion Kit to make this Solar System valid.",
      ),
    ).toBeTruthy();
    const flashings = screen.getByRole("region", { name: "Flashings" });
    expect(within(flashings).getByText("FK-P-BL")).toBeTruthy();
    expect(within(flashings).getByRole("img", { name: /Marker 0/ })).toBeTruthy();
  });
});
