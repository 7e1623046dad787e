import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, startSecondInstance, type TestApp } from "../../../test/build-app.js";
import { completeRoof, DUOPITCH_FIXING, type RoofEditorSetUp, setUpRoofEditor } from "../../../test/complete-roof.js";
import { createPlot, createRoof } from "../../../test/factories.js";
import { nbsClauses, projects, roofEstimateItems, roofFixingData, roofs } from "../../db/schema/index.js";

let t: TestApp;
let setUp: RoofEditorSetUp;
let roofId: number;
let otherRoofId: number;

beforeAll(async () => {
  t = await buildTestApp();
  setUp = await setUpRoofEditor(t);
  const plot = await createPlot(t, setUp.project);
  roofId = (await createRoof(t, plot)).id;
  otherRoofId = (await createRoof(t, plot)).id;
  await completeRoof(t, setUp.owner.authToken, roofId, setUp.products);
  await completeRoof(t, setUp.owner.authToken, otherRoofId, setUp.products);
});
afterAll(async () => {
  await t.close();
});

async function read<Body>(url: string, app: Pick<TestApp, "request"> = t): Promise<Body> {
  const response = await app.request({ method: "GET", url: `/api/v1${url}`, token: setUp.owner.authToken });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Body>();
}

type FixingData = { pitch: number | null; version: number };
type EstimateData = { items: Array<{ id: number; quantity: number }> };
type RoofClauses = { headers: Array<{ requiredClauses: Array<{ id: number; text: string }> }> };

const fixingOf = (id: number) => read<FixingData>(`/roof-fixing/roof/${id}`);
const estimateOf = (id: number) => read<EstimateData>(`/roof-estimate-data/roof/${id}`);
const clausesOf = (id: number) => read<RoofClauses>(`/nbs-clauses/roof/${id}`);

describe("the roof editor's kept reads", () => {
  it("show a change written straight to the roof's tables on the next read, and keep the other roof's", async () => {
    const before = await fixingOf(roofId);
    const otherBefore = await fixingOf(otherRoofId);
    expect(await fixingOf(roofId)).toEqual(before);

    await t.ctx.db.update(roofFixingData).set({ pitch: 41 }).where(eq(roofFixingData.roofId, roofId));
    expect((await fixingOf(roofId)).pitch).toBe(41);
    expect(await fixingOf(otherRoofId)).toEqual(otherBefore);

    const [line] = (await estimateOf(roofId)).items;
    if (!line) throw new Error("the completed roof has no estimate line");
    await t.ctx.db.update(roofEstimateItems).set({ quantity: 9_999 }).where(eq(roofEstimateItems.id, line.id));
    expect((await estimateOf(roofId)).items.find((item) => item.id === line.id)?.quantity).toBe(9_999);
  });

  it("show a save's recalculation on the next read of the estimate and the fixing data", async () => {
    const { version } = await fixingOf(roofId);
    const estimateBefore = await estimateOf(roofId);
    const saved = await t.request({
      method: "PUT",
      url: "/api/v1/roof-fixing",
      token: setUp.owner.authToken,
      payload: { roofId, version, ...DUOPITCH_FIXING, buildingLength: 20, underlayId: setUp.products.underlay.id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await fixingOf(roofId)).toEqual(saved.json());
    expect(await estimateOf(roofId)).not.toEqual(estimateBefore);
  });

  it("show a catalogue change in every roof's NBS clauses on the next read", async () => {
    const clauses = await clausesOf(roofId);
    expect(await clausesOf(otherRoofId)).toBeDefined();
    const clause = clauses.headers.flatMap((header) => header.requiredClauses)[0];
    if (!clause) throw new Error("the completed roof has no NBS clause");
    const text = `${clause.text} (revised)`;
    await t.ctx.db.update(nbsClauses).set({ text }).where(eq(nbsClauses.id, clause.id));
    for (const id of [roofId, otherRoofId]) {
      const printed = (await clausesOf(id)).headers.flatMap((header) => header.requiredClauses);
      expect(printed.find((row) => row.id === clause.id)?.text).toContain("(revised)");
    }
  });
});

describe("the kept roof and its project's access", () => {
  async function statusOf(id: number, token = setUp.owner.authToken) {
    const response = await t.request({ method: "GET", url: `/api/v1/roof-fixing/roof/${id}`, token });
    return response.statusCode;
  }

  it("refuse a roof deleted straight in its table, and every roof of a project given to someone else", async () => {
    const plot = await createPlot(t, setUp.project);
    const doomed = (await createRoof(t, plot)).id;
    const kept = (await createRoof(t, plot)).id;
    expect(await statusOf(doomed)).toBe(200);
    expect(await statusOf(kept)).toBe(200);
    expect(await statusOf(kept, setUp.stranger.authToken)).toBe(404);

    await t.ctx.db.update(roofs).set({ deletedAt: new Date() }).where(eq(roofs.id, doomed));
    expect(await statusOf(doomed)).toBe(404);
    expect(await statusOf(kept)).toBe(200);

    await t.ctx.db
      .update(projects)
      .set({ accountUserId: setUp.stranger.user.id })
      .where(eq(projects.id, setUp.project.id));
    try {
      expect(await statusOf(kept)).toBe(404);
      expect(await statusOf(kept, setUp.stranger.authToken)).toBe(200);
    } finally {
      await t.ctx.db
        .update(projects)
        .set({ accountUserId: setUp.owner.user.id })
        .where(eq(projects.id, setUp.project.id));
    }
    expect(await statusOf(kept)).toBe(200);
  });
});

/** Only PostgreSQL can be shared by two processes; PGlite lives inside one. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the kept roof reads across processes on PostgreSQL", () => {
  it("show a save made through another app instance on this one's next read", async () => {
    const before = await fixingOf(roofId);
    expect(await fixingOf(roofId)).toEqual(before);
    const second = await startSecondInstance(t);
    try {
      const saved = await second.app.inject({
        method: "PUT",
        url: "/api/v1/roof-fixing",
        headers: { authorization: `Bearer ${setUp.owner.authToken}` },
        payload: {
          roofId,
          version: before.version,
          ...DUOPITCH_FIXING,
          pitch: 37,
          underlayId: setUp.products.underlay.id,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await fixingOf(roofId)).pitch).toBe(37);
    } finally {
      await second.close();
    }
  });
});
