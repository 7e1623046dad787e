import { ESTIMATE_STATE, ROOF_EDITOR_MESSAGES, ROOF_ESTIMATE_VALUE_FIELDS, VERSION_MESSAGES } from "@portal/contracts";
import { factorsInUseOfSeededRoof } from "@portal/contracts/testing";
import { calculateRoof, type RoofCalculation, type RoofCalculationInput, type UnderlayCheck } from "@portal/engine";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import {
  completeRoof as completeRoofWith,
  DUOPITCH_FIXING,
  type RoofEditorSetUp,
  type RoofProducts,
  setUpRoofEditor,
} from "../../../test/complete-roof.js";
import { createPlot, createProject, createRoof } from "../../../test/factories.js";
import { colours, finishes, productComponents, roofCalculations, tileColours, tiles } from "../../db/schema/index.js";
import { cloneRoof } from "../cloning/clone-tables.js";

let t: TestApp;
let editor: RoofEditorSetUp;
let tile: RoofProducts["tile"];

beforeAll(async () => {
  t = await buildTestApp();
  editor = await setUpRoofEditor(t);
  tile = editor.products.tile;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = editor.owner.authToken) => t.request({ method: "GET", url: `/api/v1${url}`, token });
const put = (url: string, payload: Record<string, unknown> | unknown[], token = editor.owner.authToken) =>
  t.request({ method: "PUT", url: `/api/v1${url}`, token, payload });
const post = (url: string, payload: Record<string, unknown>, token = editor.owner.authToken) =>
  t.request({ method: "POST", url: `/api/v1${url}`, token, payload });

async function newRoof() {
  return createRoof(t, await createPlot(t, editor.project));
}

/** A roof filled in as a user would: fixing data, then tile and colour. */
const completeRoof = (roofId: number) => completeRoofWith(t, editor.owner.authToken, roofId, editor.products);

describe("roof sections", () => {
  it("starts every section empty at version 1, with every estimate value following the geometry", async () => {
    const roof = await newRoof();
    const fixing = await get(`/roof-fixing/roof/${roof.id}`);
    expect(fixing.statusCode).toBe(200);
    expect(fixing.json()).toMatchObject({
      roofId: roof.id,
      version: 1,
      pitch: null,
      roofTypeId: null,
      windloadVariablesOveriden: false,
      variableLoadSafteyFactor: 1.5,
      multiplyingFactor: 0.9,
      permanentLoadSafteyFactor: 1,
      variableFu: 0.9,
    });
    expect((await get(`/roof-tile-details/roof/${roof.id}`)).json()).toMatchObject({
      projectId: editor.project.id,
      tileId: null,
      headlapOverride: 0,
    });
    const estimate = (await get(`/roof-estimate/roof/${roof.id}`)).json();
    expect(estimate).toMatchObject({ mainArea: null, eave: null, lhSideAbutment: null, bottomEdge: null });
    expect(estimate.calculatedFields.sort()).toEqual([...ROOF_ESTIMATE_VALUE_FIELDS].sort());
    expect((await get(`/roof-system/roof/${roof.id}`)).json()).toMatchObject({
      lhVergeSystemId: null,
      rhSideAbutmentSystemsId: null,
    });
    expect((await get(`/roofs/document-availability/${roof.id}`)).json()).toEqual({
      fixingSpecAvailable: false,
      estimateAvailable: false,
      nbsAvailable: false,
    });
  });

  it("proposes the roof area and edge lengths from the dimensions until the user enters their own", async () => {
    const roof = await newRoof();
    await put("/roof-fixing", { roofId: roof.id, version: 1, ...DUOPITCH_FIXING });
    // Duopitch 35°, span 8 m, length 10 m: rafter 4 / cos 35° = 4.8831 m; area 2 × 10 × 4.8831 = 97.66 m²;
    // eaves 2 × 10 m; each gable's verges 2 × 4.8831 = 9.77 m; ridge 10 m (worked by hand).
    expect((await get(`/roof-fixing/roof/${roof.id}`)).json().maxRafterLength).toBeCloseTo(4.8831, 4);
    const proposed = (await get(`/roof-estimate/roof/${roof.id}`)).json();
    expect(proposed).toMatchObject({
      mainArea: 97.66,
      eave: 20,
      leftVerge: 9.77,
      rightVerge: 9.77,
      duoRidge: 10,
      hip: 0,
      roofPitch: 35,
      rafterCenters: 600,
    });

    const entered = await put("/roof-estimate", {
      ...proposed,
      eave: 21.5,
      calculatedFields: proposed.calculatedFields.filter((field: string) => field !== "eave"),
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json()).toMatchObject({ eave: 21.5, duoRidge: 10, version: 2 });
    expect(entered.json().calculatedFields).not.toContain("eave");

    // The calculated values follow the geometry; the entered one stays.
    await put("/roof-fixing", { roofId: roof.id, version: 2, ...DUOPITCH_FIXING, buildingLength: 12 });
    expect((await get(`/roof-estimate/roof/${roof.id}`)).json()).toMatchObject({ eave: 21.5, duoRidge: 12 });
  });

  it("offers the tiles whose headlap rules cover the roof's pitch and rafter length", async () => {
    const roof = await newRoof();
    const [plainTile] = await t.ctx.db.select().from(tiles).where(eq(tiles.code, "CP-PLN-267"));
    const offered = async () =>
      (await get(`/tiles/roof-selection/${roof.id}`)).json().map((option: { id: number }) => option.id);
    // Before the geometry is entered every valid tile is offered.
    expect(await offered()).toContain(plainTile?.id);
    // Plain tiles are laid from 35° (seeded rules; BS 5534 minimum for double-lap plain tiles).
    await put("/roof-fixing", { roofId: roof.id, version: 1, ...DUOPITCH_FIXING, pitch: 30 });
    expect(await offered()).not.toContain(plainTile?.id);
    expect(await offered()).toContain(tile.id);
    await put("/roof-fixing", { roofId: roof.id, version: 2, ...DUOPITCH_FIXING, pitch: 40 });
    expect(await offered()).toContain(plainTile?.id);
    expect((await get(`/tiles/roof-selection/${roof.id}`, editor.stranger.authToken)).statusCode).toBe(404);
  });

  it("refuses what the form refuses, with the same messages, and changes nothing", async () => {
    const roof = await newRoof();
    const pitch = await put("/roof-fixing", { roofId: roof.id, version: 1, ...DUOPITCH_FIXING, pitch: 12 });
    expect(pitch.statusCode).toBe(400);
    expect(pitch.json().modelState).toEqual({ Pitch: ["Pitch must be greater than or equal to 12.5"] });
    const noType = await put("/roof-fixing", { roofId: roof.id, version: 1, pitch: 30 });
    expect(noType.json().modelState).toEqual({ RoofTypeId: [ROOF_EDITOR_MESSAGES.roofTypeRequired] });
    const hipped = await put("/roof-fixing", {
      roofId: roof.id,
      version: 1,
      ...DUOPITCH_FIXING,
      roofTypeId: 3,
      buildingLength: 6,
    });
    expect(hipped.json().modelState).toEqual({ BuildingLength: [ROOF_EDITOR_MESSAGES.hippedLengthBelowSpan] });
    const negative = await put("/roof-estimate", { roofId: roof.id, version: 1, valley: -1, calculatedFields: [] });
    expect(negative.json().modelState).toEqual({ Valley: ["Valley cannot be negative."] });
    const noTile = await put("/roof-tile-details", { roofId: roof.id, version: 1, colourId: tile.colourId });
    expect(noTile.json().modelState).toEqual({ TileId: [ROOF_EDITOR_MESSAGES.tileRequired] });
    const wrongColour = await put("/roof-tile-details", {
      roofId: roof.id,
      version: 1,
      tileId: tile.id,
      colourId: 999_999,
    });
    expect(wrongColour.json().modelState).toEqual({ ColourId: [ROOF_EDITOR_MESSAGES.colourRequired] });
    expect((await get(`/roof-fixing/roof/${roof.id}`)).json()).toMatchObject({ version: 1, pitch: null });
    expect((await get(`/roof-tile-details/roof/${roof.id}`)).json()).toMatchObject({ version: 1, tileId: null });
  });

  it("refuses a save made from an older version of the section with 409", async () => {
    const roof = await newRoof();
    expect((await put("/roof-fixing", { roofId: roof.id, version: 1, ...DUOPITCH_FIXING })).statusCode).toBe(200);
    const stale = await put("/roof-fixing", { roofId: roof.id, version: 1, ...DUOPITCH_FIXING, pitch: 40 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(VERSION_MESSAGES.changedElsewhere("roof"));
    expect((await get(`/roof-fixing/roof/${roof.id}`)).json()).toMatchObject({ version: 2, pitch: 35 });
  });

  it("lets only staff override the windload variables, and keeps their override when others save", async () => {
    const roof = await newRoof();
    const override = { windloadVariablesOveriden: true, variableFu: 0.75, multiplyingFactor: 1 };
    const byOwner = await put("/roof-fixing", { roofId: roof.id, version: 1, ...DUOPITCH_FIXING, ...override });
    expect(byOwner.statusCode).toBe(403);
    const byStaff = await put(
      "/roof-fixing",
      { roofId: roof.id, version: 1, ...DUOPITCH_FIXING, ...override },
      editor.staff,
    );
    expect(byStaff.json()).toMatchObject({ windloadVariablesOveriden: true, variableFu: 0.75, multiplyingFactor: 1 });
    const ownerSave = await put("/roof-fixing", { roofId: roof.id, version: 2, ...DUOPITCH_FIXING, pitch: 30 });
    expect(ownerSave.json()).toMatchObject({ pitch: 30, windloadVariablesOveriden: true, variableFu: 0.75 });
    const reset = await put("/roof-fixing", { roofId: roof.id, version: 3, ...DUOPITCH_FIXING }, editor.staff);
    expect(reset.json()).toMatchObject({ windloadVariablesOveriden: false, variableFu: 0.9, multiplyingFactor: 0.9 });
  });

  it("gives the headlap of the rule for the colour's finish, as the calculation uses it", async () => {
    // CT-FLAT-420's seeded rules at 27°: a smooth finish laps 75 mm (17.5–90°), a granular one 100 mm (25–30°).
    const finishColours = await t.ctx.db
      .select({ colourId: tileColours.colourId, finish: finishes.name })
      .from(tileColours)
      .innerJoin(colours, eq(colours.id, tileColours.colourId))
      .innerJoin(finishes, eq(finishes.id, colours.finishId))
      .where(and(eq(tileColours.tileId, tile.id), eq(tileColours.isValidHere, true)));
    const colourOf = (finish: string) => finishColours.find((row) => row.finish === finish)?.colourId;
    const roof = await newRoof();
    await put("/roof-fixing", { roofId: roof.id, version: 1, ...DUOPITCH_FIXING, pitch: 27 });
    const smooth = await put("/roof-tile-details", {
      roofId: roof.id,
      version: 1,
      tileId: tile.id,
      colourId: colourOf("Smooth"),
    });
    expect(smooth.json()).toMatchObject({ minHeadlap: 75, headlapRange: { min: 75 } });
    const granular = await put("/roof-tile-details", {
      roofId: roof.id,
      version: 2,
      tileId: tile.id,
      colourId: colourOf("Granular"),
    });
    expect(granular.json()).toMatchObject({ minHeadlap: 100, headlapRange: { min: 100 } });
    const diagnostics = JSON.parse((await get(`/roofs/fixing-diagnostic-data/${roof.id}`, editor.staff)).json().data);
    expect(diagnostics.fixing.headlap.headlapMm).toBe(100);
  });

  it("lets staff override the headlap within the tile's range, and Reset goes back to the rule", async () => {
    const roof = await newRoof();
    const { tileDetails } = await completeRoof(roof.id);
    const { min, max } = tileDetails.headlapRange;
    expect(tileDetails).toMatchObject({ minHeadlap: min, headlapOverride: 0 });
    const outside = await put(
      "/roof-tile-details",
      {
        roofId: roof.id,
        version: 2,
        tileId: tile.id,
        colourId: tile.colourId,
        minHeadlap: max + 1,
        headlapOverride: 1,
      },
      editor.staff,
    );
    expect(outside.json().modelState).toEqual({ MinHeadlap: [`Headlap must be between ${min} and ${max}mm.`] });
    const byOwner = await put("/roof-tile-details", {
      roofId: roof.id,
      version: 2,
      tileId: tile.id,
      colourId: tile.colourId,
      minHeadlap: max,
      headlapOverride: 1,
    });
    expect(byOwner.statusCode).toBe(403);
    const inside = await put(
      "/roof-tile-details",
      { roofId: roof.id, version: 2, tileId: tile.id, colourId: tile.colourId, minHeadlap: max, headlapOverride: 1 },
      editor.staff,
    );
    expect(inside.json()).toMatchObject({ minHeadlap: max, headlapOverride: 1 });
    const reset = await put(
      "/roof-tile-details",
      { roofId: roof.id, version: 3, tileId: tile.id, colourId: tile.colourId, headlapOverride: 0 },
      editor.staff,
    );
    expect(reset.json()).toMatchObject({ minHeadlap: min, headlapOverride: 0 });
  });
});

describe("the roof's answers", () => {
  it("works out the fixing and the estimate with the engine from what is stored, and says so in the availability", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    expect((await get(`/roofs/document-availability/${roof.id}`)).json()).toEqual({
      fixingSpecAvailable: true,
      estimateAvailable: true,
      nbsAvailable: true,
    });
    const estimate = (await get(`/roof-estimate-data/roof/${roof.id}`)).json();
    expect(estimate.estimateState).toBe(ESTIMATE_STATE.calculated);
    // The tile line carries the colour's suffix (e.g. CT-FLAT-420-SGY).
    expect(estimate.items.some((item: { code: string }) => item.code.startsWith(`${tile.code}-`))).toBe(true);

    // The same inputs through the engine give the same bill of quantities.
    const diagnostics = await get(`/roofs/fixing-diagnostic-data/${roof.id}`, editor.staff);
    expect(diagnostics.statusCode).toBe(200);
    const inputs = JSON.parse(diagnostics.json().data).inputs as RoofCalculationInput;
    const expected = calculateRoof(inputs).result;
    expect(
      estimate.items.map((item: { code: string; quantity: number; unit: string }) => [
        item.code,
        item.quantity,
        item.unit,
      ]),
    ).toEqual(expected.estimate.lines.map((line) => [line.code, line.quantity, line.unit]));

    const fixing = (await get(`/roofs/fixing-result/${roof.id}`)).json();
    expect(fixing.status).toBe(expected.status);
    expect(fixing.areas.map((area: { name: string }) => area.name)).toEqual(
      [expected.fixing.perimeter, ...expected.fixing.localAreas, expected.fixing.generalArea]
        .filter((area) => area !== null)
        .map((area) => area.name),
    );
    expect(fixing.peakVelocityPressurePa).toBe(Math.round(expected.wind.peakVelocityPressure.peakVelocityPressurePa));
  });

  it("stores every check's verdict with the calculation and answers it as stored", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const diagnostics = await get(`/roofs/fixing-diagnostic-data/${roof.id}`, editor.staff);
    const stored = JSON.parse(diagnostics.json().data).fixing as RoofCalculation["fixing"];
    // The seeded underlay gives no Resistance: every area's underlay check waits on its manufacturer.
    expect(stored.verdict.verdict).toBe("to confirm");
    const underlayChecks = stored.verdict.checks.filter((check) => check.check.startsWith("Underlay:"));
    expect(underlayChecks.length).toBe(stored.localAreas.length + (stored.generalArea ? 1 : 0));
    expect(underlayChecks.every((check) => check.verdict === "to confirm")).toBe(true);
    const [underlay] = await t.ctx.db
      .select({ code: productComponents.code, name: productComponents.name })
      .from(productComponents)
      .where(eq(productComponents.id, editor.products.underlay.id));
    expect(underlayChecks[0]?.toConfirm).toBe(
      `${underlay?.name}'s declared wind-uplift resistance, not in catalogue product component ${underlay?.code}, field Resistance (Pa): confirm it with the manufacturer`,
    );
    expect(
      stored.verdict.checks.filter((check) => check.check.startsWith("Fixing:")).map((check) => check.verdict),
    ).toEqual(
      [stored.perimeter, ...stored.localAreas, stored.generalArea].filter((area) => area !== null).map(() => "meets"),
    );

    const answered = (await get(`/roofs/fixing-result/${roof.id}`)).json();
    expect(answered.verdict).toEqual(stored.verdict);
    expect(answered.settingOut).toEqual({
      headlapMm: stored.settingOut.headlapInUseMm,
      gaugeMm: stored.settingOut.gaugeMm,
      courses: stored.settingOut.courses,
      eavesBattenMm: stored.settingOut.eavesBattenMm,
      eavesOverhangMm: stored.settingOut.eavesOverhangMm,
    });

    // What is answered is what was stored: it is never worked out again from the figures.
    const [row] = await t.ctx.db.select().from(roofCalculations).where(eq(roofCalculations.roofId, roof.id));
    const result = row?.result as RoofCalculation;
    const edited = { ...stored.verdict, verdict: "refer to technical support" as const, summary: "stored referral" };
    await t.ctx.db
      .update(roofCalculations)
      .set({ result: { ...result, fixing: { ...result.fixing, verdict: edited } } })
      .where(eq(roofCalculations.roofId, roof.id));
    expect((await get(`/roofs/fixing-result/${roof.id}`)).json().verdict).toEqual(edited);
  });

  it("saves whether the ceiling is well sealed, false until confirmed, and works the underlay out again", async () => {
    const roof = await newRoof();
    const { fixing } = await completeRoof(roof.id);
    expect(fixing.isCeilingWellSealed).toBe(false);
    const underlayOf = async () => {
      const diagnostics = await get(`/roofs/fixing-diagnostic-data/${roof.id}`, editor.staff);
      const data = JSON.parse(diagnostics.json().data);
      return { input: data.inputs as RoofCalculationInput, underlay: data.fixing.underlay as UnderlayCheck };
    };
    const assumed = await underlayOf();
    expect(assumed.input.roof.isCeilingWellSealed).toBe(false);
    expect(assumed.underlay.internalPressureCoefficient).toBe(0.2);

    const saved = await put("/roof-fixing", {
      ...fixing,
      underlayId: editor.products.underlay.id,
      isCeilingWellSealed: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ isCeilingWellSealed: true, version: fixing.version + 1 });
    expect((await get(`/roof-fixing/roof/${roof.id}`)).json().isCeilingWellSealed).toBe(true);
    const sealed = await underlayOf();
    expect(sealed.input.roof.isCeilingWellSealed).toBe(true);
    expect(sealed.underlay.internalPressureCoefficient).toBe(0);
    // p_u = qp·|cpe,1| sealed against qp·(|cpe,1| + 0.2): the same roof, the internal pressure taken off.
    sealed.underlay.areas.forEach((area, index) => {
      const before = assumed.underlay.areas[index];
      expect(area.pressurePa).toBeCloseTo(
        ((before?.pressurePa ?? 0) * Math.abs(area.cpe1)) / (Math.abs(area.cpe1) + 0.2),
        6,
      );
    });

    const wrong = await put("/roof-fixing", { ...saved.json(), isCeilingWellSealed: "perhaps" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().modelState).toEqual({ IsCeilingWellSealed: [ROOF_EDITOR_MESSAGES.ceilingWellSealed] });
  });

  it("says which load factors the calculation uses and where each comes from", async () => {
    const roof = await newRoof();
    expect((await get(`/roof-fixing/roof/${roof.id}`)).json().factorsInUse).toBeNull();
    await completeRoof(roof.id);
    // The seeded tile gives γQ 1.5 and KFI 1.0 (consequence class CC2); the first seeded underlay is air-permeable.
    expect((await get(`/roof-fixing/roof/${roof.id}`)).json().factorsInUse).toEqual(factorsInUseOfSeededRoof());
    const assumptions = (await get(`/roofs/fixing-result/${roof.id}`)).json().assumptions as string[];
    expect(assumptions[1]).toMatch(/^KFI = 1: .* \(consequence class CC2\)$/);
  });

  it("keeps every design uplift when staff save the override with the factors in use", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const upliftsOf = async () =>
      (await get(`/roofs/fixing-result/${roof.id}`)).json().areas.map((area: { designUpliftPa: number }) => area);
    const before = await upliftsOf();
    const fixing = (await get(`/roof-fixing/roof/${roof.id}`)).json();
    const inUse = Object.fromEntries(
      fixing.factorsInUse.map((factor: { variable: string; value: number }) => [factor.variable, factor.value]),
    );
    const save = await put(
      "/roof-fixing",
      {
        roofId: roof.id,
        version: fixing.version,
        ...DUOPITCH_FIXING,
        underlayId: fixing.underlayId,
        ...inUse,
        windloadVariablesOveriden: true,
      },
      editor.staff,
    );
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json()).toMatchObject({ windloadVariablesOveriden: true, ...inUse });
    expect(await upliftsOf()).toEqual(before);
    expect(
      save.json().factorsInUse.map((factor: { value: number; source: string }) => [factor.value, factor.source]),
    ).toEqual(fixing.factorsInUse.map((factor: { value: number }) => [factor.value, "staffOverride"]));
  });

  it("takes an override of the specification's options or of the value in use, and refuses any other", async () => {
    // A tile of consequence class CC3 (KFI 1.1), a value the specification's options (0.9, 1) do not hold.
    await t.ctx.db.update(tiles).set({ consequenceFactor: 1.1 }).where(eq(tiles.id, tile.id));
    try {
      const roof = await newRoof();
      await completeRoof(roof.id);
      const fixing = (await get(`/roof-fixing/roof/${roof.id}`)).json();
      expect(fixing.factorsInUse[1]).toMatchObject({ value: 1.1, sourceLabel: "consequence class CC3" });
      const body = { roofId: roof.id, version: fixing.version, ...DUOPITCH_FIXING, underlayId: fixing.underlayId };
      const other = await put(
        "/roof-fixing",
        { ...body, windloadVariablesOveriden: true, multiplyingFactor: 1.1, variableFu: 0.8 },
        editor.staff,
      );
      expect(other.statusCode).toBe(400);
      expect(other.json().modelState).toEqual({
        VariableFu: [ROOF_EDITOR_MESSAGES.windloadOption("Underlay wind pressure factor")],
      });
      const inUse = await put(
        "/roof-fixing",
        { ...body, windloadVariablesOveriden: true, multiplyingFactor: 1.1, variableFu: 0.75 },
        editor.staff,
      );
      expect(inUse.statusCode, inUse.body).toBe(200);
      expect(inUse.json().factorsInUse[1]).toMatchObject({ value: 1.1, source: "staffOverride" });
    } finally {
      await t.ctx.db.update(tiles).set({ consequenceFactor: 1 }).where(eq(tiles.id, tile.id));
    }
  });

  it("works a roof out again when its project's site wind changes", async () => {
    const siteProject = await createProject(t, editor.owner.user, { postCode: "CV1 1AA", lat: 52.4068, long: -1.5197 });
    const roof = await createRoof(t, await createPlot(t, siteProject));
    await completeRoof(roof.id);
    const before = (await get(`/roofs/fixing-result/${roof.id}`)).json().peakVelocityPressurePa;
    const site = (await get(`/site-data/project/${siteProject.id}`)).json();
    const raised = await put(`/site-data/project/${siteProject.id}`, {
      altitude: 400,
      version: site.siteInputs.version,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    // vb rises with altitude (c_alt = 1 + 0.001·A, UK NA to BS EN 1991-1-4, NA.2.4), so qp rises with it.
    expect((await get(`/roofs/fixing-result/${roof.id}`)).json().peakVelocityPressurePa).toBeGreaterThan(before);
  });

  it("keeps a save and leaves the roof without results when its project cannot be placed", async () => {
    const nowhere = await createProject(t, editor.owner.user, { postCode: null, lat: null, long: null });
    const roof = await createRoof(t, await createPlot(t, nowhere));
    const saved = await put("/roof-fixing", { roofId: roof.id, version: 1, ...DUOPITCH_FIXING });
    expect(saved.statusCode, saved.body).toBe(200);
    const tileSaved = await put("/roof-tile-details", {
      roofId: roof.id,
      version: 1,
      tileId: tile.id,
      colourId: tile.colourId,
    });
    expect(tileSaved.statusCode, tileSaved.body).toBe(200);
    expect((await get(`/roof-estimate-data/roof/${roof.id}`)).json()).toMatchObject({
      estimateState: ESTIMATE_STATE.notReady,
      items: [],
    });
  });

  it("keeps staff's estimate edits until staff force a recalculation", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const [line] = (await get(`/roof-estimate-data/roof/${roof.id}`)).json().items;
    const negative = await put(`/roof-estimate-data/estimate-items/${line.id}`, { quantity: -1 }, editor.staff);
    expect(negative.json().modelState).toEqual({ Quantity: [ROOF_EDITOR_MESSAGES.estimateLineNegative] });
    expect((await put(`/roof-estimate-data/estimate-items/${line.id}`, { quantity: 5 })).statusCode).toBe(403);
    const edited = await put(
      `/roof-estimate-data/estimate-items/${line.id}`,
      { quantity: line.quantity + 7 },
      editor.staff,
    );
    expect(edited.json()).toMatchObject({ quantity: line.quantity + 7, isEdited: true });

    expect((await post(`/roof-estimate-data/recalculate/${roof.id}`, { force: false })).json()).toEqual({
      estimateState: ESTIMATE_STATE.recalculationRequired,
    });
    const refused = await post(`/roof-estimate-data/recalculate/${roof.id}`, { force: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ROOF_EDITOR_MESSAGES.supportEdited);
    expect((await get(`/roof-estimate-data/roof/${roof.id}`)).json().items[0].quantity).toBe(line.quantity + 7);

    expect((await post(`/roof-estimate-data/recalculate/${roof.id}`, { force: true }, editor.staff)).json()).toEqual({
      estimateState: ESTIMATE_STATE.calculated,
    });
    expect((await get(`/roof-estimate-data/roof/${roof.id}`)).json().items[0]).toMatchObject({
      quantity: line.quantity,
      isEdited: false,
    });
  });

  it("offers only the systems of the roof's tile and clears a system whose edge length goes to zero", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const options = (await get(`/roof-system/options/${roof.id}`)).json();
    const ridge = options.find((option: { edge: string }) => option.edge === "duoRidge");
    const hip = options.find((option: { edge: string }) => option.edge === "hip");
    expect(ridge).toBeDefined();
    const wrongEdge = await put("/roof-system", { roofId: roof.id, version: 1, eaveSystemId: ridge.id });
    expect(wrongEdge.json().modelState).toEqual({ EaveSystemId: [ROOF_EDITOR_MESSAGES.systemInvalid] });
    const chosen = await put("/roof-system", {
      roofId: roof.id,
      version: 1,
      duoRidgeSystemId: ridge.id,
      ...(hip ? { hipSystemId: hip.id } : {}),
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().duoRidgeSystemId).toBe(ridge.id);
    const items = (await get(`/roof-estimate-data/roof/${roof.id}`)).json().items;
    expect(items.some((item: { groupName: string }) => item.groupName === ridge.name)).toBe(true);

    const estimate = (await get(`/roof-estimate/roof/${roof.id}`)).json();
    await put("/roof-estimate", {
      ...estimate,
      duoRidge: 0,
      calculatedFields: estimate.calculatedFields.filter((field: string) => field !== "duoRidge"),
    });
    expect((await get(`/roof-system/roof/${roof.id}`)).json().duoRidgeSystemId).toBeNull();
  });

  it("stores no system for an edge the roof does not have: the systems save clears it", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const options = (await get(`/roof-system/options/${roof.id}`)).json();
    const valley = options.find((option: { edge: string }) => option.edge === "valley");
    const ridge = options.find((option: { edge: string }) => option.edge === "duoRidge");
    expect(valley).toBeDefined();
    // A duopitch roof has no valley: its valley length is zero.
    expect((await get(`/roof-estimate/roof/${roof.id}`)).json().valley).toBe(0);
    const saved = await put("/roof-system", {
      roofId: roof.id,
      version: 1,
      valleySystemId: valley.id,
      duoRidgeSystemId: ridge.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ valleySystemId: null, duoRidgeSystemId: ridge.id });
    expect((await get(`/roof-system/roof/${roof.id}`)).json()).toMatchObject({
      valleySystemId: null,
      duoRidgeSystemId: ridge.id,
    });
    const items = (await get(`/roof-estimate-data/roof/${roof.id}`)).json().items as Array<{ systemId: number }>;
    expect(items.some((item) => item.systemId === valley.id)).toBe(false);
    expect(items.some((item) => item.systemId === ridge.id)).toBe(true);
  });

  it("clears a system whose edge a fixing save takes away (a hipped roof made duopitch loses its hip system)", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const fixing = { roofId: roof.id, ...DUOPITCH_FIXING, underlayId: editor.products.underlay.id };
    const hipped = await put("/roof-fixing", { ...fixing, version: 2, roofTypeId: 3 });
    expect(hipped.statusCode, hipped.body).toBe(200);
    const hip = (await get(`/roof-system/options/${roof.id}`))
      .json()
      .find((option: { edge: string }) => option.edge === "hip");
    const chosen = await put("/roof-system", { roofId: roof.id, version: 1, hipSystemId: hip.id });
    expect(chosen.json().hipSystemId).toBe(hip.id);

    const duopitch = await put("/roof-fixing", { ...fixing, version: 3 });
    expect(duopitch.statusCode, duopitch.body).toBe(200);
    expect((await get(`/roof-estimate/roof/${roof.id}`)).json().hip).toBe(0);
    expect((await get(`/roof-system/roof/${roof.id}`)).json().hipSystemId).toBeNull();
    const items = (await get(`/roof-estimate-data/roof/${roof.id}`)).json().items as Array<{ systemId: number }>;
    expect(items.some((item) => item.systemId === hip.id)).toBe(false);
  });

  it("names the batten the fixing needs and lists the systems each roof of a project chose", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const batten = await get(`/roof-fixing-data/batten/${editor.project.id}/${tile.id}?roofId=${roof.id}`);
    expect(batten.statusCode, batten.body).toBe(200);
    const diagnostics = JSON.parse((await get(`/roofs/fixing-diagnostic-data/${roof.id}`, editor.staff)).json().data);
    const product = diagnostics.inputs.products.batten;
    expect(batten.json().label).toBe(`${product.code} - ${product.name}`);
    expect(
      (await get(`/roof-fixing-data/batten/${editor.project.id}/${tile.id + 1}?roofId=${roof.id}`)).statusCode,
    ).toBe(404);

    const ridge = (await get(`/roof-system/options/${roof.id}`))
      .json()
      .find((option: { edge: string }) => option.edge === "duoRidge");
    await put("/roof-system", { roofId: roof.id, version: 1, duoRidgeSystemId: ridge.id });
    const chosen = (await get(`/roofsystems/project/${editor.project.id}`)).json();
    expect(chosen).toContainEqual({
      roofId: roof.id,
      roofName: roof.name,
      edge: "duoRidge",
      systemId: ridge.id,
      systemName: ridge.name,
      groupName: ridge.groupName,
    });
    expect((await get(`/roofsystems/project/${editor.project.id}`, editor.stranger.authToken)).statusCode).toBe(404);
  });

  it("shows the diagnostics to staff only, and says when there is not enough data", async () => {
    const roof = await newRoof();
    const early = await get(`/roofs/estimate-diagnostic-data/${roof.id}`, editor.staff);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(ROOF_EDITOR_MESSAGES.estimateDiagnosticsNotReady);
    await completeRoof(roof.id);
    expect((await get(`/roofs/fixing-diagnostic-data/${roof.id}`)).statusCode).toBe(403);
    const estimate = await get(`/roofs/estimate-diagnostic-data/${roof.id}`, editor.staff);
    expect(JSON.parse(estimate.json().data).estimate.lines.length).toBeGreaterThan(0);
  });

  it("copies a completed roof's data with the roof", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const copyId = await t.ctx.db.transaction((tx) =>
      cloneRoof({ tx, userId: editor.owner.user.id, now: t.clock.now() }, roof.id, {
        plotId: roof.plotId,
        name: "Copy",
      }),
    );
    const copy = (await get(`/roofs/${copyId}`)).json();
    for (const section of [
      "/roof-fixing/roof/",
      "/roof-tile-details/roof/",
      "/roof-estimate/roof/",
      "/roof-system/roof/",
    ]) {
      const { id: _sourceId, roofId: _sourceRoof, ...source } = (await get(`${section}${roof.id}`)).json();
      const { id: _copyId, roofId: _copyRoof, ...copied } = (await get(`${section}${copy.id}`)).json();
      expect({ ...copied, version: source.version }, section).toEqual(source);
    }
    const sourceEstimate = (await get(`/roof-estimate-data/roof/${roof.id}`)).json();
    const copiedEstimate = (await get(`/roof-estimate-data/roof/${copy.id}`)).json();
    const withoutIds = (items: Array<{ id: number }>) => items.map(({ id: _id, ...item }) => item);
    expect(withoutIds(copiedEstimate.items)).toEqual(withoutIds(sourceEstimate.items));
    expect(copy).toMatchObject({ fixingSpecAvailable: true, estimateAvailable: true, nbsAvailable: true });
  });
});

