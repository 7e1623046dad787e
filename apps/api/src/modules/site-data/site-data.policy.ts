import type { RouteAccess } from "../../plugins/auth.js";
import { projectsAccess } from "../projects/projects.policy.js";

/** Site wind data is public reference information; any signed-in person (the roof editor) may read it. */
export const readSiteData: RouteAccess = "authenticated";

/**
 * A project's site values follow the project: whoever may open it (its owner, staff) may read and enter them,
 * decided per project by findAccessibleProject; vb,map on a project is for staff only (isStaff).
 */
export const editProjectSiteData: RouteAccess = projectsAccess;
