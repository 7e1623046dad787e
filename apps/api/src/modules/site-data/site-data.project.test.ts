/**
 * A project's site (the roof editor's Site panel): GET and PUT /api/v1/site-data/project/{projectId}, the
 * function the roof calculation calls, and the clone copying what was entered.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type ProjectSiteData, REALTIME_EVENTS, ROLES, SITE_DATA_MESSAGES } from "@portal/contracts";
import { siteInputsNothingEntered } from "@portal/contracts/testing";
import { calculatePeakVelocityPressure } from "@portal/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { createProject, signInAs } from "../../../test/factories.js";
import { connectAs, disconnectAll, listen, nextEvent } from "../../../test/realtime-client.js";
import { BUNDLED_DATA_FOLDER, BUNDLED_FILES } from "../../datasets/bundled-datasets.js";
import { siteWindForProject } from "./site-data.service.js";

let t: TestApp;
let origin: string;
let owner: Awaited<ReturnType<typeof signInAs>>;
let otherUser: Awaited<ReturnType<typeof signInAs>>;
let tas: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  origin = await listen(t);
  owner = await signInAs(t, ROLES.user);
  otherUser = await signInAs(t, ROLES.user);
  tas = await signInAs(t, ROLES.tasUser);
});
afterAll(async () => {
  disconnectAll();
  await t.close();
});

/** The district's altitude as its row in the bundled csv says (read from the file, not from the loader). */
function csvAltitude(outcode: string): number {
  const file = path.join(BUNDLED_DATA_FOLDER, BUNDLED_FILES.indicativeAltitude);
  const row = readFileSync(file, "utf8")
    .split(/\r?\n/)
    .find((line) => line.startsWith(`${outcode},`));
  if (!row) throw new Error(`${outcode} has no row in the altitude csv`);
  return Number(row.split(",")[1]);
}

const url = (projectId: number) => `/api/v1/site-data/project/${projectId}`;
/** `token` null sends no token. */
const get = (projectId: number, token: string | null = owner.authToken) =>
  t.request({ method: "GET", url: url(projectId), ...(token === null ? {} : { token }) });
const put = (projectId: number, payload: unknown, token: string | null = owner.authToken) =>
  t.request({
    method: "PUT",
    url: url(projectId),
    payload: payload as Record<string, unknown>,
    ...(token === null ? {} : { token }),
  });

/** A project of the owner in Buxton (SK17), whose district altitude is far from the old 100 m assumption. */
const buxtonProject = (overrides: Parameters<typeof createProject>[2] = {}) =>
  createProject(t, owner.user, { postCode: "SK17 6AA", lat: null, long: null, ...overrides });

describe("GET /api/v1/site-data/project/{projectId}", () => {
  it("resolves the project's postcode: the district's altitude, indicative and to confirm, nothing entered yet", async () => {
    const project = await buxtonProject();
    const response = await get(project.id);
    expect(response.statusCode).toBe(200);
    const data = response.json() as ProjectSiteData;
    expect(data.projectId).toBe(project.id);
    expect(data.location).toMatchObject({ outcode: "SK17", postcode: "SK17 6AA", source: "postcode-district" });
    expect(data.windInputs.altitude).toMatchObject({
      value: csvAltitude("SK17"),
      unit: "m",
      source: "indicative",
      needsConfirmation: true,
    });
    expect(data.windInputs.vbMap).toMatchObject({ source: "indicative", needsConfirmation: true });
    expect(data.windInputs.terrain).toMatchObject({ value: "country", source: "default", needsConfirmation: true });
    expect(data.windInputs.orography).toMatchObject({ value: false, source: "default" });
    expect(data.isIndicative).toBe(true);
    expect(data.siteInputs).toEqual(siteInputsNothingEntered());
  });

  it("places the site by the project's coordinates when it has them", async () => {
    const project = await buxtonProject({ lat: 53.2587, long: -1.9105 });
    const data = (await get(project.id)).json() as ProjectSiteData;
    expect(data.location).toMatchObject({ source: "coordinates", latitude: 53.2587, longitude: -1.9105 });
  });

  it("answers staff for anybody's project, 404 for another user's, 401 without a token", async () => {
    const project = await buxtonProject();
    expect((await get(project.id, tas.authToken)).statusCode).toBe(200);
    const denied = await get(project.id, otherUser.authToken);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe("Project not found");
    expect((await get(project.id, null)).statusCode).toBe(401);
    expect((await get(2_000_000)).statusCode).toBe(404);
  });

  it("answers 400 naming the postcode when the project has no location", async () => {
    const project = await createProject(t, owner.user, { postCode: null, lat: null, long: null });
    const response = await get(project.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState.Postcode).toEqual([SITE_DATA_MESSAGES.projectLocationRequired]);
  });
});

