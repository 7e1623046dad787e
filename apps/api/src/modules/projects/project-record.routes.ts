import {
  CLONE_MESSAGES,
  CloneAcceptedSchema,
  CreatedIdSchema,
  IdParamsSchema,
  MessageResponseSchema,
  type NameUpdate,
  RenameSchema,
  UpdateNameSchema,
} from "@portal/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { CLONE_ERRORS, ENTITY_ERRORS, ENTITY_UPDATE_ERRORS } from "../../errors.js";
import type { ZodApp } from "../../lib/zod-app.js";
import { type AuthenticatedUser, currentUser, type RouteAccess } from "../../plugins/auth.js";
import { projectsAccess, projectsAccessExceptVisitors } from "./projects.policy.js";

/** What a kind of named record inside a project does; each call checks the caller's access to the project. */
type ProjectRecordService<CreateInput> = {
  get: (ctx: AppContext, user: AuthenticatedUser, id: number) => Promise<unknown>;
  create: (ctx: AppContext, user: AuthenticatedUser, input: CreateInput) => Promise<{ id: number }>;
  rename: (ctx: AppContext, user: AuthenticatedUser, id: number, input: NameUpdate) => Promise<unknown>;
  remove: (ctx: AppContext, user: AuthenticatedUser, id: number) => Promise<void>;
  /** Queues the copy; answers the clone request's id. */
  clone: (ctx: AppContext, user: AuthenticatedUser, id: number, name: string) => Promise<number>;
};

/**
 * The calls every named record inside a project has (spec 02 §7, plots and roofs): read one, add one, rename it
 * (409 when renamed from an older version), delete it (soft) and clone it (queued: 202 'Cloning...'; 429 while the
 * caller has MAX_ACTIVE_CLONES_PER_USER clones in progress). Access follows the project. A visitor's session may
 * add and read what it made but not delete or clone it; whether it may rename is the record's choice
 * (`renameAccess`: a roof yes, a plot no).
 */
export function registerProjectRecordRoutes<CreateSchema extends z.ZodType>(
  app: ZodApp,
  ctx: AppContext,
  options: {
    base: string;
    /** One record as the API answers it (checked at run time; Fastify cannot relate a generic to it). */
    record: z.ZodType;
    create: CreateSchema;
    renameAccess: RouteAccess;
    deletedMessage: string;
    service: ProjectRecordService<z.output<CreateSchema>>;
  },
): void {
  const { base, record, service } = options;
  // Fastify has validated the body with `create` before the handler runs; its types cannot carry the generic.
  const createInput = (body: unknown) => body as z.output<CreateSchema>;

  app.get(
    `${base}/:id`,
    {
      config: { access: projectsAccess },
      schema: { params: IdParamsSchema, response: { 200: record, ...ENTITY_ERRORS } },
    },
    async (request) => service.get(ctx, currentUser(request), request.params.id),
  );
  app.post(
    base,
    {
      config: { access: projectsAccess },
      schema: { body: options.create, response: { 201: CreatedIdSchema, ...ENTITY_ERRORS } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(ctx, currentUser(request), createInput(request.body))),
  );
  app.put(
    `${base}/:id`,
    {
      config: { access: options.renameAccess },
      schema: { params: IdParamsSchema, body: UpdateNameSchema, response: { 200: record, ...ENTITY_UPDATE_ERRORS } },
    },
    async (request) => service.rename(ctx, currentUser(request), request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    {
      config: { access: projectsAccessExceptVisitors },
      schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema, ...ENTITY_ERRORS } },
    },
    async (request) => {
      await service.remove(ctx, currentUser(request), request.params.id);
      return { message: options.deletedMessage };
    },
  );
  app.post(
    `${base}/:id/clone`,
    {
      config: { access: projectsAccessExceptVisitors },
      schema: {
        params: IdParamsSchema,
        body: RenameSchema,
        response: { 202: CloneAcceptedSchema, ...CLONE_ERRORS },
      },
    },
    async (request, reply) => {
      const cloneRequestId = await service.clone(ctx, currentUser(request), request.params.id, request.body.name);
      return reply.status(202).send({ message: CLONE_MESSAGES.accepted, cloneRequestId });
    },
  );
}
