import type { RouteAccess } from "../../plugins/auth.js";

/** Site wind data is public reference information; any signed-in person (the roof editor) may read it. */
export const readSiteData: RouteAccess = "authenticated";
