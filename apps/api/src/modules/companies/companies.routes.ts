import {
  AcceptCompanyInvitationSchema,
  CompanyAuditPageSchema,
  CompanyAuditQuerySchema,
  CompanyCreatedSchema,
  CompanyIdParamsSchema,
  CompanyInvitationParamsSchema,
  CompanyInvitationSchema,
  CompanyMemberParamsSchema,
  CreateCompanySchema,
  InviteToCompanySchema,
  MyCompanySchema,
  UpdateCompanySchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS, ENTITY_UPDATE_ERRORS, errorResponses } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";
import { companiesAccess } from "./companies.policy.js";
import * as companies from "./companies.service.js";

/** /api/v1/companies/... (decisions/companies.md "Companies"). */
export function companiesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/companies",
      {
        config: { access: companiesAccess },
        schema: {
          body: CreateCompanySchema,
          response: { 201: CompanyCreatedSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return companies.createCompany(ctx, currentUser(request), request.body);
      },
    );

    app.get(
      "/companies/mine",
      {
        config: { access: companiesAccess },
        schema: { response: { 200: MyCompanySchema, ...errorResponses(401, 403) } },
      },
      async (request) => companies.getMyCompany(ctx, currentUser(request)),
    );

    app.put(
      "/companies/:id",
      {
        config: { access: companiesAccess },
        schema: {
          params: CompanyIdParamsSchema,
          body: UpdateCompanySchema,
          response: { 200: MyCompanySchema, ...ENTITY_UPDATE_ERRORS },
        },
      },
      async (request) => companies.updateCompany(ctx, currentUser(request), request.params.id, request.body),
    );

    app.post(
      "/companies/:id/invitations",
      {
        config: { access: companiesAccess },
        schema: {
          params: CompanyIdParamsSchema,
          body: InviteToCompanySchema,
          response: { 201: CompanyInvitationSchema, ...ENTITY_UPDATE_ERRORS },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return companies.invite(ctx, currentUser(request), request.params.id, request.body);
      },
    );

    app.delete(
      "/companies/:id/invitations/:invitationId",
      {
        config: { access: companiesAccess },
        schema: { params: CompanyInvitationParamsSchema, response: { 204: z.null(), ...ENTITY_ERRORS } },
      },
      async (request, reply) => {
        await companies.withdrawInvitation(ctx, currentUser(request), request.params.id, request.params.invitationId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      "/companies/invitations/accept",
      {
        config: { access: companiesAccess },
        schema: {
          body: AcceptCompanyInvitationSchema,
          response: { 200: CompanyCreatedSchema, ...ENTITY_UPDATE_ERRORS },
        },
      },
      async (request) => companies.acceptInvitation(ctx, currentUser(request), request.body),
    );

    app.delete(
      "/companies/:id/members/:userId",
      {
        config: { access: companiesAccess },
        schema: { params: CompanyMemberParamsSchema, response: { 204: z.null(), ...ENTITY_UPDATE_ERRORS } },
      },
      async (request, reply) => {
        await companies.removeMember(ctx, currentUser(request), request.params.id, request.params.userId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/companies/:id/audit",
      {
        config: { access: companiesAccess },
        schema: {
          params: CompanyIdParamsSchema,
          querystring: CompanyAuditQuerySchema,
          response: { 200: CompanyAuditPageSchema, ...ENTITY_ERRORS },
        },
      },
      async (request) => companies.getAuditPage(ctx, currentUser(request), request.params.id, request.query.pageNumber),
    );
  };
}
