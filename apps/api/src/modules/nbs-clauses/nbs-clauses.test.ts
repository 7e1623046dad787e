import { NBS_CLAUSES_MESSAGES, type NbsClausesPayload, type NbsOverrideHeader, ROLES } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { completeRoof, DUOPITCH_FIXING, roofEditorTestApp } from "../../../test/complete-roof.js";
import { createPlot, createProject, createRoof, signInAs } from "../../../test/factories.js";
import { projectNbsOverrides } from "../../db/schema/index.js";
import { cloneProjectRecord } from "../cloning/clone-tables.js";
import { nbsDocumentContent } from "./nbs-document.js";

const editor = roofEditorTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await signInAs(editor.app, ROLES.administrator)).authToken;
});

const get = (url: string, token = editor.owner.authToken) =>
  editor.app.request({ method: "GET", url: `/api/v1${url}`, token });
const post = (url: string, payload: unknown, token = editor.staff) =>
  editor.app.request({ method: "POST", url: `/api/v1${url}`, token, payload: payload as Record<string, unknown> });

/** A project of the editor's owner in Coventry (where the site's wind is known) with one empty plot. */
async function coventryPlot() {
  const project = await createProject(editor.app, editor.owner.user, {
    postCode: "CV1 1AA",
    lat: 52.4068,
    long: -1.5197,
  });
  return { project, plot: await createPlot(editor.app, project) };
}

/** A project of the editor's owner with one completed roof (tile chosen) and one roof without a tile. */
async function projectWithRoof() {
  const { project, plot } = await coventryPlot();
  const roof = await createRoof(editor.app, plot);
  await completeRoof(editor.app, editor.owner.authToken, roof.id, editor.products);
  await createRoof(editor.app, plot);
  return { project, roof, tileId: editor.products.tile.id };
}

const query = (projectId: number, tileId: number) => `projectId=${projectId}&tileId=${tileId}`;

async function readList(projectId: number, tileId: number, list: "required" | "optional"): Promise<NbsClausesPayload> {
  const response = await get(`/nbs-clauses/${list}-clauses?${query(projectId, tileId)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A query refused with 400, its model state naming `field` with `message` alone. */
async function expectQueryRefused(url: string, field: string, message: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(400);
  expect(response.json().modelState[field]).toEqual([message]);
}

/** Another user's project is hidden from the caller: 404, as if it did not exist. */
async function expectHiddenFromStranger(url: string) {
  const response = await get(url, editor.stranger.authToken);
  expect(response.statusCode).toBe(404);
}

/** The project's overrides as stored. */
const storedOverrides = (projectId: number) =>
  editor.app.ctx.db.select().from(projectNbsOverrides).where(eq(projectNbsOverrides.projectId, projectId));

/** The project's one stored override, to stage in the database a state the page itself cannot make. */
async function storedOverride(projectId: number) {
  const [row] = await storedOverrides(projectId);
  if (row === undefined) throw new Error("no override");
  return row;
}

/** Stores other headers on an override, as a past release or a since-changed catalogue would have left them. */
async function storeHeaders(overrideId: number, headers: (typeof projectNbsOverrides.$inferSelect)["headers"]) {
  await editor.app.ctx.db.update(projectNbsOverrides).set({ headers }).where(eq(projectNbsOverrides.id, overrideId));
}

/** The payload as the page sends it back: the answer's fields, new clauses without an id. */
const asInput = (payload: NbsClausesPayload) => ({
  projectId: payload.projectId,
  tileId: payload.tileId,
  nbsClauseHeaders: payload.nbsClauseHeaders.map((header) => ({
    ...header,
    nbsClauses: header.nbsClauses.map(({ code: _code, ...clause }) => clause),
  })),
});

/** A project as projectWithRoof makes it, and its tile's required list as the page would send it back unchanged. */
async function projectWithRequiredInput() {
  const made = await projectWithRoof();
  return { ...made, required: asInput(await readList(made.project.id, made.tileId, "required")) };
}

describe("selected tiles", () => {
  it("lists the distinct tiles chosen on the project's roofs, by id and name", async () => {
    const { project } = await projectWithRoof();
    const response = await get(`/nbs-clauses/selected-tiles?projectId=${project.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([{ id: editor.products.tile.id, name: editor.products.tile.name }]);
  });

  it("answers 404 for another user's project", async () => {
    const { project } = await projectWithRoof();
    await expectHiddenFromStranger(`/nbs-clauses/selected-tiles?projectId=${project.id}`);
  });
});

