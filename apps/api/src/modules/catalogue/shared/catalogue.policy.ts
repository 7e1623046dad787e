import { ROLES } from "@portal/contracts";
import type { RouteAccess } from "../../../plugins/auth.js";

/** Catalogue reads: any signed-in user, because the roof editor and the public wizard offer this data. */
export const readCatalogue: RouteAccess = "authenticated";
/** Reference-data writes and management-only reads: administrators only (spec 03 §6, DESIGN §6). */
export const manageCatalogue: RouteAccess = { roles: [ROLES.administrator] };