describe("access", () => {
  it("keeps other users out (404, nothing changed) and callers without a token out (401)", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const reads = [
      `/roof-fixing/roof/${roof.id}`,
      `/roof-tile-details/roof/${roof.id}`,
      `/roof-tile-details?roofId=${roof.id}`,
      `/roof-estimate/roof/${roof.id}`,
      `/roof-system/roof/${roof.id}`,
      `/roof-system?roofId=${roof.id}`,
      `/roof-system/options/${roof.id}`,
      `/roof-estimate-data/roof/${roof.id}`,
      `/roofs/fixing-result/${roof.id}`,
      `/roofs/fixing-diagnostic-data/${roof.id}`,
      `/roofs/estimate-diagnostic-data/${roof.id}`,
      `/roofs/document-availability/${roof.id}`,
    ];
    for (const url of reads) {
      expect((await get(url, editor.stranger.authToken)).statusCode, url).toBe(404);
      expect((await t.request({ method: "GET", url: `/api/v1${url}` })).statusCode, url).toBe(401);
    }
    const writes: Array<[string, Record<string, unknown>]> = [
      ["/roof-fixing", { roofId: roof.id, version: 2, ...DUOPITCH_FIXING, pitch: 45 }],
      ["/roof-tile-details", { roofId: roof.id, version: 2, tileId: tile.id, colourId: tile.colourId }],
      ["/roof-estimate", { roofId: roof.id, version: 1, eave: 1, calculatedFields: [] }],
      ["/roof-system", { roofId: roof.id, version: 1 }],
    ];
    for (const [url, payload] of writes) {
      expect((await put(url, payload, editor.stranger.authToken)).statusCode, url).toBe(404);
    }
    const [line] = (await get(`/roof-estimate-data/roof/${roof.id}`)).json().items;
    expect(
      (await put(`/roof-estimate-data/estimate-items/${line.id}`, { quantity: 1 }, editor.stranger.authToken))
        .statusCode,
    ).toBe(404);
    expect((await post(`/roof-estimate-data/recalculate/${roof.id}`, {}, editor.stranger.authToken)).statusCode).toBe(
      404,
    );
    expect((await get(`/roof-fixing/roof/${roof.id}`)).json()).toMatchObject({ version: 2, pitch: 35 });
  });
});

