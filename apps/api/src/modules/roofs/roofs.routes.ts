import {
  CreatedIdSchema,
  CreateRoofSchema,
  ErrorBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  RenameSchema,
  RoofSummarySchema,
  UpdateNameSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../plugins/auth.js";
import { cloneRoofJob } from "../cloning/clone.jobs.js";
import { useProjects, useProjectsExceptAnonymous } from "../projects/projects.policy.js";
import * as roofs from "./roofs.service.js";

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
/** Updates also answer 409 when made from an older version of the record. */
const updateErrors = { ...errors, 409: ErrorBodySchema };

/** /api/v1/roofs (spec 02 §7); access follows the project the roof's plot belongs to. */
export function roofsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/roofs/:id/clone",
      {
        config: { access: useProjectsExceptAnonymous },
        schema: { params: IdParamsSchema, body: RenameSchema, response: { 202: MessageResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const { name } = request.body;
        const user = currentUser(request);
        const roof = await roofs.findAccessibleRoof(ctx, user, request.params.id);
        await ctx.jobs.enqueue(cloneRoofJob, { userId: user.id, roofId: roof.id, plotId: roof.plotId, name });
        return reply.status(202).send({ message: "Cloning..." });
      },
    );

    app.get(
      "/roofs/:id",
      {
        config: { access: useProjects },
        schema: { params: IdParamsSchema, response: { 200: RoofSummarySchema, ...errors } },
      },
      async (request) => roofs.getRoof(ctx, currentUser(request), request.params.id),
    );
    app.post(
      "/roofs",
      {
        config: { access: useProjects },
        schema: { body: CreateRoofSchema, response: { 201: CreatedIdSchema, ...errors } },
      },
      async (request, reply) => {
        const input = request.body;
        return reply.status(201).send(await roofs.createRoof(ctx, currentUser(request), input));
      },
    );
    app.put(
      "/roofs/:id",
      {
        config: { access: useProjects },
        schema: {
          params: IdParamsSchema,
          body: UpdateNameSchema,
          response: { 200: RoofSummarySchema, ...updateErrors },
        },
      },
      async (request) => {
        const input = request.body;
        return roofs.renameRoof(ctx, currentUser(request), request.params.id, input);
      },
    );
    app.delete(
      "/roofs/:id",
      {
        config: { access: useProjectsExceptAnonymous },
        schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
      },
      async (request) => {
        await roofs.deleteRoof(ctx, currentUser(request), request.params.id);
        return { message: "Roof deleted" };
      },
    );
  };
}
