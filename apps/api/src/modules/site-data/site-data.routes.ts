import { ErrorBodySchema, SiteDataQuerySchema, SiteDataSchema } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { readSiteData } from "./site-data.policy.js";
import { loadSiteDataSources, resolveSiteData } from "./site-data.service.js";

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** /api/v1/site-data: the wind inputs of a site with their provenance, and qp with its calculation trace. */
export function siteDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Read at start, so a bad WIND_DATA_DIR stops the server instead of failing on the first request.
    const sources = loadSiteDataSources(ctx.config);

    app.get(
      "/site-data",
      {
        config: { access: readSiteData },
        schema: { querystring: SiteDataQuerySchema, response: { 200: SiteDataSchema, ...errors } },
      },
      async (request) => resolveSiteData(sources, request.query),
    );
  };
}
