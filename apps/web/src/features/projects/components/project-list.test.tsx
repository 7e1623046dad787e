import { PROJECT_MESSAGES, REALTIME_EVENTS } from "@portal/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProjectsRoute } from "@/app/routes/projects";
import { getCookie } from "@/lib/cookies";
import { dispatchRealtimeEvent } from "@/lib/realtime";
import { adminWhoAmI, whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { asmWhoAmI, lookupHandlers, profile, project } from "../testing/project-fixtures";

type Handlers = Record<string, (call: MockCall) => Response>;
type Page = { projects: ReturnType<typeof project>[]; totalCount: number };

function setup(user: ReturnType<typeof whoAmI>, list: (call: MockCall) => Page, extra: Handlers = {}) {
  loadTestSettings();
  const api = mockApi({
    ...signedInAs(user),
    ...lookupHandlers(json),
    "GET /api/v1/users/profile": () => json(profile),
    "GET /api/v1/projects/paginated": (call) => json(list(call)),
    ...extra,
  });
  renderPage(<ProjectsRoute />, "/projects");
  return api;
}

const listCalls = (api: ReturnType<typeof setup>) =>
  api.callsTo("GET /api/v1/projects/paginated").map((call) => call.url.searchParams);
const headers = () => screen.getAllByRole("columnheader").map((header) => header.textContent);

describe("project list", () => {
  it("asks for page 1 of 20 sorted by referenceNumber ascending, and shows every column to staff", async () => {
    const api = setup(adminWhoAmI(), () => ({ projects: [project()], totalCount: 1 }));
    expect(await screen.findByRole("link", { name: "Farmhouse re-roof" })).toBeTruthy();
    const params = listCalls(api)[0];
    expect(params?.get("pageNumber")).toBe("1");
    expect(params?.get("pageSize")).toBe("20");
    expect(params?.get("sortBy")).toBe("referenceNumber");
    expect(params?.get("sortOrder")).toBe("1");
    expect(params?.has("showPubliclyCreated")).toBe(false);
    expect(headers()).toEqual([
      "Reference",
      "Name",
      "Customer",
      "Owner",
      "Category",
      "Site Address",
      "Postcode",
      "Status",
      "Issued",
    ]);
    const row = screen.getByRole("link", { name: "Farmhouse re-roof" }).closest("tr") as HTMLElement;
    expect(within(row).getByText("Started")).toBeTruthy();
    expect(within(row).getByText("20/02/2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Farmhouse re-roof" }).getAttribute("href")).toBe("/project/12");
    expect(screen.getByLabelText("Unregistered projects")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Hide Banner" })).toBeNull();
  });

  it("hides status, Customer, Owner, Category and Issued from public users, and the unregistered selector", async () => {
    setup(whoAmI(), () => ({ projects: [project()], totalCount: 1 }));
    await screen.findByRole("link", { name: "Farmhouse re-roof" });
    expect(headers()).toEqual(["Reference", "Name", "Site Address", "Postcode"]);
    expect(screen.queryByText("Started")).toBeNull();
    expect(screen.queryByLabelText("Unregistered projects")).toBeNull();
    expect(screen.queryByRole("button", { name: "Filter by Status" })).toBeNull();
    expect(screen.queryByLabelText("Issued from")).toBeNull();
  });

  it("gives ASM users the unregistered-projects selector, sending showPubliclyCreated", async () => {
    const api = setup(asmWhoAmI(), () => ({ projects: [project()], totalCount: 1 }));
    await screen.findByRole("link", { name: "Farmhouse re-roof" });
    await userEvent.setup().selectOptions(screen.getByLabelText("Unregistered projects"), "Show");
    await waitFor(() => expect(listCalls(api).at(-1)?.get("showPubliclyCreated")).toBe("true"));
  });

  it("says 'No projects found' without filters", async () => {
    setup(adminWhoAmI(), () => ({ projects: [], totalCount: 0 }));
    expect(await screen.findByText(PROJECT_MESSAGES.noProjectsFound)).toBeTruthy();
    expect(screen.queryByText(PROJECT_MESSAGES.noMatchingProjects)).toBeNull();
  });

  it("waits 1 s after typing in a column filter, then asks again from page 1 and says 'No matching projects'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = setup(adminWhoAmI(), (call) =>
      call.url.searchParams.get("name") ? { projects: [], totalCount: 0 } : { projects: [project()], totalCount: 45 },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole("link", { name: "Farmhouse re-roof" });
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(listCalls(api).at(-1)?.get("pageNumber")).toBe("2"));
    const before = listCalls(api).length;
    await user.type(screen.getByLabelText("Filter by Name"), "barn");
    vi.advanceTimersByTime(900);
    expect(listCalls(api)).toHaveLength(before);
    vi.advanceTimersByTime(200);
    await waitFor(() => expect(listCalls(api).at(-1)?.get("name")).toBe("barn"));
    expect(listCalls(api)).toHaveLength(before + 1);
    expect(listCalls(api).at(-1)?.get("pageNumber")).toBe("1");
    expect(await screen.findByText(PROJECT_MESSAGES.noMatchingProjects)).toBeTruthy();
  });

  it("filters by status and sorts by a column", async () => {
    const api = setup(adminWhoAmI(), () => ({ projects: [project()], totalCount: 1 }));
    const user = userEvent.setup();
    await screen.findByRole("link", { name: "Farmhouse re-roof" });
    // The status filter's dropdown code arrives just after the list.
    await user.click(await screen.findByRole("button", { name: "Filter by Status" }));
    await user.click(await screen.findByRole("option", { name: "Started" }));
    await user.click(screen.getByRole("option", { name: "Awaiting Info" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(listCalls(api).at(-1)?.getAll("statuses")).toEqual(["2", "3"]));
    expect(screen.getByRole("button", { name: "Filter by Status" }).textContent).toBe("Awaiting Info, Started");
    await user.click(screen.getByRole("button", { name: /^Postcode/ }));
    await waitFor(() => expect(listCalls(api).at(-1)?.get("sortBy")).toBe("postCode"));
    await user.click(screen.getByRole("button", { name: /^Postcode/ }));
    await waitFor(() => expect(listCalls(api).at(-1)?.get("sortOrder")).toBe("2"));
    await user.selectOptions(screen.getByLabelText("Rows per page"), "10");
    await waitFor(() => expect(listCalls(api).at(-1)?.get("pageSize")).toBe("10"));
  });

  it("filters staff lists by the Issued date range (from and to), ignoring a date that is not real", async () => {
    const api = setup(adminWhoAmI(), () => ({ projects: [project()], totalCount: 1 }));
    const user = userEvent.setup();
    await screen.findByRole("link", { name: "Farmhouse re-roof" });
    await user.type(screen.getByLabelText("Issued from"), "01012026");
    expect((screen.getByLabelText("Issued from") as HTMLInputElement).value).toBe("01/01/2026");
    await waitFor(() => expect(listCalls(api).at(-1)?.get("from")).toBe("2026-01-01"));
    expect(listCalls(api).at(-1)?.get("pageNumber")).toBe("1");
    const before = listCalls(api).length;
    await user.type(screen.getByLabelText("Issued to"), "31022026");
    expect(await screen.findByText("Enter a date as dd/mm/yyyy")).toBeTruthy();
    expect(listCalls(api)).toHaveLength(before);
    await user.clear(screen.getByLabelText("Issued to"));
    await user.type(screen.getByLabelText("Issued to"), "31122026");
    await waitFor(() => expect(listCalls(api).at(-1)?.get("to")).toBe("2026-12-31"));
    expect(listCalls(api).at(-1)?.get("from")).toBe("2026-01-01");
  });

  it("asks again when a projectCloned event arrives", async () => {
    const api = setup(adminWhoAmI(), () => ({ projects: [project()], totalCount: 1 }));
    await screen.findByRole("link", { name: "Farmhouse re-roof" });
    const before = listCalls(api).length;
    act(() =>
      dispatchRealtimeEvent(REALTIME_EVENTS.projectCloned, { Message: "Project successfully cloned", ProjectId: 13 }),
    );
    await waitFor(() => expect(listCalls(api).length).toBe(before + 1));
  });

  it("says 'Failed to fetch projects. Please try again.' when the list cannot be read", async () => {
    setup(adminWhoAmI(), () => ({ projects: [], totalCount: 0 }), {
      "GET /api/v1/projects/paginated": () => json({}, 500),
    });
    expect(await screen.findByText("Failed to fetch projects. Please try again.")).toBeTruthy();
  });
});

describe("welcome banner", () => {
  it("shows public users Get Started and Hide Banner; hiding is kept in the welcomeBannerHidden cookie", async () => {
    setup(whoAmI(), () => ({ projects: [], totalCount: 0 }));
    const user = userEvent.setup();
    expect(await screen.findByRole("button", { name: "Get Started" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Hide Banner" }));
    expect(getCookie("welcomeBannerHidden")).toBe("true");
    expect(screen.queryByRole("button", { name: "Get Started" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show Welcome Banner" }));
    expect(getCookie("welcomeBannerHidden")).toBe("false");
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    expect(await screen.findByRole("dialog", { name: "Add Project" })).toBeTruthy();
  });
});
