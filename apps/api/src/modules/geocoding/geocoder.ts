/**
 * The geocoder provider interface. GEOCODER picks the implementation (geocoder-registry.ts); the offline one
 * answers from the bundled postcode-district centroids, and an online provider can be added beside it without
 * touching the routes. Results use the contract shapes so every provider answers the same way.
 */
import type { AddressGeocode, PostcodeGeocode, ReverseGeocode } from "@portal/contracts";
import type { GeocoderName } from "../../env.js";

/** Why nothing was found: each reason has its own message for the user (geocoding.service.ts). */
export type GeocodeMiss =
  /** The address holds no postcode or district, and the provider needs one. */
  | { found: false; reason: "no-postcode" }
  /** The postcode is well formed but its district is not in the provider's data. */
  | { found: false; reason: "unknown-district"; outcode: string }
  /** The provider found nothing for a reason of its own. */
  | { found: false; reason: "not-found" };

export type Geocoded<Result> = { found: true; result: Result } | GeocodeMiss;

export interface Coordinates {
  lat: number;
  long: number;
}

export interface Geocoder {
  readonly name: GeocoderName;
  /** A full postcode or a district alone, already validated and in standard form (normaliseGeocodePostcode). */
  lookupPostcode(postCode: string): Promise<Geocoded<PostcodeGeocode>>;
  /** Free address text; the offline provider needs a postcode or district somewhere in it. */
  locateAddress(address: string): Promise<Geocoded<AddressGeocode>>;
  /** The postcode district nearest a point already checked to lie within the UK's bounds. */
  nearestDistrict(point: Coordinates): Promise<ReverseGeocode>;
}
