import {
  IdParamsSchema,
  MessageResponseSchema,
  RoofIdParamsSchema,
  RoofSolarDataSchema,
  SolarArrayCreateSchema,
  SolarArraySchema,
  SolarArrayUpdateSchema,
  SUCCESS_MESSAGES,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS, ENTITY_UPDATE_ERRORS } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";
import { solarArraysAccess } from "./solar-arrays.policy.js";
import * as solarArrays from "./solar-arrays.service.js";

const access = { access: solarArraysAccess };

/**
 * The solar designer's calls (spec 03 §7.6) under /api/v1. Access follows the roof's project (404 for an array or
 * roof the caller may not see); an anonymous user's fifth array on a roof is 403.
 */
export function solarArraysRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/roof-solar-arrays",
      {
        config: access,
        schema: { body: SolarArrayCreateSchema, response: { 201: SolarArraySchema, ...ENTITY_ERRORS } },
      },
      async (request, reply) =>
        reply.status(201).send(await solarArrays.createSolarArray(ctx, currentUser(request), request.body)),
    );
    app.get(
      "/roof-solar-arrays/:id",
      { config: access, schema: { params: IdParamsSchema, response: { 200: SolarArraySchema, ...ENTITY_ERRORS } } },
      (request) => solarArrays.getSolarArray(ctx, currentUser(request), request.params.id),
    );
    app.put(
      "/roof-solar-arrays/:id",
      {
        config: access,
        schema: {
          params: IdParamsSchema,
          body: SolarArrayUpdateSchema,
          response: { 200: SolarArraySchema, ...ENTITY_UPDATE_ERRORS },
        },
      },
      (request) => solarArrays.updateSolarArray(ctx, currentUser(request), request.params.id, request.body),
    );
    app.delete(
      "/roof-solar-arrays/:id",
      {
        config: access,
        schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema, ...ENTITY_ERRORS } },
      },
      async (request) => {
        await solarArrays.deleteSolarArray(ctx, currentUser(request), request.params.id);
        return { message: SUCCESS_MESSAGES.solarArrayDeleted };
      },
    );
    app.get(
      "/roof-solar-arrays/roof/:roofId",
      {
        config: access,
        schema: { params: RoofIdParamsSchema, response: { 200: RoofSolarDataSchema, ...ENTITY_ERRORS } },
      },
      (request) => solarArrays.getRoofSolarData(ctx, currentUser(request), request.params.roofId),
    );
    app.delete(
      "/roof-solar-arrays/roof/:roofId",
      {
        config: access,
        schema: { params: RoofIdParamsSchema, response: { 200: MessageResponseSchema, ...ENTITY_ERRORS } },
      },
      async (request) => {
        await solarArrays.deleteSolarArraysOfRoof(ctx, currentUser(request), request.params.roofId);
        return { message: SUCCESS_MESSAGES.solarArraysDeleted };
      },
    );
  };
}
