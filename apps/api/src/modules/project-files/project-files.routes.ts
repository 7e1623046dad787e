import {
  CreatedProjectFileSchema,
  CreateProjectFileSchema,
  IdParamsSchema,
  MessageResponseSchema,
  PROJECT_FILE_MESSAGES,
  ProjectFileSchema,
  ProjectFilesQuerySchema,
  ProjectFilesSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";
import { projectsAccessExceptVisitors } from "../projects/projects.policy.js";
import * as projectFiles from "./project-files.service.js";

/**
 * /api/v1/project-documents (spec 02 §7 Project files); access follows the project. The storage routes that
 * serve local upload and download links are registered here too, with project files as their upload target.
 */
export function projectFilesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/project-documents",
      {
        config: { access: projectsAccessExceptVisitors },
        schema: { querystring: ProjectFilesQuerySchema, response: { 200: ProjectFilesSchema, ...ENTITY_ERRORS } },
      },
      async (request) => projectFiles.listProjectFiles(ctx, currentUser(request), request.query.projectId),
    );
    app.post(
      "/project-documents",
      {
        config: { access: projectsAccessExceptVisitors },
        schema: { body: CreateProjectFileSchema, response: { 201: CreatedProjectFileSchema, ...ENTITY_ERRORS } },
      },
      async (request, reply) => {
        return reply.status(201).send(await projectFiles.createProjectFile(ctx, currentUser(request), request.body));
      },
    );
    app.get(
      "/project-documents/:id",
      {
        config: { access: projectsAccessExceptVisitors },
        schema: { params: IdParamsSchema, response: { 200: ProjectFileSchema, ...ENTITY_ERRORS } },
      },
      async (request) => projectFiles.getProjectFile(ctx, currentUser(request), request.params.id),
    );
    app.delete(
      "/project-documents/:id",
      {
        config: { access: projectsAccessExceptVisitors },
        schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema, ...ENTITY_ERRORS } },
      },
      async (request) => {
        await projectFiles.deleteProjectFile(ctx, currentUser(request), request.params.id);
        return { message: PROJECT_FILE_MESSAGES.deleted };
      },
    );
  };
}
