import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/build-app.js";
import {
  colours,
  finishes,
  productComponentColours,
  roofSystemComponents,
  roofSystems,
  seedMarkers,
  solarComponents,
  solarSystemMembers,
  solarSystems,
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

  it("gives a database seeded before them the landscape corner flashings, in every seeded panel's system", async () => {
    const db = t.ctx.db;
    const landscapeCorners = ["CF-L-TL", "CF-L-TR", "CF-L-BL", "CF-L-BR"];
    // The database as the first release left it: no landscape corners, the portrait ones without "(portrait)".
    const added = await db.select().from(solarComponents).where(inArray(solarComponents.code, landscapeCorners));
    await db.delete(solarSystemMembers).where(
      inArray(
        solarSystemMembers.solarComponentId,
        added.map((row) => row.id),
      ),
    );
    await db.delete(solarComponents).where(inArray(solarComponents.code, landscapeCorners));
    for (const [code, name] of [
      ["CF-TL", "Corner flashing, top left"],
      ["CF-TR", "Corner flashing, top right"],
      ["CF-BL", "Corner flashing, bottom left"],
    ] as const) {
      await db.update(solarComponents).set({ name }).where(eq(solarComponents.code, code));
    }
    // An administrator renamed this one: it keeps its name.
    await db.update(solarComponents).set({ name: "Corner kit BR" }).where(eq(solarComponents.code, "CF-BR"));
    await db.delete(seedMarkers).where(eq(seedMarkers.name, "catalogue-2-solar-corners-per-orientation"));

    await seedCatalogue(db);

    const corners = await db
      .select({ id: solarComponents.id, code: solarComponents.code, name: solarComponents.name })
      .from(solarComponents)
      .where(eq(solarComponents.type, 2));
    const nameOf = new Map(corners.map((row) => [row.code, row.name]));
    expect(nameOf.get("CF-TL")).toBe("Corner flashing, top left (portrait)");
    expect(nameOf.get("CF-BR")).toBe("Corner kit BR");
    expect(nameOf.get("CF-L-TR")).toBe("Corner flashing, top right (landscape)");
    const landscapeIds = corners.filter((row) => landscapeCorners.includes(row.code)).map((row) => row.id);
    expect(landscapeIds).toHaveLength(4);
    const systems = await db.select().from(solarSystems);
    const members = await db
      .select()
      .from(solarSystemMembers)
      .where(inArray(solarSystemMembers.solarComponentId, landscapeIds));
    expect(members).toHaveLength(4 * CATALOGUE.solarSystems.length);
    expect(new Set(members.map((member) => member.solarSystemId)).size).toBe(systems.length);

    // Once done, an administrator's deletion stands at the next start.
    await db.delete(solarSystemMembers).where(eq(solarSystemMembers.solarComponentId, landscapeIds[0] ?? 0));
    await db.delete(solarComponents).where(eq(solarComponents.id, landscapeIds[0] ?? 0));
    await seedCatalogue(db);
    expect(
      await db
        .select()
        .from(solarComponents)
        .where(eq(solarComponents.id, landscapeIds[0] ?? 0)),
    ).toEqual([]);
  });
});
