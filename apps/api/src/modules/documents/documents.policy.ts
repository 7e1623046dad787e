import { ROLES, type RoleName } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";
import { isStaff } from "../projects/projects.policy.js";

/**
 * Documents follow their project: whoever may see the project may generate and download its documents. An
 * anonymous wizard session works on one roof: it generates, lists and downloads that roof's documents only.
 */
export {
  useProjects as useDocuments,
  useProjectsExceptAnonymous as usePlotAndProjectDocuments,
} from "../projects/projects.policy.js";

/** The Improved Fixing Spec, with the full working, is for administrators and TAS users (spec 02 §6). */
export function canUseImprovedFixingSpec(role: RoleName): boolean {
  return isStaff(role);
}

/**
 * Generating the Improved Fixing Spec: refused at the route as well as in the service, so the authorisation matrix
 * states the truth and a wizard session never reaches the item lookup. Derived from isStaff so the two cannot drift.
 */
export const generateImprovedFixingSpec: RouteAccess = { roles: Object.values(ROLES).filter(isStaff) };
