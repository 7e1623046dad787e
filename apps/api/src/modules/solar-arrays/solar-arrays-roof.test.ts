/**
 * Solar arrays that fit the roof they are on: landscape arrays with the landscape kits, arrays refused when they
 * are taller or wider than the roof's slopes, and the wind check on a hipped roof's real zones.
 */
import { emptySolarGrid, type RoofSolarData, SOLAR_ARRAY_MESSAGES, type SolarArray } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { completeRoof, DUOPITCH_FIXING, type RoofEditorSetUp, setUpRoofEditor } from "../../../test/complete-roof.js";
import { createPlot, createRoof } from "../../../test/factories.js";
import { solarComponents } from "../../db/schema/index.js";

let t: TestApp;
let editor: RoofEditorSetUp;
let panel300: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  editor = await setUpRoofEditor(t);
  const [row] = await t.ctx.db.select().from(solarComponents).where(eq(solarComponents.code, "IRP-300M"));
  if (!row) throw new Error("the seeded catalogue has no solar component IRP-300M");
  panel300 = row;
});
afterAll(async () => {
  await t.close();
});

const request = (method: "GET" | "POST" | "PUT", url: string, payload?: Record<string, unknown>) =>
  t.request({ method, url: `/api/v1${url}`, token: editor.owner.authToken, ...(payload ? { payload } : {}) });

async function newRoof() {
  return createRoof(t, await createPlot(t, editor.project));
}

/** "#" a panel, "." empty; the first line is the ridge side, drawn at the top left of a 15 × 15 grid. */
function grid(picture: string[]) {
  return emptySolarGrid().map((cells, row) => cells.map((_cell, column) => picture[row]?.[column] === "#"));
}

const counts = (array: SolarArray) =>
  Object.fromEntries(array.kitList.filter((row) => row.kind !== "edge").map((row) => [row.code, row.count]));

