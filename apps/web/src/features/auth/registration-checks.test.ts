import { describe, expect, it } from "vitest";
import { recheckRegistration } from "./registration-checks";

describe("registration checks repeated on submit (spec 01 §5.2)", () => {
  const valid = {
    password: "a-long-enough-password",
    confirmPassword: "a-long-enough-password",
    hasAcceptedTermsAndConditions: true,
  };

  it("passes a valid registration", () => {
    expect(recheckRegistration(valid)).toBeNull();
  });

  it("names each problem with the spec's submit-time text", () => {
    expect(recheckRegistration({ ...valid, confirmPassword: "other" })).toEqual({
      field: "confirmPassword",
      message: "Passwords do not match",
    });
    expect(recheckRegistration({ ...valid, password: "short", confirmPassword: "short" })).toEqual({
      field: "password",
      message: "Password must be at least 12 characters long",
    });
    expect(recheckRegistration({ ...valid, hasAcceptedTermsAndConditions: false })).toEqual({
      field: "hasAcceptedTermsAndConditions",
      message: "You must accept the terms and conditions",
    });
  });
});
