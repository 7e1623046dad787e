import { LookupOptionSchema, StaffOptionSchema } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { errorResponses } from "../../errors.js";
import { sendJson } from "../../plugins/json-text.js";
import { projectsAccessExceptVisitors } from "../projects/projects.policy.js";
import { staffLookups } from "./lookups.policy.js";
import type { LookupList } from "./lookups.repository.js";
import { createLookups } from "./lookups.service.js";

const errors = errorResponses(401, 403);

const LOOKUP_PATHS: ReadonlyArray<readonly [string, LookupList]> = [
  ["/projectcategories", "categories"],
  ["/projectsources", "sources"],
  ["/projectstatuses", "statuses"],
];

/** /api/v1 lookup lists of the project form (spec 02 §7 Lookups). */
export function lookupsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const lookups = createLookups(ctx);
    for (const path of ["/salespersons", "/projectowners"]) {
      app.get(
        path,
        { config: { access: staffLookups }, schema: { response: { 200: z.array(StaffOptionSchema), ...errors } } },
        async () => lookups.staffOptions(),
      );
    }
    for (const [path, list] of LOOKUP_PATHS) {
      app.get(
        path,
        {
          config: { access: projectsAccessExceptVisitors },
          schema: { response: { 200: z.array(LookupOptionSchema), ...errors } },
        },
        async (_request, reply) => sendJson(reply, await lookups.list(list)),
      );
    }
  };
}
