import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROLES, type SiteData } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAppSignedInAs } from "../../../test/app-session.js";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { signInAs } from "../../../test/factories.js";

const signedIn = testAppSignedInAs(ROLES.user);

const get = (query: string, options: { token?: string; app?: TestApp } = {}) =>
  (options.app ?? signedIn.app).request({
    method: "GET",
    url: `/api/v1/site-data?${query}`,
    token: options.token ?? signedIn.token,
  });

describe("GET /api/v1/site-data", () => {
  it("answers a signed-in user with the wind inputs, their sources, qp and its trace", async () => {
    const response = await get("postcode=CV1%202GT&terrain=town&distanceInsideTownKm=3&altitudeM=100");
    expect(response.statusCode).toBe(200);
    const data = response.json() as SiteData;
    expect(data.location).toMatchObject({ outcode: "CV1", town: "Coventry", source: "postcode-district" });
    expect(data.windInputs.vbMap).toMatchObject({ value: 21.7, source: "indicative", needsConfirmation: true });
    expect(data.windInputs.altitude).toMatchObject({ value: 100, source: "entered" });
    expect(data.windInputs.distanceToSea.source).toBe("computed");
    expect(data.isIndicative).toBe(true);
    expect(data.peakVelocityPressure.peakVelocityPressurePa).toBeGreaterThan(600);
    expect(data.trace.sections[0]?.title).toBe("Peak velocity pressure qp");
    expect(data.traceText).toContain("qp = qp,flat (co = 1)");
  });

  it("reproduces calculations.md §6 end to end: qp ≈ 661 Pa in town, 789 Pa in the country", async () => {
    const site = "postcode=CV1&altitudeM=100&distanceToSeaKm=100&referenceHeightM=8.8";
    const town = (await get(`${site}&terrain=town&distanceInsideTownKm=3`)).json() as SiteData;
    const country = (await get(`${site}&terrain=country`)).json() as SiteData;
    expect(Math.abs(town.peakVelocityPressure.peakVelocityPressurePa / 661 - 1)).toBeLessThan(0.01);
    expect(Math.abs(country.peakVelocityPressure.peakVelocityPressurePa / 789 - 1)).toBeLessThan(0.01);
  });

  it("accepts coordinates alone and shows the National Grid position", async () => {
    const response = await get("lat=51.5074&long=-0.1278");
    expect(response.statusCode).toBe(200);
    const data = response.json() as SiteData;
    expect(data.location).toMatchObject({ source: "coordinates", postcode: null });
    expect(Math.abs(data.location.easting - 530_000)).toBeLessThan(500);
    expect(Math.abs(data.location.northing - 180_400)).toBeLessThan(500);
    expect(data.windInputs.distanceToSea.value).toBe(35.99);
  });

  it("refuses a request without a token", async () => {
    const response = await signedIn.app.request({ method: "GET", url: "/api/v1/site-data?postcode=CV1" });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ["neither postcode nor coordinates", "", "Postcode", "Enter a postcode or the site's latitude and longitude"],
    ["an empty postcode", "postcode=", "Postcode", "Enter a postcode or the site's latitude and longitude"],
    ["a malformed postcode", "postcode=HELLO", "Postcode", "Postcode is invalid"],
    ["an unknown postcode district", "postcode=ZY9%209AA", "Postcode", "Postcode district ZY9 is not known"],
    [
      "a latitude outside the UK",
      "lat=48.5&long=-1",
      "Lat",
      "Latitude must be between 49.1 and 60.9 (the United Kingdom)",
    ],
    [
      "a longitude outside the UK",
      "lat=52&long=5",
      "Long",
      "Longitude must be between -8.7 and 1.9 (the United Kingdom)",
    ],
    ["a latitude without a longitude", "lat=52", "Long", "Enter the longitude as well as the latitude"],
    ["a latitude that is not a number", "lat=north&long=-1", "Lat", "Enter a number"],
    ["an unknown terrain", "postcode=CV1&terrain=forest", "Terrain", undefined],
    ["an altitude out of range", "postcode=CV1&altitudeM=2000", "AltitudeM", "Altitude must be between -10 and 1500 m"],
    [
      "orography without its factor",
      "postcode=CV1&orography=true",
      "OrographyFactor",
      "Enter the orography factor co (BS EN 1991-1-4 Annex A.3) when orography is significant",
    ],
    ["a reference height above 50 m", "postcode=CV1&referenceHeightM=60", "ReferenceHeightM", undefined],
  ])("answers 400 with model state for %s", async (_case, query, field, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; modelState: Record<string, string[]> };
    expect(Object.keys(body.modelState)).toContain(field);
    if (message) expect(body.modelState[field]).toContain(message);
  });
});

describe("GET /api/v1/site-data with WIND_DATA_DIR", () => {
  let folder: string;
  let official: TestApp;
  let officialToken: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "site-data-route-"));
    writeFileSync(
      path.join(folder, "vb-map-by-outcode.csv"),
      "# official district values written by the test\noutcode,vb_map_ms\nCV1,22.4\n",
    );
    official = await buildTestApp({ config: { windDataDir: folder } });
    officialToken = (await signInAs(official, ROLES.tasUser)).authToken;
  });
  afterAll(async () => {
    await official.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("reads vb,map from the official file in place of the bundled table", async () => {
    const response = await get("postcode=CV1", { app: official, token: officialToken });
    expect(response.statusCode).toBe(200);
    const data = response.json() as SiteData;
    expect(data.windInputs.vbMap).toMatchObject({ value: 22.4, source: "official", needsConfirmation: false });
    expect(data.traceText).toContain("vb,map = 22.4 m/s");
    expect(data.traceText).not.toContain("vb,map = 22.4 m/s (indicative)");
  });
});
