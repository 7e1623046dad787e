/**
 * Solar arrays that fit the roof they are on: landscape arrays with the landscape kits, arrays refused when they
 * are taller or wider than the roof's slopes, and the wind check on a hipped roof's real zones.
 */
import { emptySolarGrid, type SolarArray } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { type RoofEditorSetUp, setUpRoofEditor } from "../../../test/complete-roof.js";
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
