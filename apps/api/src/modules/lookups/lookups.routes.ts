import { ErrorBodySchema, LookupOptionSchema, ROLE_IDS, ROLES, StaffOptionSchema } from "@portal/contracts";
import { and, asc, inArray, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { projectCategories, projectSources, projectStatuses, users } from "../../db/schema/index.js";
import type { RouteAccess } from "../../plugins/auth.js";
import { useProjects } from "../projects/projects.policy.js";

/** Sales persons and project owners are staff, and only staff pick them (spec 02 §6). */
const staffLookups: RouteAccess = { roles: [ROLES.administrator, ROLES.tasUser] };
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** /api/v1 lookup lists of the project form (spec 02 §7 Lookups). */
export function lookupsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const staffOptions = async () => {
      const rows = await ctx.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(
          and(inArray(users.roleId, [ROLE_IDS[ROLES.administrator], ROLE_IDS[ROLES.tasUser]]), isNull(users.deletedAt)),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
      return rows.map((row) => ({
        id: row.id,
        name: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email,
        email: row.email,
      }));
    };
    for (const path of ["/salespersons", "/projectowners"]) {
      app.get(
        path,
        { config: { access: staffLookups }, schema: { response: { 200: z.array(StaffOptionSchema), ...errors } } },
        staffOptions,
      );
    }
    for (const [path, table, statementName] of [
      ["/projectcategories", projectCategories, "lookup_project_categories"],
      ["/projectsources", projectSources, "lookup_project_sources"],
      ["/projectstatuses", projectStatuses, "lookup_project_statuses"],
    ] as const) {
      // Built once; on PostgreSQL a named statement is also parsed and planned once per connection.
      const options = ctx.db
        .select({ id: table.id, name: table.name })
        .from(table)
        .orderBy(asc(table.sortOrder), asc(table.id))
        .prepare(statementName);
      app.get(
        path,
        { config: { access: useProjects }, schema: { response: { 200: z.array(LookupOptionSchema), ...errors } } },
        async () => options.execute(),
      );
    }
  };
}
