import { ROLES, type RoleName } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";

/** Every project route is for signed-in users; what each may see is decided per row below (DESIGN §6). */
export const useProjects: RouteAccess = {
  roles: [ROLES.administrator, ROLES.tasUser, ROLES.asmUser, ROLES.user, ROLES.anonymous],
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
  | { kind: "own"; userId: number; includeUnregistered: boolean };

/** Which projects a caller may see: staff every one; everybody else their own (ASM also unregistered ones when asked). */
export function projectVisibility(user: { id: number; role: RoleName }, showUnregistered: boolean): ProjectVisibility {
  if (isStaff(user.role)) return { kind: "all", includeUnregistered: showUnregistered };
  return { kind: "own", userId: user.id, includeUnregistered: user.role === ROLES.asmUser && showUnregistered };
}

/** A single project: staff any; others their own; ASM also an unregistered one. */
export function canAccessProject(
  user: { id: number; role: RoleName },
  project: { accountUserId: number | null; isUnregistered: boolean },
): boolean {
  if (isStaff(user.role)) return true;
  if (project.accountUserId === user.id) return true;
  return user.role === ROLES.asmUser && project.isUnregistered;
}
