/**
 * GEOCODER=offline (the default): answers from the bundled postcode-district centroids
 * (docs/data-sources.md), so it needs no network. A position is the centre of the postcode district (the mean
 * of its postcodes' positions), never the building: precision "postcode-district".
 */
import type { AddressGeocode, PostcodeGeocode, ReverseGeocode } from "@portal/contracts";
import type { DistrictCentroid, PostcodeDirectory } from "../../datasets/postcode-districts.js";
import { findPostcodeCandidates } from "./address-postcode.js";
import type { Geocoded, Geocoder } from "./geocoder.js";

/** The credit the Open Government Licence asks for wherever these positions are shown (docs/data-sources.md). */
export const POSTCODE_DATA_ATTRIBUTION =
  "Contains OS data © Crown copyright and database right; Contains Royal Mail data © Royal Mail copyright and " +
  "database right; Contains National Statistics data © Crown copyright and database right. Source: Office for " +
  "National Statistics licensed under the Open Government Licence v.3.0.";

const SOURCE = "offline";

/** The data joins a district's several post towns with " / " ("Welwyn / Welwyn Garden City"). */
export function postTownsOf(town: string | null): string[] {
  if (town === null) return [];
  return town
    .split(" / ")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

const districtDetail = (outcode: string) =>
  `Centre of postcode district ${outcode} (the mean position of its postcodes), not the building: ` +
  "place the pin on the site for an exact position.";

const outcodeOfStandardForm = (postCode: string) => postCode.split(" ")[0] ?? postCode;

export function createOfflineGeocoder(directory: PostcodeDirectory): Geocoder {
  // Only the district file is read: an area's centre can be tens of kilometres from the site, too far to be
  // offered as "the address"; the person places the pin instead.
  const district = (outcode: string): DistrictCentroid | undefined => directory.districts.get(outcode);
  const districtOf = (postCode: string) => {
    const outcode = outcodeOfStandardForm(postCode);
    return { outcode, found: district(outcode) };
  };

  return {
    name: "offline",

    async lookupPostcode(postCode): Promise<Geocoded<PostcodeGeocode>> {
      const { outcode, found } = districtOf(postCode);
      if (!found) return { found: false, reason: "unknown-district", outcode };
      return {
        found: true,
        result: {
          postCode,
          outcode,
          address: null,
          town: found.town,
          postTowns: postTownsOf(found.town),
          lat: found.latitudeDeg,
          long: found.longitudeDeg,
          precision: "postcode-district",
          source: SOURCE,
          attribution: POSTCODE_DATA_ATTRIBUTION,
          detail: districtDetail(outcode),
        },
      };
    },

    async locateAddress(address): Promise<Geocoded<AddressGeocode>> {
      const candidates = findPostcodeCandidates(address);
      // A full postcode is unambiguous; with several, the last is taken, as an address ends with its postcode.
      const fullPostcode = candidates.postcodes.at(-1);
      let postCode: string;
      if (fullPostcode !== undefined) {
        postCode = fullPostcode;
      } else {
        // A district alone is a short word that can also be a flat or unit number ("Unit B2"), so the last
        // word the data knows is taken, and an unknown one is reported only when no known one is present.
        const known = candidates.districts.filter((word) => district(word) !== undefined);
        const chosen = known.at(-1) ?? candidates.districts.at(-1);
        if (chosen === undefined) return { found: false, reason: "no-postcode" };
        postCode = chosen;
      }
      const { outcode, found } = districtOf(postCode);
      if (!found) return { found: false, reason: "unknown-district", outcode };
      return {
        found: true,
        result: {
          lat: found.latitudeDeg,
          lng: found.longitudeDeg,
          postCode,
          precision: "postcode-district",
          source: SOURCE,
          attribution: POSTCODE_DATA_ATTRIBUTION,
          detail: districtDetail(outcode),
        },
      };
    },

    async nearestDistrict(point): Promise<ReverseGeocode> {
      const site = { latitudeDeg: point.lat, longitudeDeg: point.long };
      const nearest = directory.nearestDistrict(site);
      return {
        outcode: nearest.district.outcode,
        town: nearest.district.town,
        postTowns: postTownsOf(nearest.district.town),
        lat: nearest.district.latitudeDeg,
        long: nearest.district.longitudeDeg,
        distanceKm: Math.round(nearest.distanceKm * 100) / 100,
        source: SOURCE,
        attribution: POSTCODE_DATA_ATTRIBUTION,
        detail:
          `The postcode district whose centre is nearest the point (${nearest.district.outcode}). Districts ` +
          "have no boundaries in the bundled data, so near a boundary the site may be in the next district; " +
          "check the postcode.",
      };
    },
  };
}