describe("a query with a bad id", () => {
  it.each([
    ["/nbs-clauses/selected-tiles?projectId=abc", "ProjectId", NBS_CLAUSES_MESSAGES.projectIdRequired],
    ["/nbs-clauses/optional-clauses?projectId=1&tileId=99999999999", "TileId", NBS_CLAUSES_MESSAGES.tileIdRequired],
  ])("%s answers 400 with model state on %s", async (url, field, message) => {
    await expectQueryRefused(url, field, message);
  });
});

describe("required and optional clauses", () => {
  it("works out the tile's lists from the project's roofs, each catalogue clause with its code", async () => {
    const { project, tileId } = await projectWithRoof();
    const required = await readList(project.id, tileId, "required");
    expect(required.nbsClauseHeaders.map((header) => header.number)).toEqual(["H65"]);
    const [header] = required.nbsClauseHeaders as [NbsOverrideHeader];
    expect(header.isSelected).toBe(true);
    expect(header.nbsClauses.length).toBeGreaterThan(0);
    header.nbsClauses.forEach((clause, index) => {
      expect(clause).toMatchObject({ sortOrder: index + 1, isManuallyAdded: false, isSelected: true });
      expect(clause.id).toBe(clause.originalClauseId);
      expect(clause.code).toMatch(/^H65\/\d+$/);
    });
    const typesOfTiling = header.nbsClauses.find((clause) => clause.code === "H65/110");
    expect(typesOfTiling?.text).toContain(editor.products.tile.name);

    const optional = await readList(project.id, tileId, "optional");
    const optionalClauses = optional.nbsClauseHeaders.flatMap((h) => h.nbsClauses);
    expect(optionalClauses.length).toBeGreaterThan(0);
    expect(optionalClauses.every((clause) => !clause.isSelected)).toBe(true);
  });

  it("refuses a tile no roof of the project has chosen (400), and another user's project (404)", async () => {
    const { project, tileId } = await projectWithRoof();
    await expectQueryRefused(
      `/nbs-clauses/required-clauses?${query(project.id, tileId + 100_000)}`,
      "TileId",
      NBS_CLAUSES_MESSAGES.tileNotOnProject,
    );
    await expectHiddenFromStranger(`/nbs-clauses/optional-clauses?${query(project.id, tileId)}`);
  });
});

