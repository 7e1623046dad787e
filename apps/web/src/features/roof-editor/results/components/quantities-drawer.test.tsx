import { type EstimateItem, ROOF_EDITOR_MESSAGES, type RoofEstimateData } from "@portal/contracts";
import { QUANTITIES_TEXT, ROOF_EDITOR_TEXT, SHELL_TEXT } from "@portal/contracts/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminWhoAmI, whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { errorOf, signedInAs } from "@/testing/session";
import { estimateData } from "../testing/fixtures";
import { QuantitiesDrawer } from "./quantities-drawer";

const tasWhoAmI = () => whoAmI({ id: 4, role: "TAS User", isTasUser: true });

function setup(options: { user?: ReturnType<typeof whoAmI>; estimate?: RoofEstimateData; updateStatus?: number } = {}) {
  loadTestSettings();
  let current = options.estimate ?? estimateData();
  const api = mockApi({
    ...signedInAs(options.user ?? whoAmI()),
    "GET /api/v1/roof-estimate-data/roof/5": () => json(current),
    "PUT /api/v1/roof-estimate-data/estimate-items/102": (call: MockCall) => {
      if (options.updateStatus) return json({ message: "Internal Server Error" }, options.updateStatus);
      const quantity = (call.body as { quantity: number }).quantity;
      const saved = { ...(current.items[1] as EstimateItem), quantity, isEdited: true };
      current = { ...current, estimateState: 1, items: current.items.map((item) => (item.id === 102 ? saved : item)) };
      return json(saved);
    },
    "POST /api/v1/roof-estimate-data/recalculate/5": () => {
      current = estimateData();
      return json({ estimateState: 2 });
    },
  });
  let closed = 0;
  renderPage(
    <QuantitiesDrawer
      roofId={5}
      open
      onClose={() => {
        closed += 1;
      }}
    />,
  );
  return { api, closed: () => closed };
}

const drawer = () => screen.findByRole("dialog", { name: QUANTITIES_TEXT.title });
const groupTable = (name: string) => screen.getByRole("table", { name: QUANTITIES_TEXT.groupCaption(name) });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

