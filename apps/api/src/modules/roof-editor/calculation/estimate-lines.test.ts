/**
 * The bill of quantities a merchant orders from: every line under the system that counted it (its edge and system,
 * even where two systems share a component), with the wastage the calculation added; and lines stored before lines
 * carried either, brought under their system by the upgrade that added them.
 */

import { readFile } from "node:fs/promises";
import type { EstimateItem } from "@portal/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completeRoof, roofEditorTestApp } from "../../../../test/complete-roof.js";
import { createPlot, createRoof } from "../../../../test/factories.js";
import { productComponents, roofCalculations, roofEstimateItems } from "../../../db/schema/index.js";

const LINE_SYSTEMS_MIGRATION = new URL("../../../db/migrations/0025_estimate-line-systems.sql", import.meta.url);
const PACKS_MIGRATION = new URL("../../../db/migrations/0026_estimate-item-packs.sql", import.meta.url);

/** An upgrade's data step, run again on this test's data (the test database was migrated empty). */
async function runDataStepOf(migration: URL) {
  const statements = (await readFile(migration, "utf8")).split("--> statement-breakpoint");
  const backfill = statements.at(-1);
  if (backfill === undefined) throw new Error("the migration has no statements");
  await editor.app.ctx.db.execute(sql.raw(backfill));
}

const editor = roofEditorTestApp();

const get = (url: string) => editor.app.request({ method: "GET", url: `/api/v1${url}`, token: editor.owner.authToken });
const put = (url: string, payload: Record<string, unknown>) =>
  editor.app.request({ method: "PUT", url: `/api/v1${url}`, token: editor.owner.authToken, payload });

type SystemOption = { id: number; name: string; edge: string };

/**
 * A completed duopitch roof (8 m span, 10 m long, interlocking tile) with dry verges on both sides and a dry ridge:
 * the left- and right-hand verge systems share the eaves starter DV-ST and the ridge end cap DV-RE.
 */
