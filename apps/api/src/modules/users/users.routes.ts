import {
  AdminUserSchema,
  CreateUserResponseSchema,
  CreateUserSchema,
  IdParamsSchema,
  IndustryTypeSchema,
  MessageResponseSchema,
  RoleOptionSchema,
  SUCCESS_MESSAGES,
  UpdateUserSchema,
  UsersPageSchema,
  UsersQuerySchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";
import { manageUsers, readIndustryTypes } from "./users.policy.js";
import * as users from "./users.service.js";

/** /api/v1/users/... (spec 01 §7); the caller's own profile is in the profile module. */
export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/users/paginated",
      {
        config: { access: manageUsers },
        schema: { querystring: UsersQuerySchema, response: { 200: UsersPageSchema, ...ENTITY_ERRORS } },
      },
      async (request) => users.listUsers(ctx, request.query),
    );

    app.get(
      "/users/roles",
      { config: { access: manageUsers }, schema: { response: { 200: z.array(RoleOptionSchema), ...ENTITY_ERRORS } } },
      async () => users.assignableRoles(ctx),
    );

    app.get(
      "/users/industry-types",
      { config: { access: readIndustryTypes }, schema: { response: { 200: z.array(IndustryTypeSchema) } } },
      async () => users.industryTypeOptions(ctx),
    );

    app.post(
      "/users",
      {
        config: { access: manageUsers },
        schema: { body: CreateUserSchema, response: { 201: CreateUserResponseSchema, ...ENTITY_ERRORS } },
      },
      async (request, reply) => {
        const created = await users.createUser(ctx, currentUser(request), request.body);
        return reply.status(201).send(created);
      },
    );

    app.get(
      "/users/:id",
      {
        config: { access: manageUsers },
        schema: { params: IdParamsSchema, response: { 200: AdminUserSchema, ...ENTITY_ERRORS } },
      },
      async (request) => users.getUser(ctx, request.params.id),
    );

    app.put(
      "/users/:id",
      {
        config: { access: manageUsers },
        schema: {
          params: IdParamsSchema,
          body: UpdateUserSchema,
          response: { 200: AdminUserSchema, ...ENTITY_ERRORS },
        },
      },
      async (request) => users.updateUser(ctx, currentUser(request), request.params.id, request.body),
    );

    app.delete(
      "/users/:id",
      {
        config: { access: manageUsers },
        schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema, ...ENTITY_ERRORS } },
      },
      async (request) => {
        await users.deleteUser(ctx, currentUser(request), request.params.id);
        return { message: SUCCESS_MESSAGES.userDeleted };
      },
    );
  };
}
