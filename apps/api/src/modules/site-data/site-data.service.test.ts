import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SiteDataQuerySchema } from "@portal/contracts";
import { haversineDistanceKm } from "@portal/engine";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors.js";
import {
  ALTITUDE_FALLBACK_RADIUS_KM,
  loadSiteDataSources,
  resolveSiteData,
  type SiteDataRequest,
  type SiteDataSources,
} from "./site-data.service.js";

const bundledOnly = loadSiteDataSources({ windDataDir: undefined });
const query = (values: Record<string, string>) => SiteDataQuerySchema.parse(values);

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function windDataFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "site-wind-data-"));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return folder;
}

// CV1's centroid (52.409, -1.50748) is at about E 433,900, N 279,300; this 10 km cell holds it.
const COVENTRY_GRID =
  "easting_m,northing_m,vb_map_ms\n430000,270000,23\n440000,270000,23\n430000,280000,23\n440000,280000,23\n";

describe("resolveSiteData: location", () => {
  it("places a postcode at its district's centroid and gives the National Grid position", () => {
    const data = resolveSiteData(bundledOnly, query({ postcode: "cv1 2gt" }));
    expect(data.location).toMatchObject({
      latitude: 52.409,
      longitude: -1.50748,
      postcode: "CV1 2GT",
      outcode: "CV1",
      town: "Coventry",
      source: "postcode-district",
    });
    expect(data.location.easting).toBeGreaterThan(433_000);
    expect(data.location.easting).toBeLessThan(435_000);
    expect(data.location.northing).toBeGreaterThan(278_000);
    expect(data.location.northing).toBeLessThan(280_000);
  });

  it("uses entered coordinates over the postcode's centroid, keeping the postcode's district for vb,map", () => {
    const data = resolveSiteData(bundledOnly, query({ postcode: "LS1", lat: "53.80", long: "-1.50" }));
    expect(data.location.source).toBe("coordinates");
    expect(data.windInputs.vbMap).toMatchObject({ value: 22.5, source: "indicative" });
    expect(data.windInputs.vbMap.detail).toContain("LS1");
  });

  it("takes the nearest district's indicative value for coordinates alone", () => {
    const data = resolveSiteData(bundledOnly, query({ lat: "55.9523", long: "-3.19208" }));
    expect(data.windInputs.vbMap).toMatchObject({ value: 24.7, source: "indicative", needsConfirmation: true });
    expect(data.windInputs.vbMap.detail).toContain("EH1");
    expect(data.location.outcode).toBeNull();
  });

  it("trusts the coordinates when the postcode's district is far from them, and says so", () => {
    const data = resolveSiteData(bundledOnly, query({ postcode: "LS1 1AA", lat: "51.5074", long: "-0.1278" }));
    expect(data.notes.join(" ")).toContain("from postcode district LS1: check the postcode and the coordinates");
    expect(data.windInputs.vbMap.detail).not.toContain("LS1");
    expect(data.windInputs.vbMap.value).toBeLessThan(22);
  });

  it("gives the Channel Islands the 24 m/s of the note on Figure NA.1 (St Helier)", () => {
    const data = resolveSiteData(bundledOnly, query({ lat: "49.1858", long: "-2.11" }));
    expect(data.windInputs.vbMap).toMatchObject({ value: 24, source: "indicative", needsConfirmation: true });
    expect(data.windInputs.distanceToSea.value).toBe(0.51);
  });

  it("warns that the Isle of Man takes the nearest UK district's value (Douglas)", () => {
    const data = resolveSiteData(bundledOnly, query({ lat: "54.1523", long: "-4.4861" }));
    expect(data.notes.join(" ")).toContain("The Isle of Man is not in the UK postcode data");
    expect(data.notes.join(" ")).toContain("km from the centroid of district");
  });

  it("falls back to the postcode area's centre for a district missing from the list, and says so", () => {
    const data = resolveSiteData(bundledOnly, query({ postcode: "LS50 1AA" }));
    expect(data.location.source).toBe("postcode-area");
    expect(data.notes.join(" ")).toContain("postcode area LS");
  });

  it.each([
    ["ZY9 9AA", "ZY9"],
    ["IM1 1AA", "IM1"],
  ])("refuses %s without coordinates: the district is not known", (postcode, outcode) => {
    const attempt = () => resolveSiteData(bundledOnly, query({ postcode }));
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow(`Postcode district ${outcode} is not known`);
  });
});

describe("loadSiteDataSources", () => {
  it("refuses a WIND_DATA_DIR without wind data, so a misconfigured server does not start", () => {
    const empty = windDataFolder({ "notes.txt": "nothing here" });
    expect(() => loadSiteDataSources({ windDataDir: empty })).toThrow(/holds none of/);
  });
});

