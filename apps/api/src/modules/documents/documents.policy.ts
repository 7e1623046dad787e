import { ROLES, type RoleName } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";
import { isStaff } from "../projects/projects.policy.js";

/**
 * Documents follow their project: whoever may see the project may generate and download its documents. An
 * anonymous wizard session works on one roof: it generates, lists and downloads that roof's documents only.
 */
export {
  projectsAccess as useDocuments,
  projectsAccessExceptVisitors as usePlotAndProjectDocuments,
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

/** Who hears of a generation: a registered user's sockets, or one visitor session's. */
export type GenerationRecipient = { userId: number } | { sessionId: string };

/**
 * Whoever asked for a generation hears of it, and nobody else (the project's owner hears nothing unless they
 * asked): a registered requester on every socket of theirs, a visitor on the session that asked only, since
 * visitors sharing an e-mail share a user but not their projects. The requester's role is read when the event
 * is sent, so a staff-only document reaches nobody who is not staff by then, never a visitor's session. Nobody
 * hears of it when the requester's account is gone, or a visitor's session was not recorded.
 */
export function recipientOfGeneration(
  requester: { userId: number; sessionId: string | null; role: RoleName | undefined },
  kind: { isImproved: boolean },
): GenerationRecipient | undefined {
  if (!requester.role) return undefined;
  if (kind.isImproved && !canUseImprovedFixingSpec(requester.role)) return undefined;
  if (requester.role !== ROLES.anonymous) return { userId: requester.userId };
  return requester.sessionId ? { sessionId: requester.sessionId } : undefined;
}
