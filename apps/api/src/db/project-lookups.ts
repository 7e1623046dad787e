import { projectCategories, projectSources, projectStatuses } from "./schema/index.js";

/**
 * The project form's short lists, by the name the routes use: the lookups module lists them, the projects module
 * checks a project's choices against them and takes its defaults from them.
 */
export const LOOKUP_TABLES = {
  categories: projectCategories,
  sources: projectSources,
  statuses: projectStatuses,
} as const;
export type LookupList = keyof typeof LOOKUP_TABLES;
