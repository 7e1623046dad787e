import { ROLES } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";

/** Customer search is a staff tool (spec 02 §6). */
export const searchCustomers: RouteAccess = { roles: [ROLES.administrator, ROLES.tasUser] };
