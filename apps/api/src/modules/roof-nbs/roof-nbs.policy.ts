import { ROLES, type RoleName } from "@portal/contracts";
import { useProjects } from "../projects/projects.policy.js";

/** The roof NBS calls follow the roof's project, like the rest of the roof editor (spec 03 §7.2, §7.7). */
export const useRoofNbs = useProjects;

/**
 * Spec 03 §6: "NBS clause checkboxes on the roof page are enabled only when authenticated". An anonymous
 * session sees the clauses but does not choose among them.
 */
export function canSelectNbsClauses(role: RoleName): boolean {
  return role !== ROLES.anonymous;
}
