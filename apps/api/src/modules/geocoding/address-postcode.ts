/**
 * Finds the postcode in free address text, as the wizard sends it ("1 High St, Bristol, BS1 4DJ") or as a
 * person types it. Pure text work: whether the district exists is the geocoder's question.
 */
import { normalisePostcode, UK_DISTRICT_PATTERN, UK_POSTCODE_PATTERN } from "@portal/contracts";

export interface PostcodeCandidates {
  /** Full postcodes in standard form ("BS1 4DJ"), in the order they appear. */
  postcodes: string[];
  /** Words shaped like a district alone ("LS1"), in order; only worth reading when there is no full postcode. */
  districts: string[];
}

/** An outward code then an inward code, the space optional, standing alone between non-alphanumerics. */
const FULL_POSTCODE = /(?<![A-Z0-9])([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][A-Z]{2})(?![A-Z0-9])/g;

export function findPostcodeCandidates(address: string): PostcodeCandidates {
  // Punctuation and line breaks separate words the same way a space does ("Leeds,LS1 4AP").
  const text = address
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
  const postcodes: string[] = [];
  for (const match of text.matchAll(FULL_POSTCODE)) {
    const compact = `${match[1]}${match[2]}`;
    if (UK_POSTCODE_PATTERN.test(compact)) postcodes.push(normalisePostcode(compact));
  }
  const districts = text.split(" ").filter((word) => UK_DISTRICT_PATTERN.test(word));
  return { postcodes, districts };
}
