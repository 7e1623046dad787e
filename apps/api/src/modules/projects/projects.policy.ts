import { ROLES, type RoleName } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";

/** Every project route is for signed-in users; what each may see is decided per row below (DESIGN §6). */
export const projectsAccess: RouteAccess = {
  roles: [ROLES.administrator, ROLES.tasUser, ROLES.asmUser, ROLES.user, ROLES.anonymous],
};

/**
 * The project routes an anonymous wizard session has no use for (the list, cloning, deleting, the lookups of the
 * project form, files, the project NBS page, plot- and project-level documents): every registered role, not
 * Anonymous (decisions/visitor-sessions.md "Visitor sessions").
 */
export const projectsAccessExceptVisitors: RouteAccess = {
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

/**
 * Which projects a list shows. `companyId` is the caller's company (null for none): its members' shared projects
 * are the caller's too, and the "Shared with my company" filter (`sharedOnly`) keeps only those.
 */
export type ProjectVisibility =
  | { kind: "all"; includeUnregistered: boolean; companyId: number | null; sharedOnly: boolean }
  | { kind: "own"; userId: number; includeUnregistered: boolean; companyId: number | null; sharedOnly: boolean }
  | {
      kind: "session";
      userId: number;
      sessionId: string;
      includeUnregistered: false;
      companyId: null;
      sharedOnly: false;
    };

/**
 * The caller as the project rules see it; `sessionId` confines an Anonymous caller to its own session's projects,
 * `companyId` is the company they belong to (null for none).
 */
export type ProjectCaller = { id: number; role: RoleName; sessionId: string; companyId: number | null };

/**
 * What the rules read of a project: its account, how it was created, and whether it is shared with the
 * company its account belongs to (`ownerCompanyId`, null when the account belongs to none).
 */
export type ProjectAccess = {
  accountUserId: number | null;
  isUnregistered: boolean;
  anonymousSessionId: string | null;
  sharedWithCompany: boolean;
  ownerCompanyId: number | null;
};

/**
 * Which projects a caller may see: staff every one; an anonymous session those it created; everybody else their
 * own and their company's shared ones (ASM also unregistered ones when asked).
 */
export function projectVisibility(
  user: ProjectCaller,
  filters: { showUnregistered: boolean; sharedWithCompany: boolean },
): ProjectVisibility {
  const sharedOnly = filters.sharedWithCompany;
  if (isStaff(user.role))
    return { kind: "all", includeUnregistered: filters.showUnregistered, companyId: user.companyId, sharedOnly };
  if (user.role === ROLES.anonymous)
    return {
      kind: "session",
      userId: user.id,
      sessionId: user.sessionId,
      includeUnregistered: false,
      companyId: null,
      sharedOnly: false,
    };
  return {
    kind: "own",
    userId: user.id,
    includeUnregistered: user.role === ROLES.asmUser && filters.showUnregistered,
    companyId: user.companyId,
    sharedOnly,
  };
}

/** A project its account shares with the caller's company: its members use it exactly as its account does. */
function isSharedWithCaller(user: ProjectCaller, project: ProjectAccess): boolean {
  return (
    user.companyId !== null &&
    project.sharedWithCompany &&
    project.ownerCompanyId === user.companyId &&
    user.role !== ROLES.anonymous
  );
}

/**
 * A single project: staff any; an anonymous session only what that session created (another session with the
 * same e-mail sees none of it); others their own and their company's shared ones; ASM also an unregistered one.
 */
export function canAccessProject(user: ProjectCaller, project: ProjectAccess): boolean {
  if (isStaff(user.role)) return true;
  if (user.role === ROLES.anonymous)
    return project.accountUserId === user.id && project.anonymousSessionId === user.sessionId;
  if (project.accountUserId === user.id) return true;
  if (isSharedWithCaller(user, project)) return true;
  return user.role === ROLES.asmUser && project.isUnregistered;
}
