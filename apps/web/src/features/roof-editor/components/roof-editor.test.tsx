import { ESTIMATE_STATE, type EstimateState, ROOF_EDITOR_MESSAGES, VERSION_MESSAGES } from "@portal/contracts";
import { QUANTITIES_TEXT, ROOF_EDITOR_TEXT, SHELL_TEXT } from "@portal/contracts/ui";
import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminWhoAmI, whoAmI } from "@/testing/fixtures";
import { json } from "@/testing/mock-api";
import { errorOf } from "@/testing/session";
import { deferredReply, FACTORS_IN_USE, manualSelection, ROOF_ID } from "../testing/fake-roof-api";
import { AFTER_DEBOUNCE, field, openEditor } from "../testing/open-roof-editor";

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
  await user.tab();
}

/** A roof with neither dimensions nor tile: no colour can be valid until its pitch and span are saved. */
const ROOF_WITHOUT_DIMENSIONS = {
  fixing: { pitch: null, roofSpan: null, maxRafterLength: null },
  tile: { tileId: null, colourId: null },
};
const colourSelect = () => screen.getByLabelText(ROOF_EDITOR_TEXT.colour) as HTMLSelectElement;

/** Once the dimensions are saved, the tile's first enabled colour is chosen and saved with it. */
async function expectColourChosenAndSaved(api: Awaited<ReturnType<typeof openEditor>>["api"]) {
  await waitFor(() => expect(colourSelect().value).toBe("51"), AFTER_DEBOUNCE);
  await waitFor(
    () => expect(api.callsTo("PUT /api/v1/roof-tile-details").at(-1)?.body).toMatchObject({ tileId: 5, colourId: 51 }),
    AFTER_DEBOUNCE,
  );
  expect(api.callsTo("PUT /api/v1/roof-fixing").at(-1)?.body).toMatchObject({ pitch: 35, roofSpan: 8 });
}

