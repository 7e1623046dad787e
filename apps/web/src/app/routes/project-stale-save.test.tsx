import { type Project, VERSION_MESSAGES } from "@portal/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { project } from "@/features/projects/testing/project-fixtures";
import { stopRealtime } from "@/lib/realtime";
import { whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, mockApi } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { ProjectRoute } from "./project";

vi.mock("socket.io-client", () => import("@/testing/silent-socket-io"));

afterEach(() => {
  stopRealtime();
  vi.useRealTimers();
});

const staleMessage = VERSION_MESSAGES.changedElsewhere("project");

/** A server that keeps the project's version as the API does: a save from an older version is refused with 409. */
function setup() {
  loadTestSettings();
  let saved: Project = project({ version: 1 });
  const api = mockApi({
    ...signedInAs(whoAmI()),
    "POST /api/v1/signalr/negotiate": () => json({ url: "/realtime", accessToken: "rt" }),
    "GET /api/v1/projects/12": () => json(saved),
    "PUT /api/v1/projects": (call) => {
      const body = call.body as Project;
      if (body.version !== saved.version) return json({ message: staleMessage }, 409);
      saved = { ...saved, ...body, version: saved.version + 1 };
      return json(saved);
    },
    "GET /api/v1/plots": () => json({ plots: [], count: 0 }),
  });
  renderRoutes([{ path: "/project/:id", element: <ProjectRoute /> }], "/project/12");
  return {
    api,
    saved: () => saved,
    /** Another user saves the project: its version moves on. */
    saveElsewhere: (changes: Partial<Project>) => {
      saved = { ...saved, ...changes, version: saved.version + 1 };
    },
  };
}

const lastPut = (api: ReturnType<typeof setup>["api"]) => api.callsTo("PUT /api/v1/projects").at(-1)?.body;

describe("a save made from an older version of the project", () => {
  it("notes: says so, shows the other user's changes, keeps the typed notes and saves them on Retry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const notes = (await screen.findByLabelText("Project notes")) as HTMLTextAreaElement;
    server.saveElsewhere({ name: "Renamed elsewhere" });

    await user.type(notes, " Gutter too.");
    act(() => vi.advanceTimersByTime(1100));
    expect(await screen.findByText(staleMessage)).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Renamed elsewhere", level: 1 })).toBeTruthy();
    expect(notes.value).toBe("Check the ridge. Gutter too.");
    expect(screen.getByText("Not saved. Your text is kept here.")).toBeTruthy();
    expect(server.saved()).toMatchObject({ name: "Renamed elsewhere", notes: "Check the ridge.", version: 2 });

    await user.click(screen.getByRole("button", { name: "Retry" }));
    act(() => vi.advanceTimersByTime(1100));
    expect(await screen.findByText("Notes have been saved successfully!")).toBeTruthy();
    expect(lastPut(server.api)).toMatchObject({ name: "Renamed elsewhere", notes: "Check the ridge. Gutter too." });
    expect(server.saved()).toMatchObject({
      name: "Renamed elsewhere",
      notes: "Check the ridge. Gutter too.",
      version: 3,
    });
  });

  it("address: says so, shows the town saved elsewhere, and saves the typed address on top of it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const address = (await screen.findByLabelText("Address")) as HTMLInputElement;
    const town = screen.getByLabelText("Town") as HTMLInputElement;
    server.saveElsewhere({ town: "Bradford" });

    await user.type(address, ", rear yard");
    act(() => vi.advanceTimersByTime(600));
    expect(await screen.findByText(staleMessage)).toBeTruthy();
    await waitFor(() => expect(town.value).toBe("Bradford"));
    expect(address.value).toBe("1 Mill Lane, rear yard");

    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(server.saved().version).toBe(3));
    expect(server.saved()).toMatchObject({ address: "1 Mill Lane, rear yard", town: "Bradford" });
    expect(server.api.callsTo("PUT /api/v1/projects").map((call) => (call.body as Project).version)).toEqual([1, 2]);
  });

  it("edit dialog: the page's own notes save while it is open is not someone else's change", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText("Project notes"), " Gutter too.");
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Project" }));
    act(() => vi.advanceTimersByTime(1100));
    await waitFor(() => expect(server.saved().version).toBe(2));

    const customer = dialog.getByLabelText("Account Name") as HTMLInputElement;
    await user.clear(customer);
    await user.type(customer, "Mill Farm Ltd");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText(staleMessage)).toBeNull();
    expect(server.saved()).toMatchObject({
      customerName: "Mill Farm Ltd",
      notes: "Check the ridge. Gutter too.",
      version: 3,
    });
  });

  it("edit dialog: says so and stays open, reloads the fields the user left alone and keeps the one they changed", async () => {
    const server = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Project" }));
    const name = dialog.getByLabelText("Project Name") as HTMLInputElement;
    const customer = dialog.getByLabelText("Account Name") as HTMLInputElement;
    server.saveElsewhere({ name: "Renamed elsewhere" });

    await user.clear(customer);
    await user.type(customer, "Mill Farm Ltd");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(staleMessage)).toBeTruthy();
    await waitFor(() => expect(name.value).toBe("Renamed elsewhere"));
    expect(customer.value).toBe("Mill Farm Ltd");
    expect(screen.getByRole("dialog", { name: "Edit Project" })).toBeTruthy();
    expect(server.saved()).toMatchObject({ name: "Renamed elsewhere", customerName: "Acme Roofing", version: 2 });

    const save = dialog.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(lastPut(server.api)).toMatchObject({ name: "Renamed elsewhere", customerName: "Mill Farm Ltd", version: 2 });
    expect(server.saved()).toMatchObject({ name: "Renamed elsewhere", customerName: "Mill Farm Ltd", version: 3 });
  });
});