describe("resolveSiteData: vb,map sources in order", () => {
  it("labels the bundled table's value indicative, in the input, the result and the notes", () => {
    const data = resolveSiteData(bundledOnly, query({ postcode: "CV1" }));
    expect(data.windInputs.vbMap).toMatchObject({ value: 21.7, unit: "m/s", source: "indicative" });
    expect(data.isIndicative).toBe(true);
    expect(data.peakVelocityPressure.isIndicative).toBe(true);
    expect(data.notes[0]).toMatch(/^Indicative result: it uses vb,map from the indicative district table/);
    expect(data.traceText).toContain("vb,map = 21.7 m/s (indicative)");
  });

  it("takes the official grid file of WIND_DATA_DIR over the bundled table", () => {
    const sources = loadSiteDataSources({ windDataDir: windDataFolder({ "vb-map-grid.csv": COVENTRY_GRID }) });
    const data = resolveSiteData(sources, query({ postcode: "CV1" }));
    expect(data.windInputs.vbMap).toMatchObject({ value: 23, source: "official", needsConfirmation: false });
    expect(data.windInputs.vbMap.detail).toContain("vb-map-grid.csv");
    const altitudeM = bundledOnly.bundled.indicativeAltitude.get("CV1")?.altitudeM ?? Number.NaN;
    expect(data.windInputs.altitude).toMatchObject({ value: altitudeM, source: "indicative" });
    expect(data.peakVelocityPressure.fundamentalWindVelocityMs).toBeCloseTo(23 * (1 + 0.001 * altitudeM));
  });

  it("takes the official district file when the grid does not cover the site", () => {
    const folder = windDataFolder({
      "vb-map-grid.csv": COVENTRY_GRID,
      "vb-map-by-outcode.csv": "outcode,vb_map_ms\nLS1,24.2\n",
    });
    const data = resolveSiteData(loadSiteDataSources({ windDataDir: folder }), query({ postcode: "LS1" }));
    expect(data.windInputs.vbMap).toMatchObject({ value: 24.2, source: "official" });
  });

  it("falls back to the indicative table, with a note, where the official data does not reach", () => {
    const folder = windDataFolder({ "vb-map-grid.csv": COVENTRY_GRID });
    const data = resolveSiteData(loadSiteDataSources({ windDataDir: folder }), query({ postcode: "G1" }));
    expect(data.windInputs.vbMap).toMatchObject({ value: 25.3, source: "indicative" });
    expect(data.notes.join(" ")).toContain("does not cover this site");
  });

  it("puts a staff override on the project before everything else", () => {
    const sources = loadSiteDataSources({ windDataDir: windDataFolder({ "vb-map-grid.csv": COVENTRY_GRID }) });
    const request: SiteDataRequest = {
      ...query({ postcode: "CV1" }),
      projectVbMapOverride: { vbMapMs: 24, reason: "checked against NA.1 by TAS" },
    };
    const data = resolveSiteData(sources, request);
    expect(data.windInputs.vbMap).toMatchObject({ value: 24, source: "project-override", needsConfirmation: false });
    expect(data.windInputs.vbMap.detail).toContain("checked against NA.1 by TAS");
  });
});

describe("resolveSiteData: official chart data", () => {
  // Flat charts written by the test, so qp can be checked by hand: ce = 2.0 everywhere, ce,T = 0.8.
  const folder = () =>
    windDataFolder({
      "vb-map-grid.csv": COVENTRY_GRID,
      "exposure-factor-na7.csv": "distance_km,height_m,factor\n0.1,2,2.0\n0.1,50,2.0\n100,2,2.0\n100,50,2.0\n",
      "town-correction-na8.csv": "distance_km,height_m,factor\n0.1,2,0.8\n0.1,50,0.8\n20,2,0.8\n20,50,0.8\n",
    });

  it("reads ce and ce,T from the official files, and the result is no longer indicative", () => {
    const data = resolveSiteData(
      loadSiteDataSources({ windDataDir: folder() }),
      query({ postcode: "CV1", altitudeM: "0", terrain: "town", distanceInsideTownKm: "2" }),
    );
    const qb = 0.613 * 23 * 23;
    expect(data.peakVelocityPressure.exposureFactor).toBe(2);
    expect(data.peakVelocityPressure.townCorrectionFactor).toBe(0.8);
    expect(data.peakVelocityPressure.peakVelocityPressurePa).toBeCloseTo(qb * 2 * 0.8, 6);
    expect(data.isIndicative).toBe(false);
    expect(data.notes.join(" ")).not.toContain("Indicative result");
    expect(data.traceText).toContain("official data file");
  });

  it("stays indicative while vb,map comes from the bundled table", () => {
    const data = resolveSiteData(
      loadSiteDataSources({ windDataDir: folder() }),
      query({ postcode: "G1", altitudeM: "20" }),
    );
    expect(data.isIndicative).toBe(true);
    expect(data.notes[0]).toBe("Indicative result: it uses vb,map from the indicative district table.");
  });
});

