import {
  type AddressGeocode,
  GEOCODING_MESSAGES,
  type PostcodeGeocode,
  type ReverseGeocode,
  type ReverseGeocodeQuery,
} from "@portal/contracts";
import { notFound } from "../../errors.js";
import type { GeocodeMiss, Geocoder } from "./geocoder.js";

/** A miss becomes a 404 whose message says what to do next. */
function missMessage(miss: GeocodeMiss, notFoundMessage: string): string {
  switch (miss.reason) {
    case "no-postcode":
      return GEOCODING_MESSAGES.addressWithoutPostcode;
    case "unknown-district":
      return GEOCODING_MESSAGES.districtUnknown(miss.outcode);
    case "not-found":
      return notFoundMessage;
  }
}

export async function geocodePostcode(geocoder: Geocoder, postCode: string): Promise<PostcodeGeocode> {
  const outcome = await geocoder.lookupPostcode(postCode);
  if (!outcome.found) throw notFound(missMessage(outcome, GEOCODING_MESSAGES.postcodeNotFound));
  return outcome.result;
}

export async function geocodeAddress(geocoder: Geocoder, address: string): Promise<AddressGeocode> {
  const outcome = await geocoder.locateAddress(address);
  if (!outcome.found) throw notFound(missMessage(outcome, GEOCODING_MESSAGES.addressNotFound));
  return outcome.result;
}

export async function reverseGeocode(geocoder: Geocoder, point: ReverseGeocodeQuery): Promise<ReverseGeocode> {
  return geocoder.nearestDistrict(point);
}
