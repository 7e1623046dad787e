import { z } from "zod";

/**
 * The building blocks every request schema is made of, so that whatever passes a contract can be stored:
 * PostgreSQL refuses the NUL character in text and numbers beyond its integer range, and either would otherwise
 * surface as a 500 from the database instead of a 400 naming the field.
 */

/** PostgreSQL `integer`: every id and every whole-number code column. */
export const DATABASE_INTEGER_MIN = -2_147_483_648;
export const DATABASE_INTEGER_MAX = 2_147_483_647;

/** The longest address a mail system can deliver to (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

export const INPUT_MESSAGES = {
  nulCharacter: "Text must not contain the NUL character (0x00)",
  outOfRange: (label: string) => `${label} is out of range`,
} as const;

const NUL_CHARACTER = "\u0000";

export function hasNoNulCharacter(value: string): boolean {
  return !value.includes(NUL_CHARACTER);
}

/** A string that PostgreSQL can store: the base of every text field, filter and search term in a request. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoNulCharacter, { error: INPUT_MESSAGES.nulCharacter, abort: true });
}

/** Optional text of at most `max` characters, trimmed; empty or absent is stored as null. */
export function nullableText(max: number) {
  return text()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
}

/**
 * Something@something.something with no white space anywhere (spec 01 §5.6), checked in one pass. A regular
 * expression for this shape backtracks quadratically on crafted input (many dots after the @), so it is not one.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || /\s/.test(value)) return false;
  const at = value.indexOf("@");
  if (at < 1 || at !== value.lastIndexOf("@")) return false;
  const domain = value.slice(at + 1);
  // A dot with at least one character on each side of it.
  const dot = domain.indexOf(".", 1);
  return dot !== -1 && dot < domain.length - 1;
}

/**
 * A required e-mail address. The length is checked first and stops the chain, so no later check ever reads
 * an oversized value.
 */
export function emailAddress(messages: { required: string; invalid: string }) {
  return text({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: messages.invalid, abort: true })
    .refine(isEmailAddress, messages.invalid);
}

/**
 * A whole number for an integer column, from text or a number. A value beyond the column's range is reported
 * as out of range (not as missing or invalid), and stops the chain before any other check.
 */
export function databaseInteger(messages: { invalid: string; outOfRange: string }) {
  return z.coerce
    .number({ error: messages.invalid })
    .min(DATABASE_INTEGER_MIN, { error: messages.outOfRange, abort: true })
    .max(DATABASE_INTEGER_MAX, { error: messages.outOfRange, abort: true })
    .int(messages.invalid);
}

/** An id (identity column) in a path, query or body, from text or a number: 1 up to the integer maximum. */
export function databaseId(message = "Id is invalid") {
  return databaseInteger({ invalid: message, outOfRange: message }).positive(message);
}

/**
 * For object-level refinements that run even when a field failed (`when`), so a form shows every message at
 * once: they only run on an object, so a body of null or a list is refused by the schema instead of throwing.
 */
export const whenObjectPayload = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value),
};