describe("resolveSiteData: the other wind inputs", () => {
  it("defaults what was not entered conservatively and asks for it to be confirmed", () => {
    const { windInputs } = resolveSiteData(bundledOnly, query({ postcode: "CV1" }));
    const cv1 = bundledOnly.bundled.indicativeAltitude.get("CV1");
    expect(windInputs.altitude).toMatchObject({ value: cv1?.altitudeM, source: "indicative", needsConfirmation: true });
    expect(windInputs.terrain).toMatchObject({ value: "country", source: "default", needsConfirmation: true });
    expect(windInputs.distanceInsideTown).toMatchObject({ value: null });
    expect(windInputs.orography).toMatchObject({ value: false, source: "default", needsConfirmation: true });
    expect(windInputs.orographyFactor).toMatchObject({ value: 1 });
    expect(windInputs.referenceHeight).toMatchObject({ value: 10, source: "default" });
  });

  it("computes the distance to the sea from the bundled coastline, estuaries counting as sea (London 35.99 km)", () => {
    const { windInputs } = resolveSiteData(bundledOnly, query({ lat: "51.5074", long: "-0.1278" }));
    expect(windInputs.distanceToSea).toMatchObject({ value: 35.99, source: "computed", needsConfirmation: false });
    expect(windInputs.distanceToSea.nearestCoastPoint?.longitude).toBeGreaterThan(0.3);
  });

  it("asks for a check near the coast, where the coastline is coarse (Brighton 0.19 km)", () => {
    const data = resolveSiteData(bundledOnly, query({ lat: "50.8225", long: "-0.1372" }));
    expect(data.windInputs.distanceToSea).toMatchObject({ value: 0.19, needsConfirmation: true });
    expect(data.notes.join(" ")).toContain("accurate to about 1 km");
  });

  it("warns in Northern Ireland that the Republic's coast is missing (Enniskillen 82.21 km)", () => {
    const data = resolveSiteData(bundledOnly, query({ lat: "54.3438", long: "-7.6315" }));
    expect(data.windInputs.distanceToSea).toMatchObject({ value: 82.21, needsConfirmation: true });
    expect(data.notes.join(" ")).toContain("Republic of Ireland");
  });

  it("uses the entered values, and a town distance of 0.1 km when town terrain has none", () => {
    const entered = resolveSiteData(
      bundledOnly,
      query({
        postcode: "CV1",
        altitudeM: "140",
        terrain: "town",
        distanceToSeaKm: "120",
        orography: "true",
        orographyFactor: "1.2",
      }),
    ).windInputs;
    expect(entered.altitude).toMatchObject({ value: 140, source: "entered" });
    expect(entered.distanceToSea).toMatchObject({ value: 120, source: "entered", nearestCoastPoint: null });
    expect(entered.distanceInsideTown).toMatchObject({ value: 0.1, source: "default", needsConfirmation: true });
    expect(entered.orography).toMatchObject({ value: true, source: "entered" });
    expect(entered.orographyFactor).toMatchObject({ value: 1.2, source: "entered" });
  });
});

describe("resolveSiteData: qp against calculations.md §6 (inland English town)", () => {
  // §6: CV1, vb,map 21.7 m/s, A = 100 m, distance to sea ≥ 100 km (chart edge), town terrain 3 km inside town,
  // hdis = 0, co = 1, cdir = 1, ze = h = 8.80 m → qb = 349 Pa, qp = 661 Pa town, 789 Pa country.
  const sixth = { postcode: "CV1", altitudeM: "100", distanceToSeaKm: "100", referenceHeightM: "8.8" };

  it("gives qp ≈ 661 Pa in town terrain 3 km inside town", () => {
    const data = resolveSiteData(bundledOnly, query({ ...sixth, terrain: "town", distanceInsideTownKm: "3" }));
    expect(data.windInputs.vbMap.value).toBe(21.7);
    expect(data.peakVelocityPressure.basicVelocityPressurePa).toBeCloseTo(349, -0.5);
    expect(Math.abs(data.peakVelocityPressure.peakVelocityPressurePa / 661 - 1)).toBeLessThan(0.01);
  });

  it("gives qp ≈ 789 Pa in country terrain", () => {
    const data = resolveSiteData(bundledOnly, query({ ...sixth, terrain: "country" }));
    expect(Math.abs(data.peakVelocityPressure.peakVelocityPressurePa / 789 - 1)).toBeLessThan(0.01);
  });

  it("keeps the working in the trace, under the site data's provenance", () => {
    const data = resolveSiteData(bundledOnly, query({ ...sixth, terrain: "town", distanceInsideTownKm: "3" }));
    expect(data.trace.title).toBe("Site data");
    expect(data.trace.sections[0]?.steps.map((step) => step.symbol)).toContain("ce,T");
    expect(data.traceText).toContain("calt = 1 + 0.001·A = 1.1");
  });
});

