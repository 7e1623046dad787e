import { ROLES } from "@portal/contracts";
import type { RouteAccess } from "../../plugins/auth.js";

/** User administration is for administrators only (spec 01 §6). */
export const manageUsers: RouteAccess = { roles: [ROLES.administrator] };
/** Registration needs the industry list before anyone signs in. */
export const readIndustryTypes: RouteAccess = "public";
