import { ANONYMOUS_SOLAR_ARRAY_LIMIT, ROLE_NAMES, ROLES } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { canAddSolarArray, solarArraysAccess } from "./solar-arrays.policy.js";

describe("solar arrays policy", () => {
  it("lets every role that may use projects reach the routes", () => {
    expect(solarArraysAccess).toEqual({ roles: expect.arrayContaining([...ROLE_NAMES]) });
  });

  it("limits anonymous users to 4 arrays per roof and nobody else", () => {
    expect(canAddSolarArray(ROLES.anonymous, ANONYMOUS_SOLAR_ARRAY_LIMIT - 1)).toBe(true);
    expect(canAddSolarArray(ROLES.anonymous, ANONYMOUS_SOLAR_ARRAY_LIMIT)).toBe(false);
    for (const role of ROLE_NAMES.filter((name) => name !== ROLES.anonymous)) {
      expect(canAddSolarArray(role, 50), role).toBe(true);
    }
  });
});
