import type { RouteAccess } from "../../plugins/auth.js";

/**
 * Geocoding turns public reference data into coordinates, so anyone signed in may use it: the project page's
 * location panel, and the public wizard's anonymous e-mail sessions placing their site.
 */
export const geocodingAccess: RouteAccess = "authenticated";
