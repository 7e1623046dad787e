import { REGISTERED_CALCULATIONS } from "@portal/engine";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/build-app.js";
import { apiCaller } from "../../../modules/catalogue/shared/testing.js";
import { calculationFormulas } from "../../schema/index.js";
import { CATALOGUE } from "./index.js";
import { seedCatalogue } from "./seed.js";

/**
 * The calculation formulas an administrator picks from are seeded from the catalogue's data file, but the
 * estimate engine is what computes them: the two lists must name the same formulas by the same ids.
 */
const byId = (list: ReadonlyArray<{ formulaId: number; formulaName: string }>) =>
  [...list]
    .map(({ formulaId, formulaName }) => ({ formulaId, formulaName }))
    .sort((first, second) => first.formulaId - second.formulaId);

const engineFormulas = byId(REGISTERED_CALCULATIONS);
const engineIds = new Set(engineFormulas.map((formula) => formula.formulaId));

let t: TestApp;
const call = apiCaller(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("calculation formula registry", () => {
  it("has a formula in the engine for every id", () => {
    expect(engineFormulas.length).toBeGreaterThan(0);
    expect(engineIds.size).toBe(engineFormulas.length);
  });

  it("seeds exactly the engine's formulas, ids and names", () => {
    expect(byId(CATALOGUE.formulas)).toEqual(engineFormulas);
  });

  it("serves the engine's formulas from a freshly seeded database", async () => {
    const { authToken } = await t.loginAsAdmin();
    const response = await call("GET", "/productroofsystems/registeredcalculations", authToken);
    expect(response.statusCode).toBe(200);
    expect(byId(response.json())).toEqual(engineFormulas);
  });

  it("brings an existing database's formula names back in line with the engine on the next start", async () => {
    const [first] = engineFormulas;
    if (!first) throw new Error("The engine registers no formulas");
    await t.ctx.db
      .update(calculationFormulas)
      .set({ formulaName: "A name from an older release" })
      .where(eq(calculationFormulas.formulaId, first.formulaId));
    await seedCatalogue(t.ctx.db);
    expect(byId(await t.ctx.db.select().from(calculationFormulas))).toEqual(engineFormulas);
  });

  it("names only formulas the engine implements in the seeded components", () => {
    const unknown = [
      ...CATALOGUE.roofSystems.flatMap((system) =>
        system.components
          .filter((component) => !engineIds.has(component.formulaId))
          .map((component) => `${system.name}: formula ${component.formulaId}`),
      ),
      ...CATALOGUE.tiles.flatMap((tile) =>
        tile.solarEdges
          .filter((edge) => !engineIds.has(edge.formulaId))
          .map((edge) => `${tile.code} solar edge: formula ${edge.formulaId}`),
      ),
    ];
    expect(unknown).toEqual([]);
  });
});
