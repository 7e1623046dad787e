import { ANONYMOUS_SOLAR_ARRAY_LIMIT, ROLES, type RoleName } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";
import { projectsAccess } from "../projects/projects.policy.js";

/**
 * Solar arrays belong to a roof: whoever may see the roof's project may design its arrays (spec 03 §6), so the
 * routes take the projects' access and the service checks the roof's project per record (404 otherwise).
 */
export const solarArraysAccess: RouteAccess = projectsAccess;

/** Spec 03 §4, §6: an anonymous user has at most 4 arrays on a roof; every other role has no limit. */
export function canAddSolarArray(role: RoleName, arraysOnRoof: number): boolean {
  return role !== ROLES.anonymous || arraysOnRoof < ANONYMOUS_SOLAR_ARRAY_LIMIT;
}
