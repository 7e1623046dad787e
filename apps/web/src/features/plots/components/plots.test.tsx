import { type Plot, REALTIME_EVENTS, type RoofSummary } from "@portal/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dispatchRealtimeEvent, stopRealtime } from "@/lib/realtime";
import { plotFixture, roofSummaryFixture, whoAmI } from "@/testing/fixtures";
import { empty, json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { errorOf, signedInAs } from "@/testing/session";
import { PlotsPanel } from "./plots-panel";

type Handlers = Record<string, (call: MockCall) => Response>;

const roof = (overrides: Partial<RoofSummary> = {}) => roofSummaryFixture(overrides);
const plot = (overrides: Partial<Plot> = {}) => plotFixture(overrides);

function setup(list: (call: MockCall) => { plots: Plot[]; count: number }, extra: Handlers = {}) {
  loadTestSettings();
  const api = mockApi({
    ...signedInAs(whoAmI()),
    "GET /api/v1/plots": (call) => json(list(call)),
    "POST /api/v1/signalr/negotiate": () => empty(404),
    ...extra,
  });
  const view = renderRoutes(
    [
      { path: "/project/:id", element: <PlotsPanel projectId={7} /> },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    "/project/7",
  );
  return { api, ...view };
}

const listCalls = (api: ReturnType<typeof setup>["api"]) =>
  api.callsTo("GET /api/v1/plots").map((call) => call.url.searchParams);

afterEach(() => stopRealtime());

describe("plots panel", () => {
  it("asks for the project's first 10 plots and lists roof links truncated at 10 characters, newest first", async () => {
    const { api, router } = setup(() => ({
      plots: [
        plot({
          roofs: [
            roof({ id: 11, name: "Main Roof", dateUpdated: "2026-03-01T10:00:00.000Z" }),
            roof({ id: 12, name: "Garage extension roof", dateUpdated: "2026-03-05T10:00:00.000Z" }),
          ],
        }),
      ],
      count: 1,
    }));
    const row = (await screen.findByText("Plot 1")).closest("tr") as HTMLElement;
    const params = listCalls(api)[0];
    expect(params?.get("projectId")).toBe("7");
    expect(params?.get("pageNumber")).toBe("1");
    expect(params?.get("pageSize")).toBe("10");
    expect(params?.get("sortBy")).toBe("roof");
    expect((screen.getByLabelText("Rows per page") as HTMLSelectElement).value).toBe("10");

    const links = within(row).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Garage ext...", "Main Roof"]);
    expect(links[0]?.getAttribute("href")).toBe("/project/7/plot/1/roof/12");
    expect(screen.getByRole("columnheader", { name: "Recently Edited" })).toBeTruthy();

    await userEvent.setup().click(within(row).getByRole("button", { name: "View Plot" }));
    expect(router.state.location.pathname).toBe("/project/7/plot/1");
  });

  it("says 'No plots found' when the project has none", async () => {
    setup(() => ({ plots: [], count: 0 }));
    expect(await screen.findByText("No plots found")).toBeTruthy();
  });

  it("offers 10, 20 and 30 plots a page and asks again from page 1 with the chosen size", async () => {
    const { api } = setup(() => ({ plots: [plot()], count: 25 }));
    const user = userEvent.setup();
    await screen.findByText("Plot 1");
    const select = screen.getByLabelText("Rows per page") as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(["10", "20", "30"]);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(listCalls(api).at(-1)?.get("pageNumber")).toBe("2"));
    await user.selectOptions(select, "20");
    await waitFor(() => expect(listCalls(api).at(-1)?.get("pageSize")).toBe("20"));
    expect(listCalls(api).at(-1)?.get("pageNumber")).toBe("1");
  });

  it("shows 'Error fetching plots' when the list cannot be read", async () => {
    setup(() => ({ plots: [], count: 0 }), { "GET /api/v1/plots": () => empty(500) });
    expect(await screen.findByText("Error fetching plots")).toBeTruthy();
  });

  it("reports a failed Add Plot as 'Error creating plot' and the Error dialog with Close", async () => {
    const { api } = setup(() => ({ plots: [], count: 0 }), { "POST /api/v1/plots": () => empty(500) });
    const user = userEvent.setup();
    await screen.findByText("No plots found");
    await user.click(screen.getByRole("button", { name: "Add Plot" }));
    const dialog = await screen.findByRole("dialog", { name: "Error" });
    expect(dialog.textContent).toContain("Failed to create plot. Please try again.");
    expect(await screen.findByText("Error creating plot")).toBeTruthy();
    expect(api.callsTo("POST /api/v1/plots")[0]?.body).toEqual({ projectId: 7 });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("adds a plot and lists it", async () => {
    let plots: Plot[] = [];
    setup(() => ({ plots, count: plots.length }), {
      "POST /api/v1/plots": () => {
        plots = [plot({ id: 2, name: "Plot 2" })];
        return json({ id: 2 }, 201);
      },
    });
    await screen.findByText("No plots found");
    await userEvent.setup().click(screen.getByRole("button", { name: "Add Plot" }));
    expect(await screen.findByText("Plot 2")).toBeTruthy();
  });
});

describe("plot dialogs", () => {
  it("renames a plot, refusing a blank name with 'Name cannot be empty.'", async () => {
    let name = "Plot 1";
    const { api } = setup(() => ({ plots: [plot({ name })], count: 1 }), {
      "PUT /api/v1/plots/1": (call) => {
        name = (call.body as { name: string }).name;
        return json(plot({ name }));
      },
    });
    const user = userEvent.setup();
    await screen.findByText("Plot 1");
    await user.click(screen.getByRole("button", { name: "Options for Plot 1" }));
    await user.click(screen.getByRole("menuitem", { name: "Rename" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename Plot" });
    const field = within(dialog).getByLabelText("Name") as HTMLInputElement;
    expect(field.value).toBe("Plot 1");
    await user.clear(field);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(errorOf(field)).toBe("Name cannot be empty."));
    expect(api.callsTo("PUT /api/v1/plots/1")).toHaveLength(0);
    await user.type(field, "North terrace");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("North terrace")).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/plots/1")[0]?.body).toEqual({ name: "North terrace", version: 1 });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("reports a failed rename as 'Error updating plot' and keeps the dialog open", async () => {
    setup(() => ({ plots: [plot()], count: 1 }), { "PUT /api/v1/plots/1": () => empty(500) });
    const user = userEvent.setup();
    await screen.findByText("Plot 1");
    await user.click(screen.getByRole("button", { name: "Options for Plot 1" }));
    await user.click(screen.getByRole("menuitem", { name: "Rename" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename Plot" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error updating plot")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Rename Plot" })).toBeTruthy();
  });

  it("clones with the default name + ' (Copy)', shows 'Cloning...' then the success with a View link, and disables Clone meanwhile", async () => {
    const { api, router } = setup(() => ({ plots: [plot()], count: 1 }), {
      "POST /api/v1/plots/1/clone": () => json({ message: "Cloning...", cloneRequestId: 3 }, 202),
    });
    const user = userEvent.setup();
    await screen.findByText("Plot 1");
    await user.click(screen.getByRole("button", { name: "Options for Plot 1" }));
    await user.click(screen.getByRole("menuitem", { name: "Clone" }));
    const dialog = await screen.findByRole("dialog", { name: "Clone Plot" });
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Plot 1 (Copy)");
    await user.click(within(dialog).getByRole("button", { name: "Clone" }));
    expect(await screen.findByText("Cloning...")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("POST /api/v1/plots/1/clone")[0]?.body).toEqual({ name: "Plot 1 (Copy)" });

    await user.click(screen.getByRole("button", { name: "Options for Plot 1" }));
    expect(screen.getByRole("menuitem", { name: "Clone" }).getAttribute("aria-disabled")).toBe("true");
    await user.keyboard("{Escape}");

    act(() =>
      dispatchRealtimeEvent(REALTIME_EVENTS.plotCloned, {
        Message: "Plot successfully cloned",
        PlotId: 5,
        ProjectId: 7,
      }),
    );
    expect(await screen.findByText("Plot successfully cloned")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "View" }));
    expect(router.state.location.pathname).toBe("/project/7/plot/5");
  });

  it("asks before deleting a plot and reports 'Error deleting plot' when it fails", async () => {
    setup(() => ({ plots: [plot()], count: 1 }), { "DELETE /api/v1/plots/1": () => empty(500) });
    const user = userEvent.setup();
    await screen.findByText("Plot 1");
    await user.click(screen.getByRole("button", { name: "Options for Plot 1" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Plot" });
    expect(dialog.textContent).toContain(
      "Are you sure you want to delete this plot? This action cannot be undone! All of its roofs and their documents will be deleted too.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error deleting plot")).toBeTruthy();
  });
});
