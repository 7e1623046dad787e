import {
  CLONE_MESSAGES,
  CloneAcceptedSchema,
  CloneProjectSchema,
  CreatedIdSchema,
  IdParamsSchema,
  MessageResponseSchema,
  ProjectInputSchema,
  ProjectSchema,
  ProjectsPageSchema,
  ProjectsQuerySchema,
  SUCCESS_MESSAGES,
  UpdateProjectSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { CLONE_ERRORS, ENTITY_ERRORS, ENTITY_UPDATE_ERRORS } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";
import { sendJson } from "../../plugins/json-text.js";
import { projectsAccess, projectsAccessExceptVisitors } from "./projects.policy.js";
import * as projects from "./projects.service.js";

/**
 * /api/v1/projects... (spec 02 §7). A project and a list page come back as JSON PostgreSQL wrote
 * (projects.presenter.ts); their response schemas document them and serialise nothing.
 */
export function projectsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/projects/paginated",
      {
        config: { access: projectsAccessExceptVisitors },
        schema: { querystring: ProjectsQuerySchema, response: { 200: ProjectsPageSchema, ...ENTITY_ERRORS } },
      },
      async (request, reply) => sendJson(reply, await projects.listProjects(ctx, currentUser(request), request.query)),
    );

    app.get(
      "/projects/:id",
      {
        config: { access: projectsAccess },
        schema: { params: IdParamsSchema, response: { 200: ProjectSchema, ...ENTITY_ERRORS } },
      },
      async (request, reply) =>
        sendJson(reply, await projects.getProject(ctx, currentUser(request), request.params.id)),
    );

    app.post(
      "/projects",
      {
        config: { access: projectsAccess },
        schema: { body: ProjectInputSchema, response: { 201: CreatedIdSchema, ...ENTITY_ERRORS } },
      },
      async (request, reply) => {
        const input = request.body;
        return reply.status(201).send(await projects.createProject(ctx, currentUser(request), input));
      },
    );

    app.put(
      "/projects",
      {
        config: { access: projectsAccess },
        // 409: the project has moved on from the version the save was made from.
        schema: { body: UpdateProjectSchema, response: { 200: ProjectSchema, ...ENTITY_UPDATE_ERRORS } },
      },
      async (request, reply) => {
        const input = request.body;
        return sendJson(reply, await projects.updateProject(ctx, currentUser(request), input.id, input));
      },
    );

    app.post(
      "/projects/:id/clone",
      {
        config: { access: projectsAccessExceptVisitors },
        schema: {
          params: IdParamsSchema,
          body: CloneProjectSchema,
          response: { 202: CloneAcceptedSchema, ...CLONE_ERRORS },
        },
      },
      async (request, reply) => {
        const cloneRequestId = await projects.cloneProject(ctx, currentUser(request), request.params.id, request.body);
        return reply.status(202).send({ message: CLONE_MESSAGES.accepted, cloneRequestId });
      },
    );

    app.delete(
      "/projects/:id",
      {
        config: { access: projectsAccessExceptVisitors },
        schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema, ...ENTITY_ERRORS } },
      },
      async (request) => {
        await projects.deleteProject(ctx, currentUser(request), request.params.id);
        return { message: SUCCESS_MESSAGES.projectDeleted };
      },
    );
  };
}
