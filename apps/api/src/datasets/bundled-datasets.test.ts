/**
 * The bundled datasets against the check figures published with them (shared/domain/data/README.md, copied
 * into docs/data-sources.md): the indicative vb,map examples of "uk-vbmap-by-outcode.csv" and the
 * distance-to-coast table of "uk-coastline.geojson", and the indicative altitudes of "uk-outcode-altitude.csv".
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { distanceToPolylinesKm } from "@portal/engine";
import { describe, expect, it } from "vitest";
import { ALTITUDE_ATTRIBUTION, loadAltitudeByOutcode } from "./altitude-by-outcode.js";
import { BUNDLED_DATA_FOLDER, BUNDLED_FILES, bundledDatasets } from "./bundled-datasets.js";

const datasets = bundledDatasets();

describe("indicative vb,map by postcode district", () => {
  it("holds the 2,947 districts of the centroid file, 21.5 to 30.5 m/s, 284 of them at 21.5", () => {
    const values = [...datasets.indicativeVbMap.values()];
    expect(values).toHaveLength(2947);
    expect(Math.min(...values)).toBe(21.5);
    expect(Math.max(...values)).toBe(30.5);
    expect(values.filter((value) => value === 21.5)).toHaveLength(284);
    expect([...datasets.indicativeVbMap.keys()]).toEqual([...datasets.postcodes.districts.keys()]);
  });

  // The README's examples: "SW1A 21.6, CV1 21.7, LS1 22.5, CF10 22.5, NE1 23.7, EH1 24.7, G1 25.3, BT1 25.6,
  // AB10 25.9, HS1 29.7, ZE1 30.3".
  it.each([
    ["SW1A", 21.6],
    ["CV1", 21.7],
    ["LS1", 22.5],
    ["CF10", 22.5],
    ["NE1", 23.7],
    ["EH1", 24.7],
    ["G1", 25.3],
    ["BT1", 25.6],
    ["AB10", 25.9],
    ["HS1", 29.7],
    ["ZE1", 30.3],
  ])("%s is %f m/s", (outcode, expected) => {
    expect(datasets.indicativeVbMap.get(outcode)).toBe(expected);
  });

  it("agrees with the formateng reference point used in calculations.md §6 near Coventry (21.71 m/s)", () => {
    expect(datasets.indicativeVbMap.get("CV1")).toBeCloseTo(21.71, 1);
  });
});

describe("coastline", () => {
  it("is the 71 lines and 7,149 vertices the README describes, in its four regions", () => {
    expect(datasets.coastline.polylines).toHaveLength(71);
    expect(datasets.coastline.vertexCount).toBe(7149);
    expect(new Set(datasets.coastline.regions)).toEqual(
      new Set(["Great Britain", "Northern Ireland", "Isle of Man", "Channel Islands"]),
    );
    expect(datasets.coastline.attribution).toContain("Natural Earth");
  });

  it("names the region whose coast is nearest", () => {
    expect(datasets.coastline.nearest({ latitudeDeg: 54.5964, longitudeDeg: -5.9301 }).region).toBe("Northern Ireland");
    expect(datasets.coastline.nearest({ latitudeDeg: 54.1523, longitudeDeg: -4.4861 }).region).toBe("Isle of Man");
    expect(datasets.coastline.nearest({ latitudeDeg: 49.1858, longitudeDeg: -2.11 }).region).toBe("Channel Islands");
    expect(datasets.coastline.nearest({ latitudeDeg: 51.5074, longitudeDeg: -0.1278 })).toMatchObject({
      region: "Great Britain",
    });
  });

  // The README's check figures (shortest distance to a segment, km). London and Birmingham are short
  // because the Thames and Severn estuaries count as sea.
  it.each([
    ["London, Charing Cross", 51.5074, -0.1278, 35.99],
    ["Birmingham", 52.4862, -1.8904, 85.61],
    ["Brighton", 50.8225, -0.1372, 0.19],
    ["Aberdeen", 57.1497, -2.0943, 1.25],
    ["Belfast City Hall", 54.5964, -5.9301, 1.79],
    ["Enniskillen", 54.3438, -7.6315, 82.21],
    ["St Helier", 49.1858, -2.11, 0.51],
    ["Douglas (IoM)", 54.1523, -4.4861, 0.69],
    ["Lerwick", 60.1546, -1.145, 0.56],
  ])("%s (%f, %f) is %f km from the sea", (_site, latitudeDeg, longitudeDeg, expectedKm) => {
    const { distanceKm } = distanceToPolylinesKm({ latitudeDeg, longitudeDeg }, datasets.coastline.polylines);
    expect(Math.abs(distanceKm - expectedKm)).toBeLessThanOrEqual(0.01);
  });
});

describe("postcode centroids", () => {
  it("holds 2,947 districts and 121 areas", () => {
    expect(datasets.postcodes.districts.size).toBe(2947);
    expect(datasets.postcodes.areas.size).toBe(121);
  });

  it("keeps the post town, and null for the non-geographic districts without one", () => {
    expect(datasets.postcodes.districts.get("CV1")).toEqual({
      outcode: "CV1",
      latitudeDeg: 52.409,
      longitudeDeg: -1.50748,
      town: "Coventry",
    });
    expect(datasets.postcodes.districts.get("AL7")?.town).toBe("Welwyn / Welwyn Garden City");
    expect(datasets.postcodes.districts.get("BN95")?.town).toBeNull();
  });
});

describe("indicative altitude by postcode district", () => {
  const file = path.join(BUNDLED_DATA_FOLDER, BUNDLED_FILES.indicativeAltitude);
  /** The file's own rows, split by hand rather than by the loader, so the loader is checked against the text. */
  const rows = readFileSync(file, "utf8")
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(","));
  const rowOf = (outcode: string) => rows.find(([code]) => code === outcode);

  it("is loaded once with the bundled data: one row for each of the 2,947 districts of the centroid file", () => {
    expect(rows).toHaveLength(2947);
    expect([...datasets.indicativeAltitude.keys()]).toEqual([...datasets.postcodes.districts.keys()]);
    expect(bundledDatasets().indicativeAltitude).toBe(datasets.indicativeAltitude);
  });

  it.each(["CV1", "SK17", "PE13", "SW1A", "BT1", "ZE1"])("gives %s the altitude of its row in the csv", (outcode) => {
    const row = rowOf(outcode);
    expect(row, `${outcode} has a row`).toBeDefined();
    expect(datasets.indicativeAltitude.get(outcode)).toEqual({ altitudeM: Number(row?.[1]), method: row?.[2] });
  });

  it("runs from 0 to 392 m with a median of 46 m, as the data's README says", () => {
    const values = [...datasets.indicativeAltitude.values()].map((row) => row.altitudeM).sort((a, b) => a - b);
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(392);
    expect(values[Math.floor(values.length / 2)]).toBe(46);
  });

  it("says how each row was made and carries the licence's credit", () => {
    expect(datasets.indicativeAltitude.get("CV1")?.method).toContain("Met Office DataPoint");
    expect(ALTITUDE_ATTRIBUTION).toContain("Open Government Licence");
  });

  it("refuses a file with a row out of range, naming the file and line", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "altitude-"));
    try {
      const bad = path.join(folder, "altitude.csv");
      writeFileSync(bad, "outcode,altitude_m,method\nCV1,86,ok\nCV2,9000,typo\n");
      expect(() => loadAltitudeByOutcode(bad)).toThrow("altitude.csv line 3: altitude_m 9000 is outside -10–1500");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