describe("roof editor autosave", () => {
  it("loads the roof, saves nothing until a field changes, then saves its section with the version it read", async () => {
    const { api, user } = await openEditor();
    expect(field(ROOF_EDITOR_TEXT.pitch).value).toBe("35");
    // Tabbing through a field without changing it saves nothing.
    await user.click(field(ROOF_EDITOR_TEXT.pitch));
    await user.tab();
    await retype(user, ROOF_EDITOR_TEXT.pitch, "40");
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-fixing")).toHaveLength(1), AFTER_DEBOUNCE);
    expect(api.callsTo("PUT /api/v1/roof-fixing")[0]?.body).toEqual({
      roofId: ROOF_ID,
      version: 1,
      roofTypeId: 1,
      pitch: 40,
      heightToEave: 5,
      roofSpan: 8,
      buildingLength: 10,
      rafterCentres: 600,
      isVerticalRoof: false,
      buildingHeightToRidge: null,
      verticalTimberSupportsId: null,
      underlayId: null,
      isUnderlaySupported: false,
      counterBattenId: null,
      isCeilingWellSealed: false,
      windloadVariablesOveriden: false,
      variableLoadSafteyFactor: 1.5,
      multiplyingFactor: 0.9,
      permanentLoadSafteyFactor: 1,
      variableFu: 0.9,
    });
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.saving)).toBeTruthy();
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.saved)).toBeTruthy();
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.refetched)).toBeTruthy();
    // Only the changed section is sent.
    expect(api.callsTo("PUT /api/v1/roof-estimate")).toHaveLength(0);
  });

  it("queues a change made while a save runs and sends it afterwards with the new version, losing nothing", async () => {
    const firstSave = deferredReply();
    let saves = 0;
    const { api, user } = await openEditor({
      handlers: {
        "PUT /api/v1/roof-fixing": (call) => {
          saves += 1;
          const body = call.body as { version: number };
          if (saves === 1) return firstSave.reply;
          return json({ ...api.roof.fixing, ...(call.body as object), version: body.version + 1 });
        },
      },
    });
    await retype(user, ROOF_EDITOR_TEXT.pitch, "40");
    await waitFor(() => expect(saves).toBe(1), AFTER_DEBOUNCE);
    await retype(user, ROOF_EDITOR_TEXT.roofSpan, "9");
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(saves).toBe(1);
    firstSave.release(json({ ...api.roof.fixing, pitch: 40, version: 2 }));
    await waitFor(() => expect(saves).toBe(2), AFTER_DEBOUNCE);
    expect(api.callsTo("PUT /api/v1/roof-fixing")[1]?.body).toMatchObject({ version: 2, pitch: 40, roofSpan: 9 });
    expect(field(ROOF_EDITOR_TEXT.roofSpan).value).toBe("9");
  });

  it("on 409 says the roof changed elsewhere, reloads that section and keeps the other sections' unsaved input", async () => {
    const { api, user } = await openEditor();
    // Somebody else saves the fixing data after this page read it.
    api.roof.fixing = { ...api.roof.fixing, pitch: 30, version: 2 };
    await user.type(field(ROOF_EDITOR_TEXT.roofArea), "1");
    await retype(user, ROOF_EDITOR_TEXT.pitch, "40");
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-fixing")).toHaveLength(1), AFTER_DEBOUNCE);
    expect(await screen.findByText(VERSION_MESSAGES.changedElsewhere("roof"))).toBeTruthy();
    await waitFor(() => expect(field(ROOF_EDITOR_TEXT.pitch).value).toBe("30"));
    // The roof area the user typed into the estimate is theirs still, and is saved.
    expect(field(ROOF_EDITOR_TEXT.roofArea).value).toBe("97.661");
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-estimate")).toHaveLength(1), AFTER_DEBOUNCE);
    expect(api.callsTo("PUT /api/v1/roof-estimate")[0]?.body).toMatchObject({ mainArea: 97.661, version: 1 });
  });

  it("keeps the input of a failed save and says 'Failed to save progress.'", async () => {
    const { user } = await openEditor({ handlers: { "PUT /api/v1/roof-fixing": () => json({}, 500) } });
    await retype(user, ROOF_EDITOR_TEXT.heightToEave, "6.5");
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.saveFailed, {}, AFTER_DEBOUNCE)).toBeTruthy();
    expect(field(ROOF_EDITOR_TEXT.heightToEave).value).toBe("6.5");
  });

  it("shows the contract's messages on the fields and blocks saving while the form has errors", async () => {
    const { api, user } = await openEditor();
    await retype(user, ROOF_EDITOR_TEXT.pitch, "12");
    expect(errorOf(field(ROOF_EDITOR_TEXT.pitch))).toBe(ROOF_EDITOR_MESSAGES.pitchMin);
    await retype(user, ROOF_EDITOR_TEXT.pitch, "89.5");
    expect(errorOf(field(ROOF_EDITOR_TEXT.pitch))).toBe(ROOF_EDITOR_MESSAGES.pitchMax);
    await retype(user, "Duo Ridge (m)", "-1");
    expect(errorOf(field("Duo Ridge (m)"))).toBe("Duo Ridge cannot be negative.");
    await retype(user, ROOF_EDITOR_TEXT.roofArea, "-5");
    expect(errorOf(field(ROOF_EDITOR_TEXT.roofArea))).toBe(ROOF_EDITOR_MESSAGES.roofAreaNegative);
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.formErrors, {}, AFTER_DEBOUNCE)).toBeTruthy();
    expect(api.callsTo("PUT /api/v1/roof-fixing")).toHaveLength(0);
    expect(api.callsTo("PUT /api/v1/roof-estimate")).toHaveLength(0);
  });

  it("needs a counter batten when the underlay is supported, and forgets that message when Supported is off", async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole("switch", { name: ROOF_EDITOR_TEXT.underlaySupported }));
    const counterBatten = field(ROOF_EDITOR_TEXT.counterBatten);
    await user.click(counterBatten);
    await user.tab();
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.counterBattenRequired, {}, AFTER_DEBOUNCE)).toBeTruthy();
    await user.click(screen.getByRole("switch", { name: ROOF_EDITOR_TEXT.underlaySupported }));
    expect(screen.queryByText(ROOF_EDITOR_MESSAGES.counterBattenRequired)).toBeNull();
  });

  it("shows the ceiling as not well sealed, the assumption to confirm, and saves it when confirmed", async () => {
    const { api, user } = await openEditor();
    const ceiling = screen.getByRole("switch", { name: ROOF_EDITOR_TEXT.ceilingWellSealed });
    expect(ceiling.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText(ROOF_EDITOR_TEXT.ceilingAssumed)).toBeTruthy();
    await user.click(ceiling);
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-fixing")).toHaveLength(1), AFTER_DEBOUNCE);
    expect(api.callsTo("PUT /api/v1/roof-fixing")[0]?.body).toMatchObject({ version: 1, isCeilingWellSealed: true });
    expect(screen.getByText(ROOF_EDITOR_TEXT.ceilingConfirmed)).toBeTruthy();
    expect(screen.queryByText(ROOF_EDITOR_TEXT.ceilingAssumed)).toBeNull();
  });

  it("switches to vertical tiling: pitch 90, the vertical roof type, and 'Pitch must be equal to 90' otherwise", async () => {
    const { api, user } = await openEditor();
    await user.click(screen.getByRole("switch", { name: ROOF_EDITOR_TEXT.verticalTiling }));
    expect(field(ROOF_EDITOR_TEXT.pitch).value).toBe("90");
    expect((screen.getByLabelText(ROOF_EDITOR_TEXT.roofType) as HTMLSelectElement).value).toBe("4");
    await retype(user, ROOF_EDITOR_TEXT.pitch, "45");
    expect(errorOf(field(ROOF_EDITOR_TEXT.pitch))).toBe(ROOF_EDITOR_MESSAGES.pitchVertical);
    await retype(user, ROOF_EDITOR_TEXT.pitch, "90");
    await user.selectOptions(screen.getByLabelText(ROOF_EDITOR_TEXT.verticalTimberSupports), "1");
    await retype(user, ROOF_EDITOR_TEXT.buildingHeightToRidge, "7");
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-fixing").length).toBeGreaterThan(0), AFTER_DEBOUNCE);
    await waitFor(() =>
      expect(api.callsTo("PUT /api/v1/roof-fixing").at(-1)?.body).toMatchObject({
        isVerticalRoof: true,
        pitch: 90,
        roofTypeId: 4,
        verticalTimberSupportsId: 1,
        buildingHeightToRidge: 7,
      }),
    );
  });

  it("chooses the first enabled colour when the new tile does not come in the current one", async () => {
    const { api, user } = await openEditor();
    await screen.findByRole("option", { name: "Slate Grey" });
    await user.selectOptions(screen.getByLabelText(ROOF_EDITOR_TEXT.tile), "6");
    await waitFor(() => expect(colourSelect().value).toBe("61"));
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-tile-details")).toHaveLength(1), AFTER_DEBOUNCE);
    expect(api.callsTo("PUT /api/v1/roof-tile-details")[0]?.body).toMatchObject({
      tileId: 6,
      colourId: 61,
      version: 1,
    });
  });

  it("chooses the colour once the dimensions are saved when the tile was chosen before them", async () => {
    const { api, user } = await openEditor(ROOF_WITHOUT_DIMENSIONS);
    await user.selectOptions(screen.getByLabelText(ROOF_EDITOR_TEXT.tile), "5");
    // No colour is valid for a roof without a rafter length, so none is chosen yet.
    await waitFor(() =>
      expect(api.callsTo("GET /api/v1/tilecolours/getcoloursfortile/5/0/0").length).toBeGreaterThan(0),
    );
    expect(colourSelect().value).toBe("");

    await retype(user, ROOF_EDITOR_TEXT.pitch, "35");
    await retype(user, ROOF_EDITOR_TEXT.roofSpan, "8");
    await expectColourChosenAndSaved(api);
  });

  it("waits for the dimensions when the tile is chosen first and the roofer tabs on past the colour", async () => {
    const { api, user } = await openEditor(ROOF_WITHOUT_DIMENSIONS);
    await retype(user, ROOF_EDITOR_TEXT.pitch, "35");
    await retype(user, ROOF_EDITOR_TEXT.roofSpan, "8");
    // Before the dimensions are saved no colour can be valid: the colour says so rather than asking for one,
    // which would hold every save, the dimensions' too, and so never let a colour become valid.
    await user.selectOptions(screen.getByLabelText(ROOF_EDITOR_TEXT.tile), "5");
    await waitFor(() => expect(colourSelect().disabled).toBe(true));
    expect(screen.getByRole("option", { name: ROOF_EDITOR_TEXT.coloursAfterDimensions })).toBeTruthy();
    await user.tab();
    await user.tab();
    expect(screen.queryByText(ROOF_EDITOR_MESSAGES.colourRequired)).toBeNull();
    await expectColourChosenAndSaved(api);
  });
});

