/**
 * The offline geocoder against the figures published with its data (shared/domain/data/README.md, copied into
 * docs/data-sources.md): the coverage extremes of uk-outcode-centroids.csv ("Latitude runs 49.894 (Isles of
 * Scilly) to 60.307 (Shetland), longitude −7.826 to 1.733"), the post-town rules, and the places the
 * coastline check table locates (Belfast City Hall 54.5964, −5.9301; Lerwick 60.1546, −1.145; Douglas
 * 54.1523, −4.4861; St Helier 49.1858, −2.11).
 */

import { normaliseGeocodePostcode, UK_DISTRICT_PATTERN } from "@portal/contracts";
import { haversineDistanceKm } from "@portal/engine";
import { describe, expect, it } from "vitest";
import { bundledDatasets } from "../../datasets/bundled-datasets.js";
import type { Geocoded } from "./geocoder.js";
import { createOfflineGeocoder, postTownsOf } from "./offline-geocoder.js";

const geocoder = createOfflineGeocoder(bundledDatasets().postcodes);

function found<Result>(outcome: Geocoded<Result>): Result {
  if (!outcome.found) throw new Error(`Expected a result, got ${JSON.stringify(outcome)}`);
  return outcome.result;
}

const lookup = async (text: string) => {
  const postCode = normaliseGeocodePostcode(text);
  if (postCode === null) throw new Error(`${text} is not a postcode`);
  return geocoder.lookupPostcode(postCode);
};

const kmBetween = (a: { lat: number; long: number }, b: { lat: number; long: number }) =>
  haversineDistanceKm({ latitudeDeg: a.lat, longitudeDeg: a.long }, { latitudeDeg: b.lat, longitudeDeg: b.long });

describe("offline geocoder: postcode", () => {
  it("answers a postcode with its district's centroid and post town", async () => {
    expect(found(await lookup("cv1 2gt"))).toEqual({
      postCode: "CV1 2GT",
      outcode: "CV1",
      address: null,
      town: "Coventry",
      postTowns: ["Coventry"],
      lat: 52.409,
      long: -1.50748,
      precision: "postcode-district",
      source: "offline",
      attribution: expect.stringContaining("Open Government Licence v.3.0"),
      detail: expect.stringContaining("not the building"),
    });
  });

  // The README's coverage extremes: "Latitude runs 49.894 (Isles of Scilly) to 60.307 (Shetland), longitude
  // −7.826 to 1.733", here reached by looking up a postcode in each of those districts.
  it.each([
    ["TR22 0PR", "Isles of Scilly", "lat", 49.894],
    ["ZE2 9AA", "Shetland", "lat", 60.307],
    ["BT93 1AA", "Enniskillen", "long", -7.826],
    ["NR32 1AA", "Lowestoft", "long", 1.733],
  ] as const)("places %s (%s) at the README's extreme %s %f", async (postcode, town, axis, figure) => {
    const result = found(await lookup(postcode));
    expect(result.town).toBe(town);
    expect(result[axis]).toBeCloseTo(figure, 3);
    const all = [...bundledDatasets().postcodes.districts.values()].map((district) =>
      axis === "lat" ? district.latitudeDeg : district.longitudeDeg,
    );
    expect([Math.min(...all), Math.max(...all)].map((value) => value.toFixed(3))).toContain(figure.toFixed(3));
  });

  it.each([
    // Belfast City Hall is BT1 5GS; the README measures from 54.5964, −5.9301.
    ["BT1 5GS", 1, { lat: 54.5964, long: -5.9301 }],
    // Lerwick Town Hall is ZE1 0HB; the README's Lerwick point is 60.1546, −1.145.
    ["ZE1 0HB", 2, { lat: 60.1546, long: -1.145 }],
    // Buckingham Palace, SW1A 1AA, at 51.5014, −0.1419 (a landmark, not a README figure).
    ["SW1A 1AA", 1, { lat: 51.5014, long: -0.1419 }],
  ] as const)("puts %s within %s km of the place", async (postcode, km, place) => {
    const result = found(await lookup(postcode));
    expect(kmBetween(result, place)).toBeLessThan(km);
  });

  it("answers a district given alone", async () => {
    expect(found(await lookup("ls1"))).toMatchObject({ postCode: "LS1", outcode: "LS1", town: "Leeds" });
  });

  it("returns every post town of a district that has several, and the data's text as the town", async () => {
    expect(found(await lookup("AL7 1AA"))).toMatchObject({
      town: "Welwyn / Welwyn Garden City",
      postTowns: ["Welwyn", "Welwyn Garden City"],
    });
  });

  it("returns no town for a district the data gives none (non-geographic BN95)", async () => {
    expect(found(await lookup("BN95 1AA"))).toMatchObject({ town: null, postTowns: [] });
  });

  it.each([
    ["LS50 1AA", "LS50"],
    ["ZE4", "ZE4"],
    ["IM1 1AA", "IM1"],
    ["JE2 3AB", "JE2"],
  ])("reports %s as a district the data does not hold (no area-centre guess)", async (postcode, outcode) => {
    expect(await lookup(postcode)).toEqual({ found: false, reason: "unknown-district", outcode });
  });
});