describe("manual components", () => {
  it("adds hand-picked components of the roof's systems to the estimate, with the quantity rules of the form", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const selection = (await get(`/manual-component-selection/${roof.id}`)).json();
    expect(selection.roofId).toBe(roof.id);
    const system = selection.systems.find((candidate: { components: unknown[] }) => candidate.components.length > 0);
    expect(system).toBeDefined();
    const [component] = system.components;
    expect(component.quantity).toBe(0);

    const tooMany = await put("/manual-component-selection", {
      roofId: roof.id,
      components: [{ systemId: system.systemId, componentId: component.componentId, quantity: 1000 }],
    });
    expect(tooMany.json().modelState).toEqual({ Components: [ROOF_EDITOR_MESSAGES.manualQuantity] });
    const foreign = await put("/manual-component-selection", {
      roofId: roof.id,
      components: [{ systemId: system.systemId, componentId: 999_999, quantity: 1 }],
    });
    expect(foreign.json().modelState).toEqual({ Components: [ROOF_EDITOR_MESSAGES.manualComponentInvalid] });

    const saved = await put("/manual-component-selection", {
      roofId: roof.id,
      components: [{ systemId: system.systemId, componentId: component.componentId, quantity: "12" }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const savedSystem = saved
      .json()
      .systems.find((candidate: { systemId: number }) => candidate.systemId === system.systemId);
    expect(savedSystem.components[0]).toMatchObject({ componentId: component.componentId, quantity: 12 });
    const lines = (await get(`/roof-estimate-data/manually-selected-quantities/${roof.id}`)).json();
    expect(lines).toEqual([expect.objectContaining({ componentId: component.componentId, quantity: 12 })]);
    const items = (await get(`/roof-estimate-data/roof/${roof.id}`)).json().items;
    expect(items.filter((item: { groupName: string }) => item.groupName === "Manual components")).toEqual([
      expect.objectContaining({ componentId: component.componentId }),
    ]);

    // A blank quantity is 0, which removes the line.
    await put(`/manual-component-selection/amount-update/${roof.id}`, [
      { systemId: system.systemId, componentId: component.componentId, quantity: "" },
    ]);
    expect((await get(`/roof-estimate-data/manually-selected-quantities/${roof.id}`)).json()).toEqual([]);
    expect(
      (
        await put(
          `/manual-component-selection/amount-update/${roof.id}`,
          [{ systemId: system.systemId, componentId: component.componentId, quantity: 2 }],
          editor.stranger.authToken,
        )
      ).statusCode,
    ).toBe(404);
  });
});