describe("estimate values", () => {
  it("marks each value calculated or entered, and goes back to the calculated value on request", async () => {
    const { api, user } = await openEditor({
      estimate: { eave: 21.5, calculatedFields: ["mainArea", "leftVerge", "rightVerge", "duoRidge"] },
    });
    const roofArea = field(ROOF_EDITOR_TEXT.roofArea).closest("div")?.parentElement as HTMLElement;
    expect(within(roofArea).getByText(ROOF_EDITOR_TEXT.calculated)).toBeTruthy();
    const eave = field("Eave (m)").closest("div")?.parentElement as HTMLElement;
    expect(within(eave).getByText(ROOF_EDITOR_TEXT.entered)).toBeTruthy();

    await user.click(within(eave).getByRole("button", { name: ROOF_EDITOR_TEXT.returnToCalculatedFor("Eave (m)") }));
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-estimate")).toHaveLength(1), AFTER_DEBOUNCE);
    expect(api.callsTo("PUT /api/v1/roof-estimate")[0]?.body).toMatchObject({
      calculatedFields: expect.arrayContaining(["eave"]),
    });
    await waitFor(() => expect(field("Eave (m)").value).toBe("20"));
    expect(within(eave).getByText(ROOF_EDITOR_TEXT.calculated)).toBeTruthy();

    // Typing a value makes it the user's own.
    await retype(user, "Duo Ridge (m)", "12");
    const ridge = field("Duo Ridge (m)").closest("div")?.parentElement as HTMLElement;
    expect(within(ridge).getByText(ROOF_EDITOR_TEXT.entered)).toBeTruthy();
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-estimate")).toHaveLength(2), AFTER_DEBOUNCE);
    const body = api.callsTo("PUT /api/v1/roof-estimate")[1]?.body as { calculatedFields: string[]; duoRidge: number };
    expect(body.duoRidge).toBe(12);
    expect(body.calculatedFields).not.toContain("duoRidge");
  });

  it("disables the systems with 'No valid systems' when the roof has none, and a zero length clears a system", async () => {
    const { user } = await openEditor({ systems: { duoRidgeSystemId: 201 } });
    const ridgeSystem = screen.getByLabelText("Duo Ridge System") as HTMLSelectElement;
    expect(ridgeSystem.value).toBe("201");
    expect((screen.getByLabelText("Hip System") as HTMLSelectElement).disabled).toBe(true);
    expect(within(screen.getByLabelText("Hip System")).getByRole("option").textContent).toBe(
      ROOF_EDITOR_MESSAGES.noValidSystems,
    );
    // Without a system for the edge its length cannot be entered either (spec 03 §4).
    expect((field("Hip (m)") as HTMLInputElement).disabled).toBe(true);
    await retype(user, "Duo Ridge (m)", "0");
    expect(ridgeSystem.value).toBe("");
  });

  it("reads the systems again after a fixing save, which clears a system whose edge the new geometry lacks", async () => {
    const { api, user } = await openEditor({ systems: { duoRidgeSystemId: 201 } });
    const ridgeSystem = screen.getByLabelText("Duo Ridge System") as HTMLSelectElement;
    expect(ridgeSystem.value).toBe("201");
    // The server clears the system with the fixing save (here: the roof's new dimensions take the ridge away).
    api.roof.systems = { ...api.roof.systems, duoRidgeSystemId: null, version: api.roof.systems.version + 1 };
    await retype(user, ROOF_EDITOR_TEXT.roofSpan, "9");
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-fixing")).toHaveLength(1), AFTER_DEBOUNCE);
    await waitFor(() => expect(ridgeSystem.value).toBe(""));
  });
});

