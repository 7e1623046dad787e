import {
  NBS_SELECTION,
  PDF_TYPES,
  ROLES,
  ROOF_NBS_MESSAGES,
  type RoofNbsClause,
  type RoofNbsClauses,
  VERSION_MESSAGES,
} from "@portal/contracts";
import { roofNbsClausesWithoutTile } from "@portal/contracts/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  completeRoof as completeRoofWith,
  DUOPITCH_FIXING,
  roofEditorTestApp,
} from "../../../../test/complete-roof.js";
import { createPlot, createRoof, signInAs } from "../../../../test/factories.js";
import { nbsClauses, productComponents, roofEdgeSystems } from "../../../db/schema/index.js";
import { cloneRoof } from "../../cloning/clone-tables.js";
import { nbsDocumentContent, needsOfPrintedClauses } from "../../nbs-clauses/nbs-document.js";

const editor = roofEditorTestApp();

const get = (url: string, token = editor.owner.authToken) =>
  editor.app.request({ method: "GET", url: `/api/v1${url}`, token });
const put = (url: string, payload: Record<string, unknown>, token = editor.owner.authToken) =>
  editor.app.request({ method: "PUT", url: `/api/v1${url}`, token, payload });
const post = (url: string, payload: Record<string, unknown>, token = editor.owner.authToken) =>
  editor.app.request({ method: "POST", url: `/api/v1${url}`, token, payload });

async function newRoof() {
  return createRoof(editor.app, await createPlot(editor.app, editor.project));
}

