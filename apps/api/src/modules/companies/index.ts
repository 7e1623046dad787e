/**
 * The companies module's door: the routes, the caller's company for the project rules, the audit of a sharing
 * change, and the kept memberships the app starts. Nothing outside reaches into its repository.
 */
export { companiesRoutes } from "./companies.routes.js";
export { companyIdOf, endMembershipOfDeletedUser, recordSharingChange } from "./companies.service.js";
export { type KeptMemberships, startKeptMemberships } from "./kept-memberships.js";
