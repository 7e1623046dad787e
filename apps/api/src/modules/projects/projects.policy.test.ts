import { ROLES, type RoleName } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import {
  canAccessProject,
  canEditLockedAddress,
  canManageProjectStaffFields,
  canSeeUnregisteredProjects,
  isStaff,
  projectsAccess,
  projectVisibility,
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
const SESSION = "00000000-0000-4000-8000-000000000001";
const OTHER_SESSION = "00000000-0000-4000-8000-000000000002";
/** An anonymous caller's own project carries its session; a registered caller's carries none. */
const notShared = { sharedWithCompany: false, ownerCompanyId: null };
const ownFor = (role: RoleName) => ({
  accountUserId: CALLER_ID,
  isUnregistered: role === anonymous,
  anonymousSessionId: role === anonymous ? SESSION : null,
  ...notShared,
});
const someoneElses = { accountUserId: OTHER_ID, isUnregistered: false, anonymousSessionId: null, ...notShared };
const unregistered = { accountUserId: OTHER_ID, isUnregistered: true, anonymousSessionId: OTHER_SESSION, ...notShared };
const COMPANY_ID = 3;
const OTHER_COMPANY_ID = 4;
/** A colleague's project, shared with their company (or not). */
const colleagues = (sharedWithCompany: boolean, ownerCompanyId: number | null = COMPANY_ID) => ({
  accountUserId: OTHER_ID,
  isUnregistered: false,
  anonymousSessionId: null,
  sharedWithCompany,
  ownerCompanyId,
});

describe("project policy, per role", () => {
  it("lets every role use the project routes (rows are then filtered per caller)", () => {
    expect(typeof projectsAccess === "object" && [...projectsAccess.roles].sort()).toEqual([...EVERY_ROLE].sort());
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
    const caller = { id: CALLER_ID, role, sessionId: SESSION, companyId: null };
    const shown = projectVisibility(caller, { showUnregistered: false, sharedWithCompany: false });
    const asked = projectVisibility(caller, { showUnregistered: true, sharedWithCompany: false });
    const noCompany = { companyId: null, sharedOnly: false };
    if (EXPECTED[role].staff) {
      expect(shown).toEqual({ kind: "all", includeUnregistered: false, ...noCompany });
      expect(asked).toEqual({ kind: "all", includeUnregistered: true, ...noCompany });
    } else if (role === anonymous) {
      // An anonymous session sees only what it created, whatever the filter says.
      const session = {
        kind: "session",
        userId: CALLER_ID,
        sessionId: SESSION,
        includeUnregistered: false,
        ...noCompany,
      };
      expect(shown).toEqual(session);
      expect(asked).toEqual(session);
      const inCompany = { ...caller, companyId: COMPANY_ID };
      expect(projectVisibility(inCompany, { showUnregistered: false, sharedWithCompany: true })).toEqual(session);
    } else {
      expect(shown).toEqual({ kind: "own", userId: CALLER_ID, includeUnregistered: false, ...noCompany });
      // Only ASM users may add the unregistered projects to their own; for others the filter changes nothing.
      expect(asked).toEqual({ kind: "own", userId: CALLER_ID, includeUnregistered: role === asmUser, ...noCompany });
    }
  });

  it.each(EVERY_ROLE)("%s: opening one project (own, someone else's, an unregistered one)", (role) => {
    const caller = { id: CALLER_ID, role, sessionId: SESSION, companyId: null };
    expect(canAccessProject(caller, ownFor(role))).toBe(true);
    expect(canAccessProject(caller, someoneElses)).toBe(EXPECTED[role].staff);
    expect(canAccessProject(caller, unregistered)).toBe(EXPECTED[role].staff || role === asmUser);
  });

  it("anonymous: its own e-mail's project made in another session stays out of reach", () => {
    const caller = { id: CALLER_ID, role: anonymous, sessionId: SESSION, companyId: null };
    const otherSession = {
      accountUserId: CALLER_ID,
      isUnregistered: true,
      anonymousSessionId: OTHER_SESSION,
      ...notShared,
    };
    expect(canAccessProject(caller, otherSession)).toBe(false);
    expect(canAccessProject(caller, { ...otherSession, anonymousSessionId: null })).toBe(false);
  });

  it.each(EVERY_ROLE)("%s: a colleague's project, shared with the company or not, and another company's", (role) => {
    const member = { id: CALLER_ID, role, sessionId: SESSION, companyId: COMPANY_ID };
    const staff = EXPECTED[role].staff;
    // Members of the owner's company use a shared project as its owner does (an Anonymous caller is never one).
    expect(canAccessProject(member, colleagues(true))).toBe(role !== anonymous);
    expect(canAccessProject(member, colleagues(false))).toBe(staff);
    expect(canAccessProject(member, colleagues(true, OTHER_COMPANY_ID))).toBe(staff);
    // A former member (no company now) and a project whose owner has left their company.
    expect(canAccessProject({ ...member, companyId: null }, colleagues(true))).toBe(staff);
    expect(canAccessProject(member, colleagues(true, null))).toBe(staff);
  });
});
