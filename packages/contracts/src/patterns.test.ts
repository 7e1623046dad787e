import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NUMERIC_INPUT_PATTERN, normalisePostcode, PHONE_PATTERN, UK_POSTCODE_PATTERN } from "./patterns.js";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "./primitives.js";

/** The spec's e-mail rule as the backtracking pattern it replaced: the reference for short inputs only. */
const BACKTRACKING_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BACKTRACKING_NUMERIC_PATTERN = /^-?\d*\.?\d*$/;
/** Fixed, so a failure names an input that reproduces it. */
const PROPERTY_SEED = 20_261_124;

describe("shared patterns (spec 01 §5.6)", () => {
  it.each(["SW1A 1AA", "sw1a1aa", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "EC1A 1BB", "GIR 0AA"])(
    "accepts the UK postcode %s",
    (postcode) => expect(UK_POSTCODE_PATTERN.test(postcode)).toBe(true),
  );
  it.each(["", "12345", "SW1A", "QQ1 1AA", "SW1A 1AAA", "W1 1CI"])("rejects %s as a postcode", (postcode) =>
    expect(UK_POSTCODE_PATTERN.test(postcode)).toBe(false),
  );
  it("normalises postcodes to upper case with one space", () => {
    expect(normalisePostcode(" sw1a1aa ")).toBe("SW1A 1AA");
    expect(normalisePostcode("m1  1ae")).toBe("M1 1AE");
  });
  it.each(["+44 20 7946 0958", "020 7946 0958", "(020) 7946-0958", "07700900123"])("accepts the phone %s", (phone) =>
    expect(PHONE_PATTERN.test(phone)).toBe(true),
  );
  it.each(["12345", "phone 0123456789", "020 7946 0958 ext"])("rejects the phone %s", (phone) =>
    expect(PHONE_PATTERN.test(phone)).toBe(false),
  );
  it("requires an email without spaces", () => {
    expect(isEmailAddress("a.b@example.co.uk")).toBe(true);
    expect(isEmailAddress("a b@example.com")).toBe(false);
    expect(isEmailAddress("ab@example")).toBe(false);
    expect(isEmailAddress("a@b@example.com")).toBe(false);
    expect(isEmailAddress("a@.example.com")).toBe(true);
    expect(isEmailAddress("a@example.")).toBe(false);
    expect(isEmailAddress(`${"a".repeat(EMAIL_MAX_LENGTH - 12)}@example.com`)).toBe(true);
    expect(isEmailAddress(`${"a".repeat(EMAIL_MAX_LENGTH - 11)}@example.com`)).toBe(false);
  });

  // Short strings over the characters that matter, so the search reaches every shape of the rule.
  const emailish = fc.string({ unit: fc.constantFrom("a", "@", ".", " ", "\t", "-"), maxLength: 12 });

  it("decides e-mails exactly as the spec's pattern does", () => {
    fc.assert(
      fc.property(emailish, (candidate) => {
        expect(isEmailAddress(candidate)).toBe(BACKTRACKING_EMAIL_PATTERN.test(candidate));
      }),
      { seed: PROPERTY_SEED, numRuns: 2000 },
    );
  });

  it("decides numeric text exactly as before, without backtracking", () => {
    const numericish = fc.string({ unit: fc.constantFrom("1", "0", ".", "-", "x"), maxLength: 10 });
    fc.assert(
      fc.property(numericish, (candidate) => {
        expect(NUMERIC_INPUT_PATTERN.test(candidate)).toBe(BACKTRACKING_NUMERIC_PATTERN.test(candidate));
      }),
      { seed: PROPERTY_SEED, numRuns: 2000 },
    );
  });

  it("refuses 40,000-character crafted inputs as fast as plain ones of the same length", () => {
    const timed = (check: () => boolean) => {
      const started = Date.now();
      expect(check()).toBe(false);
      return Date.now() - started;
    };
    const plain = "a".repeat(40_000);
    const baseline = Math.max(
      timed(() => isEmailAddress(plain)),
      timed(() => NUMERIC_INPUT_PATTERN.test(plain)),
    );
    const crafted = Math.max(
      timed(() => isEmailAddress(`a@${".".repeat(40_000)}@`)),
      timed(() => isEmailAddress(`a@${"a.".repeat(20_000)} `)),
      timed(() => NUMERIC_INPUT_PATTERN.test(`${"1".repeat(40_000)}x`)),
    );
    // The backtracking patterns took seconds on these, thousands of times the plain input's time.
    expect(crafted).toBeLessThan(baseline * 20 + 5);
  });
});
