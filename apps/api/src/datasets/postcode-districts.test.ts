import { describe, expect, it } from "vitest";
import { bundledDatasets } from "./bundled-datasets.js";
import { outcodeOf, postcodeAreaOf } from "./postcode-districts.js";

describe("outcodeOf", () => {
  it.each([
    ["SW1A 1AA", "SW1A"],
    ["sw1a1aa", "SW1A"],
    ["  cv1  2gt ", "CV1"],
    ["B33 8TH", "B33"],
    ["M1 1AE", "M1"],
    ["EC1A 1BB", "EC1A"],
    ["BT1 5GS", "BT1"],
    ["LS1", "LS1"],
    ["w1a", "W1A"],
  ])("%s → %s", (text, outcode) => {
    expect(outcodeOf(text)).toBe(outcode);
  });

  it.each(["", "hello", "SW1A 1A", "12345", "QQ1 1AA", "SW1A 1AAA"])("rejects %j", (text) => {
    expect(outcodeOf(text)).toBeNull();
  });
});

describe("postcodeAreaOf", () => {
  it.each([
    ["SW1A", "SW"],
    ["B33", "B"],
    ["ze1", "ZE"],
  ])("%s → %s", (outcode, area) => {
    expect(postcodeAreaOf(outcode)).toBe(area);
  });
});

describe("PostcodeDirectory", () => {
  const { postcodes } = bundledDatasets();

  it("locates a district at its centroid, with its post town", () => {
    expect(postcodes.locate("ls1")).toEqual({
      precision: "district",
      outcode: "LS1",
      area: "LS",
      point: { latitudeDeg: 53.7974, longitudeDeg: -1.55308 },
      town: "Leeds",
    });
  });

  it("falls back to the area centroid for a district the file does not hold", () => {
    const location = postcodes.locate("LS50");
    expect(location?.precision).toBe("area");
    expect(location?.point).toEqual({ latitudeDeg: 53.8232, longitudeDeg: -1.5466 });
  });

  it("knows nothing of the Isle of Man or the Channel Islands (not in the UK files)", () => {
    expect(postcodes.locate("IM1")).toBeNull();
    expect(postcodes.locate("JE2")).toBeNull();
  });

  it("finds the district nearest a point", () => {
    const nearest = postcodes.nearestDistrict({ latitudeDeg: 52.409, longitudeDeg: -1.5075 });
    expect(nearest.district.outcode).toBe("CV1");
    expect(nearest.distanceKm).toBeLessThan(0.01);
  });
});