async function roofWithDryVergesAndRidge() {
  const roof = await createRoof(editor.app, await createPlot(editor.app, editor.project));
  await completeRoof(editor.app, editor.owner.authToken, roof.id, editor.products);
  const options = (await get(`/roof-system/options/${roof.id}`)).json() as SystemOption[];
  const option = (edge: string, name: string) => {
    const found = options.find((candidate) => candidate.edge === edge && candidate.name === name);
    if (!found) throw new Error(`the seeded tile has no ${name}`);
    return found;
  };
  const systems = {
    left: option("leftVerge", "Dry verge, left hand"),
    right: option("rightVerge", "Dry verge, right hand"),
    ridge: option("duoRidge", "Dry ridge, ventilated"),
  };
  const saved = await put("/roof-system", {
    roofId: roof.id,
    version: 1,
    lhVergeSystemId: systems.left.id,
    rhVergeSystemId: systems.right.id,
    duoRidgeSystemId: systems.ridge.id,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { roof, systems };
}

const itemsOf = async (roofId: number) =>
  (await get(`/roof-estimate-data/roof/${roofId}`)).json().items as EstimateItem[];
/** Lines of a component, whatever colour suffix its code took. */
const linesOf = (items: readonly EstimateItem[], code: string) =>
  items.filter((item) => item.code === code || item.code.startsWith(`${code}-`));

describe("estimate lines", () => {
  it("keep a component two systems share as a line under each system, with its edge and system", async () => {
    const { roof, systems } = await roofWithDryVergesAndRidge();
    const items = await itemsOf(roof.id);
    const [starter] = await editor.app.ctx.db
      .select()
      .from(productComponents)
      .where(eq(productComponents.code, "DV-ST"));
    // Two verges on each side, one starter at the eaves end of each.
    expect(
      linesOf(items, "DV-ST").map(({ edge, systemId, groupName, componentId, quantity }) => ({
        edge,
        systemId,
        groupName,
        componentId,
        quantity,
      })),
    ).toEqual([
      {
        edge: "leftVerge",
        systemId: systems.left.id,
        groupName: systems.left.name,
        componentId: starter?.id,
        quantity: 2,
      },
      {
        edge: "rightVerge",
        systemId: systems.right.id,
        groupName: systems.right.name,
        componentId: starter?.id,
        quantity: 2,
      },
    ]);
    // Four verge tops, four end caps (2 left + 2 right); the ridge does not cap its two gable ends again.
    expect(linesOf(items, "DV-RE").map((item) => [item.edge, item.quantity])).toEqual([
      ["leftVerge", 2],
      ["rightVerge", 2],
    ]);
    expect(linesOf(items, "RG-EC")).toEqual([]);
    // The ridge screws are the ridge's; the dry ridge's batten and straps are ordered with it.
    for (const code of ["RG-SF", "BT-5025", "RG-BS"]) {
      expect(
        linesOf(items, code).filter((item) => item.edge === "duoRidge"),
        code,
      ).toHaveLength(1);
    }
    expect(linesOf(items, "RG-SF").every((item) => item.systemId === systems.ridge.id)).toBe(true);
  });

  it("carry the wastage the calculation added, and the covering's own lines no system", async () => {
    const { roof } = await roofWithDryVergesAndRidge();
    const items = await itemsOf(roof.id);
    const diagnostics = await editor.app.request({
      method: "GET",
      url: `/api/v1/roofs/estimate-diagnostic-data/${roof.id}`,
      token: editor.staff,
    });
    const lines = JSON.parse(diagnostics.json().data).estimate.lines as Array<{ code: string; wastagePercent: number }>;
    expect(items.map((item) => [item.code, item.wastagePercent])).toEqual(
      lines.map((line) => [line.code, line.wastagePercent]),
    );
    const tile = items[0];
    expect(tile).toMatchObject({ edge: null, systemId: null, groupName: "Roof covering" });
    expect(tile?.wastagePercent).toBeGreaterThan(0);
  });
});

describe("packs to order", () => {
  it("are stored with each line and follow a staff change of its quantity", async () => {
    const { roof } = await roofWithDryVergesAndRidge();
    const items = await itemsOf(roof.id);
    // The tile nails come in boxes of 250 on the seeded catalogue and are counted in packs already.
    const nails = items.find((item) => item.packQuantity !== null && item.unit === "Packs");
    if (!nails) throw new Error("the roof orders a component in packs");
    expect(nails.packs).toBe(nails.quantity);
    // A line counted in units: 7 units at 2 a pack is 4 packs (3 packs hold only 6).
    const [unitLine] = await editor.app.ctx.db
      .update(roofEstimateItems)
      .set({ unit: "Off", packQuantity: 2 })
      .where(eq(roofEstimateItems.id, nails.id))
      .returning();
    expect(unitLine?.unit).toBe("Off");
    const edited = await editor.app.request({
      method: "PUT",
      url: `/api/v1/roof-estimate-data/estimate-items/${nails.id}`,
      token: editor.staff,
      payload: { quantity: 7 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ quantity: 7, packs: 4, isEdited: true });
    expect((await itemsOf(roof.id)).find((item) => item.id === nails.id)).toMatchObject({ quantity: 7, packs: 4 });
  });

  it("are given to lines stored before packs were kept by the upgrade that added them", async () => {
    const { roof } = await roofWithDryVergesAndRidge();
    const current = await itemsOf(roof.id);
    expect(current.some((item) => item.packs !== null)).toBe(true);
    await editor.app.ctx.db.update(roofEstimateItems).set({ packs: null }).where(eq(roofEstimateItems.roofId, roof.id));
    await runDataStepOf(PACKS_MIGRATION);
    expect(await itemsOf(roof.id)).toEqual(current);
  });
});

describe("lines stored before they named their system and wastage", () => {
  const upgrade = () => runDataStepOf(LINE_SYSTEMS_MIGRATION);

  it("are read as they were, then put under the system that counted them by the upgrade", async () => {
    const { roof, systems } = await roofWithDryVergesAndRidge();
    const current = await itemsOf(roof.id);
    // As an earlier release stored them: no edge, system or wastage, every shared component under the system the
    // code lookup found last (the right verge), and result lines that do not say which system counted them.
    await editor.app.ctx.db
      .update(roofEstimateItems)
      .set({ edge: null, roofSystemId: null, wastagePercent: null })
      .where(eq(roofEstimateItems.roofId, roof.id));
    await editor.app.ctx.db
      .update(roofEstimateItems)
      .set({ groupName: systems.right.name })
      .where(sql`${roofEstimateItems.roofId} = ${roof.id} and ${roofEstimateItems.code} like 'DV-%'`);
    await editor.app.ctx.db
      .update(roofCalculations)
      .set({
        result: sql`jsonb_set(${roofCalculations.result}, '{estimate,lines}', (
          select jsonb_agg(line - 'system' - 'isManual' order by position)
          from jsonb_array_elements(${roofCalculations.result} #> '{estimate,lines}') with ordinality as lines(line, position)
        ))`,
      })
      .where(eq(roofCalculations.roofId, roof.id));

    const before = await itemsOf(roof.id);
    expect(before.every((item) => item.edge === null && item.systemId === null && item.wastagePercent === null)).toBe(
      true,
    );
    expect(linesOf(before, "DV-ST").map((item) => item.groupName)).toEqual([systems.right.name, systems.right.name]);

    await upgrade();

    expect(await itemsOf(roof.id)).toEqual(current);
  });
});
