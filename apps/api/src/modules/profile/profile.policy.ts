import { ROLES, type RoleName } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";

/** Every registered person keeps their own profile; anonymous wizard sessions have none (spec 01 §6). */
export const ownProfile: RouteAccess = {
  roles: [ROLES.administrator, ROLES.tasUser, ROLES.asmUser, ROLES.user],
};

/** Address, phone, job and industry are required of everyone but administrators (spec 02 §5). */
export function mustCompleteProfile(role: RoleName): boolean {
  return role !== ROLES.administrator;
}