describe("landscape arrays", () => {
  it("are completed with the seeded landscape kits, corners included (the 2 × 3 stepped example)", async () => {
    // The rule as in the engine's landscape example: LY, LJ over LL, LC, LR and a top-right corner at the step.
    const roof = await newRoof();
    const response = await request("POST", "/roof-solar-arrays", {
      roofId: roof.id,
      orientation: "landscape",
      panelId: panel300.id,
      array: grid(["##.", "###"]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const array = response.json() as SolarArray;
    expect(array.isValid).toBe(true);
    expect(counts(array)).toEqual({
      "IRP-300M": 5,
      "FK-L-BL": 1,
      "FK-L-BC": 1,
      "FK-L-BR": 1,
      "FK-L-UL": 1,
      "FK-L-UJ": 1,
      "CF-L-TR": 1,
      "ACB-MC4": 6,
    });
    expect([array.power, array.arrayHeight, array.arrayWidth]).toEqual([1.5, 2000, 5100]);
  });
});

/**
 * The completed roof of the test helpers: duopitch, 8 m span, 10 m long, 35° pitch, so each rafter is
 * 4 / cos 35° = 4.883 m and each slope 10 m along the eaves. An array needs, with the kit's margins
 * (docs/decisions/engine.md), its height + 0.30 m of flashings + three tile courses up the slope, and its width
 * + 0.30 m across it. Panels are 1700 × 1000 mm (portrait).
 */
describe("arrays that do not fit the roof", () => {
  async function completedRoof() {
    const roof = await newRoof();
    await completeRoof(t, editor.owner.authToken, roof.id, editor.products);
    return roof;
  }

  it("refuses one taller than the rafters: 3 rows are 5.1 m, more than 4.88 m before any margin (400, nothing stored)", async () => {
    const roof = await completedRoof();
    const response = await request("POST", "/roof-solar-arrays", {
      roofId: roof.id,
      panelId: panel300.id,
      array: grid(["#", "#", "#"]),
    });
    expect(response.statusCode).toBe(400);
    const { message, modelState } = response.json();
    expect(message).toMatch(/^The array does not fit the roof: with its top and bottom flashings and the tile courses/);
    expect(message).toContain("but the longest rafter is 4.88 m. Remove a row.");
    expect(modelState).toEqual({ Array: [message] });
    expect(
      ((await request("GET", `/roof-solar-arrays/roof/${roof.id}`)).json() as RoofSolarData).solarArrayIds,
    ).toEqual([]);
  });

  it("refuses one wider than the slopes: 11 columns are 11 m + 0.30 m on 10 m slopes", async () => {
    const roof = await completedRoof();
    const response = await request("POST", "/roof-solar-arrays", {
      roofId: roof.id,
      panelId: panel300.id,
      array: grid(["###########"]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SOLAR_ARRAY_MESSAGES.tooWideForRoof(11.3, 10));
  });

  it("refuses an edit that makes a stored array too tall, and keeps the stored design", async () => {
    const roof = await completedRoof();
    const created = (
      await request("POST", "/roof-solar-arrays", {
        roofId: roof.id,
        panelId: panel300.id,
        array: grid(["#####"]),
      })
    ).json() as SolarArray;
    expect(created.isValid).toBe(true);
    const taller = await request("PUT", `/roof-solar-arrays/${created.id}`, {
      version: created.version,
      orientation: "portrait",
      orientationFromSouth: null,
      panelLocation: null,
      panelId: panel300.id,
      array: grid(["#####", "#####", "#####"]),
      windowId: null,
      windowLocations: [],
    });
    expect(taller.statusCode).toBe(400);
    expect((await request("GET", `/roof-solar-arrays/${created.id}`)).json()).toMatchObject({
      version: 1,
      array: grid(["#####"]),
    });
  });

  it("says so when the roof changes under a stored array, and gives the designer the roof's slopes", async () => {
    const roof = await completedRoof();
    const created = (
      await request("POST", "/roof-solar-arrays", {
        roofId: roof.id,
        panelId: panel300.id,
        array: grid(["#####", "#####"]),
      })
    ).json() as SolarArray;
    expect(created.isValid).toBe(true);
    const data = (await request("GET", `/roof-solar-arrays/roof/${roof.id}`)).json() as RoofSolarData;
    const rafterM = 4 / Math.cos((35 * Math.PI) / 180);
    expect(data.roofShape?.slopes.map((slope) => slope.name)).toEqual(["front slope", "back slope"]);
    expect(data.roofShape?.slopes[0]?.rafterLengthM).toBeCloseTo(rafterM, 9);
    expect(data.roofShape?.slopes[0]).toMatchObject({ eavesWidthM: 10, ridgeWidthM: 10 });
    expect(data.roofShape?.battenGaugeMm).toBeGreaterThan(0);

    // A 5 m span: rafters 2.5 / cos 35° = 3.05 m, shorter than the 3.4 m of two rows.
    const fixing = (await request("GET", `/roof-fixing/roof/${roof.id}`)).json();
    const narrowed = await request("PUT", "/roof-fixing", {
      ...DUOPITCH_FIXING,
      underlayId: editor.products.underlay.id,
      roofId: roof.id,
      version: fixing.version,
      roofSpan: 5,
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const stored = (await request("GET", `/roof-solar-arrays/${created.id}`)).json() as SolarArray;
    expect(stored.isValid).toBe(false);
    expect(stored.problems.map((problem) => problem.code)).toEqual(["does-not-fit"]);
    expect(stored.problems[0]?.message).toContain("but the longest rafter is 3.05 m");
  });
});

/**
 * The completed roof made hipped (10 m long, 8 m span, 35°, eaves at 5 m). Its local strip is w = max(e0, e90)/10
 * with h = 5 + 4 tan 35° = 7.80 m, e0 = min(10, 2h) = 10 m, e90 = min(8, 2h) = 8 m: w = 1.0 m on plan. On plan a
 * main slope's general area runs from 1 m to 3 m up from the eaves and √2 m along the eaves inside each 45° hip at
 * the eaves, drawing in 1 m each side per metre up. A 1.7 m high array is 1.7 × cos 35° = 1.393 m deep on plan; on
 * the general area's bottom edge its top edge is at 2.393 m, where the general area is 10 − 2 × 2.393 − 2√2 =
 * 2.39 m wide. So 2 panels (2 m) fit it and 5 panels (5 m) reach the perimeter band; a hip end (8 m) gives less.
 */
describe("the wind check on a hipped roof", () => {
  it("checks an array too wide for the narrowing general area against the perimeter band, one narrow enough against the general area", async () => {
    const roof = await newRoof();
    await completeRoof(t, editor.owner.authToken, roof.id, editor.products);
    const fixing = (await request("GET", `/roof-fixing/roof/${roof.id}`)).json();
    const hipped = await request("PUT", "/roof-fixing", {
      ...DUOPITCH_FIXING,
      underlayId: editor.products.underlay.id,
      roofId: roof.id,
      version: fixing.version,
      roofTypeId: 3,
    });
    expect(hipped.statusCode, hipped.body).toBe(200);

    const wide = (
      await request("POST", "/roof-solar-arrays", {
        roofId: roof.id,
        panelId: panel300.id,
        array: grid(["#####"]),
      })
    ).json() as SolarArray;
    expect(wide.windCheck).toMatchObject({
      placement: "reaches-local-areas",
      governingArea: "Perimeter local area (eaves, hips and ridge, strip e/10)",
    });
    const narrow = (
      await request("POST", "/roof-solar-arrays", {
        roofId: roof.id,
        panelId: panel300.id,
        array: grid(["##"]),
      })
    ).json() as SolarArray;
    expect(narrow.windCheck).toMatchObject({ placement: "general-area", governingArea: "General area" });
    expect(narrow.windCheck?.condition).toContain("on the front slope");
    expect(narrow.windCheck?.designPressureKpa).toBeLessThan(wide.windCheck?.designPressureKpa ?? 0);
  });
});