describe("PUT /api/v1/site-data/project/{projectId}", () => {
  it("stores the owner's values, labels them entered, and moves the version on", async () => {
    const project = await buxtonProject();
    const response = await put(project.id, {
      altitude: 250,
      terrain: "town",
      distanceInsideTown: 2,
      hasSignificantOrography: false,
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json() as ProjectSiteData;
    expect(data.windInputs.altitude).toMatchObject({ value: 250, source: "entered", needsConfirmation: false });
    expect(data.windInputs.terrain).toMatchObject({ value: "town", source: "entered" });
    expect(data.windInputs.distanceInsideTown).toMatchObject({ value: 2, unit: "km", source: "entered" });
    expect(data.windInputs.orography).toMatchObject({ value: false, source: "entered", needsConfirmation: false });
    expect(data.siteInputs).toMatchObject({ altitude: 250, terrain: "town", distanceInsideTown: 2, version: 2 });
    expect(((await get(project.id)).json() as ProjectSiteData).siteInputs.version).toBe(2);
  });

  it("clears a value with null back to the dataset's, and leaves the values not sent as they are", async () => {
    const project = await buxtonProject();
    await put(project.id, { altitude: 250, terrain: "town", version: 1 });
    const response = await put(project.id, { altitude: null, version: 2 });
    expect(response.statusCode).toBe(200);
    const data = response.json() as ProjectSiteData;
    expect(data.windInputs.altitude).toMatchObject({ value: csvAltitude("SK17"), source: "indicative" });
    expect(data.windInputs.terrain).toMatchObject({ value: "town", source: "entered" });
    expect(data.siteInputs).toMatchObject({ altitude: null, terrain: "town", version: 3 });
  });

  it("refuses a save made from an older version with 409, storing nothing", async () => {
    const project = await buxtonProject();
    expect((await put(project.id, { altitude: 120, version: 1 })).statusCode).toBe(200);
    const stale = await put(project.id, { altitude: 300, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain("This site data has been changed by someone else");
    expect(((await get(project.id)).json() as ProjectSiteData).siteInputs).toMatchObject({
      altitude: 120,
      version: 2,
    });
  });

  it("lets staff enter values on anybody's project; another user gets 404 and no token 401", async () => {
    const project = await buxtonProject();
    expect((await put(project.id, { terrain: "town", version: 1 }, otherUser.authToken)).statusCode).toBe(404);
    expect((await put(project.id, { terrain: "town", version: 1 }, null)).statusCode).toBe(401);
    const staff = await put(project.id, { terrain: "town", version: 1 }, tas.authToken);
    expect(staff.statusCode).toBe(200);
    expect((staff.json() as ProjectSiteData).siteInputs).toMatchObject({ terrain: "town", version: 2 });
  });

  it("lets only staff set vb,map on the project, which then wins over the datasets", async () => {
    const project = await buxtonProject();
    const refused = await put(project.id, { vbMapOverride: 24, version: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SITE_DATA_MESSAGES.vbMapOverrideStaffOnly);
    const set = await put(
      project.id,
      { vbMapOverride: 24, vbMapOverrideReason: "read from NA.1", version: 1 },
      tas.authToken,
    );
    expect(set.statusCode).toBe(200);
    expect((set.json() as ProjectSiteData).windInputs.vbMap).toMatchObject({
      value: 24,
      source: "project-override",
      needsConfirmation: false,
    });
    // The owner's form sends the stored value back unchanged with its own edits: accepted.
    const ownerSave = await put(project.id, { vbMapOverride: 24, altitude: 200, version: 2 });
    expect(ownerSave.statusCode).toBe(200);
  });

  it.each([
    ["an altitude out of range", { altitude: 2000 }, "Altitude", SITE_DATA_MESSAGES.altitudeRange],
    ["an altitude given as text", { altitude: "high" }, "Altitude", SITE_DATA_MESSAGES.numberInvalid],
    ["an unknown terrain", { terrain: "forest" }, "Terrain", SITE_DATA_MESSAGES.terrainInvalid],
    [
      "a distance inside town of 0",
      { distanceInsideTown: 0 },
      "DistanceInsideTown",
      SITE_DATA_MESSAGES.distancePositive,
    ],
    ["an orography that is not yes or no", { hasSignificantOrography: "maybe" }, "HasSignificantOrography", undefined],
    ["a vb,map out of range", { vbMapOverride: 60 }, "VbMapOverride", SITE_DATA_MESSAGES.vbMapOverrideRange],
  ])("answers 400 with model state for %s", async (_case, values, field, message) => {
    const project = await buxtonProject();
    const response = await put(project.id, { ...values, version: 1 }, tas.authToken);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { modelState: Record<string, string[]> };
    expect(Object.keys(body.modelState)).toContain(field);
    if (message) expect(body.modelState[field]).toContain(message);
    expect(((await get(project.id)).json() as ProjectSiteData).siteInputs.version).toBe(1);
  });

  it("answers 400 without a version, and for a body that is not an object", async () => {
    const project = await buxtonProject();
    const missing = await put(project.id, { altitude: 20 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().modelState.Version).toEqual(["Version is required"]);
    expect((await put(project.id, [1, 2])).statusCode).toBe(400);
  });
});

describe("siteWindForProject (the roof calculation's site)", () => {
  it("gives the engine input the Site panel shows, with qp at the roof height and the orography flag", async () => {
    const project = await buxtonProject();
    await put(project.id, { terrain: "town", distanceInsideTown: 3, hasSignificantOrography: true, version: 1 });
    const wind = await siteWindForProject(t.ctx, project.id, 8.8);
    expect(wind.siteData.siteInputs.version).toBe(2);
    expect(wind.hasSignificantOrography).toBe(true);
    expect(wind.input).toMatchObject({
      mapWindVelocityMs: wind.siteData.windInputs.vbMap.value,
      isMapVelocityIndicative: true,
      siteAltitudeM: csvAltitude("SK17"),
      terrain: "town",
      distanceInsideTownKm: 3,
      orographyFactor: 1,
    });
    expect(wind.input).not.toHaveProperty("referenceHeightM");
    expect(wind.siteData.windInputs.referenceHeight).toMatchObject({ value: 8.8, source: "entered" });
    const recalculated = calculatePeakVelocityPressure({ ...wind.input, referenceHeightM: 8.8 }).result;
    expect(recalculated.peakVelocityPressurePa).toBe(wind.siteData.peakVelocityPressure.peakVelocityPressurePa);
    // Significant orography without co: flagged, and A must be the base of the feature.
    expect(wind.siteData.windInputs.orographyFactor).toMatchObject({ value: 1, needsConfirmation: true });
    expect(wind.siteData.notes.join(" ")).toContain("upwind base of the hill");
  });

  it("uses an entered altitude over the district's", async () => {
    const project = await buxtonProject();
    await put(project.id, { altitude: 180, version: 1 });
    const wind = await siteWindForProject(t.ctx, project.id);
    expect(wind.input.siteAltitudeM).toBe(180);
    expect(wind.hasSignificantOrography).toBe(false);
    expect(wind.siteData.windInputs.referenceHeight.value).toBe(10);
  });
});

describe("cloning a project", () => {
  it("copies the entered site values to the copy, starting at version 1", async () => {
    const project = await buxtonProject({ name: "Buxton Lodge" });
    const entered = { altitude: 310, terrain: "town", distanceInsideTown: 1.5, hasSignificantOrography: true };
    await put(project.id, { ...entered, version: 1 });
    await put(project.id, { vbMapOverride: 25, vbMapOverrideReason: "checked", version: 2 }, tas.authToken);
    const socket = await connectAs(t, origin, owner.authToken);
    const announced = nextEvent(socket, REALTIME_EVENTS.projectCloned);
    const accepted = await t.request({
      method: "POST",
      url: `/api/v1/projects/${project.id}/clone`,
      token: owner.authToken,
      payload: { name: "Buxton Lodge (Copy)" },
    });
    expect(accepted.statusCode).toBe(202);
    const copyId = (await announced).ProjectId as number;
    expect(copyId).not.toBe(project.id);
    const copy = (await get(copyId)).json() as ProjectSiteData;
    expect(copy.siteInputs).toEqual({
      ...entered,
      vbMapOverride: 25,
      vbMapOverrideReason: "checked",
      version: 1,
    });
    expect(copy.windInputs.altitude).toMatchObject({ value: 310, source: "entered" });
  });
});
