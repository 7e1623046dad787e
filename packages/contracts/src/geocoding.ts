import { z } from "zod";
import { normalisePostcode, UK_POSTCODE_PATTERN } from "./patterns.js";
import { text as textInput } from "./primitives.js";
import { PROJECT_MESSAGES } from "./projects.js";
import { SITE_LATITUDE_RANGE, SITE_LONGITUDE_RANGE } from "./site-data.js";

/**
 * Geocoding: a postcode to its town and coordinates (Find Address), an address to coordinates (the public
 * wizard, spec 01 §4.2) and coordinates to the nearest postcode district (a pin placed on the map).
 */

/**
 * A postcode district (outward code) on its own, with the letter rules of the full postcode pattern
 * (BS 7666), so "QQ1" or "Z9" is refused as a full postcode with that outward code would be.
 */
export const UK_DISTRICT_PATTERN =
  /^(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])$/i;

/** The longest address text accepted; a site address joined from its parts is far shorter. */
export const GEOCODE_ADDRESS_MAX_LENGTH = 500;

/**
 * How closely a result places the site. The offline geocoder knows postcode districts only; "postcode" (the
 * unit, about 15 houses) and "address" (the building) are for an online provider.
 */
export const GEOCODE_PRECISIONS = ["address", "postcode", "postcode-district"] as const;
export const GeocodePrecisionSchema = z.enum(GEOCODE_PRECISIONS);
export type GeocodePrecision = z.infer<typeof GeocodePrecisionSchema>;

export const GEOCODING_MESSAGES = {
  postcodeRequired: PROJECT_MESSAGES.postcodeRequiredForLookup,
  postcodeInvalid: PROJECT_MESSAGES.postcodeInvalidForLookup,
  districtUnknown: (outcode: string) =>
    `Postcode district ${outcode} is not in the postcode data. Check the postcode, or place the pin on the map.`,
  postcodeNotFound: "No location was found for this postcode. Check the postcode, or place the pin on the map.",
  addressRequired: "Enter an address to find its coordinates.",
  addressTooLong: `The address must be at most ${GEOCODE_ADDRESS_MAX_LENGTH} characters.`,
  addressWithoutPostcode:
    "No postcode was found in the address. Add the site's postcode (or at least its district, e.g. LS1) to find its coordinates.",
  addressNotFound: "No location was found for this address. Add the site's postcode, or place the pin on the map.",
  latitudeRequired: "Latitude is required",
  longitudeRequired: "Longitude is required",
  numberInvalid: "Enter a number",
  latitudeOutsideUk: `Latitude must be between ${SITE_LATITUDE_RANGE[0]} and ${SITE_LATITUDE_RANGE[1]} (the United Kingdom)`,
  longitudeOutsideUk: `Longitude must be between ${SITE_LONGITUDE_RANGE[0]} and ${SITE_LONGITUDE_RANGE[1]} (the United Kingdom)`,
} as const;

/**
 * A full postcode in its standard form ("sw1a1aa" → "SW1A 1AA"), or a district on its own upper-cased
 * ("ls1" → "LS1"); null when the text is neither.
 */
export function normaliseGeocodePostcode(text: string): string | null {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  if (UK_POSTCODE_PATTERN.test(compact)) return normalisePostcode(compact);
  if (UK_DISTRICT_PATTERN.test(compact)) return compact;
  return null;
}

/** GET /geocoding/postcode?postCode=: a full postcode or a district; the spec's two Find Address messages. */
export const GeocodePostcodeQuerySchema = z.object({
  postCode: textInput()
    .optional()
    .transform((value, context) => {
      const text = value?.trim() ?? "";
      if (text === "") {
        context.addIssue({ code: "custom", message: GEOCODING_MESSAGES.postcodeRequired });
        return z.NEVER;
      }
      const postCode = normaliseGeocodePostcode(text);
      if (postCode === null) {
        context.addIssue({ code: "custom", message: GEOCODING_MESSAGES.postcodeInvalid });
        return z.NEVER;
      }
      return postCode;
    }),
});
export type GeocodePostcodeQuery = z.output<typeof GeocodePostcodeQuerySchema>;