describe("Calculated Quantities drawer", () => {
  it("lists the lines grouped by system with the roof area, read only for people other than staff", async () => {
    const user = userEvent.setup();
    const { closed } = setup();
    const dialog = await drawer();
    expect(await within(dialog).findByText("97.66 m²")).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Roof materials", "Duo Ridge: Dry ridge system"]);
    const materials = bodyRows(groupTable("Roof materials")).map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
    expect(materials).toEqual([
      ["EX-420", "Concrete interlocking tile", "Off", "952", "5 %", "—", "—"],
      ["CLIP-1", "Tile clip", "Pack", "3", "0 %", "100", "3"],
    ]);
    expect(bodyRows(groupTable("Duo Ridge: Dry ridge system"))).toHaveLength(1);
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: QUANTITIES_TEXT.recalculate })).toBeNull();

    await user.keyboard("{Escape}");
    expect(closed()).toBe(1);
  });

  it("keeps each line under the edge and system that counted it, with its wastage", async () => {
    const [tile, , ridge] = estimateData().items as [EstimateItem, EstimateItem, EstimateItem];
    const starter = (id: number, edge: string, systemId: number): EstimateItem => ({
      ...ridge,
      id,
      code: "DV-ST",
      description: "Dry verge eaves starter",
      unit: "Off",
      quantity: 2,
      packQuantity: 2,
      packs: 1,
      // Both verge systems bear the same name: the edge keeps them apart.
      groupName: "Dry verge",
      edge,
      systemId,
      wastagePercent: 0,
    });
    setup({
      estimate: estimateData({
        items: [
          { ...tile, wastagePercent: 10 },
          starter(201, "leftVerge", 10),
          starter(202, "rightVerge", 11),
          // Stored before lines carried their wastage.
          { ...ridge, wastagePercent: null },
        ],
      }),
    });
    const dialog = await drawer();
    await within(dialog).findByText("97.66 m²");
    expect(
      within(dialog)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Roof materials", "Left Verge: Dry verge", "Right Verge: Dry verge", "Duo Ridge: Dry ridge system"]);
    const cells = (group: string) =>
      bodyRows(groupTable(group)).map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(cells("Left Verge: Dry verge")).toEqual([["DV-ST", "Dry verge eaves starter", "Off", "2", "0 %", "2", "1"]]);
    expect(cells("Right Verge: Dry verge")).toEqual([
      ["DV-ST", "Dry verge eaves starter", "Off", "2", "0 %", "2", "1"],
    ]);
    expect(cells("Roof materials")[0]?.[4]).toBe("10 %");
    expect(cells("Duo Ridge: Dry ridge system")[0]?.[4]).toBe("—");
  });

  it("says 'No data available.' when the estimate has no lines", async () => {
    setup({ estimate: estimateData({ items: [], roofArea: null, estimateState: 0 }) });
    expect(await within(await drawer()).findByText(QUANTITIES_TEXT.empty)).toBeTruthy();
  });

  it("lets staff change a quantity, refusing a negative one with the spec's message", async () => {
    const user = userEvent.setup();
    const { api } = setup({ user: tasWhoAmI() });
    const input = await screen.findByRole("textbox", { name: QUANTITIES_TEXT.quantityFor("CLIP-1") });
    await user.clear(input);
    await user.type(input, "-4{Enter}");
    expect(errorOf(input)).toBe(ROOF_EDITOR_MESSAGES.estimateLineNegative);
    expect(api.callsTo("PUT /api/v1/roof-estimate-data/estimate-items/102")).toHaveLength(0);

    await user.clear(input);
    await user.type(input, "5{Enter}");
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-estimate-data/estimate-items/102")).toHaveLength(1));
    expect(api.callsTo("PUT /api/v1/roof-estimate-data/estimate-items/102")[0]?.body).toEqual({ quantity: 5 });
    const saved = await screen.findByRole("textbox", { name: QUANTITIES_TEXT.quantityFor("CLIP-1") });
    await waitFor(() => expect((saved as HTMLInputElement).value).toBe("5"));
    // No error; beside the line, and describing it, its save's state.
    expect(saved.getAttribute("aria-invalid")).toBeNull();
    await waitFor(() => expect(errorOf(saved)).toBe(ROOF_EDITOR_TEXT.saveState.saved));
    expect(await screen.findByText(QUANTITIES_TEXT.edited)).toBeTruthy();
  });

  it("says beside the line 'Failed to update estimate quantity' when the change is not saved, keeping it to retry", async () => {
    const user = userEvent.setup();
    const { api } = setup({ user: adminWhoAmI(), updateStatus: 500 });
    const input = await screen.findByRole("textbox", { name: QUANTITIES_TEXT.quantityFor("CLIP-1") });
    await user.clear(input);
    await user.type(input, "7{Enter}");
    expect(
      await screen.findByText(ROOF_EDITOR_TEXT.saveState.failed(ROOF_EDITOR_MESSAGES.quantityUpdateFailed)),
    ).toBeTruthy();
    // The typed quantity stays, and Try again sends it again.
    expect((input as HTMLInputElement).value).toBe("7");
    await user.click(screen.getByRole("button", { name: ROOF_EDITOR_TEXT.saveState.retry }));
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-estimate-data/estimate-items/102")).toHaveLength(2));
    expect(api.callsTo("PUT /api/v1/roof-estimate-data/estimate-items/102")[1]?.body).toEqual({ quantity: 7 });
  });

  it("recalculates for staff with force, and asks 'Confirm Recalculation' first after a support edit", async () => {
    const user = userEvent.setup();
    const { api } = setup({ user: adminWhoAmI(), estimate: estimateData({ estimateState: 1 }) });
    const dialog = await drawer();
    await within(dialog).findByText("Roof materials");
    expect(within(dialog).queryByText(ROOF_EDITOR_MESSAGES.supportEdited)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: QUANTITIES_TEXT.recalculate }));

    const confirm = await screen.findByRole("dialog", { name: QUANTITIES_TEXT.confirmTitle });
    await user.click(within(confirm).getByRole("button", { name: SHELL_TEXT.no }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: QUANTITIES_TEXT.confirmTitle })).toBeNull());
    expect(api.callsTo("POST /api/v1/roof-estimate-data/recalculate/5")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: QUANTITIES_TEXT.recalculate }));
    const again = await screen.findByRole("dialog", { name: QUANTITIES_TEXT.confirmTitle });
    await user.click(within(again).getByRole("button", { name: SHELL_TEXT.yes }));
    await waitFor(() => expect(api.callsTo("POST /api/v1/roof-estimate-data/recalculate/5")).toHaveLength(1));
    expect(api.callsTo("POST /api/v1/roof-estimate-data/recalculate/5")[0]?.body).toEqual({ force: true });
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.estimateRecalculated)).toBeTruthy();
  });

  it("tells people other than staff that the support team edited the estimate", async () => {
    setup({ estimate: estimateData({ estimateState: 1 }) });
    const dialog = await drawer();
    expect(await within(dialog).findByText(ROOF_EDITOR_MESSAGES.supportEdited)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: QUANTITIES_TEXT.recalculate })).toBeNull();
  });
});
