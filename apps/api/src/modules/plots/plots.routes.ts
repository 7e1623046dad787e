import {
  CreatedIdSchema,
  CreatePlotSchema,
  ErrorBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  PlotSchema,
  PlotsPageSchema,
  PlotsQuerySchema,
  RenameSchema,
  UpdateNameSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../plugins/auth.js";
import { clonePlotJob } from "../cloning/clone.jobs.js";
import { useProjects, useProjectsExceptAnonymous } from "../projects/projects.policy.js";
import * as plots from "./plots.service.js";

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
/** Updates also answer 409 when made from an older version of the record. */
const updateErrors = { ...errors, 409: ErrorBodySchema };

/** /api/v1/plots (spec 02 §7); access follows the project they belong to. */
export function plotsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/plots",
      {
        config: { access: useProjects },
        schema: { querystring: PlotsQuerySchema, response: { 200: PlotsPageSchema, ...errors } },
      },
      async (request) => plots.listPlots(ctx, currentUser(request), request.query),
    );
    app.get(
      "/plots/:id",
      { config: { access: useProjects }, schema: { params: IdParamsSchema, response: { 200: PlotSchema, ...errors } } },
      async (request) => plots.getPlot(ctx, currentUser(request), request.params.id),
    );
    app.post(
      "/plots",
      {
        config: { access: useProjects },
        schema: { body: CreatePlotSchema, response: { 201: CreatedIdSchema, ...errors } },
      },
      async (request, reply) => {
        const input = request.body;
        return reply.status(201).send(await plots.createPlot(ctx, currentUser(request), input));
      },
    );
    app.put(
      "/plots/:id",
      {
        config: { access: useProjectsExceptAnonymous },
        schema: { params: IdParamsSchema, body: UpdateNameSchema, response: { 200: PlotSchema, ...updateErrors } },
      },
      async (request) => {
        const input = request.body;
        return plots.renamePlot(ctx, currentUser(request), request.params.id, input);
      },
    );
    app.delete(
      "/plots/:id",
      {
        config: { access: useProjectsExceptAnonymous },
        schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
      },
      async (request) => {
        await plots.deletePlot(ctx, currentUser(request), request.params.id);
        return { message: "Plot deleted" };
      },
    );

    app.post(
      "/plots/:id/clone",
      {
        config: { access: useProjectsExceptAnonymous },
        schema: { params: IdParamsSchema, body: RenameSchema, response: { 202: MessageResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const { name } = request.body;
        const user = currentUser(request);
        const plot = await plots.findAccessiblePlot(ctx, user, request.params.id);
        await ctx.jobs.enqueue(clonePlotJob, { userId: user.id, plotId: plot.id, projectId: plot.projectId, name });
        return reply.status(202).send({ message: "Cloning..." });
      },
    );
  };
}
