import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/build-app.js";
import {
  colours,
  finishes,
  productComponentColours,
  roofSystemComponents,
  roofSystems,
  tiles,
} from "../../schema/index.js";
import { CATALOGUE } from "./index.js";
import { seedCatalogue } from "./seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const total = async (table: typeof tiles | typeof roofSystems | typeof roofSystemComponents | typeof colours) =>
  (await t.ctx.db.select({ n: count() }).from(table))[0]?.n;

describe("catalogue seed", () => {
  it("loads the whole catalogue at first start", async () => {
    expect(await total(tiles)).toBe(CATALOGUE.tiles.length);
    expect(await total(roofSystems)).toBe(CATALOGUE.roofSystems.length);
    expect(await total(roofSystemComponents)).toBe(
      CATALOGUE.roofSystems.reduce((sum, system) => sum + system.components.length, 0),
    );
  });

  it("never overwrites or brings back what an administrator changed", async () => {
    const db = t.ctx.db;
    await db.update(finishes).set({ name: "Smooth (edited)" }).where(eq(finishes.name, "Smooth"));
    const [colour] = await db.select().from(colours).where(eq(colours.suffix, "XRD"));
    if (colour) {
      await db.delete(productComponentColours).where(eq(productComponentColours.colourId, colour.id));
      await db.delete(colours).where(eq(colours.id, colour.id));
    }
    const before = await total(colours);

    await seedCatalogue(db);

    expect((await db.select().from(finishes).where(eq(finishes.name, "Smooth (edited)"))).length).toBe(1);
    expect((await db.select().from(finishes).where(eq(finishes.name, "Smooth"))).length).toBe(0);
    expect(await total(colours)).toBe(before);
    expect(await total(tiles)).toBe(CATALOGUE.tiles.length);
  });
});