describe("saving overrides", () => {
  it("is for admin and TAS users only: the project's owner is refused with 403", async () => {
    const { required } = await projectWithRequiredInput();
    const response = await post("/nbs-clauses/override-required-clauses", required, editor.owner.authToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(NBS_CLAUSES_MESSAGES.editNotAllowed);
  });

  it("answers 404 for a project that does not exist", async () => {
    const { required } = await projectWithRequiredInput();
    const response = await post("/nbs-clauses/override-required-clauses", {
      ...required,
      projectId: 2_000_000_000,
    });
    expect(response.statusCode).toBe(404);
  });

  it("saves edited text, a new order, an unticked clause and an added clause, and answers them on the next read", async () => {
    const { project, tileId, required } = await projectWithRequiredInput();
    const header = required.nbsClauseHeaders[0];
    if (header === undefined) throw new Error("no header");
    const [first, second, third] = header.nbsClauses;
    if (!first || !second || !third) throw new Error("too few clauses");
    const edited = {
      ...required,
      nbsClauseHeaders: [
        {
          ...header,
          text: "Roof tiling (edited)",
          nbsClauses: [
            { ...second, sortOrder: 1 },
            { ...first, sortOrder: 2, text: "Edited first clause." },
            { ...third, sortOrder: 3, isSelected: false },
            {
              id: -1,
              text: "Site-specific requirement.",
              isSelected: true,
              sortOrder: 4,
              isManuallyAdded: true,
              originalClauseId: null,
            },
            ...header.nbsClauses.slice(3).map((clause, index) => ({ ...clause, sortOrder: 5 + index })),
          ],
        },
      ],
    };
    const response = await post("/nbs-clauses/override-required-clauses", edited);
    expect(response.statusCode, response.body).toBe(200);
    const saved: NbsClausesPayload = response.json();
    const savedHeader = saved.nbsClauseHeaders[0] as NbsOverrideHeader;
    expect(savedHeader.text).toBe("Roof tiling (edited)");
    expect(savedHeader.nbsClauses.slice(0, 4).map((clause) => clause.originalClauseId)).toEqual([
      second.originalClauseId,
      first.originalClauseId,
      third.originalClauseId,
      null,
    ]);
    expect(savedHeader.nbsClauses[1]?.text).toBe("Edited first clause.");
    expect(savedHeader.nbsClauses[2]?.isSelected).toBe(false);
    const added = savedHeader.nbsClauses[3];
    expect(added).toMatchObject({ isManuallyAdded: true, text: "Site-specific requirement." });
    expect(added?.id).toBeGreaterThan(0);
    // Numbered after the clause above it, below the next catalogue clause.
    const numberOf = (code: string | null | undefined) => Number(code?.split("/")[1]);
    expect(numberOf(added?.code)).toBeGreaterThan(numberOf(savedHeader.nbsClauses[2]?.code));
    expect(numberOf(added?.code)).toBeLessThan(numberOf(savedHeader.nbsClauses[4]?.code));
    expect(await readList(project.id, tileId, "required")).toEqual(saved);
    // The optional list is a list of its own: untouched.
    expect((await readList(project.id, tileId, "optional")).nbsClauseHeaders[0]?.text).toBe(header.text);

    // The added clause keeps its id on the next save, and it alone may be removed.
    const again = asInput(saved);
    const resaved = await post("/nbs-clauses/override-required-clauses", again, admin);
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(resaved.json().nbsClauseHeaders[0].nbsClauses[3].id).toBe(added?.id);
    const withoutAdded = {
      ...again,
      nbsClauseHeaders: again.nbsClauseHeaders.map((h) => ({
        ...h,
        nbsClauses: h.nbsClauses.filter((clause) => !clause.isManuallyAdded),
      })),
    };
    const removed = await post("/nbs-clauses/override-required-clauses", withoutAdded);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      removed.json().nbsClauseHeaders[0].nbsClauses.some((c: { isManuallyAdded: boolean }) => c.isManuallyAdded),
    ).toBe(false);
  });

  it("refuses to remove a catalogue clause, and ids outside the tile's work section or list, with model state", async () => {
    const { project, tileId, required } = await projectWithRequiredInput();
    const optional = asInput(await readList(project.id, tileId, "optional"));
    const header = required.nbsClauseHeaders[0];
    const optionalClause = optional.nbsClauseHeaders[0]?.nbsClauses[0];
    if (header === undefined || optionalClause === undefined) throw new Error("no clauses");
    const [removedClause, ...rest] = header.nbsClauses;

    const missing = await post("/nbs-clauses/override-required-clauses", {
      ...required,
      nbsClauseHeaders: [{ ...header, nbsClauses: rest }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().modelState.NbsClauseHeaders).toEqual([
      NBS_CLAUSES_MESSAGES.catalogueClauseMissing(removedClause?.originalClauseId as number),
    ]);

    const wrongList = await post("/nbs-clauses/override-required-clauses", {
      ...required,
      nbsClauseHeaders: [{ ...header, nbsClauses: [...header.nbsClauses, { ...optionalClause, sortOrder: 999 }] }],
    });
    expect(wrongList.statusCode).toBe(400);
    expect(wrongList.json().modelState.NbsClauseHeaders).toEqual([
      NBS_CLAUSES_MESSAGES.clauseNotInList(optionalClause.originalClauseId as number),
    ]);

    const wrongHeader = await post("/nbs-clauses/override-required-clauses", {
      ...required,
      nbsClauseHeaders: [{ ...header, originalClauseHeaderId: 2_000_000_000 }],
    });
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().modelState.NbsClauseHeaders).toContain(
      NBS_CLAUSES_MESSAGES.headerNotInWorkSection(2_000_000_000),
    );

    const unknownAdded = await post("/nbs-clauses/override-optional-clauses", {
      ...optional,
      nbsClauseHeaders: optional.nbsClauseHeaders.map((h) => ({
        ...h,
        nbsClauses: [
          ...h.nbsClauses,
          { id: 77, text: "x", isSelected: true, sortOrder: 99, isManuallyAdded: true, originalClauseId: null },
        ],
      })),
    });
    expect(unknownAdded.statusCode).toBe(400);
    expect(unknownAdded.json().modelState.NbsClauseHeaders).toEqual([NBS_CLAUSES_MESSAGES.unknownManualClause(77)]);
  });

  it("answers 400 with per-field messages for a malformed payload, never 500", async () => {
    const response = await post("/nbs-clauses/override-optional-clauses", {
      projectId: 1,
      tileId: 1,
      nbsClauseHeaders: [
        {
          number: "H65",
          text: "",
          isSelected: true,
          originalClauseHeaderId: 1,
          nbsClauses: [
            { text: "x".repeat(5000), isSelected: true, sortOrder: 1.5, isManuallyAdded: false, originalClauseId: 3 },
            { text: "Added", isSelected: true, sortOrder: 2, isManuallyAdded: true, originalClauseId: 3 },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    const messages: string[] = response.json().modelState.NbsClauseHeaders;
    expect(messages).toEqual(
      expect.arrayContaining([
        NBS_CLAUSES_MESSAGES.headerTextRequired,
        NBS_CLAUSES_MESSAGES.clauseTextTooLong,
        NBS_CLAUSES_MESSAGES.sortOrderInvalid,
        NBS_CLAUSES_MESSAGES.manualClauseHasOriginal,
      ]),
    );
    const notAnObject = await post("/nbs-clauses/override-optional-clauses", [1, 2]);
    expect(notAnObject.statusCode).toBe(400);
  });
});

describe("an override after the roofs change", () => {
  it("adds a clause the roofs bring in after the save, after the override's clauses, and leaves out one that no longer applies", async () => {
    const { project, tileId, required } = await projectWithRequiredInput();
    const header = required.nbsClauseHeaders[0];
    if (header === undefined) throw new Error("no header");
    const reversed = [...header.nbsClauses].reverse().map((clause, index) => ({ ...clause, sortOrder: index + 1 }));
    const saved = await post("/nbs-clauses/override-required-clauses", {
      ...required,
      nbsClauseHeaders: [{ ...header, nbsClauses: reversed }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // As if the first clause had not applied at the time of the save, and a clause of the catalogue no roof
    // brings in had been saved.
    const row = await storedOverride(project.id);
    const [storedHeader] = row.headers;
    if (storedHeader === undefined) throw new Error("no stored header");
    const [left, ...kept] = storedHeader.clauses;
    const stale = { ...kept[0], id: 2_000_000_000, originalClauseId: 2_000_000_000 } as (typeof kept)[number];
    await storeHeaders(row.id, [{ ...storedHeader, clauses: [stale, ...kept] }]);
    const read = (await readList(project.id, tileId, "required")).nbsClauseHeaders[0]?.nbsClauses ?? [];
    expect(read.map((clause) => clause.originalClauseId)).toEqual([
      ...kept.map((clause) => clause.originalClauseId),
      left?.originalClauseId,
    ]);
    expect(read.map((clause) => clause.sortOrder)).toEqual(read.map((_, index) => index + 1));
  });
});

describe("the NBS document's clauses", () => {
  it("is null for a roof without a tile", async () => {
    const plot = await createPlot(editor.app, editor.project);
    const roof = await createRoof(editor.app, plot);
    expect(await nbsDocumentContent(editor.app.ctx, roof.id)).toBeNull();
  });

  it("prints the roof's required clauses with their codes, then changes with the project's override", async () => {
    const { project, roof, tileId } = await projectWithRoof();
    const before = await nbsDocumentContent(editor.app.ctx, roof.id);
    expect(before?.workSection).toBe("H65");
    const beforeHeader = before?.headers[0];
    expect(beforeHeader?.number).toBe("H65");
    const required = asInput(await readList(project.id, tileId, "required"));
    const header = required.nbsClauseHeaders[0];
    if (header === undefined || beforeHeader === undefined) throw new Error("no header");
    // Without an override: every required clause, in clause order, with the list's text.
    expect(beforeHeader.clauses.map((clause) => clause.code)).toEqual(
      (await readList(project.id, tileId, "required")).nbsClauseHeaders[0]?.nbsClauses.map((clause) => clause.code),
    );
    const [first, second, third, ...rest] = header.nbsClauses;
    if (!first || !second || !third) throw new Error("too few clauses");
    const saved = await post("/nbs-clauses/override-required-clauses", {
      ...required,
      nbsClauseHeaders: [
        {
          ...header,
          text: "Single lap roof tiling for this site",
          nbsClauses: [
            { ...second, sortOrder: 1 },
            { ...first, sortOrder: 2, text: "Edited text of the first clause." },
            { text: "Added after it.", isSelected: true, sortOrder: 3, isManuallyAdded: true, originalClauseId: null },
            { ...third, sortOrder: 4, isSelected: false },
            ...rest.map((clause, index) => ({ ...clause, sortOrder: 5 + index })),
          ],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await nbsDocumentContent(editor.app.ctx, roof.id);
    const afterHeader = after?.headers[0];
    expect(afterHeader?.text).toBe("Single lap roof tiling for this site");
    const codes = afterHeader?.clauses.map((clause) => clause.code) ?? [];
    const code = (clause: { originalClauseId?: number | null }) =>
      beforeHeader.clauses[header.nbsClauses.findIndex((c) => c.originalClauseId === clause.originalClauseId)]?.code;
    // Reordered, with the added clause numbered after the catalogue clause before it: 115, the next multiple
    // of 5 after 110, free and below the next catalogue clause.
    expect(code(first)).toBe("H65/110");
    expect(codes.slice(0, 3)).toEqual([code(second), code(first), "H65/115"]);
    // Unticked: not printed.
    expect(codes).not.toContain(code(third));
    // The edited text, and under it the product lines of the tile the clause names, which follow the roof's
    // products whatever the text says (seeded CT-FLAT-420 in Smooth Grey, its first nail and clip).
    expect(afterHeader?.clauses[1]?.text).toBe(
      "Edited text of the first clause.\nProduct reference: CT-FLAT-420; Colour/finish: Smooth Grey (Smooth); Fixing: Aluminium tile nail 70 × 3.35 mm (NL-AL-70); Tile clip for interlocking tiles (CL-IT)",
    );
    expect(afterHeader?.clauses[2]).toEqual({ code: "H65/115", subHeading: null, text: "Added after it." });
    // An untouched clause keeps the roof's own filled text.
    expect(afterHeader?.clauses[0]?.text).toBe(beforeHeader.clauses[1]?.text);
  });

  it("prints an optional clause the override ticks", async () => {
    const { project, roof, tileId } = await projectWithRoof();
    const optional = asInput(await readList(project.id, tileId, "optional"));
    const header = optional.nbsClauseHeaders[0];
    const clause = header?.nbsClauses[0];
    if (header === undefined || clause === undefined) throw new Error("no optional clause");
    const before = await nbsDocumentContent(editor.app.ctx, roof.id);
    const printed = (content: typeof before) => content?.headers.flatMap((h) => h.clauses.map((c) => c.text)) ?? [];
    expect(printed(before)).not.toContain(clause.text);
    const saved = await post("/nbs-clauses/override-optional-clauses", {
      ...optional,
      nbsClauseHeaders: [{ ...header, nbsClauses: header.nbsClauses.map((c, i) => ({ ...c, isSelected: i === 0 })) }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(printed(await nbsDocumentContent(editor.app.ctx, roof.id))).toContain(clause.text);
  });
});

describe("a clause edited on the page, on roofs of one tile", () => {
  /** Saves the roof's fixing data again with another pitch; answers the new version. */
  async function setPitch(roofId: number, version: number, pitch: number): Promise<number> {
    const response = await editor.app.request({
      method: "PUT",
      url: "/api/v1/roof-fixing",
      token: editor.owner.authToken,
      payload: { roofId, version, ...DUOPITCH_FIXING, underlayId: editor.products.underlay.id, pitch },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().version;
  }

  /** A project with two roofs of the tile: the main roof at 35° (oldest, so the page shows it) and a wing at 40°. */
  async function projectWithTwoPitches() {
    const { project, plot } = await coventryPlot();
    const main = await createRoof(editor.app, plot);
    const mainFixing = (await completeRoof(editor.app, editor.owner.authToken, main.id, editor.products)).fixing;
    const wing = await createRoof(editor.app, plot);
    const wingFixing = (await completeRoof(editor.app, editor.owner.authToken, wing.id, editor.products)).fixing;
    await setPitch(wing.id, wingFixing.version, 40);
    return { project, main, mainVersion: mainFixing.version as number, wing, tileId: editor.products.tile.id };
  }

  /** The printed types of tiling clause (H65/110) of a roof's NBS document. */
  /** The H65/110 clause's text as the roof's document prints it, without the product lines printed under it. */
  const typesOfTiling = async (roofId: number) =>
    (
      (await nbsDocumentContent(editor.app.ctx, roofId))?.headers
        .flatMap((header) => header.clauses)
        .find((clause) => clause.code === "H65/110")?.text ?? ""
    ).split("\n")[0] ?? "";

  /** The required list as the page sends it, with the H65/110 clause's text made by `edit` from the shown one. */
  async function editTypesOfTiling(projectId: number, tileId: number, edit: (shown: string) => string) {
    const listed = await readList(projectId, tileId, "required");
    const header = listed.nbsClauseHeaders[0];
    if (header === undefined) throw new Error("no header");
    const input = asInput(listed);
    return {
      ...input,
      nbsClauseHeaders: input.nbsClauseHeaders.map((h, headerIndex) => ({
        ...h,
        nbsClauses: h.nbsClauses.map((clause, index) =>
          headerIndex === 0 && header.nbsClauses[index]?.code === "H65/110"
            ? { ...clause, text: edit(clause.text) }
            : clause,
        ),
      })),
    };
  }

  it("prints each roof's own pitch in the edited clause, and follows a later change of a roof", async () => {
    const { project, main, mainVersion, wing, tileId } = await projectWithTwoPitches();
    expect(await typesOfTiling(main.id)).toContain("Pitch: 35°.");
    expect(await typesOfTiling(wing.id)).toContain("Pitch: 40°.");

    const edited = await editTypesOfTiling(project.id, tileId, (shown) => {
      expect(shown).toContain("Pitch: 35°.");
      return `${shown.replace("Pitch: 35°.", "Pitch: 35°, not less than the tile's minimum.")} Laid broken bond.`;
    });
    const saved = await post("/nbs-clauses/override-required-clauses", edited);
    expect(saved.statusCode, saved.body).toBe(200);

    const mainText = await typesOfTiling(main.id);
    const wingText = await typesOfTiling(wing.id);
    expect(mainText).toContain("Pitch: 35°, not less than the tile's minimum.");
    expect(mainText).toMatch(/Laid broken bond\.$/);
    expect(wingText).toContain("Pitch: 40°, not less than the tile's minimum.");
    expect(wingText).toMatch(/Laid broken bond\.$/);
    // Both roofs have rafters at 600 mm centres and the same tile: the rest of the clause is the same.
    expect(wingText.replace("40°", "35°")).toBe(mainText);

    // The main roof is changed afterwards: its document and the page follow.
    await setPitch(main.id, mainVersion, 37.5);
    expect(await typesOfTiling(main.id)).toContain("Pitch: 37.5°, not less than the tile's minimum.");
    expect(await typesOfTiling(wing.id)).toContain("Pitch: 40°, not less than the tile's minimum.");
    const page = await readList(project.id, tileId, "required");
    expect(page.nbsClauseHeaders[0]?.nbsClauses.find((c) => c.code === "H65/110")?.text).toContain(
      "Pitch: 37.5°, not less than the tile's minimum.",
    );
  });

  it("prints a value the user changed as written, on every roof", async () => {
    const { project, main, wing, tileId } = await projectWithTwoPitches();
    const edited = await editTypesOfTiling(project.id, tileId, (shown) => shown.replace("Pitch: 35°.", "Pitch: 30°."));
    const saved = await post("/nbs-clauses/override-required-clauses", edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await typesOfTiling(main.id)).toContain("Pitch: 30°.");
    expect(await typesOfTiling(wing.id)).toContain("Pitch: 30°.");
  });

  it("prints an edit saved before as written, and gives it placeholders on the list's next save", async () => {
    const { project, main, wing, tileId } = await projectWithTwoPitches();
    const edited = await editTypesOfTiling(project.id, tileId, (shown) => `${shown} Laid broken bond.`);
    const saved = await post("/nbs-clauses/override-required-clauses", edited);
    expect(saved.statusCode, saved.body).toBe(200);
    // As an override saved before edits were stored as templates: the main roof's filled text.
    const row = await storedOverride(project.id);
    const legacyText = await typesOfTiling(main.id);
    expect(legacyText).toContain("Pitch: 35°.");
    await storeHeaders(
      row.id,
      row.headers.map((header) => ({
        ...header,
        clauses: header.clauses.map(({ textIsTemplate: _template, ...clause }) =>
          clause.isTextEdited ? { ...clause, text: legacyText } : clause,
        ),
      })),
    );
    expect(await typesOfTiling(wing.id)).toBe(legacyText);

    // Saved again from the page unchanged: each roof prints its own pitch.
    const resaved = await post(
      "/nbs-clauses/override-required-clauses",
      asInput(await readList(project.id, tileId, "required")),
    );
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(await typesOfTiling(main.id)).toBe(legacyText);
    expect(await typesOfTiling(wing.id)).toBe(legacyText.replace("Pitch: 35°.", "Pitch: 40°."));
  });
});

describe("clauses users add, and the order clauses print in", () => {
  const addedClause = (text: string, sortOrder: number) => ({
    text,
    isSelected: true,
    sortOrder,
    isManuallyAdded: true,
    originalClauseId: null,
  });

  it("numbers an added clause after the clause above it, never with a catalogue number, and keeps the number", async () => {
    const { project, roof, tileId } = await projectWithRoof();
    const listed = await readList(project.id, tileId, "required");
    const codes = listed.nbsClauseHeaders[0]?.nbsClauses.map((clause) => clause.code) ?? [];
    expect(codes[0]).toBe("H65/110");
    expect(codes[1]).toBe("H65/210");
    expect(codes.at(-1)).toBe("H65/990");
    const input = asInput(listed);
    const header = input.nbsClauseHeaders[0];
    if (header === undefined) throw new Error("no header");
    const [first, ...rest] = header.nbsClauses;
    if (first === undefined) throw new Error("no clause");
    const saved = await post("/nbs-clauses/override-required-clauses", {
      ...input,
      nbsClauseHeaders: [
        {
          ...header,
          nbsClauses: [
            addedClause("At the top.", 1),
            { ...first, sortOrder: 2 },
            addedClause("Below 110.", 3),
            addedClause("Below that.", 4),
            ...rest.map((clause, index) => ({ ...clause, sortOrder: 5 + index })),
            addedClause("At the end.", 100),
          ],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const addedCodes = (payload: NbsClausesPayload) =>
      payload.nbsClauseHeaders[0]?.nbsClauses.filter((c) => c.isManuallyAdded).map((c) => [c.text, c.code]);
    // 5: the first multiple of 5 at the top; 115 after 110; then 125, as 120 is the catalogue's vertical tiling
    // clause (no roof here brings it in); 995 after 990 Completion.
    const expected = [
      ["At the top.", "H65/5"],
      ["Below 110.", "H65/115"],
      ["Below that.", "H65/125"],
      ["At the end.", "H65/995"],
    ];
    expect(addedCodes(saved.json())).toEqual(expected);
    const printed = (await nbsDocumentContent(editor.app.ctx, roof.id))?.headers[0]?.clauses.map(
      (clause) => clause.code,
    );
    expect(printed?.slice(0, 4)).toEqual(["H65/5", "H65/110", "H65/115", "H65/125"]);
    expect(printed?.slice(-2)).toEqual(["H65/990", "H65/995"]);
    // Numbers only: no "H65/110A" letters.
    expect(printed?.every((code) => /^H65\/\d+$/.test(code))).toBe(true);

    // Saved again: the same numbers. The last one moved to the top: it alone is renumbered, into the gap above 5.
    const again = asInput(saved.json());
    const resaved = await post("/nbs-clauses/override-required-clauses", again, admin);
    expect(addedCodes(resaved.json())).toEqual(expected);
    const clauses = again.nbsClauseHeaders[0]?.nbsClauses ?? [];
    const last = clauses.at(-1);
    if (last === undefined) throw new Error("no clause");
    const moved = await post("/nbs-clauses/override-required-clauses", {
      ...again,
      nbsClauseHeaders: [
        {
          ...again.nbsClauseHeaders[0],
          nbsClauses: [last, ...clauses.slice(0, -1)].map((clause, index) => ({ ...clause, sortOrder: index + 1 })),
        },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(addedCodes(moved.json())).toEqual([
      ["At the end.", "H65/1"],
      ["At the top.", "H65/5"],
      ["Below 110.", "H65/115"],
      ["Below that.", "H65/125"],
    ]);
  });

  it("prints ticked optional clauses in number order among the required ones, not after 990 Completion", async () => {
    const { project, roof, tileId } = await projectWithRoof();
    const optional = asInput(await readList(project.id, tileId, "optional"));
    const ticked = await post("/nbs-clauses/override-optional-clauses", {
      ...optional,
      nbsClauseHeaders: optional.nbsClauseHeaders.map((header) => ({
        ...header,
        nbsClauses: header.nbsClauses.map((clause) => ({ ...clause, isSelected: true })),
      })),
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const optionalCodes = (ticked.json() as NbsClausesPayload).nbsClauseHeaders.flatMap((header) =>
      header.nbsClauses.map((clause) => clause.code),
    );
    // 220 Removing existing tiling and 840 Ventilators are optional (manual) clauses of the seeded catalogue.
    expect(optionalCodes).toEqual(expect.arrayContaining(["H65/220", "H65/840"]));
    const printed =
      (await nbsDocumentContent(editor.app.ctx, roof.id))?.headers[0]?.clauses.map((clause) => clause.code) ?? [];
    const numbers = printed.map((code) => Number(code.split("/")[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(printed.at(-1)).toBe("H65/990");
    expect(printed.indexOf("H65/220")).toBe(printed.indexOf("H65/210") + 1);
    expect(printed).toEqual(expect.arrayContaining(optionalCodes));
  });
});

describe("cloning a project", () => {
  it("copies its NBS overrides", async () => {
    const { project, tileId, required } = await projectWithRequiredInput();
    const saved = await post("/nbs-clauses/override-required-clauses", {
      ...required,
      nbsClauseHeaders: required.nbsClauseHeaders.map((header) => ({ ...header, text: "Copied header" })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const copy = await editor.app.ctx.db.transaction((tx) =>
      cloneProjectRecord({ tx, userId: editor.owner.user.id, now: new Date() }, project.id, {
        name: "Copy",
        fields: {},
      }),
    );
    if (!copy) throw new Error("the project was not copied");
    const copied = await storedOverrides(copy.copyId);
    expect(copied.map((row) => [row.kind, row.tileId, row.headers[0]?.text])).toEqual([
      ["required", tileId, "Copied header"],
    ]);
  });
});
