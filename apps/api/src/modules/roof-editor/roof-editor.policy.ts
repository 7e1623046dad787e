import { ROLES, type RoleName } from "@portal/contracts";
import { isStaff } from "../projects/projects.policy.js";

/**
 * Spec 03 §6: administrators and technical support may override the windload variables and the headlap, view
 * the diagnostics, edit estimate quantities and force a recalculation after such an edit. Everybody who may
 * see the roof's project may fill in its data.
 */
export function canOverrideRoofFactors(role: RoleName): boolean {
  return isStaff(role);
}

export function canEditEstimateLines(role: RoleName): boolean {
  return isStaff(role);
}

export function canViewDiagnostics(role: RoleName): boolean {
  return isStaff(role);
}

export function canForceRecalculation(role: RoleName): boolean {
  return isStaff(role);
}

/**
 * Spec 03 §6: "NBS clause checkboxes on the roof page are enabled only when authenticated". An anonymous
 * session sees the clauses but does not choose among them.
 */
export function canSelectNbsClauses(role: RoleName): boolean {
  return role !== ROLES.anonymous;
}
