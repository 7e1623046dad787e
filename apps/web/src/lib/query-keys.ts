/**
 * The first element of every query key, one per area. Each area builds its keys under its root (in its `api/`
 * files), and anything that must refresh another area's queries names that area's root from here, so no root is
 * spelt twice. The roof editor's root holds the roof's sections, results, NBS clauses and solar arrays, so
 * leaving a roof can drop them together.
 */
export const QUERY_ROOTS = {
  account: "account",
  catalogue: "catalogue",
  companies: "companies",
  customers: "customers",
  lookups: "lookups",
  nbsClauses: "nbs-clauses",
  plots: "plots",
  profile: "profile",
  projectFiles: "project-files",
  projectSite: "project-site",
  projects: "projects",
  roofEditor: "roof-editor",
  roofs: "roofs",
  session: "session",
  solarCatalogue: "solar-designer",
  system: "system",
  users: "users",
} as const;
