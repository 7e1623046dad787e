import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, startSecondInstance, type TestApp } from "../../../../test/build-app.js";
import { completeRoof, type RoofEditorSetUp, setUpRoofEditor } from "../../../../test/complete-roof.js";
import { createPlot, createRoof } from "../../../../test/factories.js";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import { tiles } from "../../../db/schema/index.js";

let t: TestApp;
let setUp: RoofEditorSetUp;
let roofId: number;

beforeAll(async () => {
  t = await buildTestApp();
  setUp = await setUpRoofEditor(t);
  const plot = await createPlot(t, setUp.project);
  roofId = (await createRoof(t, plot)).id;
  await completeRoof(t, setUp.owner.authToken, roofId, setUp.products);
});
afterAll(async () => {
  await t.close();
});

type TileDetails = { minHeadlap: number | null; headlapRange: { min: number; max: number } | null };

async function tileDetails(app: Pick<TestApp, "request"> = t): Promise<TileDetails> {
  const response = await app.request({
    method: "GET",
    url: `/api/v1/roof-tile-details/roof/${roofId}`,
    token: setUp.owner.authToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TileDetails>();
}

/** The tile's largest headlap, changed where nothing but the table's own trigger can tell the kept catalogue. */
async function setMaximumHeadlap(db: DatabaseOrTransaction, maximumMm: number) {
  await db.update(tiles).set({ maximumHeadlap: maximumMm }).where(eq(tiles.id, setUp.products.tile.id));
}

describe("the catalogue kept for roofs", () => {
  it("forgets a tile changed straight in its table: the next read shows the change", async () => {
    const before = await tileDetails();
    expect(before.headlapRange).not.toBeNull();
    // Read twice so the second answer is the kept one.
    expect(await tileDetails()).toEqual(before);
    const maximumMm = (before.headlapRange?.max ?? 0) - 1;
    await setMaximumHeadlap(t.ctx.db, maximumMm);
    expect((await tileDetails()).headlapRange?.max).toBe(maximumMm);
  });
});

/** Only PostgreSQL can be shared by two processes; PGlite lives inside one. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the kept catalogue across processes on PostgreSQL", () => {
  it("shows a change another app instance made on the first read after it", async () => {
    const before = await tileDetails();
    expect(await tileDetails()).toEqual(before);
    const second = await startSecondInstance(t);
    try {
      const maximumMm = (before.headlapRange?.max ?? 0) - 2;
      await setMaximumHeadlap(second.ctx.db, maximumMm);
      expect((await tileDetails()).headlapRange?.max).toBe(maximumMm);
    } finally {
      await second.close();
    }
  });
});