describe("estimate recalculation after a save with a roof area", () => {
  it.each([
    [ESTIMATE_STATE.calculated, ROOF_EDITOR_MESSAGES.estimateRecalculated],
    [ESTIMATE_STATE.notReady, ROOF_EDITOR_MESSAGES.estimateNotReady],
    [ESTIMATE_STATE.recalculationRequired, ROOF_EDITOR_MESSAGES.supportEdited],
  ] as Array<[EstimateState, string]>)("answers state %s with its message", async (estimateState, message) => {
    const { api, user } = await openEditor({ estimateState });
    await retype(user, ROOF_EDITOR_TEXT.roofSpan, "9");
    expect(await screen.findByText(message, {}, AFTER_DEBOUNCE)).toBeTruthy();
    expect(api.callsTo(`POST /api/v1/roof-estimate-data/recalculate/${ROOF_ID}`)[0]?.body).toEqual({ force: false });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("works the NBS clauses out again after the estimate", async () => {
    const { api, user } = await openEditor({});
    await retype(user, ROOF_EDITOR_TEXT.roofSpan, "9");
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.estimateRecalculated, {}, AFTER_DEBOUNCE)).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(`POST /api/v1/nbs-clauses/calculate-clauses/roof/${ROOF_ID}`)).toHaveLength(1),
    );
    const order = api.calls.map((call) => `${call.method} ${call.url.pathname}`);
    expect(order.indexOf(`POST /api/v1/nbs-clauses/calculate-clauses/roof/${ROOF_ID}`)).toBeGreaterThan(
      order.indexOf(`POST /api/v1/roof-estimate-data/recalculate/${ROOF_ID}`),
    );
  });

  it("says 'Estimate recalculation failed!' when the recalculation fails", async () => {
    const { user } = await openEditor({
      handlers: { [`POST /api/v1/roof-estimate-data/recalculate/${ROOF_ID}`]: () => json({}, 500) },
    });
    await retype(user, ROOF_EDITOR_TEXT.roofSpan, "9");
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.estimateRecalculationFailed, {}, AFTER_DEBOUNCE)).toBeTruthy();
  });

  it("asks staff to confirm replacing the support team's edits; Yes forces the recalculation", async () => {
    let estimateState: EstimateState = ESTIMATE_STATE.recalculationRequired;
    const { api, user } = await openEditor({
      user: adminWhoAmI(),
      handlers: {
        [`POST /api/v1/roof-estimate-data/recalculate/${ROOF_ID}`]: (call) => {
          if ((call.body as { force: boolean }).force) estimateState = ESTIMATE_STATE.calculated;
          return json({ estimateState });
        },
      },
    });
    await retype(user, ROOF_EDITOR_TEXT.roofSpan, "9");
    const dialog = await screen.findByRole("dialog", { name: QUANTITIES_TEXT.confirmTitle }, AFTER_DEBOUNCE);
    expect(within(dialog).getByRole("button", { name: SHELL_TEXT.no })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: SHELL_TEXT.yes }));
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.estimateRecalculated)).toBeTruthy();
    expect(api.callsTo(`POST /api/v1/roof-estimate-data/recalculate/${ROOF_ID}`).map((call) => call.body)).toEqual([
      { force: false },
      { force: true },
    ]);
  });

  it("does not recalculate without a roof area", async () => {
    const { api, user } = await openEditor({ estimate: { mainArea: null, calculatedFields: [] }, user: whoAmI() });
    await retype(user, ROOF_EDITOR_TEXT.roofSpan, "9");
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.refetched, {}, AFTER_DEBOUNCE)).toBeTruthy();
    expect(api.callsTo(`POST /api/v1/roof-estimate-data/recalculate/${ROOF_ID}`)).toHaveLength(0);
  });
});

