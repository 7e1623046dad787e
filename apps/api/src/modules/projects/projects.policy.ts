import { ROLES, type RoleName } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";

/** Every project route is for signed-in users; what each may see is decided per row below (DESIGN §6). */
export const useProjects: RouteAccess = {
  roles: [ROLES.administrator, ROLES.tasUser, ROLES.asmUser, ROLES.user, ROLES.anonymous],
};

/**
 * The project routes an anonymous wizard session has no use for (the list, cloning, deleting, the lookups of the
 * project form, files, the project NBS page, plot- and project-level documents): every registered role, not
 * Anonymous (decisions.md "Visitor sessions").
 */
export const useProjectsExceptAnonymous: RouteAccess = {
  roles: [ROLES.administrator, ROLES.tasUser, ROLES.asmUser, ROLES.user],
};

/** Staff: manufacturer's administrators and technical support, who see every project and its full field set. */
export function isStaff(role: RoleName): boolean {
  return role === ROLES.administrator || role === ROLES.tasUser;
}

/** Who may ask for the "unregistered projects" (spec 02 §6). */
export function canSeeUnregisteredProjects(role: RoleName): boolean {
  return isStaff(role) || role === ROLES.asmUser;
}

/** Sales persons, owners, status, category, source and dates: staff only (spec 02 §6). */
export function canManageProjectStaffFields(role: RoleName): boolean {
  return isStaff(role);
}

/** Admin and TAS may edit the site address even when it is locked (spec 02 §2). */
export function canEditLockedAddress(role: RoleName): boolean {
  return isStaff(role);
}

export type ProjectVisibility =
  | { kind: "all"; includeUnregistered: boolean }
  | { kind: "own"; userId: number; includeUnregistered: boolean }
  | { kind: "session"; userId: number; sessionId: string; includeUnregistered: false };

/** The caller as the project rules see it; `sessionId` confines an Anonymous caller to its own session's projects. */
export type ProjectCaller = { id: number; role: RoleName; sessionId: string };

/**
 * Which projects a caller may see: staff every one; an anonymous session those it created; everybody else their
 * own (ASM also unregistered ones when asked).
 */
export function projectVisibility(user: ProjectCaller, showUnregistered: boolean): ProjectVisibility {
  if (isStaff(user.role)) return { kind: "all", includeUnregistered: showUnregistered };
  if (user.role === ROLES.anonymous)
    return { kind: "session", userId: user.id, sessionId: user.sessionId, includeUnregistered: false };
  return { kind: "own", userId: user.id, includeUnregistered: user.role === ROLES.asmUser && showUnregistered };
}

/**
 * A single project: staff any; an anonymous session only what that session created (another session with the
 * same e-mail sees none of it); others their own; ASM also an unregistered one.
 */
export function canAccessProject(
  user: ProjectCaller,
  project: { accountUserId: number | null; isUnregistered: boolean; anonymousSessionId: string | null },
): boolean {
  if (isStaff(user.role)) return true;
  if (user.role === ROLES.anonymous)
    return project.accountUserId === user.id && project.anonymousSessionId === user.sessionId;
  if (project.accountUserId === user.id) return true;
  return user.role === ROLES.asmUser && project.isUnregistered;
}
