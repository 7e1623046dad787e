import { ROLES, SOLAR_ARRAY_MESSAGES, type SolarArray, type SolarRoofShape } from "@portal/contracts";
import { ROOF_EDITOR_TEXT, SHELL_TEXT, SOLAR_ARRAY_TEXT } from "@portal/contracts/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RoofEditor } from "@/features/roof-editor/components/roof-editor";
import { fakeRoofApi, ROOF_ID } from "@/features/roof-editor/testing/fake-roof-api";
import { whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { fakeSolarHandlers, solarArrayRecord } from "../testing/fake-solar-api";
import { useRoofSolarSlot } from "./roof-solar";

/** Longer than the autosave's quiet second, so a save that should have started has. */
const AFTER_DEBOUNCE = { timeout: 4_000 };

/** The editor with the solar designer, composed as the roof page composes it. */
function RoofWithSolar() {
  const solar = useRoofSolarSlot(ROOF_ID);
  return <RoofEditor projectId={7} roofId={ROOF_ID} solar={solar} />;
}

const arrayOf = (id: number, overrides: Partial<SolarArray> = {}) =>
  solarArrayRecord(ROOF_ID, id, { arrayNumber: id - 400, ...overrides });

async function openEditor(
  options: {
    arrays?: SolarArray[];
    anonymous?: boolean;
    handlers?: Record<string, () => Response>;
    roofShape?: SolarRoofShape;
  } = {},
) {
  loadTestSettings();
  const solar = fakeSolarHandlers(ROOF_ID, { arrays: options.arrays ?? [], roofShape: options.roofShape ?? null });
  const user = options.anonymous
    ? whoAmI({ role: ROLES.anonymous, isAnonymous: true, email: "anonymous@example.com" })
    : whoAmI();
  const api = fakeRoofApi({ user, handlers: { ...solar.handlers, ...options.handlers } });
  renderPage(<RoofWithSolar />, "/roof");
  await screen.findByRole("heading", { name: ROOF_EDITOR_TEXT.fixingSpecData });
  return { api, solar, user: userEvent.setup() };
}

const solarSwitch = () => screen.getByRole("switch", { name: SOLAR_ARRAY_TEXT.solarSwitch });
const grid = (arrayNumber = 1) => screen.findByRole("grid", { name: SOLAR_ARRAY_TEXT.grid(arrayNumber) });
const cellAt = (gridElement: HTMLElement, row: number, column: number) =>
  within(gridElement).getByLabelText(new RegExp(`^Row ${row}, column ${column}: `));
const contentOf = (cell: HTMLElement) => cell.getAttribute("data-content");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("solar designer in the roof editor", () => {
  it("turning Solar on creates the first array and shows the Solar Panel with 'Solar Array 1'", async () => {
    const { api, user } = await openEditor();
    expect(screen.queryByRole("heading", { name: SOLAR_ARRAY_TEXT.panelTitle })).toBeNull();
    await waitFor(() => expect(solarSwitch().hasAttribute("disabled")).toBe(false));
    await user.click(solarSwitch());
    await waitFor(() => expect(api.callsTo("POST /api/v1/roof-solar-arrays")).toHaveLength(1));
    expect(api.callsTo("POST /api/v1/roof-solar-arrays")[0]?.body).toEqual({ roofId: ROOF_ID });
    expect(await screen.findByRole("heading", { name: SOLAR_ARRAY_TEXT.panelTitle })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: SOLAR_ARRAY_TEXT.arrayTitle(1) })).toBeTruthy();
    expect(solarSwitch().getAttribute("aria-checked")).toBe("true");
    // The default 15 × 15 grid in portrait cells of 40 × 60 px.
    const cells = within(await grid()).getAllByRole("gridcell");
    expect(cells).toHaveLength(225);
    expect((cells[0] as HTMLElement).style.width).toBe("40px");
    expect((cells[0] as HTMLElement).style.height).toBe("60px");
    expect(screen.getByText(SOLAR_ARRAY_TEXT.noKits)).toBeTruthy();
  });

  it("paints cells by click, by press-and-drag and from the keyboard", async () => {
    const { user } = await openEditor({ arrays: [arrayOf(401)] });
    const layout = await grid();
    await user.click(cellAt(layout, 1, 1));
    expect(contentOf(cellAt(layout, 1, 1))).toBe("panel");
    expect(cellAt(layout, 1, 1).getAttribute("aria-label")).toBe(SOLAR_ARRAY_TEXT.cell(1, 1, "panel"));
    await user.click(cellAt(layout, 1, 1));
    expect(contentOf(cellAt(layout, 1, 1))).toBe("empty");

    // A drag gives every cell it enters the first cell's new state.
    await user.pointer([
      { keys: "[MouseLeft>]", target: cellAt(layout, 3, 1) },
      { target: cellAt(layout, 3, 2) },
      { target: cellAt(layout, 3, 3) },
      { keys: "[/MouseLeft]" },
    ]);
    expect([1, 2, 3].map((column) => contentOf(cellAt(layout, 3, column)))).toEqual(["panel", "panel", "panel"]);
    // A later drag starting on a painted cell clears.
    await user.pointer([
      { keys: "[MouseLeft>]", target: cellAt(layout, 3, 3) },
      { target: cellAt(layout, 3, 2) },
      { keys: "[/MouseLeft]" },
    ]);
    expect([1, 2, 3].map((column) => contentOf(cellAt(layout, 3, column)))).toEqual(["panel", "empty", "empty"]);

    // The grid is one tab stop; arrows move, Space and Enter toggle.
    const focusStops = within(layout)
      .getAllByRole("gridcell")
      .filter((cell) => cell.tabIndex === 0);
    expect(focusStops).toHaveLength(1);
    cellAt(layout, 1, 1).focus();
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(document.activeElement).toBe(cellAt(layout, 2, 2));
    expect(cellAt(layout, 2, 2).tabIndex).toBe(0);
    await user.keyboard(" ");
    expect(contentOf(cellAt(layout, 2, 2))).toBe("panel");
    await user.keyboard("{ArrowRight}{Enter}");
    expect(contentOf(cellAt(layout, 2, 3))).toBe("panel");
  });

  it("shows an invalid (diagonal) layout's problems at once, outlines the cells, and saves nothing", async () => {
    const { api, user } = await openEditor({ arrays: [arrayOf(401)] });
    const layout = await grid();
    await user.click(cellAt(layout, 1, 1));
    await user.click(cellAt(layout, 2, 2));
    expect(await screen.findByText(SOLAR_ARRAY_MESSAGES.invalidArray)).toBeTruthy();
    expect(cellAt(layout, 1, 1).getAttribute("aria-invalid")).toBe("true");
    expect(cellAt(layout, 2, 2).getAttribute("aria-invalid")).toBe("true");
    await wait(1_500);
    expect(api.callsTo("PUT /api/v1/roof-solar-arrays/401")).toHaveLength(0);
  });

  it("names the ridge side above the grid and the eaves side below it", async () => {
    await openEditor({ arrays: [arrayOf(401)] });
    const layout = await grid();
    const ridge = screen.getByText(SOLAR_ARRAY_TEXT.gridRidge);
    const eaves = screen.getByText(SOLAR_ARRAY_TEXT.gridEaves);
    expect(ridge.compareDocumentPosition(layout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(eaves.compareDocumentPosition(layout) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  /**
   * A duopitch roof of 8 m span at 35°: rafters 4 / cos 35° = 4.883 m, slopes 10 m wide, a 300 mm gauge. With the
   * kit's margins (150 mm flashing at top and bottom, one course above and two below) an array needs its height
   * + 0.3 + 3 × 0.3 = + 1.2 m up the slope: two 1.7 m rows need 4.6 m and fit; three need 6.3 m and do not.
   */
  it("says at once when the array is taller than the roof's rafters, as the API would refuse it, and saves nothing", async () => {
    const rafterM = 4 / Math.cos((35 * Math.PI) / 180);
    const slope = { rafterLengthM: rafterM, eavesWidthM: 10, ridgeWidthM: 10 };
    const { api, user } = await openEditor({
      arrays: [arrayOf(401)],
      roofShape: {
        slopes: [
          { name: "front slope", ...slope },
          { name: "back slope", ...slope },
        ],
        battenGaugeMm: 300,
      },
    });
    const layout = await grid();
    await user.click(cellAt(layout, 1, 1));
    await user.click(cellAt(layout, 2, 1));
    expect(screen.queryByText(SOLAR_ARRAY_MESSAGES.invalidArray)).toBeNull();
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-solar-arrays/401")).toHaveLength(1), AFTER_DEBOUNCE);

    await user.click(cellAt(layout, 3, 1));
    expect(await screen.findByText(SOLAR_ARRAY_MESSAGES.invalidArray)).toBeTruthy();
    expect(
      screen.getByText(
        "The array does not fit the roof: with its top and bottom flashings and the tile courses it needs above and below, it takes 6.30 m up the slope, but the longest rafter is 4.88 m. Remove a row.",
      ),
    ).toBeTruthy();
    await wait(1_500);
    expect(api.callsTo("PUT /api/v1/roof-solar-arrays/401")).toHaveLength(1);
  });

  it("saves a valid layout once, a second after the last edit, with the grid and the version read", async () => {
    const { api, user } = await openEditor({ arrays: [arrayOf(401)] });
    const layout = await grid();
    await user.click(cellAt(layout, 1, 1));
    await user.click(cellAt(layout, 1, 2));
    // Power and dimensions come from the engine at once, before any save.
    expect(screen.getByText(SOLAR_ARRAY_TEXT.powerValue("0.60"))).toBeTruthy();
    expect(screen.getByText(SOLAR_ARRAY_TEXT.dimensionsValue(1700, 2000))).toBeTruthy();
    expect(screen.queryByText(SOLAR_ARRAY_MESSAGES.invalidArray)).toBeNull();
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-solar-arrays/401")).toHaveLength(1), AFTER_DEBOUNCE);
    const body = api.callsTo("PUT /api/v1/roof-solar-arrays/401")[0]?.body as { array: boolean[][]; version: number };
    expect(body.version).toBe(1);
    expect(body.array[0]?.slice(0, 3)).toEqual([true, true, false]);
    expect(body.array.flat().filter(Boolean)).toHaveLength(2);
    // The kit list is the server's answer.
    expect(await screen.findByRole("cell", { name: "PV-300" })).toBeTruthy();
    await wait(1_200);
    expect(api.callsTo("PUT /api/v1/roof-solar-arrays/401")).toHaveLength(1);
  });

  it("keeps the grid after a failed save and says 'Failed to update solar array'", async () => {
    const { api, user } = await openEditor({
      arrays: [arrayOf(401)],
      handlers: { "PUT /api/v1/roof-solar-arrays/401": () => json({}, 500) },
    });
    const layout = await grid();
    await user.click(cellAt(layout, 1, 1));
    expect(await screen.findByText(SOLAR_ARRAY_MESSAGES.failedToUpdate, {}, AFTER_DEBOUNCE)).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/roof-solar-arrays/401")).toHaveLength(1);
    expect(contentOf(cellAt(layout, 1, 1))).toBe("panel");
  });

  it("on a 409 says the array changed elsewhere and shows it as saved now", async () => {
    const { api, solar, user } = await openEditor({ arrays: [arrayOf(401)] });
    const layout = await grid();
    // Someone else saved the array after this page read it.
    solar.state.arrays = solar.state.arrays.map((array) => ({ ...array, version: 2 }));
    await user.click(cellAt(layout, 1, 1));
    expect(
      await screen.findByText(/has been changed by someone else since you opened it/, {}, AFTER_DEBOUNCE),
    ).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/roof-solar-arrays/401")).toHaveLength(1);
    // The array as saved now is shown; the next edit saves against its version.
    await waitFor(() => expect(contentOf(cellAt(layout, 1, 1))).toBe("empty"));
    await user.click(cellAt(layout, 5, 5));
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-solar-arrays/401")).toHaveLength(2), AFTER_DEBOUNCE);
    expect(api.callsTo("PUT /api/v1/roof-solar-arrays/401")[1]?.body).toMatchObject({ version: 2 });
  });

  it("switching the orientation asks first, then clears the grid and draws landscape cells", async () => {
    const { user } = await openEditor({ arrays: [arrayOf(401)] });
    const layout = await grid();
    await user.click(cellAt(layout, 1, 1));
    const orientation = screen.getByLabelText(SOLAR_ARRAY_TEXT.orientation);
    await user.selectOptions(orientation, "landscape");
    const dialog = await screen.findByRole("dialog", { name: SOLAR_ARRAY_TEXT.confirmOrientationTitle });
    await user.click(within(dialog).getByRole("button", { name: SHELL_TEXT.no }));
    expect(contentOf(cellAt(layout, 1, 1))).toBe("panel");
    expect((orientation as HTMLSelectElement).value).toBe("portrait");

    await user.selectOptions(orientation, "landscape");
    const again = await screen.findByRole("dialog", { name: SOLAR_ARRAY_TEXT.confirmOrientationTitle });
    await user.click(within(again).getByRole("button", { name: SHELL_TEXT.yes }));
    const cleared = await grid();
    await waitFor(() => expect(contentOf(cellAt(cleared, 1, 1))).toBe("empty"));
    expect(cellAt(cleared, 1, 1).style.width).toBe("60px");
    expect(cellAt(cleared, 1, 1).style.height).toBe("40px");
    // Window settings are portrait only.
    expect(screen.queryByLabelText(SOLAR_ARRAY_TEXT.windowType)).toBeNull();
  });

  it("offers window mode once a panel cell can take a window, and places one there", async () => {
    const { api, user } = await openEditor({ arrays: [arrayOf(401)] });
    const layout = await grid();
    for (const row of [1, 2, 3]) {
      await user.pointer([
        { keys: "[MouseLeft>]", target: cellAt(layout, row, 1) },
        { target: cellAt(layout, row, 2) },
        { target: cellAt(layout, row, 3) },
        { keys: "[/MouseLeft]" },
      ]);
    }
    const windowMode = () => screen.getByRole("switch", { name: SOLAR_ARRAY_TEXT.windowMode });
    // No window type yet.
    expect(windowMode().hasAttribute("disabled")).toBe(true);
    await user.selectOptions(screen.getByLabelText(SOLAR_ARRAY_TEXT.windowType), "950");
    expect(windowMode().hasAttribute("disabled")).toBe(false);
    await user.click(windowMode());
    // Only a painted cell takes a window.
    await user.click(cellAt(layout, 5, 5));
    expect(contentOf(cellAt(layout, 5, 5))).toBe("empty");
    await user.click(cellAt(layout, 2, 2));
    expect(contentOf(cellAt(layout, 2, 2))).toBe("window");
    expect(screen.queryByText(SOLAR_ARRAY_MESSAGES.invalidArray)).toBeNull();
    // 8 panels × 0.30 kWp.
    expect(screen.getByText(SOLAR_ARRAY_TEXT.powerValue("2.40"))).toBeTruthy();
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-solar-arrays/401")).toHaveLength(1), AFTER_DEBOUNCE);
    expect(api.callsTo("PUT /api/v1/roof-solar-arrays/401")[0]?.body).toMatchObject({
      windowId: 950,
      windowLocations: [{ rowIndex: 1, columnIndex: 1 }],
    });
  });

  it("an anonymous user's fifth array opens 'Want to Add More Arrays?' with Cancel and Sign in", async () => {
    const arrays = [401, 402, 403, 404].map((id) => arrayOf(id));
    const { api, user } = await openEditor({ arrays, anonymous: true });
    await screen.findByRole("heading", { name: SOLAR_ARRAY_TEXT.arrayTitle(4) });
    await user.click(screen.getByRole("button", { name: SOLAR_ARRAY_TEXT.addArray }));
    const dialog = await screen.findByRole("dialog", { name: SOLAR_ARRAY_MESSAGES.limitTitle });
    expect(within(dialog).getByText(SOLAR_ARRAY_MESSAGES.limitText)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: SOLAR_ARRAY_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("POST /api/v1/roof-solar-arrays")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: SOLAR_ARRAY_TEXT.addArray }));
    const again = await screen.findByRole("dialog", { name: SOLAR_ARRAY_MESSAGES.limitTitle });
    await user.click(within(again).getByRole("button", { name: SOLAR_ARRAY_TEXT.signIn }));
    expect(await screen.findByText("Elsewhere")).toBeTruthy();
    expect(window.location.pathname).toBe("/login");
  });

  it("a member may add a fifth array", async () => {
    const arrays = [401, 402, 403, 404].map((id) => arrayOf(id));
    const { api, user } = await openEditor({ arrays });
    await screen.findByRole("heading", { name: SOLAR_ARRAY_TEXT.arrayTitle(4) });
    await user.click(screen.getByRole("button", { name: SOLAR_ARRAY_TEXT.addArray }));
    expect(await screen.findByRole("heading", { name: SOLAR_ARRAY_TEXT.arrayTitle(5) })).toBeTruthy();
    expect(api.callsTo("POST /api/v1/roof-solar-arrays")).toHaveLength(1);
  });

  it("turning Solar off asks, and Yes deletes every array of the roof", async () => {
    const { api, user } = await openEditor({ arrays: [arrayOf(401)] });
    await screen.findByRole("heading", { name: SOLAR_ARRAY_TEXT.arrayTitle(1) });
    await user.click(solarSwitch());
    const dialog = await screen.findByRole("dialog", { name: SOLAR_ARRAY_TEXT.confirmDisableTitle });
    expect(within(dialog).getByText(SOLAR_ARRAY_TEXT.confirmDisableText)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: SHELL_TEXT.no }));
    expect(api.callsTo(`DELETE /api/v1/roof-solar-arrays/roof/${ROOF_ID}`)).toHaveLength(0);
    expect(solarSwitch().getAttribute("aria-checked")).toBe("true");

    await user.click(solarSwitch());
    const again = await screen.findByRole("dialog", { name: SOLAR_ARRAY_TEXT.confirmDisableTitle });
    await user.click(within(again).getByRole("button", { name: SHELL_TEXT.yes }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/v1/roof-solar-arrays/roof/${ROOF_ID}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("heading", { name: SOLAR_ARRAY_TEXT.panelTitle })).toBeNull());
    expect(solarSwitch().getAttribute("aria-checked")).toBe("false");
  });

  it("Vertical Tiling asks before turning solar off: No keeps it off, Yes deletes the arrays and turns it on", async () => {
    const { api, user } = await openEditor({ arrays: [arrayOf(401)] });
    await screen.findByRole("heading", { name: SOLAR_ARRAY_TEXT.arrayTitle(1) });
    const vertical = () => screen.getByRole("switch", { name: ROOF_EDITOR_TEXT.verticalTiling });
    await user.click(vertical());
    const dialog = await screen.findByRole("dialog", { name: SOLAR_ARRAY_TEXT.confirmDisableTitle });
    await user.click(within(dialog).getByRole("button", { name: SHELL_TEXT.no }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(vertical().getAttribute("aria-checked")).toBe("false");

    await user.click(vertical());
    const again = await screen.findByRole("dialog", { name: SOLAR_ARRAY_TEXT.confirmDisableTitle });
    await user.click(within(again).getByRole("button", { name: SHELL_TEXT.yes }));
    await waitFor(() => expect(vertical().getAttribute("aria-checked")).toBe("true"));
    expect(api.callsTo(`DELETE /api/v1/roof-solar-arrays/roof/${ROOF_ID}`)).toHaveLength(1);
    // Solar cannot be turned on while the roof is vertical.
    expect(solarSwitch().hasAttribute("disabled")).toBe(true);
  });
});
