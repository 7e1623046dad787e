import {
  ProjectSiteDataSchema,
  ProjectSiteInputsUpdateSchema,
  ProjectSiteParamsSchema,
  SiteDataQuerySchema,
  SiteDataSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS, ENTITY_UPDATE_ERRORS, errorResponses } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";
import { editProjectSiteData, readSiteData } from "./site-data.policy.js";
import {
  getProjectSiteData,
  resolveSiteData,
  siteDataSourcesFor,
  updateProjectSiteInputs,
} from "./site-data.service.js";

const errors = errorResponses(400, 401, 403);

/**
 * What follows a saved site: the roofs' stored results were worked out with the old site wind, so the roof
 * editor works them out again. Handed in by the route table, since the roof editor reads the site's wind from
 * this module and a module does not import one that imports it.
 */
export type SiteDataFollowUps = { recalculateProjectRoofs: (ctx: AppContext, projectId: number) => Promise<void> };

/** /api/v1/site-data: the wind inputs of a site with their provenance, and qp with its calculation trace. */
export function siteDataRoutes(ctx: AppContext, followUps: SiteDataFollowUps): FastifyPluginAsyncZod {
  return async (app) => {
    // Read at start, so a bad WIND_DATA_DIR stops the server instead of failing on the first request.
    const sources = siteDataSourcesFor(ctx.config);

    app.get(
      "/site-data",
      {
        config: { access: readSiteData },
        schema: { querystring: SiteDataQuerySchema, response: { 200: SiteDataSchema, ...errors } },
      },
      async (request) => resolveSiteData(sources, request.query),
    );

    app.get(
      "/site-data/project/:projectId",
      {
        config: { access: editProjectSiteData },
        schema: { params: ProjectSiteParamsSchema, response: { 200: ProjectSiteDataSchema, ...ENTITY_ERRORS } },
      },
      async (request) => getProjectSiteData(ctx, currentUser(request), request.params.projectId),
    );

    app.put(
      "/site-data/project/:projectId",
      {
        config: { access: editProjectSiteData },
        schema: {
          params: ProjectSiteParamsSchema,
          body: ProjectSiteInputsUpdateSchema,
          response: { 200: ProjectSiteDataSchema, ...ENTITY_UPDATE_ERRORS },
        },
      },
      async (request) => {
        const { projectId } = request.params;
        const saved = await updateProjectSiteInputs(ctx, currentUser(request), projectId, request.body);
        // The roofs' stored results were worked out with the old site wind.
        await followUps.recalculateProjectRoofs(ctx, projectId);
        return saved;
      },
    );
  };
}