describe("resolveSiteData: the site altitude", () => {
  const altitudes = bundledOnly.bundled.indicativeAltitude;
  const withAltitudes = (rows: ReadonlyMap<string, { altitudeM: number; method: string }>): SiteDataSources => ({
    ...bundledOnly,
    bundled: { ...bundledOnly.bundled, indicativeAltitude: rows },
  });

  it("takes the postcode district's indicative altitude, labelled indicative, to confirm, with its credit", () => {
    const data = resolveSiteData(bundledOnly, query({ postcode: "SK17 6AA" }));
    const sk17 = altitudes.get("SK17");
    expect(data.windInputs.altitude).toMatchObject({
      value: sk17?.altitudeM,
      unit: "m",
      source: "indicative",
      needsConfirmation: true,
    });
    expect(data.windInputs.altitude.detail).toContain("postcode district SK17");
    expect(data.windInputs.altitude.detail).toContain("Met Office DataPoint");
    expect(data.windInputs.altitude.detail).toContain("Open Government Licence");
    expect(data.peakVelocityPressure.altitudeFactor).toBeCloseTo(1 + 0.001 * (sk17?.altitudeM ?? Number.NaN), 6);
    expect(data.notes[0]).toContain("the district's indicative altitude (until the site's altitude is entered)");
  });

  it("keeps the result indicative while the altitude is the district's, even with official vb,map and charts", () => {
    const official = loadSiteDataSources({
      windDataDir: windDataFolder({
        "vb-map-grid.csv": COVENTRY_GRID,
        "exposure-factor-na7.csv": "distance_km,height_m,factor\n0.1,2,2.0\n0.1,50,2.0\n100,2,2.0\n100,50,2.0\n",
      }),
    });
    const districtAltitude = resolveSiteData(official, query({ postcode: "CV1" }));
    expect(districtAltitude.isIndicative).toBe(true);
    expect(districtAltitude.peakVelocityPressure.isIndicative).toBe(false);
    expect(districtAltitude.notes[0]).toBe(
      "Indicative result: it uses the district's indicative altitude (until the site's altitude is entered).",
    );
    const entered = resolveSiteData(official, query({ postcode: "CV1", altitudeM: "95" }));
    expect(entered.isIndicative).toBe(false);
    expect(entered.windInputs.altitude).toMatchObject({ value: 95, source: "entered", needsConfirmation: false });
  });

  it("takes the district nearest the coordinates when no postcode is given, saying how far it is", () => {
    const data = resolveSiteData(bundledOnly, query({ lat: "53.2587", long: "-1.9105" }));
    const outcode = bundledOnly.bundled.postcodes.nearestDistrict({ latitudeDeg: 53.2587, longitudeDeg: -1.9105 })
      .district.outcode;
    expect(data.windInputs.altitude).toMatchObject({ value: altitudes.get(outcode)?.altitudeM, source: "indicative" });
    expect(data.windInputs.altitude.detail).toMatch(
      new RegExp(`district ${outcode} \\(\\d+(\\.\\d)? km from the site`),
    );
  });

  it("falls back, labelled conservative, to the highest neighbouring altitude for a district without a row", () => {
    const withoutCv1 = new Map([...altitudes].filter(([outcode]) => outcode !== "CV1"));
    const data = resolveSiteData(withAltitudes(withoutCv1), query({ postcode: "CV1" }));
    const centre = bundledOnly.bundled.postcodes.districts.get("CV1");
    if (!centre) throw new Error("CV1 is in the centroid file");
    const neighbours = [...bundledOnly.bundled.postcodes.districts.values()]
      .filter(
        (district) =>
          district.outcode !== "CV1" && haversineDistanceKm(centre, district) <= ALTITUDE_FALLBACK_RADIUS_KM,
      )
      .map((district) => altitudes.get(district.outcode)?.altitudeM ?? Number.NaN);
    expect(neighbours.length).toBeGreaterThan(5);
    expect(data.windInputs.altitude).toMatchObject({
      value: Math.max(...neighbours),
      source: "default",
      needsConfirmation: true,
    });
    expect(data.windInputs.altitude.detail).toMatch(/^Assumed, conservative: postcode district CV1 has no indicative/);
  });

  it("takes the file's highest altitude when no district with a row lies near the site", () => {
    const shetlandOnly = new Map([["ZE1", { altitudeM: 35, method: "test row" }]]);
    const data = resolveSiteData(withAltitudes(shetlandOnly), query({ postcode: "CV1" }));
    expect(data.windInputs.altitude).toMatchObject({ value: 35, source: "default", needsConfirmation: true });
    expect(data.windInputs.altitude.detail).toContain("the highest indicative altitude in the bundled file");
  });
});
