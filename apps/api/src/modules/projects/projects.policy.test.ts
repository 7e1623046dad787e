import { ROLES, type RoleName } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import {
  canAccessProject,
  canEditLockedAddress,
  canManageProjectStaffFields,
  canSeeUnregisteredProjects,
  isStaff,
  projectVisibility,
  useProjects,
} from "./projects.policy.js";

const { administrator, tasUser, asmUser, user, anonymous } = ROLES;
const EVERY_ROLE: RoleName[] = [administrator, tasUser, asmUser, user, anonymous];

/** Spec 02 §6 and DESIGN §6, one row per role: what each may do with projects. */
const EXPECTED: Record<
  RoleName,
  { staff: boolean; unregistered: boolean; staffFields: boolean; lockedAddress: boolean }
> = {
  [administrator]: { staff: true, unregistered: true, staffFields: true, lockedAddress: true },
  [tasUser]: { staff: true, unregistered: true, staffFields: true, lockedAddress: true },
  [asmUser]: { staff: false, unregistered: true, staffFields: false, lockedAddress: false },
  [user]: { staff: false, unregistered: false, staffFields: false, lockedAddress: false },
  [anonymous]: { staff: false, unregistered: false, staffFields: false, lockedAddress: false },
};

const CALLER_ID = 7;
const OTHER_ID = 8;
const own = { accountUserId: CALLER_ID, isUnregistered: false };
const someoneElses = { accountUserId: OTHER_ID, isUnregistered: false };
const unregistered = { accountUserId: OTHER_ID, isUnregistered: true };

describe("project policy, per role", () => {
  it("lets every role use the project routes (rows are then filtered per caller)", () => {
    expect(typeof useProjects === "object" && [...useProjects.roles].sort()).toEqual([...EVERY_ROLE].sort());
  });

  it.each(EVERY_ROLE)("%s: staff, unregistered projects, staff fields, locked address", (role) => {
    expect({
      staff: isStaff(role),
      unregistered: canSeeUnregisteredProjects(role),
      staffFields: canManageProjectStaffFields(role),
      lockedAddress: canEditLockedAddress(role),
    }).toEqual(EXPECTED[role]);
  });

  it.each(EVERY_ROLE)("%s: which projects the list shows, with and without the unregistered filter", (role) => {
    const caller = { id: CALLER_ID, role };
    const shown = projectVisibility(caller, false);
    const asked = projectVisibility(caller, true);
    if (EXPECTED[role].staff) {
      expect(shown).toEqual({ kind: "all", includeUnregistered: false });
      expect(asked).toEqual({ kind: "all", includeUnregistered: true });
    } else {
      expect(shown).toEqual({ kind: "own", userId: CALLER_ID, includeUnregistered: false });
      // Only ASM users may add the unregistered projects to their own; for others the filter changes nothing.
      expect(asked).toEqual({ kind: "own", userId: CALLER_ID, includeUnregistered: role === asmUser });
    }
  });

  it.each(EVERY_ROLE)("%s: opening one project (own, someone else's, an unregistered one)", (role) => {
    const caller = { id: CALLER_ID, role };
    expect(canAccessProject(caller, own)).toBe(true);
    expect(canAccessProject(caller, someoneElses)).toBe(EXPECTED[role].staff);
    expect(canAccessProject(caller, unregistered)).toBe(EXPECTED[role].staff || role === asmUser);
  });
});
