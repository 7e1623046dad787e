import { type ProjectSiteData, ROOF_EDITOR_MESSAGES, SITE_DATA_MESSAGES } from "@portal/contracts";
import { SITE_PANEL_TEXT } from "@portal/contracts/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { queryClient } from "@/lib/query-client";
import { adminWhoAmI, whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { errorOf, signedInAs } from "@/testing/session";
import { fixingResultQueryKey } from "../api/keys";
import { projectSite } from "../testing/fixtures";
import { SitePanel } from "./site-panel";

function setup(options: { user?: ReturnType<typeof whoAmI>; recalculated?: 0 | 1 | 2 } = {}) {
  loadTestSettings();
  let current = projectSite();
  const api = mockApi({
    ...signedInAs(options.user ?? whoAmI()),
    "GET /api/v1/site-data/project/7": () => json(current),
    "PUT /api/v1/site-data/project/7": (call: MockCall) => {
      const body = call.body as Record<string, unknown>;
      const entered = { ...current.siteInputs, ...body, version: current.siteInputs.version + 1 };
      current = {
        ...current,
        windInputs: {
          ...current.windInputs,
          altitude:
            entered.altitude === null
              ? projectSite().windInputs.altitude
              : {
                  value: entered.altitude as number,
                  unit: "m",
                  source: "entered",
                  needsConfirmation: false,
                  detail: "Altitude entered.",
                },
        },
        siteInputs: entered as ProjectSiteData["siteInputs"],
      };
      return json(current);
    },
    "POST /api/v1/roof-estimate-data/recalculate/5": () => json({ estimateState: options.recalculated ?? 2 }),
  });
  renderPage(<SitePanel projectId={7} roofId={5} />);
  return api;
}

const rowOf = async (item: string) => {
  const table = await screen.findByRole("table", { name: SITE_PANEL_TEXT.tableCaption });
  const header = within(table).getByRole("rowheader", { name: item });
  return within(header.closest("tr") as HTMLElement)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
};

describe("Site panel", () => {
  it("shows each value the wind calculation used with its source and the assumption labels", async () => {
    setup();
    expect(await rowOf(SITE_PANEL_TEXT.position)).toEqual([
      "53.25873, -1.91052SK17 6AA, Buxton",
      "postcode district centre",
      "Centroid of postcode district SK17.",
    ]);
    expect((await rowOf(SITE_PANEL_TEXT.vbMap)).slice(0, 2)).toEqual([
      "22.8 m/s",
      "bundled data, indicativeto confirm",
    ]);
    expect((await rowOf(SITE_PANEL_TEXT.altitude)).slice(0, 2)).toEqual([
      "310 m",
      "bundled data, indicativeto confirm",
    ]);
    expect((await rowOf(SITE_PANEL_TEXT.distanceToSea)).slice(0, 2)).toEqual(["62.5 km", "bundled data"]);
    expect(await rowOf(SITE_PANEL_TEXT.terrain)).toEqual([
      "Country",
      "assumed, conservativeto confirm",
      "Terrain not entered: country terrain assumed, which gives the higher pressure (conservative).",
    ]);
    expect((await rowOf(SITE_PANEL_TEXT.distanceInsideTown)).slice(0, 2)).toEqual([
      "not used",
      "assumed, conservative",
    ]);
    expect((await rowOf(SITE_PANEL_TEXT.orography)).slice(0, 1)).toEqual(["No"]);
    expect((await rowOf(SITE_PANEL_TEXT.qp)).slice(0, 2)).toEqual(["1422 Pa", "bundled data, indicativeto confirm"]);
    expect(screen.getByText(SITE_PANEL_TEXT.indicativeResult)).toBeTruthy();
    expect(screen.getByText("Orography is not considered.")).toBeTruthy();
    // Nothing entered yet: no value to clear.
    expect(screen.queryByRole("button", { name: /Use the dataset value/ })).toBeNull();
  });

  it("saves an entered altitude, brings the roof up to date, then clears it back to the dataset's", async () => {
    const api = setup();
    const user = userEvent.setup();
    queryClient.setQueryData(fixingResultQueryKey(5), null);
    const altitude = await screen.findByLabelText(SITE_PANEL_TEXT.altitudeLabel);
    await user.type(altitude, "250");
    await user.click(screen.getByRole("button", { name: SITE_PANEL_TEXT.save }));

    await waitFor(() => expect(api.callsTo("POST /api/v1/roof-estimate-data/recalculate/5")).toHaveLength(1));
    expect(api.callsTo("PUT /api/v1/site-data/project/7")[0]?.body).toEqual({
      altitude: 250,
      terrain: null,
      distanceInsideTown: null,
      hasSignificantOrography: null,
      version: 1,
    });
    expect(api.callsTo("POST /api/v1/roof-estimate-data/recalculate/5")[0]?.body).toEqual({ force: false });
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.estimateRecalculated)).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(fixingResultQueryKey(5))?.isInvalidated).toBe(true));
    expect(await rowOf(SITE_PANEL_TEXT.altitude)).toEqual(["250 m", "entered", "Altitude entered."]);

    await user.click(
      screen.getByRole("button", { name: SITE_PANEL_TEXT.clearLabelFor(SITE_PANEL_TEXT.altitudeLabel) }),
    );
    await waitFor(() => expect(api.callsTo("PUT /api/v1/site-data/project/7")).toHaveLength(2));
    expect(api.callsTo("PUT /api/v1/site-data/project/7")[1]?.body).toEqual({ altitude: null, version: 2 });
    await waitFor(async () => expect((await rowOf(SITE_PANEL_TEXT.altitude))[0]).toBe("310 m"));
    expect((screen.getByLabelText(SITE_PANEL_TEXT.altitudeLabel) as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(api.callsTo("POST /api/v1/roof-estimate-data/recalculate/5")).toHaveLength(2));
  });

  it("refuses an altitude out of range with the contract's message, sending nothing", async () => {
    const api = setup();
    const user = userEvent.setup();
    const altitude = await screen.findByLabelText(SITE_PANEL_TEXT.altitudeLabel);
    await user.type(altitude, "2000");
    await user.click(screen.getByRole("button", { name: SITE_PANEL_TEXT.save }));
    await waitFor(() => expect(errorOf(altitude)).toBe(SITE_DATA_MESSAGES.altitudeRange));
    expect(api.callsTo("PUT /api/v1/site-data/project/7")).toHaveLength(0);
  });

  it("asks staff to confirm when a support edit kept the estimate, and tells others the support team edited it", async () => {
    setup({ user: adminWhoAmI(), recalculated: 1 });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(SITE_PANEL_TEXT.terrainLabel), "town");
    await user.click(screen.getByRole("button", { name: SITE_PANEL_TEXT.save }));
    expect(await screen.findByRole("dialog", { name: "Confirm Recalculation" })).toBeTruthy();
  });

  it("tells people other than staff that the support team edited the estimate", async () => {
    setup({ recalculated: 1 });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(SITE_PANEL_TEXT.orographyLabel), "no");
    await user.click(screen.getByRole("button", { name: SITE_PANEL_TEXT.save }));
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.supportEdited)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