/** Saves the roof's systems per edge (PUT /roof-system's system fields), which must succeed. */
async function saveSystems(roofId: number, version: number, systems: Record<string, number>) {
  const saved = await put("/roof-system", { roofId, version, ...systems });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A roof filled in as a user would: fixing data, tile and colour, then a ridge system. */
async function completeRoof(roofId: number) {
  await completeRoofWith(editor.app, editor.owner.authToken, roofId, editor.products);
  const ridge = (await get(`/roof-system/options/${roofId}`))
    .json()
    .find((option: { edge: string; name: string }) => option.edge === "duoRidge");
  expect(ridge).toBeDefined();
  await saveSystems(roofId, 1, { duoRidgeSystemId: ridge.id });
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
    const [otherSection] = await editor.app.ctx.db
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
      expect((await editor.app.request({ method: "GET", url: `/api/v1${url}` })).statusCode, url).toBe(401);
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
    const noToken = await editor.app.request({
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
    const copyId = await editor.app.ctx.db.transaction((tx) =>
      cloneRoof({ tx, userId: editor.owner.user.id, now: editor.app.clock.now() }, roof.id, {
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

/** The seeded catalogue's systems a roof may choose for an edge, by name. */
async function systemNamed(roofId: number, edge: string, name: string): Promise<number> {
  const options: Array<{ id: number; edge: string; name: string }> = (
    await get(`/roof-system/options/${roofId}`)
  ).json();
  const found = options.find((option) => option.edge === edge && option.name === name);
  if (found === undefined) throw new Error(`no ${edge} system "${name}" for the roof`);
  return found.id;
}

/** A roof filled in as completeRoof does, with other fixing data (a hipped roof, a vertical one). */
async function roofWithFixing(fixing: Record<string, unknown>) {
  const roof = await newRoof();
  await completeRoofWith(editor.app, editor.owner.authToken, roof.id, editor.products, fixing);
  return roof;
}

const byNumber = (body: RoofNbsClauses) => new Map(clausesOf(body).map((clause) => [clause.number, clause.text]));

describe("roof NBS clauses a specifier signs off", () => {
  it("specifies a dry ridge and a dry hip by the dry clauses only, never a mortar bedded or mono ridge", async () => {
    const roof = await roofWithFixing({ roofTypeId: 3 });
    await saveSystems(roof.id, 1, {
      duoRidgeSystemId: await systemNamed(roof.id, "duoRidge", "Dry ridge, ventilated"),
      hipSystemId: await systemNamed(roof.id, "hip", "Dry hip, ventilated"),
    });
    const clauses = byNumber((await get(`/nbs-clauses/roof/${roof.id}`)).json());
    // Seeded H65 texts (db/seed/catalogue/nbs.ts) filled with the chosen systems' names.
    expect(clauses.get(700)).toBe(
      "Dry ventilated ridge with air gap, ridge battens and terminals: Dry ridge, ventilated.",
    );
    expect(clauses.get(520)).toBe(
      "Dry hip system to BS 8612: Dry hip, ventilated. Underlay laps at least 150 mm over the hip.",
    );
    for (const mortarOrOtherWay of [515, 690, 710, 290]) expect(clauses.has(mortarOrOtherWay)).toBe(false);
  });

  it("specifies no edge the roof does not have, whatever the stored systems row names", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    // A hipped roof's hip system, stored before saves cleared the systems of edges a roof lacks: the roof is a
    // duopitch, whose hip length is zero.
    const hipped = await roofWithFixing({ roofTypeId: 3 });
    const hipSystemId = await systemNamed(hipped.id, "hip", "Dry hip, ventilated");
    await editor.app.ctx.db.update(roofEdgeSystems).set({ hipSystemId }).where(eq(roofEdgeSystems.roofId, roof.id));

    const clauses = byNumber((await get(`/nbs-clauses/roof/${roof.id}`)).json());
    expect(clauses.has(700)).toBe(true);
    for (const hipClause of [515, 520]) expect(clauses.has(hipClause)).toBe(false);
    expect([...clauses.values()].some((text) => text.includes("Dry hip"))).toBe(false);
  });

  it("names the left and the right verge's systems in the verge clause", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    await saveSystems(roof.id, 2, {
      lhVergeSystemId: await systemNamed(roof.id, "leftVerge", "Dry verge, left hand"),
      rhVergeSystemId: await systemNamed(roof.id, "rightVerge", "Dry verge, right hand"),
    });
    const body: RoofNbsClauses = (await get(`/nbs-clauses/roof/${roof.id}`)).json();
    expect(byNumber(body).get(320)).toBe(
      "Dry verge system to BS 8612: Dry verge, left hand (left verge); Dry verge, right hand (right verge). Fix every unit mechanically.",
    );
    // Each verge's own unit is its product (seeded DV-L and DV-R), with the edge it is on.
    const verge = clausesOf(body).find((clause) => clause.number === 320);
    expect(verge?.productLines[0]).toBe("Product reference: DV-L (left verge), DV-R (right verge)");
    // The NBS document prints the same clause, its product lines on a line under it.
    const document = await nbsDocumentContent(editor.app.ctx, roof.id);
    const printed = document?.headers.flatMap((header) => header.clauses).find((c) => c.code === "H65/320");
    expect(printed?.text).toBe(`${byNumber(body).get(320)}\n${verge?.productLines.join("; ")}`);
  });

  it("describes a vertical roof's tiling by the vertical clause, and a pitched roof's by the pitched one", async () => {
    const vertical = await roofWithFixing({
      roofTypeId: 4,
      isVerticalRoof: true,
      pitch: 90,
      buildingHeightToRidge: 3,
      verticalTimberSupportsId: 1,
    });
    const verticalClauses = byNumber((await get(`/nbs-clauses/roof/${vertical.id}`)).json());
    expect(verticalClauses.get(120)).toMatch(/^Substrate: vertical timber supports at 600 mm centres\./);
    expect(verticalClauses.has(110)).toBe(false);
    const printed = (await nbsDocumentContent(editor.app.ctx, vertical.id))?.headers.flatMap(
      (header) => header.clauses,
    );
    expect(printed?.find((clause) => clause.code === "H65/120")?.subHeading).toBe(
      "Single lap tiling to vertical surfaces",
    );
    expect(printed?.some((clause) => clause.code === "H65/110")).toBe(false);

    const pitched = await newRoof();
    await completeRoof(pitched.id);
    const pitchedClauses = byNumber((await get(`/nbs-clauses/roof/${pitched.id}`)).json());
    expect(pitchedClauses.has(110)).toBe(true);
    expect(pitchedClauses.has(120)).toBe(false);
  });
});

describe("product lines a specifier expects", () => {
  it("gives the tile and underlay clauses the catalogue's reference, colour and finish, and fixing", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const body: RoofNbsClauses = (await get(`/nbs-clauses/roof/${roof.id}`)).json();
    const clause = (number: number) => clausesOf(body).find((candidate) => candidate.number === number);
    // The seeded tile CT-FLAT-420 in Smooth Grey (finish Smooth), fixed with its first listed nail (NL-AL-70) and
    // clip (CL-IT); the seeded tile names no manufacturer, so no Manufacturer line.
    expect(editor.products.tile.colour).toBe("Smooth Grey");
    expect(clause(110)?.productLines).toEqual([
      "Product reference: CT-FLAT-420",
      "Colour/finish: Smooth Grey (Smooth)",
      "Fixing: Aluminium tile nail 70 × 3.35 mm (NL-AL-70); Tile clip for interlocking tiles (CL-IT)",
    ]);
    // The underlay: only its reference; the catalogue gives no colour or fixing for it.
    const [underlay] = await editor.app.ctx.db
      .select({ code: productComponents.code })
      .from(productComponents)
      .where(eq(productComponents.id, editor.products.underlay.id));
    expect(clause(240)?.productLines).toEqual([`Product reference: ${underlay?.code}`]);
    // A clause about the work names no product.
    expect(clause(210)?.productLines).toEqual([]);
    for (const lines of clausesOf(body).map((c) => c.productLines)) {
      for (const line of lines) expect(line).not.toMatch(/:\s*$/);
    }

    const printed = (await nbsDocumentContent(editor.app.ctx, roof.id))?.headers.flatMap((header) => header.clauses);
    expect(printed?.find((c) => c.code === "H65/110")?.text).toBe(
      `${clause(110)?.text}\nProduct reference: CT-FLAT-420; Colour/finish: Smooth Grey (Smooth); Fixing: Aluminium tile nail 70 × 3.35 mm (NL-AL-70); Tile clip for interlocking tiles (CL-IT)`,
    );
    expect(printed?.find((c) => c.code === "H65/210")?.text).toBe(clause(210)?.text);
  });

  it("starts a product's lines with the manufacturer the catalogue names for it", async () => {
    const administrator = (await signInAs(editor.app, ROLES.administrator)).authToken;
    /** Sets a catalogue row's manufacturer as product management does: the row read, then saved with it. */
    const setManufacturer = async (url: string, manufacturer: string | null) => {
      const row = (await get(url, administrator)).json();
      const saved = await put(url, { ...row, manufacturer }, administrator);
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const tileUrl = `/tiles/${editor.products.tile.id}`;
    const underlayUrl = `/product-components/${editor.products.underlay.id}`;
    await setManufacturer(tileUrl, "Example Roof Tiles Ltd");
    await setManufacturer(underlayUrl, "Example Membranes Ltd");
    try {
      const roof = await newRoof();
      await completeRoof(roof.id);
      const body: RoofNbsClauses = (await get(`/nbs-clauses/roof/${roof.id}`)).json();
      const clause = (number: number) => clausesOf(body).find((candidate) => candidate.number === number);
      expect(clause(110)?.productLines).toEqual([
        "Manufacturer: Example Roof Tiles Ltd",
        "Product reference: CT-FLAT-420",
        "Colour/finish: Smooth Grey (Smooth)",
        "Fixing: Aluminium tile nail 70 × 3.35 mm (NL-AL-70); Tile clip for interlocking tiles (CL-IT)",
      ]);
      expect(clause(240)?.productLines[0]).toBe("Manufacturer: Example Membranes Ltd");
      const printed = (await nbsDocumentContent(editor.app.ctx, roof.id))?.headers.flatMap((header) => header.clauses);
      expect(printed?.find((c) => c.code === "H65/110")?.text).toBe(
        `${clause(110)?.text}\nManufacturer: Example Roof Tiles Ltd; Product reference: CT-FLAT-420; Colour/finish: Smooth Grey (Smooth); Fixing: Aluminium tile nail 70 × 3.35 mm (NL-AL-70); Tile clip for interlocking tiles (CL-IT)`,
      );
    } finally {
      // The other tests read the seeded products as the seed gives them: without a manufacturer.
      await setManufacturer(tileUrl, null);
      await setManufacturer(underlayUrl, null);
    }
  });
});

describe("nothing unfinished is printed", () => {
  const NEEDS_UNDERLAY = ROOF_NBS_MESSAGES.documentNeeds(["the underlay"]);

  /** A completed roof, but with no underlay chosen in its fixing data. */
  async function roofWithoutUnderlay(plot?: { id: number }) {
    const roof = await createRoof(editor.app, plot ?? (await createPlot(editor.app, editor.project)));
    await completeRoofWith(editor.app, editor.owner.authToken, roof.id, editor.products, { underlayId: null });
    return roof;
  }
  const availability = async (level: string, id: number) =>
    (await get(`/${level}s/document-availability/${id}`)).json() as {
      nbsAvailable: boolean;
      fixingSpecAvailable: boolean;
    };

  it("keeps a roof's NBS document back, naming the underlay, until one is chosen", async () => {
    const roof = await roofWithoutUnderlay();
    const before = await availability("roof", roof.id);
    // The roof is calculated (its Fixing Spec can be had); only the NBS document waits.
    expect(before).toMatchObject({ fixingSpecAvailable: true, nbsAvailable: false });
    const clauses: RoofNbsClauses = (await get(`/nbs-clauses/roof/${roof.id}`)).json();
    expect(clauses.documentNeeds).toEqual(["the underlay"]);

    const refused = await post("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.nbsClause });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(NEEDS_UNDERLAY);

    const chosen = await put("/roof-fixing", {
      roofId: roof.id,
      version: 2,
      ...DUOPITCH_FIXING,
      underlayId: editor.products.underlay.id,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await availability("roof", roof.id)).nbsAvailable).toBe(true);
    const after: RoofNbsClauses = (await get(`/nbs-clauses/roof/${roof.id}`)).json();
    expect(after.documentNeeds).toEqual([]);
  });

  it("keeps a plot's NBS document back while one of its roofs lacks a choice, naming the roof", async () => {
    const plot = await createPlot(editor.app, editor.project);
    const complete = await createRoof(editor.app, plot, { name: "Main roof" });
    await completeRoof(complete.id);
    expect((await availability("plot", plot.id)).nbsAvailable).toBe(true);

    const lacking = await roofWithoutUnderlay(plot);
    expect((await availability("plot", plot.id)).nbsAvailable).toBe(false);
    const refused = await post("/project-pdfs/plots", { plotId: plot.id, pdfType: PDF_TYPES.nbsClause });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(
      ROOF_NBS_MESSAGES.documentNeedsOfRoofs([{ roofName: lacking.name, needs: ["the underlay"] }]),
    );
    // The other documents are not held back by it.
    expect((await availability("plot", plot.id)).fixingSpecAvailable).toBe(true);
  });

  it("names a value nobody gave words to by its placeholder and the clause it is in", async () => {
    const roof = await newRoof();
    await completeRoof(roof.id);
    const document = await nbsDocumentContent(editor.app.ctx, roof.id);
    if (document === null) throw new Error("the roof has a tile");
    const [first] = document.headers;
    if (first === undefined) throw new Error("the roof has clauses");
    expect(needsOfPrintedClauses(document)).toEqual([]);
    // A clause text added on the project's page with a placeholder of its own, and one of the catalogue's.
    first.clauses.push({ code: "H65/995", subHeading: null, text: "Seal with {sealant}; leave a spare {tileName}." });
    expect(needsOfPrintedClauses(document)).toEqual(["a value for {sealant} in H65/995", "the tile"]);
  });
});
