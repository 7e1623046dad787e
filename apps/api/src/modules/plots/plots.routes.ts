import { CreatePlotSchema, PlotSchema, PlotsPageSchema, PlotsQuerySchema, SUCCESS_MESSAGES } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";
import { registerProjectRecordRoutes } from "../projects/project-record.routes.js";
import { projectsAccess, projectsAccessExceptVisitors } from "../projects/projects.policy.js";
import * as plots from "./plots.service.js";

/** /api/v1/plots (spec 02 §7); access follows the project they belong to. */
export function plotsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/plots",
      {
        config: { access: projectsAccess },
        schema: { querystring: PlotsQuerySchema, response: { 200: PlotsPageSchema, ...ENTITY_ERRORS } },
      },
      async (request) => plots.listPlots(ctx, currentUser(request), request.query),
    );
    registerProjectRecordRoutes(app, ctx, {
      base: "/plots",
      record: PlotSchema,
      create: CreatePlotSchema,
      renameAccess: projectsAccessExceptVisitors,
      deletedMessage: SUCCESS_MESSAGES.plotDeleted,
      service: {
        get: plots.getPlot,
        create: plots.createPlot,
        rename: plots.renamePlot,
        remove: plots.deletePlot,
        clone: plots.clonePlot,
      },
    });
  };
}