/** GET /geocoding/address?address=: free text that should hold a postcode or a district. */
export const GeocodeAddressQuerySchema = z.object({
  address: textInput()
    .optional()
    .transform((value, context) => {
      const text = value?.trim() ?? "";
      if (text === "") {
        context.addIssue({ code: "custom", message: GEOCODING_MESSAGES.addressRequired });
        return z.NEVER;
      }
      if (text.length > GEOCODE_ADDRESS_MAX_LENGTH) {
        context.addIssue({ code: "custom", message: GEOCODING_MESSAGES.addressTooLong });
        return z.NEVER;
      }
      return text;
    }),
});
export type GeocodeAddressQuery = z.output<typeof GeocodeAddressQuerySchema>;

/** A required coordinate from a query string, inside the UK's bounds. */
const requiredCoordinate = (range: readonly [number, number], requiredMessage: string, outsideMessage: string) =>
  textInput()
    .optional()
    .transform((value, context) => {
      const text = value?.trim() ?? "";
      if (text === "") {
        context.addIssue({ code: "custom", message: requiredMessage });
        return z.NEVER;
      }
      const number = Number(text);
      if (!Number.isFinite(number)) {
        context.addIssue({ code: "custom", message: GEOCODING_MESSAGES.numberInvalid });
        return z.NEVER;
      }
      if (number < range[0] || number > range[1]) {
        context.addIssue({ code: "custom", message: outsideMessage });
        return z.NEVER;
      }
      return number;
    });

/**
 * GET /geocoding/reverse?lat=&long=: the point of a pin, within the area the bundled data covers. Both parameters
 * are first checked to be text, so a repeated one is refused as such before either is worded as missing or wrong.
 */
export const ReverseGeocodeQuerySchema = z.object({ lat: z.string().optional(), long: z.string().optional() }).pipe(
  z.object({
    lat: requiredCoordinate(
      SITE_LATITUDE_RANGE,
      GEOCODING_MESSAGES.latitudeRequired,
      GEOCODING_MESSAGES.latitudeOutsideUk,
    ),
    long: requiredCoordinate(
      SITE_LONGITUDE_RANGE,
      GEOCODING_MESSAGES.longitudeRequired,
      GEOCODING_MESSAGES.longitudeOutsideUk,
    ),
  }),
);
export type ReverseGeocodeQuery = z.output<typeof ReverseGeocodeQuerySchema>;

const provenance = {
  /** The provider that answered (GEOCODER), e.g. "offline". */
  source: z.string(),
  /** Credit the data's licence asks for wherever the position is shown. */
  attribution: z.string(),
  /** In words: what the position stands for and how far to trust it. */
  detail: z.string(),
};

/** Find Address: the address parts a postcode gives, and where it is. */
export const PostcodeGeocodeSchema = z.object({
  /** The postcode as entered, in its standard form ("SW1A 1AA"), or the district alone ("LS1"). */
  postCode: z.string(),
  outcode: z.string(),
  /** Street address; null when the provider knows none (the offline data has no streets). */
  address: z.string().nullable(),
  /** The post town as the data gives it (several joined with " / "); null when the data has none. */
  town: z.string().nullable(),
  /** The district's post towns one by one, to offer a choice when there are several. */
  postTowns: z.array(z.string()),
  lat: z.number(),
  long: z.number(),
  precision: GeocodePrecisionSchema,
  ...provenance,
});
export type PostcodeGeocode = z.infer<typeof PostcodeGeocodeSchema>;

/** An address to lat and lng (the spec's names for the wizard), with the postcode it was placed by. */
export const AddressGeocodeSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** The postcode (or district) found in the address; null when an online provider placed it otherwise. */
  postCode: z.string().nullable(),
  precision: GeocodePrecisionSchema,
  ...provenance,
});
export type AddressGeocode = z.infer<typeof AddressGeocodeSchema>;

/** The postcode district nearest a point, for a pin placed on the map. */
export const ReverseGeocodeSchema = z.object({
  outcode: z.string(),
  town: z.string().nullable(),
  postTowns: z.array(z.string()),
  /** The district's centre. */
  lat: z.number(),
  long: z.number(),
  /** From the point to the district's centre, km (two decimals). */
  distanceKm: z.number(),
  ...provenance,
});
export type ReverseGeocode = z.infer<typeof ReverseGeocodeSchema>;
