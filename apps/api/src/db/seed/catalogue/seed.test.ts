import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/build-app.js";
import {
  colours,
  finishes,
  nbsClauses,
  nbsHeaders,
  productComponentColours,
  productComponents,
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

  it("gives a database seeded before them the dry ridges' batten and straps, and drops the seeded eaves tiles", async () => {
    const db = t.ctx.db;
    const productIdOf = async (code: string) =>
      (await db.select().from(productComponents).where(eq(productComponents.code, code)))[0]?.id ?? 0;
    const [batten, strap, eavesTile] = await Promise.all(["BT-5025", "RG-BS", "EV-PT"].map(productIdOf));
    const ridges = await db.select().from(roofSystems).where(eq(roofSystems.name, "Dry ridge, ventilated"));
    const eaves = await db.select().from(roofSystems).where(eq(roofSystems.name, "Ventilated eaves with eaves course"));
    const [renamed] = ridges;
    if (!renamed || eaves.length === 0) throw new Error("the seed has no dry ridge or plain-tile eaves system");
    // The database as the first release left it: dry ridges without batten and straps, eaves tiles in the eaves.
    await db.delete(roofSystemComponents).where(
      and(
        inArray(
          roofSystemComponents.roofSystemId,
          ridges.map((row) => row.id),
        ),
        inArray(roofSystemComponents.productId, [batten ?? 0, strap ?? 0]),
      ),
    );
    await db.insert(roofSystemComponents).values(
      eaves.map((row) => ({
        roofSystemId: row.id,
        productId: eavesTile ?? 0,
        number: 1,
        per: 1,
        unit: "Off",
        formulaId: 5,
      })),
    );
    // An administrator renamed this one: it stays as they left it.
    await db.update(roofSystems).set({ name: "Our dry ridge" }).where(eq(roofSystems.id, renamed.id));
    await db.delete(seedMarkers).where(eq(seedMarkers.name, "catalogue-3-ridge-battens-and-eaves-courses"));

    await seedCatalogue(db);

    const componentsOf = async (systemId: number) =>
      (await db.select().from(roofSystemComponents).where(eq(roofSystemComponents.roofSystemId, systemId))).map(
        (row) => ({ productId: row.productId, formulaId: row.formulaId, per: row.per, unit: row.unit }),
      );
    for (const ridge of ridges.slice(1)) {
      const components = await componentsOf(ridge.id);
      expect(components).toContainEqual({ productId: batten, formulaId: 1, per: 1, unit: "m" });
      expect(components).toContainEqual({ productId: strap, formulaId: 9, per: 0.6, unit: "Off" });
    }
    expect((await componentsOf(renamed.id)).some((row) => row.productId === batten)).toBe(false);
    for (const system of eaves) {
      expect((await componentsOf(system.id)).some((row) => row.productId === eavesTile)).toBe(false);
    }
  });

  it("gives a database seeded before it the vertical tiling clause of each work section, beside an edited one", async () => {
    const db = t.ctx.db;
    const headers = await db.select().from(nbsHeaders);
    const h60 = headers.find((header) => header.number === "H60");
    const h65 = headers.find((header) => header.number === "H65");
    if (!h60 || !h65) throw new Error("the seed has no H60 or H65");
    // The database as the first release left it: no clause 120; an administrator has since written their own H65/120.
    await db.delete(nbsClauses).where(eq(nbsClauses.sortOrder, 120));
    const [h65Own] = await db
      .insert(nbsClauses)
      .values({
        nbsHeaderId: h65.id,
        clauseSection: 1,
        text: "Our own clause.",
        sortOrder: 120,
        ruleDescription: "Ours.",
        relatedProductType: 1,
        selection: 1,
        subGroup: 2,
      })
      .returning();
    await db.delete(seedMarkers).where(eq(seedMarkers.name, "catalogue-4-vertical-tiling-clauses"));

    await seedCatalogue(db);

    const clause120 = await db.select().from(nbsClauses).where(eq(nbsClauses.sortOrder, 120));
    expect(clause120).toHaveLength(headers.length);
    expect(clause120.find((clause) => clause.nbsHeaderId === h60.id)).toMatchObject({
      subHeading: "Plain tiling to vertical surfaces",
      locationOfInput: 3,
      subGroup: 14,
      selection: 1,
    });
    expect(clause120.find((clause) => clause.nbsHeaderId === h65.id)).toEqual(h65Own);
  });
});