describe("result views", () => {
  it("offers Calculated Quantities to everybody and Diagnostics to staff only", async () => {
    await openEditor({ user: whoAmI() });
    expect(screen.getByRole("button", { name: ROOF_EDITOR_TEXT.calculatedQuantities })).toBeTruthy();
    expect(screen.queryByRole("button", { name: ROOF_EDITOR_TEXT.diagnostics })).toBeNull();
    expect(screen.queryByRole("switch", { name: ROOF_EDITOR_TEXT.windloadOverride })).toBeNull();
  });

  it("gives staff the diagnostics and the windload and headlap overrides", async () => {
    const { api, user } = await openEditor({ user: adminWhoAmI() });
    expect(screen.getByRole("button", { name: ROOF_EDITOR_TEXT.diagnostics })).toBeTruthy();
    await user.click(screen.getByRole("switch", { name: ROOF_EDITOR_TEXT.windloadOverride }));
    const dialog = await screen.findByRole("dialog", { name: ROOF_EDITOR_TEXT.windloadTitle });
    await user.selectOptions(within(dialog).getByLabelText(ROOF_EDITOR_TEXT.windloadLabels.variableFu), "0.75");
    await user.click(within(dialog).getByRole("button", { name: ROOF_EDITOR_TEXT.save }));
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-fixing")).toHaveLength(1), AFTER_DEBOUNCE);
    expect(api.callsTo("PUT /api/v1/roof-fixing")[0]?.body).toMatchObject({
      windloadVariablesOveriden: true,
      variableFu: 0.75,
    });

    await user.click(screen.getByRole("switch", { name: ROOF_EDITOR_TEXT.headlapOverride }));
    const headlap = await screen.findByRole("dialog", { name: ROOF_EDITOR_TEXT.headlapTitle });
    const input = within(headlap).getByLabelText(ROOF_EDITOR_TEXT.headlap);
    await user.clear(input);
    await user.type(input, "130");
    await user.click(within(headlap).getByRole("button", { name: ROOF_EDITOR_TEXT.save }));
    expect(errorOf(input)).toBe(ROOF_EDITOR_MESSAGES.headlapRange(75, 120));
    await user.clear(input);
    await user.type(input, "100");
    await user.click(within(headlap).getByRole("button", { name: ROOF_EDITOR_TEXT.save }));
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-tile-details")).toHaveLength(1), AFTER_DEBOUNCE);
    expect(api.callsTo("PUT /api/v1/roof-tile-details")[0]?.body).toMatchObject({
      minHeadlap: 100,
      headlapOverride: 1,
    });
  });
});

