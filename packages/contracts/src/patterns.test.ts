import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, normalisePostcode, PHONE_PATTERN, UK_POSTCODE_PATTERN } from "./patterns.js";

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
    expect(EMAIL_PATTERN.test("a.b@example.co.uk")).toBe(true);
    expect(EMAIL_PATTERN.test("a b@example.com")).toBe(false);
    expect(EMAIL_PATTERN.test("ab@example")).toBe(false);
  });
});
