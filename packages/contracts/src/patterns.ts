/**
 * Shared input patterns (spec 01 §5.6). Each runs in linear time: no two parts can match the same characters,
 * so a failing input is never retried in other splits. The e-mail check is `isEmailAddress` in primitives.ts.
 */

/** An optional plus, then at least 10 characters of digits, spaces, hyphens or brackets. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

/**
 * UK postcode: outward code (area + district) and inward code (sector + unit), space optional,
 * case-insensitive; also the special GIR 0AA. Follows the published format rules (BS 7666).
 */
export const UK_POSTCODE_PATTERN =
  /^(GIR ?0AA|(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;

/** Numeric text input: digits, one decimal point and a leading minus (spec 01 §5.6). */
export const NUMERIC_INPUT_PATTERN = /^-?(?:\d+(?:\.\d*)?|\.\d*)?$/;

/** Upper-cases a postcode and puts the single space before the inward code: "sw1a1aa" → "SW1A 1AA". */
export function normalisePostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 5) return compact;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
