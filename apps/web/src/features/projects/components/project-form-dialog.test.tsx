import { PROJECT_MESSAGES } from "@portal/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProjectsRoute } from "@/app/routes/projects";
import { adminWhoAmI, whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { errorOf, signedInAs } from "@/testing/session";
import { lookupHandlers, profile } from "../testing/project-fixtures";

type Handlers = Record<string, (call: MockCall) => Response>;

function setup(user: ReturnType<typeof whoAmI>, extra: Handlers = {}) {
  loadTestSettings();
  const api = mockApi({
    ...signedInAs(user),
    ...lookupHandlers(json),
    "GET /api/v1/users/profile": () => json(profile),
    "GET /api/v1/projects/paginated": () => json({ projects: [], totalCount: 0 }),
    "POST /api/v1/projects": () => json({ id: 77 }, 201),
    "GET /api/v1/customers/Lookup": (call) =>
      json(
        (call.url.searchParams.get("searchString") ?? "").length >= 3
          ? [
              { id: 1, name: "Acme Roofing Ltd", type: 0 },
              { id: 4, name: "Acme Contact", type: 1 },
            ]
          : [],
      ),
    "GET /api/v1/customers/account/1": () =>
      json({
        id: 1,
        name: "Acme Roofing Ltd",
        billingAddress: { street: "1 Bill St", city: "Hull", postalCode: "HU1 1AA" },
      }),
    "GET /api/v1/customers/contact/4": () =>
      json({
        id: 4,
        contact: { name: "Acme Contact", email: null, phone: null },
        mailingAddress: { street: "9 Mail Rd", city: "Derby", postalCode: "DE1 1AA" },
      }),
    ...extra,
  });
  const view = renderRoutes(
    [
      { path: "/projects", element: <ProjectsRoute /> },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    "/projects",
  );
  return { api, router: view.router };
}

async function openAddDialog(withFakeTimers = false) {
  const user = withFakeTimers ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) : userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Add Project" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add Project" }));
  await dialog.findByLabelText("Project Name");
  return { user, dialog };
}

const createButton = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole("button", { name: "Create" }) as HTMLButtonElement;

/** Opens Add Project as staff, fills what the defaults leave empty, and presses Create. */
async function createBarn() {
  const { user, dialog } = await openAddDialog();
  await user.type(dialog.getByLabelText("Project Name"), "Barn");
  await user.click(dialog.getByLabelText("Category"));
  await user.click(await dialog.findByRole("option", { name: "Residential" }));
  await user.type(dialog.getByLabelText("Project Received"), "15012026");
  await user.type(dialog.getByLabelText("Project Issued"), "16012026");
  await waitFor(() => expect(createButton(dialog).disabled).toBe(false));
  await user.click(createButton(dialog));
  return { user, dialog };
}

