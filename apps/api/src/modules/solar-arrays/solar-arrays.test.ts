import {
  ANONYMOUS_SOLAR_ARRAY_LIMIT,
  emptySolarGrid,
  ROLES,
  SOLAR_ARRAY_MESSAGES,
  SOLAR_COMPONENT_TYPES,
  type SolarArray,
  VERSION_MESSAGES,
} from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { completeRoof, type RoofEditorSetUp, setUpRoofEditor } from "../../../test/complete-roof.js";
import { createPlot, createProjectWithRoof, createRoof, signInAs } from "../../../test/factories.js";
import { solarComponents } from "../../db/schema/index.js";
import { cloneRoof } from "../cloning/clone-tables.js";

let t: TestApp;
let editor: RoofEditorSetUp;
let panel300: { id: number };
let windowType: { id: number };
let inverter: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  editor = await setUpRoofEditor(t);
  const byCode = async (code: string) => {
    const [row] = await t.ctx.db.select().from(solarComponents).where(eq(solarComponents.code, code));
    if (!row) throw new Error(`the seeded catalogue has no solar component ${code}`);
    return row;
  };
  panel300 = await byCode("IRP-300M");
  windowType = await byCode("WIN-55-98");
  inverter = await byCode("INV-3.6");
});
afterAll(async () => {
  await t.close();
});

const request = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, token?: string) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    token: token ?? editor.owner.authToken,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function newRoof() {
  return createRoof(t, await createPlot(t, editor.project));
}

/** A grid of `rows` × `columns` painted cells inside the default 15 × 15 grid, from its top left. */
function painted(rows: number, columns: number, size = 15) {
  return emptySolarGrid(size, size).map((cells, row) => cells.map((_cell, column) => row < rows && column < columns));
}

