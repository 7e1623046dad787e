/**
 * Control point: Ordnance Survey, "A guide to coordinate systems in Great Britain", Annex C (worked
 * example of the Transverse Mercator projection): OSGB36 φ = 52°39′27.2531″N, λ = 1°43′4.5177″E
 * projects to E = 651409.903 m, N = 313177.270 m (the Caister water tower).
 */
import proj4 from "proj4";
import { describe, expect, it } from "vitest";
import {
  BRITISH_NATIONAL_GRID_PROJ,
  fromNationalGrid,
  OSGB36_GEOGRAPHIC_PROJ,
  toNationalGrid,
} from "./national-grid.js";

const degrees = (d: number, m: number, s: number) => d + m / 60 + s / 3600;

describe("National Grid projection", () => {
  it("reproduces the OS worked example to the millimetre (projection on the OSGB36 datum)", () => {
    const [easting, northing] = proj4(OSGB36_GEOGRAPHIC_PROJ, BRITISH_NATIONAL_GRID_PROJ).forward([
      degrees(1, 43, 4.5177),
      degrees(52, 39, 27.2531),
    ]);
    expect(Math.abs((easting ?? 0) - 651409.903)).toBeLessThan(0.001);
    expect(Math.abs((northing ?? 0) - 313177.27)).toBeLessThan(0.001);
  });

  it("converts the same point from WGS84 within the 5 m the OS gives for its Helmert transformation", () => {
    // 52°39′28.723″N 1°42′57.787″E: the WGS84 (ETRS89) position of the control point by the OS Helmert
    // parameters of the guide's §6.6, as published with Chris Veness's OS grid reference library.
    const grid = toNationalGrid({ latitudeDeg: degrees(52, 39, 28.723), longitudeDeg: degrees(1, 42, 57.787) });
    expect(Math.abs(grid.eastingM - 651409.903)).toBeLessThan(5);
    expect(Math.abs(grid.northingM - 313177.27)).toBeLessThan(5);
  });

  it("round-trips WGS84 → grid → WGS84 to well under a metre", () => {
    const start = { latitudeDeg: 52.409, longitudeDeg: -1.50748 };
    const back = fromNationalGrid(toNationalGrid(start));
    expect(Math.abs(back.latitudeDeg - start.latitudeDeg)).toBeLessThan(1e-7);
    expect(Math.abs(back.longitudeDeg - start.longitudeDeg)).toBeLessThan(1e-7);
  });

  it("places Coventry (CV1) a few km from the formateng reference point E435000 N285000 of calculations.md §6", () => {
    const grid = toNationalGrid({ latitudeDeg: 52.409, longitudeDeg: -1.50748 });
    expect(Math.hypot(grid.eastingM - 435000, grid.northingM - 285000) / 1000).toBeLessThan(10);
  });
});