describe("Add Project for staff", () => {
  it("starts from the defaults, requires both dates as dd/mm/yyyy in 19xx/20xx, and sends ISO dates", async () => {
    const { api, router } = setup(adminWhoAmI());
    const { user, dialog } = await openAddDialog();
    await waitFor(() => expect((dialog.getByLabelText("Status") as HTMLInputElement).value).toBe("TBD"));
    expect((dialog.getByLabelText("Source") as HTMLInputElement).value).toBe("Website");
    expect((dialog.getByLabelText("Project Owner") as HTMLInputElement).value).toBe("Ada Admin");
    expect((dialog.getByLabelText("Sales Lead") as HTMLInputElement).value).toBe("Ada Admin");
    expect(createButton(dialog).disabled).toBe(true);

    await user.type(dialog.getByLabelText("Project Name"), "Barn");
    await user.click(dialog.getByLabelText("Project Received"));
    await user.tab();
    expect(errorOf(dialog.getByLabelText("Project Received"))).toBe(PROJECT_MESSAGES.receivedRequired);
    await user.type(dialog.getByLabelText("Project Received"), "01012150");
    await user.tab();
    expect(errorOf(dialog.getByLabelText("Project Received"))).toBe(PROJECT_MESSAGES.dateInvalid);
    await user.clear(dialog.getByLabelText("Project Received"));
    await user.type(dialog.getByLabelText("Project Received"), "31022026");
    await user.tab();
    expect(errorOf(dialog.getByLabelText("Project Received"))).toBe(PROJECT_MESSAGES.dateInvalid);
    await user.clear(dialog.getByLabelText("Project Received"));
    await user.type(dialog.getByLabelText("Project Received"), "15012026");
    expect((dialog.getByLabelText("Project Received") as HTMLInputElement).value).toBe("15/01/2026");
    expect(createButton(dialog).disabled).toBe(true);
    await user.click(dialog.getByLabelText("Category"));
    await user.click(await dialog.findByRole("option", { name: "Commercial" }));
    await user.type(dialog.getByLabelText("Project Issued"), "20021999");
    await waitFor(() => expect(createButton(dialog).disabled).toBe(false));
    await user.click(createButton(dialog));

    await waitFor(() => expect(router.state.location.pathname).toBe("/project/77"));
    expect(api.callsTo("POST /api/v1/projects")[0]?.body).toMatchObject({
      name: "Barn",
      projectStatusId: 1,
      projectSourceId: 1,
      projectOwnerId: 9,
      salesPersonId: 9,
      projectCategoryId: 2,
      projectedStartDate: "2026-01-15",
      projectedEndDate: "1999-02-20",
    });
  });

  it("says 'Project Name is required' and 'Category is required'", async () => {
    setup(adminWhoAmI());
    const { user, dialog } = await openAddDialog();
    await user.type(dialog.getByLabelText("Project Name"), "x");
    await user.clear(dialog.getByLabelText("Project Name"));
    await user.tab();
    expect(errorOf(dialog.getByLabelText("Project Name"))).toBe(PROJECT_MESSAGES.nameRequired);
    await user.click(dialog.getByLabelText("Category"));
    await user.tab();
    expect(await dialog.findByText(PROJECT_MESSAGES.categoryRequired)).toBeTruthy();
  });

  it("shows 'Error creating project' and keeps the dialog when creation fails", async () => {
    setup(adminWhoAmI(), { "POST /api/v1/projects": () => json({}, 500) });
    await createBarn();
    expect(await screen.findByText("Error creating project")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Add Project" })).toBeTruthy();
  });

  it("puts the server's field messages on their fields and keeps the dialog open", async () => {
    const modelState = {
      SalesPersonId: ["salesPerson must be a member of staff"],
      CustomerName: ["Customer Name is too long"],
    };
    setup(adminWhoAmI(), { "POST /api/v1/projects": () => json({ message: "Invalid project", modelState }, 400) });
    const { dialog } = await createBarn();
    await waitFor(() =>
      expect(errorOf(dialog.getByLabelText("Sales Lead"))).toBe("salesPerson must be a member of staff"),
    );
    expect(errorOf(dialog.getByLabelText("Customer Name"))).toBe("Customer Name is too long");
    expect(screen.getByRole("dialog", { name: "Add Project" })).toBeTruthy();
  });

  it("shows each lookup's own failure text", async () => {
    setup(adminWhoAmI(), {
      "GET /api/v1/projectstatuses": () => json({}, 500),
      "GET /api/v1/salespersons": () => json({}, 500),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Add Project" }));
    // The list's status filter asks too, so the statuses' text may show twice.
    expect((await screen.findAllByText("Error fetching project statuses")).length).toBeGreaterThan(0);
    expect(await screen.findByText("Error fetching sales persons")).toBeTruthy();
  });
});

describe("customer search", () => {
  it("asks from 3 characters, 500 ms after the last key; an account fills the billing address, a contact the mailing one", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = setup(adminWhoAmI());
    const { user, dialog } = await openAddDialog(true);
    const search = dialog.getByLabelText("Search customers");
    await user.type(search, "Ac");
    act(() => vi.advanceTimersByTime(700));
    expect(api.callsTo("GET /api/v1/customers/Lookup")).toHaveLength(0);
    await user.type(search, "m");
    act(() => vi.advanceTimersByTime(450));
    expect(api.callsTo("GET /api/v1/customers/Lookup")).toHaveLength(0);
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(api.callsTo("GET /api/v1/customers/Lookup")).toHaveLength(1));
    expect(api.callsTo("GET /api/v1/customers/Lookup")[0]?.url.searchParams.get("searchString")).toBe("Acm");
    await user.click(await dialog.findByRole("button", { name: /Acme Roofing Ltd/ }));
    await waitFor(() =>
      expect((dialog.getByLabelText("Customer Name") as HTMLInputElement).value).toBe("Acme Roofing Ltd"),
    );
    expect((dialog.getByLabelText("Address Line 1") as HTMLInputElement).value).toBe("1 Bill St");
    expect((dialog.getByLabelText("Town") as HTMLInputElement).value).toBe("Hull");
    expect((dialog.getByLabelText("Postcode") as HTMLInputElement).value).toBe("HU1 1AA");

    await user.type(search, "Acme");
    act(() => vi.advanceTimersByTime(600));
    await user.click(await dialog.findByRole("button", { name: /Acme Contact/ }));
    await waitFor(() =>
      expect((dialog.getByLabelText("Customer Name") as HTMLInputElement).value).toBe("Acme Contact"),
    );
    expect((dialog.getByLabelText("Town") as HTMLInputElement).value).toBe("Derby");

    // Shorter input clears the results at once.
    await user.type(search, "Acme");
    act(() => vi.advanceTimersByTime(600));
    expect(await dialog.findByRole("button", { name: /Acme Contact/ })).toBeTruthy();
    await user.type(search, "{Backspace}{Backspace}");
    expect(dialog.queryByRole("button", { name: /Acme Contact/ })).toBeNull();
  });
});

describe("Add Project for public users", () => {
  it("has the reduced field set with 'Account' wording, prefilled from the profile, and needs a change to create", async () => {
    const { api } = setup(whoAmI());
    const { user, dialog } = await openAddDialog();
    expect(dialog.queryByLabelText("Sales Lead")).toBeNull();
    expect(dialog.queryByLabelText("Status")).toBeNull();
    expect(dialog.queryByLabelText("Project Received")).toBeNull();
    expect(dialog.queryByLabelText("Search customers")).toBeNull();
    expect(dialog.queryByLabelText("Customer Name")).toBeNull();
    expect((dialog.getByLabelText("Account Name") as HTMLInputElement).value).toBe("Mia's Roofs");
    expect((dialog.getByLabelText("Address Line 1") as HTMLInputElement).value).toBe("5 Station Road");
    expect(createButton(dialog).disabled).toBe(true);
    await user.type(dialog.getByLabelText("Project Name"), "Garage");
    await waitFor(() => expect(createButton(dialog).disabled).toBe(false));
    await user.click(createButton(dialog));
    await waitFor(() => expect(api.callsTo("POST /api/v1/projects")).toHaveLength(1));
    const body = api.callsTo("POST /api/v1/projects")[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: "Garage", customerName: "Mia's Roofs", customerAddressTown: "Bath" });
    expect(body).not.toHaveProperty("salesPersonId");
    expect(api.callsTo("GET /api/v1/salespersons")).toHaveLength(0);
  });
});
