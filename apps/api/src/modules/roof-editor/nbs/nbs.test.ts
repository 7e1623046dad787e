import {
  NBS_SELECTION,
  ROOF_NBS_MESSAGES,
  type RoofNbsClause,
  type RoofNbsClauses,
  VERSION_MESSAGES,
} from "@portal/contracts";
import { roofNbsClausesWithoutTile } from "@portal/contracts/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/build-app.js";
import {
  completeRoof as completeRoofWith,
  type RoofEditorSetUp,
  setUpRoofEditor,
} from "../../../../test/complete-roof.js";
import { createPlot, createRoof } from "../../../../test/factories.js";
import { nbsClauses } from "../../../db/schema/index.js";
import { cloneRoof } from "../../cloning/clone-tables.js";

let t: TestApp;
let editor: RoofEditorSetUp;

beforeAll(async () => {
  t = await buildTestApp();
  editor = await setUpRoofEditor(t);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = editor.owner.authToken) => t.request({ method: "GET", url: `/api/v1${url}`, token });
const put = (url: string, payload: Record<string, unknown>, token = editor.owner.authToken) =>
  t.request({ method: "PUT", url: `/api/v1${url}`, token, payload });
const post = (url: string, payload: Record<string, unknown>, token = editor.owner.authToken) =>
  t.request({ method: "POST", url: `/api/v1${url}`, token, payload });

async function newRoof() {
  return createRoof(t, await createPlot(t, editor.project));
}

/** A roof filled in as a user would: fixing data, tile and colour, then a ridge system. */
async function completeRoof(roofId: number) {
  await completeRoofWith(t, editor.owner.authToken, roofId, editor.products);
  const ridge = (await get(`/roof-system/options/${roofId}`))
    .json()
    .find((option: { edge: string; name: string }) => option.edge === "duoRidge");
  expect(ridge).toBeDefined();
  const systems = await put("/roof-system", { roofId, version: 1, duoRidgeSystemId: ridge.id });
  expect(systems.statusCode, systems.body).toBe(200);
  return { ridge: ridge as { id: number; name: string } };
}

const clausesOf = (body: RoofNbsClauses) =>
  body.headers.flatMap((header) => [...header.requiredClauses, ...header.optionalClauses]);

describe("roof NBS clauses", () => {
  it("answers an empty list, saying the earlier sections are incomplete, while the roof has no tile", async () => {
    const roof = await newRoof();
    const response = await get(`/nbs-clauses/roof/${roof.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(roofNbsClausesWithoutTile(roof.id));
    expect((await get(`/nbs-clauses/manual/${roof.id}`)).json()).toEqual([]);
    expect((await get(`/nbs-clauses/user/roof/${roof.id}`)).json()).toEqual({
      roofId: roof.id,
      nbsClauseIds: [],
      version: 1,
    });
  });

  it("fills a completed roof's clauses from its tile, colour, underlay and chosen ridge system", async () => {
    const roof = await newRoof();
    const { ridge } = await completeRoof(roof.id);
    const response = await get(`/nbs-clauses/roof/${roof.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body: RoofNbsClauses = response.json();
    expect(body).toMatchObject({ earlierSectionsIncomplete: false, workSection: "H65" });
    expect(body.headers.map((header) => header.number)).toEqual(["H65"]);

    const clauses = clausesOf(body);
    const typesOfTiling = clauses.find((clause) => clause.number === 110);
    expect(typesOfTiling?.text).toContain(editor.products.tile.name);
    expect(typesOfTiling?.text).toContain(`colour ${editor.products.tile.colour}`);
    expect(typesOfTiling?.text).toContain("Pitch: 35°");
    expect(typesOfTiling?.text).toContain(`Underlay: ${editor.products.underlay.name}`);
    expect(typesOfTiling?.text).toContain("rafters at 600 mm centres");
    // The roof is not counterbattened, and the clause says so.
    expect(typesOfTiling?.text).toContain("Counterbattens: None.");
    expect(typesOfTiling?.missingPlaceholders).toEqual([]);

    const ridgeClause = clauses.find((clause) => clause.text.includes(ridge.name));
    expect(ridgeClause, `no clause names ${ridge.name}`).toBeDefined();
    expect(ridgeClause?.selection).toBe("required");

    // Every value the roof has is filled: the required clauses have no placeholder left.
    for (const clause of body.headers.flatMap((header) => header.requiredClauses)) {
      expect(clause.missingPlaceholders, `${clause.number}: ${clause.text}`).toEqual([]);
      expect(clause.text).not.toMatch(/\{[a-zA-Z.]+\}/);
    }
    expect(body.nbsRequiredClauses).toEqual(
      body.headers.flatMap((header) => header.requiredClauses.map((clause) => clause.id)),
    );
    expect(body.nbsOptionalClauses.length).toBeGreaterThan(0);
    expect(body.nbsSelectedOptionalClauses).toEqual([]);

    // The recalculation answers the same from the stored data.
    const recalculated = await post(`/nbs-clauses/calculate-clauses/roof/${roof.id}`, {});
    expect(recalculated.statusCode, recalculated.body).toBe(200);
    expect(recalculated.json()).toEqual(body);
  });

  it("keeps the user's choice of an optional clause", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const manual: RoofNbsClause[] = (await get(`/nbs-clauses/manual/${roof.id}`)).json();
    expect(manual.length).toBeGreaterThan(0);
    expect(manual.every((clause) => clause.selection === "optional" && !clause.isSelected)).toBe(true);
    const chosen = manual[0] as RoofNbsClause;

    const saved = await put("/roof-nbs-details", { roofId: roof.id, nbsClauseIds: [chosen.id], version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ roofId: roof.id, nbsClauseIds: [chosen.id], version: 2 });

    expect((await get(`/nbs-clauses/user/roof/${roof.id}`)).json()).toEqual(saved.json());
    const clauses: RoofNbsClauses = (await get(`/nbs-clauses/roof/${roof.id}`)).json();
    expect(clauses.nbsSelectedOptionalClauses).toEqual([chosen.id]);
    expect(clauses.version).toBe(2);
    expect(clausesOf(clauses).find((clause) => clause.id === chosen.id)?.isSelected).toBe(true);
    expect(
      ((await get(`/nbs-clauses/manual/${roof.id}`)).json() as RoofNbsClause[]).find((c) => c.id === chosen.id),
    ).toMatchObject({ isSelected: true });

    // Staff may choose on a customer's roof too.
    const byStaff = await put("/roof-nbs-details", { roofId: roof.id, nbsClauseIds: [], version: 2 }, editor.staff);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json().nbsClauseIds).toEqual([]);
  });

  it("refuses a required, unknown or inapplicable clause id with the field's message, and changes nothing", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const clauses: RoofNbsClauses = (await get(`/nbs-clauses/roof/${roof.id}`)).json();
    const required = clauses.nbsRequiredClauses[0] as number;
    const refusedRequired = await put("/roof-nbs-details", { roofId: roof.id, nbsClauseIds: [required], version: 1 });
    expect(refusedRequired.statusCode).toBe(400);
    expect(refusedRequired.json().modelState).toEqual({
      NbsClauseIds: [ROOF_NBS_MESSAGES.notOptionalClause(required)],
    });

    const unknown = 2_000_000_000;
    const refusedUnknown = await put("/roof-nbs-details", { roofId: roof.id, nbsClauseIds: [unknown], version: 1 });
    expect(refusedUnknown.statusCode).toBe(400);
    expect(refusedUnknown.json().modelState).toEqual({ NbsClauseIds: [ROOF_NBS_MESSAGES.notOptionalClause(unknown)] });

    // An optional clause of another work section (H60) does not apply to this H65 roof.
    const [otherSection] = await t.ctx.db
      .select({ id: nbsClauses.id })
      .from(nbsClauses)
      .where(eq(nbsClauses.selection, NBS_SELECTION.optional));
    const h65Optional = new Set(clauses.nbsOptionalClauses);
    if (otherSection && !h65Optional.has(otherSection.id)) {
      const refused = await put("/roof-nbs-details", {
        roofId: roof.id,
        nbsClauseIds: [otherSection.id],
        version: 1,
      });
      expect(refused.statusCode).toBe(400);
    }

    const badIds = await put("/roof-nbs-details", { roofId: roof.id, nbsClauseIds: [0, "x"], version: 1 });
    expect(badIds.statusCode).toBe(400);
    expect((await get(`/nbs-clauses/user/roof/${roof.id}`)).json()).toMatchObject({ nbsClauseIds: [], version: 1 });
  });

  it("refuses a save made from a stale version (409)", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const [optional] = ((await get(`/nbs-clauses/roof/${roof.id}`)).json() as RoofNbsClauses).nbsOptionalClauses;
    expect((await put("/roof-nbs-details", { roofId: roof.id, nbsClauseIds: [optional], version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await put("/roof-nbs-details", { roofId: roof.id, nbsClauseIds: [], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(VERSION_MESSAGES.changedElsewhere("roof"));
    expect((await get(`/nbs-clauses/user/roof/${roof.id}`)).json()).toMatchObject({
      nbsClauseIds: [optional],
      version: 2,
    });
  });

  it("lets go of ticked clauses that no longer apply when asked to prune", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const [optional] = ((await get(`/nbs-clauses/roof/${roof.id}`)).json() as RoofNbsClauses).nbsOptionalClauses;
    await put("/roof-nbs-details", { roofId: roof.id, nbsClauseIds: [optional], version: 1 });
    // Still applies: kept, version unchanged.
    const kept = await post(`/nbs-clauses/calculate-clauses/roof/${roof.id}`, { pruneSelection: true });
    expect(kept.json()).toMatchObject({ nbsSelectedOptionalClauses: [optional], version: 2 });
  });

  it("answers 404 for another user's roof and for a roof that does not exist, 401 without a token", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    for (const url of [
      `/nbs-clauses/roof/${roof.id}`,
      `/nbs-clauses/manual/${roof.id}`,
      `/nbs-clauses/user/roof/${roof.id}`,
    ]) {
      expect((await get(url, editor.stranger.authToken)).statusCode, url).toBe(404);
      expect((await t.request({ method: "GET", url: `/api/v1${url}` })).statusCode, url).toBe(401);
      expect((await get(url, editor.staff)).statusCode, url).toBe(200);
    }
    expect(
      (await post(`/nbs-clauses/calculate-clauses/roof/${roof.id}`, {}, editor.stranger.authToken)).statusCode,
    ).toBe(404);
    expect(
      (await put("/roof-nbs-details", { roofId: roof.id, nbsClauseIds: [], version: 1 }, editor.stranger.authToken))
        .statusCode,
    ).toBe(404);
    expect((await get("/nbs-clauses/roof/2000000000")).statusCode).toBe(404);
    const noToken = await t.request({
      method: "PUT",
      url: "/api/v1/roof-nbs-details",
      payload: { roofId: roof.id, nbsClauseIds: [], version: 1 },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it("copies the selection with the roof", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const [optional] = ((await get(`/nbs-clauses/roof/${roof.id}`)).json() as RoofNbsClauses).nbsOptionalClauses;
    await put("/roof-nbs-details", { roofId: roof.id, nbsClauseIds: [optional], version: 1 });
    const copyId = await t.ctx.db.transaction((tx) =>
      cloneRoof({ tx, userId: editor.owner.user.id, now: t.clock.now() }, roof.id, {
        plotId: roof.plotId,
        name: "Copy",
      }),
    );
    expect((await get(`/nbs-clauses/user/roof/${copyId}`)).json()).toEqual({
      roofId: copyId,
      nbsClauseIds: [optional],
      version: 1,
    });
    const copied: RoofNbsClauses = (await get(`/nbs-clauses/roof/${copyId}`)).json();
    const source: RoofNbsClauses = (await get(`/nbs-clauses/roof/${roof.id}`)).json();
    expect({ ...copied, roofId: roof.id, version: source.version }).toEqual(source);
  });
});
