import { type Plot, type RoofSummary, VERSION_MESSAGES } from "@portal/contracts";
import { PLOTS_TEXT } from "@portal/contracts/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { project } from "@/features/projects/testing/project-fixtures";
import { stopRealtime } from "@/lib/realtime";
import { whoAmI } from "@/testing/fixtures";
import { empty, json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderRoutes } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { PlotRoute } from "./plot";
import { RoofRoute } from "./roof";

afterEach(() => stopRealtime());

type Versioned = { name: string; version: number };

/** Keeps a record's version as the API does: a rename from an older version is refused with 409 and changes nothing. */
function versionedRecord<Record extends Versioned>(initial: Record, staleMessage: string) {
  let saved = initial;
  return {
    get: () => saved,
    put: (call: MockCall) => {
      const body = call.body as Versioned;
      if (body.version !== saved.version) return json({ message: staleMessage }, 409);
      saved = { ...saved, name: body.name, version: saved.version + 1 };
      return json(saved);
    },
    /** Another user renames it: its version moves on. */
    renameElsewhere: (name: string) => {
      saved = { ...saved, name, version: saved.version + 1 };
    },
  };
}

function setup(path: string) {
  loadTestSettings();
  const roof = versionedRecord<RoofSummary>(
    {
      id: 11,
      name: "Main Roof",
      plotId: 3,
      dateUpdated: "2026-03-01T10:00:00.000Z",
      version: 1,
      fixingSpecAvailable: false,
      estimateAvailable: false,
      nbsAvailable: false,
    },
    VERSION_MESSAGES.changedElsewhere("roof"),
  );
  const plot = versionedRecord<Omit<Plot, "roofs">>(
    { id: 3, name: "Plot 1", isDeleted: false, projectId: 12, dateUpdated: "2026-03-01T10:00:00.000Z", version: 1 },
    VERSION_MESSAGES.changedElsewhere("plot"),
  );
  const api = mockApi({
    ...signedInAs(whoAmI()),
    "GET /api/v1/projects/12": () => json(project()),
    "GET /api/v1/plots/3": () => json({ ...plot.get(), roofs: [roof.get()] }),
    "PUT /api/v1/plots/3": plot.put,
    "GET /api/v1/roofs/11": () => json(roof.get()),
    "PUT /api/v1/roofs/11": roof.put,
    "POST /api/v1/signalr/negotiate": () => empty(404),
  });
  renderRoutes(
    [
      { path: "/project/:id/plot/:plotId", element: <PlotRoute /> },
      { path: "/project/:id/plot/:plotId/roof/:roofId", element: <RoofRoute /> },
    ],
    path,
  );
  return { api, plot, roof };
}

describe("a rename made from an older version", () => {
  it("plot: says so, shows the name saved elsewhere, keeps the typed name and saves it from the reloaded version", async () => {
    const { api, plot } = setup("/project/12/plot/3");
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Plot 1", level: 1 });
    await user.click(screen.getByRole("button", { name: PLOTS_TEXT.options }));
    await user.click(screen.getByRole("menuitem", { name: "Rename" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename Plot" });
    const field = within(dialog).getByLabelText("Name") as HTMLInputElement;
    plot.renameElsewhere("Renamed elsewhere");

    await user.clear(field);
    await user.type(field, "North terrace");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(VERSION_MESSAGES.changedElsewhere("plot"))).toBeTruthy();
    // The open dialog hides the page behind it from the accessibility tree.
    expect(await screen.findByRole("heading", { name: "Renamed elsewhere", level: 1, hidden: true })).toBeTruthy();
    expect(field.value).toBe("North terrace");
    expect(plot.get()).toMatchObject({ name: "Renamed elsewhere", version: 2 });

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { name: "North terrace", level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("PUT /api/v1/plots/3").map((call) => call.body)).toEqual([
      { name: "North terrace", version: 1 },
      { name: "North terrace", version: 2 },
    ]);
  });

  it("roof page: says so, shows the name saved elsewhere, keeps the typed name and saves it from the reloaded version", async () => {
    const { api, roof } = setup("/project/12/plot/3/roof/11");
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Main Roof", level: 1 });
    await user.click(screen.getByRole("button", { name: "Rename" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename Roof" });
    const field = within(dialog).getByLabelText("Name") as HTMLInputElement;
    roof.renameElsewhere("Renamed elsewhere");

    await user.clear(field);
    await user.type(field, "Garage");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(VERSION_MESSAGES.changedElsewhere("roof"))).toBeTruthy();
    // The open dialog hides the page behind it from the accessibility tree.
    expect(await screen.findByRole("heading", { name: "Renamed elsewhere", level: 1, hidden: true })).toBeTruthy();
    expect(field.value).toBe("Garage");

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { name: "Garage", level: 1 })).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/roofs/11").map((call) => call.body)).toEqual([
      { name: "Garage", version: 1 },
      { name: "Garage", version: 2 },
    ]);
  });
});