describe("offline geocoder: address", () => {
  it("places an address by the postcode inside it", async () => {
    expect(found(await geocoder.locateAddress("Unit 4, CV1 2GT, Far Gosford Street, Coventry"))).toMatchObject({
      lat: 52.409,
      lng: -1.50748,
      postCode: "CV1 2GT",
      precision: "postcode-district",
    });
  });

  it("places an address by a district alone, skipping a flat number shaped like one", async () => {
    expect(found(await geocoder.locateAddress("Flat B2, 3 Park Row, Leeds LS1"))).toMatchObject({ postCode: "LS1" });
    expect(found(await geocoder.locateAddress("LS1, Flat Z9"))).toMatchObject({ postCode: "LS1" });
  });

  it("says when there is no postcode, and when the district is unknown", async () => {
    expect(await geocoder.locateAddress("10 Downing Street, London")).toEqual({ found: false, reason: "no-postcode" });
    expect(await geocoder.locateAddress("1 New Road, Leeds LS50 1AA")).toEqual({
      found: false,
      reason: "unknown-district",
      outcode: "LS50",
    });
  });
});

describe("offline geocoder: nearest district", () => {
  it.each([
    ["Belfast City Hall", { lat: 54.5964, long: -5.9301 }, "BT2", "Belfast", 0.32],
    ["Lerwick", { lat: 60.1546, long: -1.145 }, "ZE1", "Shetland", 1.34],
    ["Coventry, CV1's own centroid", { lat: 52.409, long: -1.50748 }, "CV1", "Coventry", 0],
  ])("finds the district nearest %s", async (_place, point, outcode, town, distanceKm) => {
    const result = await geocoder.nearestDistrict(point);
    expect(result).toMatchObject({ outcode, town, distanceKm });
  });

  it("gives the distance, so a pin far from any district (Isle of Man, Channel Islands) shows as such", async () => {
    expect((await geocoder.nearestDistrict({ lat: 54.1523, long: -4.4861 })).distanceKm).toBeGreaterThan(60);
    expect((await geocoder.nearestDistrict({ lat: 49.1858, long: -2.11 })).distanceKm).toBeGreaterThan(150);
  });
});

describe("postcode data", () => {
  it("has only districts the strict district pattern accepts, so every one of them can be looked up", () => {
    const outcodes = [...bundledDatasets().postcodes.districts.keys()];
    expect(outcodes).toHaveLength(2947);
    expect(outcodes.filter((outcode) => !UK_DISTRICT_PATTERN.test(outcode))).toEqual([]);
  });

  it("splits post towns on the data's separator", () => {
    expect(postTownsOf("Edinburgh / Balerno / Currie / Juniper Green")).toEqual([
      "Edinburgh",
      "Balerno",
      "Currie",
      "Juniper Green",
    ]);
    expect(postTownsOf(null)).toEqual([]);
  });
});
