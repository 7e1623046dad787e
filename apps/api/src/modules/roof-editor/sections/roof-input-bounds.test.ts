/**
 * The physical bounds of what a user enters about a roof (decisions/roof-input-bounds.md "Physical bounds of roof inputs"): a value
 * beyond them is refused with 400 and changes nothing, and a roof that holds one from before the bounds answers
 * its reads and is left without results (Not Ready) rather than failing with 500.
 */

import { readFile } from "node:fs/promises";
import {
  DOCUMENT_MESSAGES,
  ESTIMATE_STATE,
  PDF_TYPES,
  ROOF_EDITOR_MESSAGES,
  ROOF_ESTIMATE_VALUE_FIELDS,
  RoofEstimateInputSchema,
} from "@portal/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  completeRoof as completeRoofWith,
  DUOPITCH_FIXING,
  roofEditorTestApp,
} from "../../../../test/complete-roof.js";
import { createPlot, createRoof } from "../../../../test/factories.js";
import { roofEstimateItems, roofEstimates, roofFixingData } from "../../../db/schema/index.js";

const MIGRATION = new URL("../../../db/migrations/0023_roof-results-beyond-bounds.sql", import.meta.url);

const editor = roofEditorTestApp();

const get = (url: string) => editor.app.request({ method: "GET", url: `/api/v1${url}`, token: editor.owner.authToken });
const send = (method: "PUT" | "POST", url: string, payload: Record<string, unknown>, token = editor.owner.authToken) =>
  editor.app.request({ method, url: `/api/v1${url}`, token, payload });

/** A roof filled in as a user would (fixing data version 2, tile details version 2), with its estimate worked out. */
async function completedRoof() {
  const roof = await createRoof(editor.app, await createPlot(editor.app, editor.project));
  await completeRoofWith(editor.app, editor.owner.authToken, roof.id, editor.products);
  return roof;
}

/** What the roof's reads answer, each of which must answer 200. */
async function readsOf(roofId: number) {
  const answers = await Promise.all(
    [
      `/roof-fixing/roof/${roofId}`,
      `/roof-estimate/roof/${roofId}`,
      `/roof-estimate-data/roof/${roofId}`,
      `/roof-tile-details/roof/${roofId}`,
    ].map(get),
  );
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  const [fixing, estimate, estimateData, tileDetails] = answers.map((answer) => answer.json());
  return { fixing, estimate, estimateData, tileDetails };
}

const requestEstimateDocument = (roofId: number) =>
  send("POST", "/project-pdfs/roofs", { roofId, pdfType: PDF_TYPES.estimate });

