import type { RoleName } from "@portal/contracts";
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
