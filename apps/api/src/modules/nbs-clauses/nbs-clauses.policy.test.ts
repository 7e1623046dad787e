import { ROLES, type RoleName } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { canEditNbsClauses, nbsClausesAccess } from "./nbs-clauses.policy.js";

const { administrator, tasUser, asmUser, user, anonymous } = ROLES;
const EVERY_ROLE: RoleName[] = [administrator, tasUser, asmUser, user, anonymous];

/** Spec 02 §6: admin and TAS edit NBS clauses; ASM and public users (and anonymous sessions) view them. */
const MAY_EDIT: Record<RoleName, boolean> = {
  [administrator]: true,
  [tasUser]: true,
  [asmUser]: false,
  [user]: false,
  [anonymous]: false,
};

describe("NBS clauses policy, per role", () => {
  it("lets every role read the page's calls (the project's own access then decides)", () => {
    expect(typeof nbsClausesAccess === "object" && [...nbsClausesAccess.roles].sort()).toEqual([...EVERY_ROLE].sort());
  });

  it.each(EVERY_ROLE)("%s: may edit the clauses as the spec's table says", (role) => {
    expect(canEditNbsClauses(role)).toBe(MAY_EDIT[role]);
  });
});
