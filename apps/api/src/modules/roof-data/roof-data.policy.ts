import type { RoleName } from "@portal/contracts";
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