describe("windload override", () => {
  const select = (dialog: HTMLElement, variable: keyof typeof ROOF_EDITOR_TEXT.windloadLabels) =>
    within(dialog).getByLabelText(ROOF_EDITOR_TEXT.windloadLabels[variable]) as HTMLSelectElement;

  it("opens with the factors the calculation uses, each with its source, and Save unchanged keeps them", async () => {
    const { api, user } = await openEditor({ user: adminWhoAmI() });
    const toggle = screen.getByRole("switch", { name: ROOF_EDITOR_TEXT.windloadOverride });
    expect(toggle.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      screen.getByText(
        "In use: γQ 1.5 (tile), KFI 1.0 (consequence class CC2), γG 1.0 (specification default), f_u 1.1 (air-permeable underlay)",
      ),
    ).toBeTruthy();
    await user.click(toggle);
    const dialog = await screen.findByRole("dialog", { name: ROOF_EDITOR_TEXT.windloadTitle });
    expect(select(dialog, "variableLoadSafteyFactor").value).toBe("1.5");
    expect(select(dialog, "multiplyingFactor").value).toBe("1");
    expect(select(dialog, "permanentLoadSafteyFactor").value).toBe("1");
    expect(select(dialog, "variableFu").value).toBe("1.1");
    const optionsOf = (variable: keyof typeof ROOF_EDITOR_TEXT.windloadLabels) =>
      [...select(dialog, variable).options].map((option) => option.text);
    expect(optionsOf("multiplyingFactor")).toEqual([
      "0.9 (specification default)",
      "1.0 (in use: consequence class CC2)",
    ]);
    expect(optionsOf("variableFu")).toEqual([
      "0.9 (specification default)",
      "0.75",
      "1.1 (in use: air-permeable underlay)",
    ]);

    await user.click(within(dialog).getByRole("button", { name: ROOF_EDITOR_TEXT.save }));
    await waitFor(() => expect(api.callsTo("PUT /api/v1/roof-fixing")).toHaveLength(1), AFTER_DEBOUNCE);
    expect(api.callsTo("PUT /api/v1/roof-fixing")[0]?.body).toMatchObject({
      windloadVariablesOveriden: true,
      variableLoadSafteyFactor: 1.5,
      multiplyingFactor: 1,
      permanentLoadSafteyFactor: 1,
      variableFu: 1.1,
    });
    expect(
      await screen.findByText("In use: γQ 1.5, KFI 1.0, γG 1.0, f_u 1.1 — overridden by technical support"),
    ).toBeTruthy();
  });

  it("offers a value in use that is none of the specification's options", async () => {
    const { user } = await openEditor({
      user: adminWhoAmI(),
      fixing: {
        factorsInUse: FACTORS_IN_USE.map((factor) =>
          factor.variable === "variableLoadSafteyFactor" ? { ...factor, value: 1.35 } : factor,
        ),
      },
    });
    await user.click(screen.getByRole("switch", { name: ROOF_EDITOR_TEXT.windloadOverride }));
    const dialog = await screen.findByRole("dialog", { name: ROOF_EDITOR_TEXT.windloadTitle });
    expect(select(dialog, "variableLoadSafteyFactor").value).toBe("1.35");
    expect([...select(dialog, "variableLoadSafteyFactor").options].map((option) => option.text)).toEqual([
      "1.5 (specification default)",
      "1.0",
      "1.35 (in use: tile)",
    ]);
  });

  it("says when the roof is not calculated yet and opens with the values the roof holds", async () => {
    const { user } = await openEditor({ user: adminWhoAmI(), fixing: { factorsInUse: null } });
    expect(screen.getByText(ROOF_EDITOR_TEXT.factorsNotCalculated)).toBeTruthy();
    await user.click(screen.getByRole("switch", { name: ROOF_EDITOR_TEXT.windloadOverride }));
    const dialog = await screen.findByRole("dialog", { name: ROOF_EDITOR_TEXT.windloadTitle });
    expect(within(dialog).getByText(ROOF_EDITOR_TEXT.factorsNotCalculated)).toBeTruthy();
    expect(select(dialog, "multiplyingFactor").value).toBe("0.9");
  });
});

