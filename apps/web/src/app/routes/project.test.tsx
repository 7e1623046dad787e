import { type Project, REALTIME_EVENTS, SUCCESS_MESSAGES } from "@portal/contracts";
import { projectStaffChoices } from "@portal/contracts/testing";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { project } from "@/features/projects/testing/project-fixtures";
import { dispatchRealtimeEvent, stopRealtime } from "@/lib/realtime";
import { adminWhoAmI, whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { errorOf, signedInAs } from "@/testing/session";
import { ProjectRoute } from "./project";

type Handlers = Record<string, (call: MockCall) => Response>;

vi.mock("socket.io-client", () => import("@/testing/silent-socket-io"));

afterEach(() => stopRealtime());

function setup(options: { user?: ReturnType<typeof whoAmI>; project?: Project | null; extra?: Handlers } = {}) {
  loadTestSettings();
  let current: Project | null = options.project === undefined ? project() : options.project;
  const api = mockApi({
    ...signedInAs(options.user ?? adminWhoAmI()),
    "POST /api/v1/signalr/negotiate": () => json({ url: "/realtime", accessToken: "rt" }),
    "GET /api/v1/projects/12": () => (current ? json(current) : json({ message: "Project not found" }, 404)),
    "PUT /api/v1/projects": (call) => {
      current = { ...(current as Project), ...(call.body as Partial<Project>) };
      return json(current);
    },
    "GET /api/v1/plots": () => json({ plots: [], count: 0 }),
    "GET /api/v1/projects/documents/12": () => json({ fixingDocuments: [], estimateDocuments: [], nbsDocuments: [] }),
    "GET /api/v1/projects/document-availability/12": () =>
      json({ fixingSpecAvailable: true, estimateAvailable: true, nbsAvailable: true }),
    ...options.extra,
  });
  const view = renderRoutes(
    [
      { path: "/project/:id", element: <ProjectRoute /> },
      { path: "/projects", element: <p>Project list</p> },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    "/project/12",
  );
  return { api, router: view.router };
}

describe("project page", () => {
  it("has breadcrumbs, Back to Projects, the details and the plots panel when the site has coordinates", async () => {
    setup();
    const breadcrumbs = await screen.findByRole("navigation", { name: "Breadcrumbs" });
    expect(within(breadcrumbs).getByRole("link", { name: "Projects" }).getAttribute("href")).toBe("/projects");
    expect(within(breadcrumbs).getByText("Farmhouse re-roof")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Projects" })).toBeTruthy();
    expect(screen.getByText("PRJ-001012", { selector: "dd" })).toBeTruthy();
    expect(screen.getAllByText("Ada Admin", { selector: "dd" })).toHaveLength(2);
    expect(screen.getByText("Started")).toBeTruthy();
    expect(screen.getByText("15/01/2026")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Notes" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Files" })).toBeTruthy();
    expect(await screen.findByText("No plots found")).toBeTruthy();
    expect(screen.queryByText(/Cannot create Roofing Calculations/)).toBeNull();
  });

  it("shows public users 'Account' and no staff fields", async () => {
    setup({ user: whoAmI(), project: project({ projectOwner: null, projectStatus: null }) });
    expect(await screen.findByText("Account", { selector: "dt" })).toBeTruthy();
    expect(screen.queryByText("Customer", { selector: "dt" })).toBeNull();
    expect(screen.queryByText("Project Owner", { selector: "dt" })).toBeNull();
    expect(screen.queryByText("Status", { selector: "dt" })).toBeNull();
  });

  it("asks for location data before plots", async () => {
    setup({ project: project({ lat: null, long: null }) });
    expect(
      await screen.findByText("Cannot create Roofing Calculations without location data. Ensure location data is set."),
    ).toBeTruthy();
  });

  it("says 'Project not found' for an unknown project", async () => {
    setup({ project: null });
    expect((await screen.findAllByText("Project not found")).length).toBeGreaterThan(0);
  });

  it("sends a non-numeric id back to /projects", async () => {
    loadTestSettings();
    mockApi({ ...signedInAs(adminWhoAmI()) });
    const view = renderRoutes(
      [
        { path: "/project/:id", element: <ProjectRoute /> },
        { path: "/projects", element: <p>Project list</p> },
      ],
      "/project/abc",
    );
    expect(await screen.findByText("Project list")).toBeTruthy();
    expect(view.router.state.location.pathname).toBe("/projects");
  });
});

describe("notes", () => {
  it("save 1 s after the last key with 'Notes have been saved successfully!'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const notes = await screen.findByLabelText("Project notes");
    await user.type(notes, " Gutter too.");
    act(() => vi.advanceTimersByTime(900));
    expect(api.callsTo("PUT /api/v1/projects")).toHaveLength(0);
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText("Notes have been saved successfully!")).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/projects")).toHaveLength(1);
    expect(api.callsTo("PUT /api/v1/projects")[0]?.body).toMatchObject({
      id: 12,
      name: "Farmhouse re-roof",
      notes: "Check the ridge. Gutter too.",
      postCode: "LS1 4AP",
    });
  });

  it("are saved at once when the page is left within the second", async () => {
    const { api, router } = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Project notes"), " Leaving.");
    await user.click(screen.getByRole("link", { name: "Back to Projects" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects"));
    await waitFor(() =>
      expect(api.callsTo("PUT /api/v1/projects")[0]?.body).toMatchObject({ notes: "Check the ridge. Leaving." }),
    );
  });

  it("keep the text when a save fails, and send it again on Retry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    const { api } = setup({
      extra: {
        "PUT /api/v1/projects": (call) => (fail ? json({}, 500) : json({ ...project(), ...(call.body as object) })),
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const notes = (await screen.findByLabelText("Project notes")) as HTMLTextAreaElement;
    await user.clear(notes);
    await user.type(notes, "Keep me");
    act(() => vi.advanceTimersByTime(1100));
    expect(await screen.findByText("Error updating project")).toBeTruthy();
    expect(notes.value).toBe("Keep me");
    expect(await screen.findByText("Not saved. Your text is kept here.")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    act(() => vi.advanceTimersByTime(1100));
    expect(await screen.findByText("Notes have been saved successfully!")).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/projects").at(-1)?.body).toMatchObject({ notes: "Keep me" });
  });
});

describe("location panel", () => {
  it("asks for a postcode, then a valid one, before finding the address; the result saves 500 ms later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = setup({
      project: project({ address: null, town: null, postCode: null, lat: null, long: null }),
      extra: {
        "GET /api/v1/geocoding/postcode": () =>
          json({
            postCode: "LS1 4AP",
            outcode: "LS1",
            address: null,
            town: "Leeds",
            postTowns: ["Leeds"],
            lat: 53.7965,
            long: -1.5478,
            precision: "postcode-district",
            source: "offline",
            attribution: "Contains OS data",
            detail: "District centre",
          }),
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const postcode = await screen.findByLabelText("Site Postcode");
    await user.click(screen.getByRole("button", { name: "Find Address" }));
    expect(errorOf(postcode)).toBe("Postcode is required to find the address.");
    await user.type(postcode, "NOT A CODE");
    await user.click(screen.getByRole("button", { name: "Find Address" }));
    expect(errorOf(postcode)).toBe("Please provide a valid postCode.");
    expect(api.callsTo("GET /api/v1/geocoding/postcode")).toHaveLength(0);
    await user.clear(postcode);
    await user.type(postcode, "ls14ap");
    await user.click(screen.getByRole("button", { name: "Find Address" }));
    await waitFor(() => expect((screen.getByLabelText("Town") as HTMLInputElement).value).toBe("Leeds"));
    expect((screen.getByLabelText("Latitude") as HTMLInputElement).value).toBe("53.7965");
    expect(api.callsTo("GET /api/v1/geocoding/postcode")[0]?.url.searchParams.get("postCode")).toBe("ls14ap");
    const before = api.callsTo("PUT /api/v1/projects").length;
    act(() => vi.advanceTimersByTime(400));
    expect(api.callsTo("PUT /api/v1/projects")).toHaveLength(before);
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() =>
      expect(api.callsTo("PUT /api/v1/projects").at(-1)?.body).toMatchObject({
        postCode: "LS1 4AP",
        town: "Leeds",
        lat: 53.7965,
        long: -1.5478,
      }),
    );
    // With coordinates set, the plots panel replaces the location message.
    expect(await screen.findByText("No plots found")).toBeTruthy();
  });

  it("lets public users see a locked address but not change it or the lock", async () => {
    setup({ user: whoAmI(), project: project({ isAddressEditLocked: true }) });
    const town = (await screen.findByLabelText("Town")) as HTMLInputElement;
    expect(town.readOnly).toBe(true);
    expect((screen.getByLabelText("Lock address") as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText("Lock address") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("button", { name: "Find Address" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Get Coordinates" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lets admin and TAS edit a locked address and unlock it", async () => {
    const { api } = setup({ project: project({ isAddressEditLocked: true }) });
    const user = userEvent.setup();
    const town = (await screen.findByLabelText("Town")) as HTMLInputElement;
    expect(town.readOnly).toBe(false);
    await user.click(screen.getByLabelText("Lock address"));
    await waitFor(() =>
      expect(api.callsTo("PUT /api/v1/projects").at(-1)?.body).toMatchObject({ isAddressEditLocked: false }),
    );
  });

  it("gets coordinates for the address", async () => {
    setup({
      project: project({ lat: null, long: null }),
      extra: {
        "GET /api/v1/geocoding/address": () =>
          json({
            lat: 53.8,
            lng: -1.55,
            postCode: "LS1",
            precision: "postcode-district",
            source: "offline",
            attribution: "",
            detail: "",
          }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Get Coordinates" }));
    await waitFor(() => expect((screen.getByLabelText("Longitude") as HTMLInputElement).value).toBe("-1.55"));
  });
});

describe("project dialogs", () => {
  it("clones through the project form in clone mode: every field, the default name + ' (Copy)', valid is enough; Clone stays disabled until the event arrives", async () => {
    const { api } = setup({
      extra: { "POST /api/v1/projects/12/clone": () => json({ message: "Cloning...", cloneRequestId: 3 }, 202) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Clone" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Clone Project" }));
    // The form's lookups load when it opens.
    expect(((await dialog.findByLabelText("Project Name")) as HTMLInputElement).value).toBe("Farmhouse re-roof (Copy)");
    // The whole project is there to change, and an unchanged form may be cloned at once: without any edit,
    // Clone enables as soon as the form's validation (asynchronous in the form library) has run.
    expect((dialog.getByLabelText("Customer Name") as HTMLInputElement).value).toBe("Acme Roofing");
    await waitFor(() =>
      expect((dialog.getByRole("button", { name: "Clone" }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.clear(dialog.getByLabelText("Project Name"));
    await user.click(dialog.getByRole("button", { name: "Clone" }));
    expect(await dialog.findByText("Name cannot be empty.")).toBeTruthy();
    await user.type(dialog.getByLabelText("Project Name"), "Second barn");
    await user.clear(dialog.getByLabelText("Customer Name"));
    await user.type(dialog.getByLabelText("Customer Name"), "Barn Owners Ltd");
    await user.click(dialog.getByRole("button", { name: "Clone" }));
    expect(await screen.findByText("Cloning...")).toBeTruthy();
    expect(api.callsTo("POST /api/v1/projects/12/clone")[0]?.body).toEqual({
      name: "Second barn",
      customerName: "Barn Owners Ltd",
      customerAddress1: "2 High Street",
      customerAddress2: null,
      customerAddressTown: "York",
      customerAddressPostCode: "YO1 7HH",
      ...projectStaffChoices(),
      projectedStartDate: "2026-01-15",
      projectedEndDate: "2026-02-20",
      lat: 53.79,
      long: -1.54,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((screen.getByRole("button", { name: "Clone" }) as HTMLButtonElement).disabled).toBe(true);
    act(() =>
      dispatchRealtimeEvent(REALTIME_EVENTS.projectCloned, { Message: "Project successfully cloned", ProjectId: 99 }),
    );
    expect(await screen.findByText("Project successfully cloned")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View" }).getAttribute("href")).toBe("/project/99");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Clone" }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("shows 'Error cloning project' when the request is refused", async () => {
    setup({ extra: { "POST /api/v1/projects/12/clone": () => json({}, 500) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Clone" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Clone Project" }));
    await user.click(dialog.getByRole("button", { name: "Clone" }));
    expect(await screen.findByText("Error cloning project")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Clone Project" })).toBeTruthy();
  });

  it("deletes after confirmation and returns to the list; a failure says 'Error deleting project'", async () => {
    let fail = true;
    const { router } = setup({
      extra: {
        "DELETE /api/v1/projects/12": () => (fail ? json({}, 500) : json({ message: SUCCESS_MESSAGES.projectDeleted })),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    // Spec 03 §8's delete dialog: title 'Delete {Entity}', and its text.
    const dialog = within(await screen.findByRole("dialog", { name: "Delete Project" }));
    expect(
      dialog.getByText("Are you sure you want to delete this project? This action cannot be undone!"),
    ).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error deleting project")).toBeTruthy();
    fail = false;
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects"));
  });

  it("edits the project with the full body", async () => {
    const { api } = setup({ user: whoAmI() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Project" }));
    const save = dialog.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(dialog.getByLabelText("Project Name"), " 2");
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("PUT /api/v1/projects")[0]?.body).toMatchObject({
      id: 12,
      name: "Farmhouse re-roof 2",
      postCode: "LS1 4AP",
      lat: 53.79,
    });
  });
});

describe("project documents", () => {
  it("lists the project's Fixing Spec, Estimate and NBS, with Edit Clauses for staff and View Clauses for others", async () => {
    setup();
    const documents = await screen.findByRole("region", { name: "Documents" });
    for (const name of ["Fixing Spec", "Estimate", "NBS"]) {
      expect(await within(documents).findByRole("listitem", { name })).toBeTruthy();
    }
    const nbs = within(documents).getByRole("listitem", { name: "NBS" });
    expect(within(nbs).getByRole("link", { name: "Edit Clauses" }).getAttribute("href")).toBe(
      "/project/12/nbs-clauses",
    );
  });

  it("offers public users View Clauses", async () => {
    setup({ user: whoAmI() });
    const documents = await screen.findByRole("region", { name: "Documents" });
    const nbs = await within(documents).findByRole("listitem", { name: "NBS" });
    expect(within(nbs).getByRole("link", { name: "View Clauses" }).getAttribute("href")).toBe(
      "/project/12/nbs-clauses",
    );
    expect(within(nbs).queryByRole("link", { name: "Edit Clauses" })).toBeNull();
  });
});
