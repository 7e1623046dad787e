import { ROLES } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";

/**
 * Companies are for registered users of every role; a wizard visitor (Anonymous) has no account to share. What
 * each member may do inside a company (the Owner's actions) is decided by the service from the membership.
 */
export const companiesAccess: RouteAccess = {
  roles: [ROLES.administrator, ROLES.tasUser, ROLES.asmUser, ROLES.user],
};