describe("a value beyond any roof", () => {
  it("is refused with 400 naming the field, and the stored roof is unchanged", async () => {
    const roof = await completedRoof();
    const before = await readsOf(roof.id);
    const huge = await send("PUT", "/roof-fixing", {
      roofId: roof.id,
      version: 2,
      ...DUOPITCH_FIXING,
      roofSpan: 1e308,
      buildingLength: 1e308,
      heightToEave: 1e300,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().modelState).toEqual({
      RoofSpan: ["Roof span must be at most 200 m"],
      BuildingLength: ["Building length must be at most 200 m"],
      HeightToEave: ["Building height to eave must be at most 100 m"],
    });
    const hipped = await send("PUT", "/roof-fixing", {
      roofId: roof.id,
      version: 2,
      ...DUOPITCH_FIXING,
      roofTypeId: 3,
      roofSpan: 1e300,
      buildingLength: 1e300,
    });
    expect(hipped.statusCode).toBe(400);
    expect(Object.keys(hipped.json().modelState).sort()).toEqual(["BuildingLength", "RoofSpan"]);
    const lengths = await send("PUT", "/roof-estimate", {
      ...before.estimate,
      eave: 1e308,
      mainArea: 1e308,
      calculatedFields: ROOF_ESTIMATE_VALUE_FIELDS.filter((field) => field !== "eave" && field !== "mainArea"),
    });
    expect(lengths.statusCode).toBe(400);
    expect(lengths.json().modelState).toEqual({
      Eave: ["Eave must be at most 2,000 m."],
      MainArea: ["Roof Area must be at most 100,000 m²."],
    });
    const [line] = before.estimateData.items;
    const edited = await send(
      "PUT",
      `/roof-estimate-data/estimate-items/${line.id}`,
      { quantity: 1e308 },
      editor.staff,
    );
    expect(edited.statusCode).toBe(400);
    expect(edited.json().modelState).toEqual({ Quantity: [ROOF_EDITOR_MESSAGES.estimateLineMax] });

    expect(await readsOf(roof.id)).toEqual(before);
    expect(before.estimateData.estimateState).toBe(ESTIMATE_STATE.calculated);
  });

  it("is refused when the span and pitch give a rafter longer than any roof has", async () => {
    const roof = await completedRoof();
    const steep = await send("PUT", "/roof-fixing", {
      roofId: roof.id,
      version: 2,
      ...DUOPITCH_FIXING,
      roofSpan: 200,
      buildingLength: 200,
      pitch: 80,
    });
    expect(steep.statusCode).toBe(400);
    expect(steep.json().modelState).toEqual({ RoofSpan: [ROOF_EDITOR_MESSAGES.rafterLengthMax] });
    expect((await get(`/roof-fixing/roof/${roof.id}`)).json()).toMatchObject({ version: 2, roofSpan: 8, pitch: 35 });
  });

  it("never comes out of the largest roofs the editor takes: their proposed lengths and area are within bounds", async () => {
    // The steepest pitch each type takes at the largest span: a 250 m rafter is 100 m of run at 66.4° (duopitch,
    // hipped) and 200 m at 36.9° (monopitch).
    for (const [roofTypeId, pitch] of [
      [1, 66],
      [2, 36],
      [3, 66],
    ] as const) {
      const roof = await createRoof(editor.app, await createPlot(editor.app, editor.project));
      const largest = { roofTypeId, pitch, heightToEave: 100, roofSpan: 200, buildingLength: 200, rafterCentres: 600 };
      const saved = await send("PUT", "/roof-fixing", { roofId: roof.id, version: 1, ...largest });
      expect(saved.statusCode, saved.body).toBe(200);
      const proposed = (await get(`/roof-estimate/roof/${roof.id}`)).json();
      expect(proposed.mainArea).toBeGreaterThan(40_000);
      expect(RoofEstimateInputSchema.safeParse(proposed).error?.issues ?? []).toEqual([]);
    }
  });
});

describe("a roof holding a value from before the bounds", () => {
  it("answers its reads with the span stored, and is left without results when worked out again", async () => {
    const roof = await completedRoof();
    await editor.app.ctx.db.update(roofFixingData).set({ roofSpan: 1e308 }).where(eq(roofFixingData.roofId, roof.id));

    const reads = await readsOf(roof.id);
    expect(reads.fixing).toMatchObject({ roofSpan: 1e308, maxRafterLength: null });
    // The values that follow the geometry cannot be worked out from it.
    expect(reads.estimate).toMatchObject({ mainArea: null, eave: null, duoRidge: null });

    const recalculated = await send("POST", `/roof-estimate-data/recalculate/${roof.id}`, { force: false });
    expect(recalculated.json()).toEqual({ estimateState: ESTIMATE_STATE.notReady });
    expect((await readsOf(roof.id)).estimateData).toEqual({
      roofId: roof.id,
      estimateState: ESTIMATE_STATE.notReady,
      roofArea: null,
      items: [],
    });
    const document = await requestEstimateDocument(roof.id);
    expect(document.statusCode).toBe(400);
    expect(document.json().message).toBe(DOCUMENT_MESSAGES.notAvailable("Estimate"));
  });

  it("is not worked from entered lengths that overflow the estimate's quantities", async () => {
    const roof = await completedRoof();
    await editor.app.ctx.db
      .update(roofEstimates)
      .set({
        eave: 1e308,
        mainArea: 1e308,
        calculatedFields: ROOF_ESTIMATE_VALUE_FIELDS.filter((field) => field !== "eave" && field !== "mainArea"),
      })
      .where(eq(roofEstimates.roofId, roof.id));

    const recalculated = await send("POST", `/roof-estimate-data/recalculate/${roof.id}`, { force: false });
    expect(recalculated.statusCode, recalculated.body).toBe(200);
    expect(recalculated.json()).toEqual({ estimateState: ESTIMATE_STATE.notReady });
    const reads = await readsOf(roof.id);
    // The editor shows what was entered, so the form can say what to correct.
    expect(reads.estimate).toMatchObject({ eave: 1e308, mainArea: 1e308 });
    expect(reads.estimateData).toMatchObject({ estimateState: ESTIMATE_STATE.notReady, items: [] });
    expect((await requestEstimateDocument(roof.id)).json().message).toBe(DOCUMENT_MESSAGES.notAvailable("Estimate"));
  });

  it("is not worked from a length beyond the bounds even when its figures stay finite", async () => {
    const roof = await completedRoof();
    await editor.app.ctx.db
      .update(roofFixingData)
      .set({ buildingLength: 1e200 })
      .where(eq(roofFixingData.roofId, roof.id));
    const recalculated = await send("POST", `/roof-estimate-data/recalculate/${roof.id}`, { force: false });
    expect(recalculated.json()).toEqual({ estimateState: ESTIMATE_STATE.notReady });
    expect((await readsOf(roof.id)).estimateData).toMatchObject({ estimateState: ESTIMATE_STATE.notReady });
    // Its lines went with its results: a plot's or project's Estimate does not print them.
    expect(
      await editor.app.ctx.db.select().from(roofEstimateItems).where(eq(roofEstimateItems.roofId, roof.id)),
    ).toEqual([]);
  });
});

describe("results stored before the bounds", () => {
  /** The upgrade that clears them, run again on this test's data (the test database was migrated empty). */
  async function upgrade() {
    const migration = await readFile(MIGRATION, "utf8");
    await editor.app.ctx.db.execute(sql.raw(migration));
  }

  it("are cleared on upgrade, so the roof answers Not Ready instead of 500 and its Estimate is refused", async () => {
    const sound = await completedRoof();
    const overflowed = await completedRoof();
    await editor.app.ctx.db
      .update(roofEstimateItems)
      .set({ quantity: Number.POSITIVE_INFINITY, calculatedQuantity: Number.POSITIVE_INFINITY })
      .where(eq(roofEstimateItems.roofId, overflowed.id));
    const absurd = await completedRoof();
    await editor.app.ctx.db
      .update(roofFixingData)
      .set({ buildingLength: 1e200 })
      .where(eq(roofFixingData.roofId, absurd.id));
    const soundBefore = await readsOf(sound.id);

    await upgrade();

    for (const roof of [overflowed, absurd]) {
      expect((await readsOf(roof.id)).estimateData).toEqual({
        roofId: roof.id,
        estimateState: ESTIMATE_STATE.notReady,
        roofArea: null,
        items: [],
      });
      expect((await requestEstimateDocument(roof.id)).json().message).toBe(DOCUMENT_MESSAGES.notAvailable("Estimate"));
    }
    expect(await readsOf(sound.id)).toEqual(soundBefore);
  });
});
