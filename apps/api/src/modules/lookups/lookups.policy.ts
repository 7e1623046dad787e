import { ROLES } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";

/** Sales persons and project owners are staff, and only staff pick them (spec 02 §6). */
export const staffLookups: RouteAccess = { roles: [ROLES.administrator, ROLES.tasUser] };