describe("manual components", () => {
  it("saves a hand-added quantity on leaving the field, and refuses what is not up to three digits", async () => {
    const { api, user } = await openEditor({
      handlers: {
        [`GET /api/v1/manual-component-selection/${ROOF_ID}`]: () => json(manualSelection(0)),
        [`PUT /api/v1/manual-component-selection/amount-update/${ROOF_ID}`]: () => json(manualSelection(12)),
      },
    });
    const quantity = await screen.findByLabelText(ROOF_EDITOR_TEXT.manualQuantityFor("Half-round ridge tile"));
    expect(screen.getByText(/chosen for an edge/)).toBeTruthy();
    await user.type(quantity, "1x");
    await user.tab();
    expect(await screen.findByText(ROOF_EDITOR_MESSAGES.manualQuantity)).toBeTruthy();
    expect(api.callsTo(`PUT /api/v1/manual-component-selection/amount-update/${ROOF_ID}`)).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, "12345");
    expect((quantity as HTMLInputElement).value).toBe("123");
    await user.clear(quantity);
    await user.type(quantity, "12");
    await user.tab();
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/v1/manual-component-selection/amount-update/${ROOF_ID}`)[0]?.body).toEqual([
        { systemId: 41, componentId: 77, colourId: null, quantity: 12 },
      ]),
    );
    expect(screen.queryByText(ROOF_EDITOR_MESSAGES.manualQuantity)).toBeNull();
  });
});
