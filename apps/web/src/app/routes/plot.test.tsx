import { type Plot, type Project, REALTIME_EVENTS, ROOF_EDITOR_MESSAGES, type RoofSummary } from "@portal/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dispatchRealtimeEvent, stopRealtime } from "@/lib/realtime";
import { plotFixture, roofSummaryFixture, whoAmI } from "@/testing/fixtures";
import { empty, json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { errorOf, signedInAs } from "@/testing/session";
import { PlotRoute } from "./plot";
import { RoofRoute } from "./roof";

type Handlers = Record<string, (call: MockCall) => Response>;

const roof = (overrides: Partial<RoofSummary> = {}) => roofSummaryFixture({ plotId: 3, ...overrides });
const plot = (overrides: Partial<Plot> = {}) => plotFixture({ id: 3, roofs: [roof()], ...overrides });

const project: Project = {
  id: 7,
  referenceNumber: "PRJ-001000",
  name: "Riverside Homes",
  address: "1 River Lane",
  town: "Leeds",
  postCode: "LS1 4AP",
  siteAddress: "1 River Lane, Leeds",
  lat: 53.8,
  long: -1.55,
  isAddressEditLocked: false,
  notes: null,
  customerName: null,
  customerAddress1: null,
  customerAddress2: null,
  customerAddressTown: null,
  customerAddressPostCode: null,
  projectStatusId: null,
  projectStatus: null,
  projectCategoryId: null,
  projectCategory: null,
  projectSourceId: null,
  projectSource: null,
  projectOwnerId: null,
  projectOwner: null,
  salesPersonId: null,
  salesPerson: null,
  projectedStartDate: null,
  projectedEndDate: null,
  isUnregistered: false,
  sharedWithCompany: false,
  ownerUserId: 2,
  ownerName: "Tom Tiler",
  dateCreated: "2026-03-01T10:00:00.000Z",
  dateUpdated: "2026-03-01T10:00:00.000Z",
  version: 1,
};

const noDocuments = { fixingDocuments: [], estimateDocuments: [], nbsDocuments: [] };
const nothingAvailable = { fixingSpecAvailable: false, estimateAvailable: false, nbsAvailable: false };

function setup(path: string, handlers: Handlers = {}) {
  loadTestSettings();
  const api = mockApi({
    ...signedInAs(whoAmI()),
    "GET /api/v1/projects/7": () => json(project),
    "GET /api/v1/plots/3": () => json(plot()),
    "GET /api/v1/roofs/11": () => json(roof()),
    "POST /api/v1/signalr/negotiate": () => empty(404),
    "GET /api/v1/plots/documents/3": () => json(noDocuments),
    "GET /api/v1/plots/document-availability/3": () => json(nothingAvailable),
    "GET /api/v1/roofs/documents/11": () => json(noDocuments),
    "GET /api/v1/roofs/document-availability/11": () => json(nothingAvailable),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: "/project/:id/plot/:plotId", element: <PlotRoute /> },
      { path: "/project/:id/plot/:plotId/roof/:roofId", element: <RoofRoute /> },
      { path: "/project/:id/plot/:plotId/:roofId", element: <RoofRoute /> },
      { path: "/project/:id", element: <p>Project page</p> },
      { path: "/projects", element: <p>Projects list</p> },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    path,
  );
  return { api, ...view };
}

afterEach(() => stopRealtime());

describe("plot page", () => {
  it("shows the breadcrumbs and one card per roof with Edit Roof and Options", async () => {
    const { router } = setup("/project/7/plot/3");
    expect(await screen.findByRole("heading", { name: "Plot 1", level: 1 })).toBeTruthy();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumbs" });
    expect(within(crumbs).getByRole("link", { name: "Projects" }).getAttribute("href")).toBe("/projects");
    expect((await within(crumbs).findByRole("link", { name: "Riverside Homes" })).getAttribute("href")).toBe(
      "/project/7",
    );
    const card = screen.getByRole("listitem", { name: "Main Roof" });
    expect(within(card).getByRole("button", { name: "Options for Main Roof" })).toBeTruthy();
    await userEvent.setup().click(within(card).getByRole("button", { name: "Edit Roof" }));
    expect(router.state.location.pathname).toBe("/project/7/plot/3/roof/11");
  });

  it("adds a roof called 'Main Roof'", async () => {
    const { api } = setup("/project/7/plot/3", { "POST /api/v1/roofs": () => json({ id: 12 }, 201) });
    await screen.findByRole("heading", { name: "Plot 1", level: 1 });
    await userEvent.setup().click(screen.getByRole("button", { name: "Add New Roof" }));
    await waitFor(() => expect(api.callsTo("POST /api/v1/roofs")[0]?.body).toEqual({ plotId: 3, name: "Main Roof" }));
  });

  it("opens the Error dialog 'Failed to create roof. Please try again.' with Close when Add New Roof fails", async () => {
    setup("/project/7/plot/3", { "POST /api/v1/roofs": () => empty(500) });
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Plot 1", level: 1 });
    await user.click(screen.getByRole("button", { name: "Add New Roof" }));
    const dialog = await screen.findByRole("dialog", { name: "Error" });
    expect(dialog.textContent).toContain("Failed to create roof. Please try again.");
    expect(await screen.findByText("Error creating roof")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("returns to the project when the plot is deleted, or was already", async () => {
    let deleted = false;
    const { router } = setup("/project/7/plot/3", {
      "GET /api/v1/plots/3": () => (deleted ? json({ message: "Plot not found" }, 404) : json(plot())),
      "DELETE /api/v1/plots/3": () => {
        deleted = true;
        return json({ message: "Plot deleted" });
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Plot 1", level: 1 });
    await user.click(screen.getByRole("button", { name: "Options" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete Plot" })).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText("Project page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/project/7");

    await act(() => router.navigate("/project/7/plot/3"));
    expect(await screen.findByText("Project page")).toBeTruthy();
    expect(screen.queryByText("Error fetching plot")).toBeNull();
  });

  it("sends a non-numeric project id to /projects and a non-numeric plot id to the project", async () => {
    const { router } = setup("/project/abc/plot/3");
    expect(await screen.findByText("Projects list")).toBeTruthy();
    await act(() => router.navigate("/project/7/plot/xyz"));
    expect(await screen.findByText("Project page")).toBeTruthy();
  });

  it("shows 'Error fetching plot' when the plot cannot be read", async () => {
    setup("/project/7/plot/3", { "GET /api/v1/plots/3": () => empty(500) });
    expect(await screen.findByText("Error fetching plot")).toBeTruthy();
  });

  it("renames a roof from its card, refusing a blank name", async () => {
    const { api } = setup("/project/7/plot/3", { "PUT /api/v1/roofs/11": () => json(roof({ name: "Rear" })) });
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Plot 1", level: 1 });
    await user.click(screen.getByRole("button", { name: "Options for Main Roof" }));
    await user.click(screen.getByRole("menuitem", { name: "Rename" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename Roof" });
    const field = within(dialog).getByLabelText("Name");
    await user.clear(field);
    await user.type(field, "   ");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(errorOf(field)).toBe("Name cannot be empty."));
    await user.clear(field);
    await user.type(field, "Rear");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roofs/11")[0]?.body).toEqual({ name: "Rear", version: 1 }));
  });

  it("reports 'Error updating roof' and 'Error deleting roof'", async () => {
    setup("/project/7/plot/3", {
      "PUT /api/v1/roofs/11": () => empty(500),
      "DELETE /api/v1/roofs/11": () => empty(500),
    });
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Plot 1", level: 1 });
    await user.click(screen.getByRole("button", { name: "Options for Main Roof" }));
    await user.click(screen.getByRole("menuitem", { name: "Rename" }));
    const rename = await screen.findByRole("dialog", { name: "Rename Roof" });
    await user.click(within(rename).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error updating roof")).toBeTruthy();
    await user.click(within(rename).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Options for Main Roof" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Roof" });
    expect(confirm.textContent).toContain("Are you sure you want to delete this roof? This action cannot be undone!");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error deleting roof")).toBeTruthy();
  });

  it("clones a roof with the default name + ' (Copy)' and shows the error event's message when the copy fails", async () => {
    const { api, router } = setup("/project/7/plot/3", {
      "POST /api/v1/roofs/11/clone": () => json({ message: "Cloning...", cloneRequestId: 3 }, 202),
    });
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Plot 1", level: 1 });
    await user.click(screen.getByRole("button", { name: "Options for Main Roof" }));
    await user.click(screen.getByRole("menuitem", { name: "Clone" }));
    const dialog = await screen.findByRole("dialog", { name: "Clone Roof" });
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Main Roof (Copy)");
    await user.click(within(dialog).getByRole("button", { name: "Clone" }));
    expect(await screen.findByText("Cloning...")).toBeTruthy();
    expect(api.callsTo("POST /api/v1/roofs/11/clone")[0]?.body).toEqual({ name: "Main Roof (Copy)" });
    act(() => dispatchRealtimeEvent(REALTIME_EVENTS.error, { Message: "The roof could not be cloned" }));
    expect(await screen.findByText("The roof could not be cloned")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/project/7/plot/3");
  });
});

describe("roof page", () => {
  it("lists the documents of the plot and of each roof, linking a roof that lacks data to its editor", async () => {
    setup("/project/7/plot/3");
    const plotDocuments = await screen.findByRole("region", { name: "Documents of Plot 1" });
    expect(await within(plotDocuments).findByRole("listitem", { name: "Fixing Spec" })).toBeTruthy();
    expect(within(plotDocuments).queryByRole("link", { name: /Add Data/ })).toBeNull();
    const roofDocuments = screen.getByRole("region", { name: "Documents of Main Roof" });
    const addData = await within(roofDocuments).findByRole("link", { name: "Add Data for the Fixing Spec" });
    expect(addData.getAttribute("href")).toBe("/project/7/plot/3/roof/11?section=fixing");
  });

  it("shows the frame at both address forms with the generate buttons disabled until the roof has data", async () => {
    const { router } = setup("/project/7/plot/3/roof/11");
    expect(await screen.findByRole("heading", { name: "Main Roof", level: 1 })).toBeTruthy();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumbs" });
    expect((await within(crumbs).findByRole("link", { name: "Plot 1" })).getAttribute("href")).toBe(
      "/project/7/plot/3",
    );
    const bar = screen.getByRole("navigation", { name: "Roof actions" });
    for (const name of ["Generate Fixing Spec", "Generate Estimate", "Generate NBS"]) {
      expect((within(bar).getByRole("button", { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    await userEvent.setup().click(within(bar).getByRole("button", { name: "Back to Plot" }));
    expect(router.state.location.pathname).toBe("/project/7/plot/3");

    await act(() => router.navigate("/project/7/plot/3/11"));
    expect(await screen.findByRole("heading", { name: "Main Roof", level: 1 })).toBeTruthy();
  });

  it("renames the roof from its page", async () => {
    let name = "Main Roof";
    setup("/project/7/plot/3/roof/11", {
      "GET /api/v1/roofs/11": () => json(roof({ name })),
      "PUT /api/v1/roofs/11": (call) => {
        name = (call.body as { name: string }).name;
        return json(roof({ name }));
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Main Roof", level: 1 });
    await user.click(screen.getByRole("button", { name: "Rename" }));
    const field = within(await screen.findByRole("dialog", { name: "Rename Roof" })).getByLabelText("Name");
    await user.clear(field);
    await user.type(field, "Garage");
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Garage", level: 1 })).toBeTruthy();
  });

  it("says 'No roof selected' for a non-numeric or deleted roof, with the way back to the plot", async () => {
    const { router } = setup("/project/7/plot/3/roof/abc", {
      "GET /api/v1/roofs/12": () => json({ message: "Roof not found" }, 404),
    });
    expect(await screen.findByRole("heading", { name: ROOF_EDITOR_MESSAGES.noRoofSelected, level: 1 })).toBeTruthy();
    await act(() => router.navigate("/project/7/plot/3/roof/12"));
    expect(await screen.findByRole("heading", { name: ROOF_EDITOR_MESSAGES.noRoofSelected, level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/project/7/plot/3/roof/12");
    await act(() => router.navigate("/project/7/plot/3"));
    expect(await screen.findByRole("heading", { name: "Plot 1", level: 1 })).toBeTruthy();
  });
});
