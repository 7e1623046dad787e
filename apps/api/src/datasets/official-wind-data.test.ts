import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatasetError } from "./csv.js";
import { loadExposureChart, loadOfficialWindData, loadVbMapGrid } from "./official-wind-data.js";

const folders: string[] = [];
function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "wind-data-"));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// A 10 km grid around Coventry (E 430–440 km, N 280–290 km), with one cell left incomplete to the east.
const GRID = [
  "\uFEFFeasting_m,northing_m,vb_map_ms",
  "430000,280000,21.0",
  "440000,280000,22.0",
  "430000,290000,23.0",
  "440000,290000,24.0",
  "450000,290000,25.0",
].join("\r\n");

describe("vb-map-grid.csv", () => {
  const grid = loadVbMapGrid(path.join(folderWith({ "vb-map-grid.csv": GRID }), "vb-map-grid.csv"));

  it("infers the 10 km spacing and interpolates bilinearly inside a complete cell", () => {
    expect(grid.spacingEastingM).toBe(10_000);
    expect(grid.spacingNorthingM).toBe(10_000);
    expect(grid.valueAt({ eastingM: 430_000, northingM: 280_000 })).toEqual({
      valueMs: 21,
      method: "bilinear",
      nodeCount: 4,
    });
    // Centre of the cell: the mean of its four nodes.
    expect(grid.valueAt({ eastingM: 435_000, northingM: 285_000 })?.valueMs).toBeCloseTo(22.5, 10);
    // A quarter of the way east along the southern edge.
    expect(grid.valueAt({ eastingM: 432_500, northingM: 280_000 })?.valueMs).toBeCloseTo(21.25, 10);
  });

  it("takes the largest node present where the cell is incomplete, and nothing outside the data", () => {
    expect(grid.valueAt({ eastingM: 445_000, northingM: 285_000 })).toEqual({
      valueMs: 25,
      method: "largest-available-node",
      nodeCount: 3,
    });
    expect(grid.valueAt({ eastingM: 200_000, northingM: 600_000 })).toBeNull();
  });
});

describe("exposure chart files (Figures NA.7 and NA.8)", () => {
  it("groups the points into one curve per distance, both in ascending order, marked official", () => {
    const folder = folderWith({
      "exposure-factor-na7.csv": "distance_km,height_m,factor\n100,10,2.35\n2,10,2.64\n100,2,1.42\n2,2,1.59\n",
    });
    const chart = loadExposureChart(path.join(folder, "exposure-factor-na7.csv"), "Figure NA.7");
    expect(chart.isIndicative).toBe(false);
    expect(chart.source).toContain("exposure-factor-na7.csv");
    expect(chart.curves).toEqual([
      {
        distanceKm: 2,
        points: [
          [2, 1.59],
          [10, 2.64],
        ],
      },
      {
        distanceKm: 100,
        points: [
          [2, 1.42],
          [10, 2.35],
        ],
      },
    ]);
  });

  it("refuses a repeated point", () => {
    const folder = folderWith({ "town-correction-na8.csv": "distance_km,height_m,factor\n1,4,0.8\n1,4,0.81\n" });
    expect(() => loadOfficialWindData(folder)).toThrow(/line 3: the point 1 km, 4 m appears twice/);
  });
});

describe("loadOfficialWindData", () => {
  it("reads either file from the folder", () => {
    const folder = folderWith({ "vb-map-by-outcode.csv": "outcode,vb_map_ms\ncv1,22.0\n\n# comment\n" });
    const data = loadOfficialWindData(folder);
    expect(data.grid).toBeNull();
    expect(data.byOutcode?.values.get("CV1")).toBe(22);
  });

  it.each([
    [
      "a missing folder",
      () => loadOfficialWindData(path.join(os.tmpdir(), "no-such-wind-data-folder")),
      /not a folder/,
    ],
    ["a folder without the files", () => loadOfficialWindData(folderWith({ "readme.txt": "x" })), /holds none of/],
    [
      "a wrong header",
      () => loadOfficialWindData(folderWith({ "vb-map-grid.csv": "x,y,v\n1,2,3\n" })),
      /missing easting_m/,
    ],
    [
      "an implausible speed",
      () => loadOfficialWindData(folderWith({ "vb-map-by-outcode.csv": "outcode,vb_map_ms\nCV1,2.2\n" })),
      /line 2: vb_map_ms 2.2 is outside 15–40/,
    ],
    [
      "an irregular grid",
      () =>
        loadOfficialWindData(
          folderWith({ "vb-map-grid.csv": "easting_m,northing_m,vb_map_ms\n0,0,22\n10000,0,22\n25000,10000,22\n" }),
        ),
      /easting_m 25000 is not on the regular 10000 m grid/,
    ],
    [
      "a repeated node",
      () =>
        loadOfficialWindData(
          folderWith({ "vb-map-grid.csv": "easting_m,northing_m,vb_map_ms\n0,0,22\n0,0,23\n10000,10000,22\n" }),
        ),
      /appears twice/,
    ],
  ])("refuses %s", (_case, load, message) => {
    expect(load).toThrow(DatasetError);
    expect(load).toThrow(message);
  });
});
