import { ROLES } from "@portal/contracts";
import { and, eq, isNotNull } from "drizzle-orm";
import { expect } from "vitest";
import { colours, productComponents, tileColours, tiles } from "../src/db/schema/index.js";
import { appForTestFile, notBuiltYet } from "./app-session.js";
import type { TestApp } from "./build-app.js";
import { COMPLETED_ROOF_FIXING } from "./completed-roof-over-http.js";
import { createProject, signInAs } from "./factories.js";

/** A duopitch roof's fixing data, the same as the lifecycle tests' and the benchmarks' completed roof. */
export const DUOPITCH_FIXING = COMPLETED_ROOF_FIXING;

/**
 * The seeded catalogue's single-lap interlocking tile (CT-FLAT-420, work section H65) with a colour valid here,
 * and an underlay: what a completed roof is filled with.
 */
export async function findRoofProducts(testApp: TestApp) {
  const { db } = testApp.ctx;
  const [tile] = await db.select().from(tiles).where(eq(tiles.code, "CT-FLAT-420"));
  const [colour] = await db
    .select({ colourId: tileColours.colourId, description: colours.description })
    .from(tileColours)
    .innerJoin(colours, eq(colours.id, tileColours.colourId))
    .where(and(eq(tileColours.tileId, tile?.id ?? 0), eq(tileColours.isValidHere, true)));
  if (!tile || !colour) throw new Error("the seeded catalogue has no CT-FLAT-420 tile with a colour");
  const [underlay] = await db.select().from(productComponents).where(isNotNull(productComponents.underlayPerArea));
  if (!underlay) throw new Error("the seeded catalogue has no underlay");
  return {
    tile: { id: tile.id, code: tile.code, name: tile.name, colourId: colour.colourId, colour: colour.description },
    underlay: { id: underlay.id, name: underlay.name },
  };
}

export type RoofProducts = Awaited<ReturnType<typeof findRoofProducts>>;

/**
 * Fills a new roof as a user would, through the API: duopitch fixing data with the underlay, then the tile and
 * its colour. Each save must succeed; the saved sections are returned. `fixingChanges` stand in for those fields
 * of the fixing data (another roof type, no underlay).
 */
export async function completeRoof(
  testApp: TestApp,
  token: string,
  roofId: number,
  products: RoofProducts,
  fixingChanges: Record<string, unknown> = {},
) {
  const put = (url: string, payload: Record<string, unknown>) =>
    testApp.request({ method: "PUT", url: `/api/v1${url}`, token, payload });
  const fixing = await put("/roof-fixing", {
    roofId,
    version: 1,
    ...DUOPITCH_FIXING,
    underlayId: products.underlay.id,
    ...fixingChanges,
  });
  expect(fixing.statusCode, fixing.body).toBe(200);
  const tileDetails = await put("/roof-tile-details", {
    roofId,
    version: 1,
    tileId: products.tile.id,
    colourId: products.tile.colourId,
  });
  expect(tileDetails.statusCode, tileDetails.body).toBe(200);
  return { fixing: fixing.json(), tileDetails: tileDetails.json() };
}

/**
 * Who the roof editor's tests act as and on: an owner with a project sited in Coventry, a user who is not its
 * owner, a TAS user (whose token is `staff`), and the products a completed roof is filled with.
 */
export async function setUpRoofEditor(testApp: TestApp) {
  const owner = await signInAs(testApp, ROLES.user);
  const stranger = await signInAs(testApp, ROLES.user);
  const staff = (await signInAs(testApp, ROLES.tasUser)).authToken;
  const project = await createProject(testApp, owner.user, { postCode: "CV1 1AA", lat: 52.4068, long: -1.5197 });
  return { owner, stranger, staff, project, products: await findRoofProducts(testApp) };
}

export type RoofEditorSetUp = Awaited<ReturnType<typeof setUpRoofEditor>>;

/**
 * A test file's app with the roof editor's set-up (`setUpRoofEditor`) on it, built before the file's tests and
 * closed after them; `editor.app` and the set-up's fields are set once the file's first `beforeAll` has run.
 */
export function roofEditorTestApp() {
  // The set-up's fields are absent until `prepare` assigns them, before any test reads them.
  const editor = { app: notBuiltYet } as { app: TestApp } & RoofEditorSetUp;
  return appForTestFile(editor, async (session) => {
    Object.assign(session, await setUpRoofEditor(session.app));
  });
}