async function createArray(roofId: number, body: Record<string, unknown> = {}, token?: string) {
  const response = await request("POST", "/roof-solar-arrays", { roofId, ...body }, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SolarArray;
}

/** The whole design of an array as the designer sends it back, with changes. */
function designOf(array: SolarArray, changes: Record<string, unknown> = {}) {
  return {
    version: array.version,
    orientation: array.orientation,
    orientationFromSouth: array.orientationFromSouth,
    panelLocation: array.panelLocation,
    panelId: array.panelId,
    array: array.array,
    windowId: array.windowId,
    windowLocations: array.windowLocations,
    inverterIds: array.inverterIds,
    chargerIds: array.chargerIds,
    ...changes,
  };
}

const counts = (array: SolarArray) =>
  Object.fromEntries(array.kitList.filter((row) => row.kind !== "edge").map((row) => [row.code, row.count]));

describe("creating and reading", () => {
  it("creates an empty 15 × 15 portrait array that is valid and has no kits", async () => {
    const roof = await newRoof();
    const array = await createArray(roof.id);
    expect(array).toMatchObject({
      roofId: roof.id,
      version: 1,
      arrayNumber: 1,
      orientation: "portrait",
      orientationFromSouth: null,
      panelLocation: null,
      panelId: null,
      windowId: null,
      windowLocations: [],
      kitList: [],
      solarPanelIds: [],
      flashingIds: [],
      power: 0,
      arrayHeight: 0,
      arrayWidth: 0,
      isValid: true,
      problems: [],
      windCheck: null,
    });
    expect(array.array).toEqual(emptySolarGrid());
    expect((await request("GET", `/roof-solar-arrays/${array.id}`)).json()).toEqual(array);
  });

  it("works out the kit list, power and size of a 2 × 5 portrait array of the 300 Wp panel", async () => {
    const roof = await newRoof();
    const created = await createArray(roof.id);
    const response = await request(
      "PUT",
      `/roof-solar-arrays/${created.id}`,
      designOf(created, {
        panelId: panel300.id,
        array: painted(2, 5),
        orientationFromSouth: 20,
        inverterIds: [inverter.id],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const array = response.json() as SolarArray;
    expect(array).toMatchObject({
      version: 2,
      isValid: true,
      power: 3,
      arrayHeight: 3400,
      arrayWidth: 5000,
      orientationFromSouth: 20,
      inverterIds: [inverter.id],
      solarPanelIds: [panel300.id],
      windCheck: null,
    });
    expect(counts(array)).toEqual({
      "IRP-300M": 10,
      "FK-P-BL": 1,
      "FK-P-BC": 3,
      "FK-P-BR": 1,
      "FK-P-UL": 1,
      "FK-P-UJ": 4,
      "ACB-MC4": 11,
    });
    expect(array.flashingIds).toHaveLength(5);
    expect(array.arcboxConnectorIds).toHaveLength(1);
    expect(array.kitList.find((row) => row.kind === "panel")).toMatchObject({ count: 10, power: 3 });
    expect(array.kitList.some((row) => row.kind === "edge")).toBe(false);
  });

  it("places a window conversion kit for a window in the middle of a 3 × 3 array", async () => {
    const roof = await newRoof();
    const array = await createArray(roof.id, {
      panelId: panel300.id,
      array: painted(3, 3),
      windowId: windowType.id,
      windowLocations: [{ rowIndex: 1, columnIndex: 1 }],
    });
    expect(array.isValid).toBe(true);
    expect(array.windowConversionKitIds).toHaveLength(1);
    expect(counts(array)).toMatchObject({ "IRP-300M": 8, "WK-C": 1, "ACB-MC4": 10 });
  });

  it("refuses a window type or panel of the wrong kind and a window on an empty cell (400, nothing stored)", async () => {
    const roof = await newRoof();
    const wrong = await request("POST", "/roof-solar-arrays", {
      roofId: roof.id,
      panelId: windowType.id,
      windowId: panel300.id,
      array: painted(3, 3),
      windowLocations: [{ rowIndex: 1, columnIndex: 1 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().modelState).toMatchObject({
      PanelId: [SOLAR_ARRAY_MESSAGES.panelInvalid],
      WindowId: [SOLAR_ARRAY_MESSAGES.windowInvalid],
    });
    const emptyCell = await request("POST", "/roof-solar-arrays", {
      roofId: roof.id,
      windowId: windowType.id,
      windowLocations: [{ rowIndex: 1, columnIndex: 1 }],
    });
    expect(emptyCell.statusCode).toBe(400);
    expect((await request("GET", `/roof-solar-arrays/roof/${roof.id}`)).json().solarArrayIds).toEqual([]);
  });

  it("refuses an invalid layout with the specification's message and keeps the stored design", async () => {
    const roof = await newRoof();
    const created = await createArray(roof.id, { panelId: panel300.id, array: painted(1, 2) });
    const diagonal = emptySolarGrid().map((cells, row) => cells.map((_cell, column) => row < 2 && row === column));
    const response = await request("PUT", `/roof-solar-arrays/${created.id}`, designOf(created, { array: diagonal }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SOLAR_ARRAY_MESSAGES.invalidArray);
    expect(response.json().modelState.Array.length).toBeGreaterThan(0);
    const stored = (await request("GET", `/roof-solar-arrays/${created.id}`)).json();
    expect(stored).toMatchObject({ version: 1, array: painted(1, 2) });
  });

  it("names the panel's configuration when the panel has no solar system", async () => {
    const [lonely] = await t.ctx.db
      .insert(solarComponents)
      .values({ code: "IRP-NOSYS", name: "Panel without a system", type: SOLAR_COMPONENT_TYPES.panel, power: 0.3 })
      .returning();
    const roof = await newRoof();
    const response = await request("POST", "/roof-solar-arrays", {
      roofId: roof.id,
      panelId: lonely?.id,
      array: painted(1, 2),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SOLAR_ARRAY_MESSAGES.invalidPanelConfiguration);
  });

  it("answers 409 to a save made from an older version", async () => {
    const roof = await newRoof();
    const created = await createArray(roof.id);
    expect((await request("PUT", `/roof-solar-arrays/${created.id}`, designOf(created))).statusCode).toBe(200);
    const stale = await request(
      "PUT",
      `/roof-solar-arrays/${created.id}`,
      designOf(created, { orientation: "landscape" }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(VERSION_MESSAGES.changedElsewhere("solar array"));
    expect((await request("GET", `/roof-solar-arrays/${created.id}`)).json()).toMatchObject({
      version: 2,
      orientation: "portrait",
    });
  });
});

describe("the arrays of a roof", () => {
  it("lists the ids in order, renumbers after a delete, and deletes them all when Solar is turned off", async () => {
    const roof = await newRoof();
    const first = await createArray(roof.id);
    const second = await createArray(roof.id);
    const third = await createArray(roof.id);
    expect([first.arrayNumber, second.arrayNumber, third.arrayNumber]).toEqual([1, 2, 3]);
    expect((await request("GET", `/roof-solar-arrays/roof/${roof.id}`)).json()).toEqual({
      roofId: roof.id,
      solarArrayIds: [first.id, second.id, third.id],
      // The roof has no calculation yet, so nothing to fit the arrays to.
      roofShape: null,
    });

    expect((await request("DELETE", `/roof-solar-arrays/${first.id}`)).statusCode).toBe(200);
    expect((await request("GET", `/roof-solar-arrays/${first.id}`)).statusCode).toBe(404);
    expect((await request("GET", `/roof-solar-arrays/${second.id}`)).json().arrayNumber).toBe(1);
    expect((await request("GET", `/roof-solar-arrays/${third.id}`)).json().arrayNumber).toBe(2);
    expect((await createArray(roof.id)).arrayNumber).toBe(3);

    expect((await request("DELETE", `/roof-solar-arrays/roof/${roof.id}`)).statusCode).toBe(200);
    expect((await request("GET", `/roof-solar-arrays/roof/${roof.id}`)).json().solarArrayIds).toEqual([]);
    expect((await request("GET", `/roof-solar-arrays/${second.id}`)).statusCode).toBe(404);
  });

  it("gives an array on a completed roof its edge components and a wind check", async () => {
    const roof = await newRoof();
    await completeRoof(t, editor.owner.authToken, roof.id, editor.products);
    const array = await createArray(roof.id, { panelId: panel300.id, array: painted(2, 5) });
    const edges = array.kitList.filter((row) => row.kind === "edge");
    expect(edges.length).toBeGreaterThan(0);
    for (const row of edges) expect(row.count).toBeGreaterThan(0);
    expect(array.windCheck).toMatchObject({ resistanceKpa: 2.4 });
    expect(array.windCheck?.designPressureKpa).toBeGreaterThan(0);
    expect(typeof array.windCheck?.passes).toBe("boolean");
  });

  it("copies the arrays with a cloned roof", async () => {
    const roof = await newRoof();
    await createArray(roof.id, { panelId: panel300.id, array: painted(2, 5), panelLocation: "South slope" });
    await createArray(roof.id, { orientation: "landscape" });
    const copyId = await t.ctx.db.transaction((tx) =>
      cloneRoof({ tx, userId: editor.owner.user.id, now: t.clock.now() }, roof.id, { plotId: roof.plotId }),
    );
    if (copyId === undefined) throw new Error("the roof was not copied");
    const arraysOf = async (roofId: number) => {
      const ids = (await request("GET", `/roof-solar-arrays/roof/${roofId}`)).json().solarArrayIds as number[];
      const arrays = await Promise.all(ids.map((id) => request("GET", `/roof-solar-arrays/${id}`)));
      return arrays.map((response) => {
        const { id: _id, roofId: _roofId, ...array } = response.json() as SolarArray;
        return array;
      });
    };
    const source = await arraysOf(roof.id);
    expect(source).toHaveLength(2);
    expect(await arraysOf(copyId)).toEqual(source);
  });
});

describe("access", () => {
  it("answers 404 on every route for another user's roof or array, and changes nothing", async () => {
    const roof = await newRoof();
    const array = await createArray(roof.id);
    const token = editor.stranger.authToken;
    const answers = [
      await request("POST", "/roof-solar-arrays", { roofId: roof.id }, token),
      await request("GET", `/roof-solar-arrays/${array.id}`, undefined, token),
      await request("PUT", `/roof-solar-arrays/${array.id}`, designOf(array, { orientation: "landscape" }), token),
      await request("DELETE", `/roof-solar-arrays/${array.id}`, undefined, token),
      await request("GET", `/roof-solar-arrays/roof/${roof.id}`, undefined, token),
      await request("DELETE", `/roof-solar-arrays/roof/${roof.id}`, undefined, token),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await request("GET", `/roof-solar-arrays/roof/${roof.id}`)).json().solarArrayIds).toEqual([array.id]);
    expect((await request("GET", `/roof-solar-arrays/${array.id}`)).json()).toEqual(array);
  });

  it("lets staff see and change every roof's arrays", async () => {
    const roof = await newRoof();
    const array = await createArray(roof.id);
    expect((await request("GET", `/roof-solar-arrays/${array.id}`, undefined, editor.staff)).statusCode).toBe(200);
    expect((await request("POST", "/roof-solar-arrays", { roofId: roof.id }, editor.staff)).statusCode).toBe(201);
  });

  it(`lets an anonymous user have ${ANONYMOUS_SOLAR_ARRAY_LIMIT} arrays on a roof and refuses the next (403)`, async () => {
    const anonymous = await signInAs(t, ROLES.anonymous);
    const { roof } = await createProjectWithRoof(t, anonymous.user, {
      isUnregistered: true,
      anonymousSessionId: anonymous.sessionId,
    });
    for (let index = 0; index < ANONYMOUS_SOLAR_ARRAY_LIMIT; index++) {
      await createArray(roof.id, {}, anonymous.authToken);
    }
    const fifth = await request("POST", "/roof-solar-arrays", { roofId: roof.id }, anonymous.authToken);
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().message).toBe(SOLAR_ARRAY_MESSAGES.limitText);
    expect(
      (await request("GET", `/roof-solar-arrays/roof/${roof.id}`, undefined, anonymous.authToken)).json().solarArrayIds,
    ).toHaveLength(ANONYMOUS_SOLAR_ARRAY_LIMIT);
  });

  it("counts an anonymous user's parallel creates inside the transaction", async () => {
    const anonymous = await signInAs(t, ROLES.anonymous);
    const { roof } = await createProjectWithRoof(t, anonymous.user, {
      isUnregistered: true,
      anonymousSessionId: anonymous.sessionId,
    });
    const answers = await Promise.all(
      Array.from({ length: ANONYMOUS_SOLAR_ARRAY_LIMIT + 2 }, () =>
        request("POST", "/roof-solar-arrays", { roofId: roof.id }, anonymous.authToken),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(ANONYMOUS_SOLAR_ARRAY_LIMIT);
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(2);
    const numbers = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().arrayNumber);
    expect(numbers.sort()).toEqual([1, 2, 3, 4]);
  });

  it("refuses callers without a token (401)", async () => {
    const roof = await newRoof();
    const response = await t.request({ method: "GET", url: `/api/v1/roof-solar-arrays/roof/${roof.id}` });
    expect(response.statusCode).toBe(401);
  });
});
