import type { RoleName } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";
import { isStaff, projectsAccess, projectsAccessExceptVisitors } from "../projects/projects.policy.js";

/** The NBS Clauses page follows its project: every signed-in kind of user may read a project they may see. */
export const nbsClausesAccess: RouteAccess = projectsAccess;

/**
 * Saving the project's clause overrides: never an anonymous wizard session (refused by its declared access);
 * among registered users, canEditNbsClauses then decides.
 */
export const overrideNbsClauses: RouteAccess = projectsAccessExceptVisitors;

/** Spec 02 §2, §6: admin and TAS users edit the clauses (Edit/Done, checkboxes); everybody else views them. */
export function canEditNbsClauses(role: RoleName): boolean {
  return isStaff(role);
}
