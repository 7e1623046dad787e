import {
  CalculateNbsClausesSchema,
  RoofIdParamsSchema,
  RoofNbsClauseSchema,
  RoofNbsClausesSchema,
  RoofNbsDetailsInputSchema,
  RoofNbsDetailsSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS, ENTITY_UPDATE_ERRORS } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";
import { useRoofNbs } from "./roof-nbs.policy.js";
import * as nbs from "./roof-nbs.service.js";

const access = { access: useRoofNbs };

/**
 * The roof NBS calls (spec 03 §7.2) under /api/v1. Access follows the roof's project: its owner and staff, 404
 * for a roof the caller may not see.
 */
export function roofNbsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/nbs-clauses/roof/:roofId",
      {
        config: access,
        schema: { params: RoofIdParamsSchema, response: { 200: RoofNbsClausesSchema, ...ENTITY_ERRORS } },
      },
      (request) => nbs.getRoofClauses(ctx, currentUser(request), request.params.roofId),
    );
    app.get(
      "/nbs-clauses/manual/:roofId",
      {
        config: access,
        schema: { params: RoofIdParamsSchema, response: { 200: z.array(RoofNbsClauseSchema), ...ENTITY_ERRORS } },
      },
      (request) => nbs.getOptionalClauses(ctx, currentUser(request), request.params.roofId),
    );
    app.get(
      "/nbs-clauses/user/roof/:roofId",
      {
        config: access,
        schema: { params: RoofIdParamsSchema, response: { 200: RoofNbsDetailsSchema, ...ENTITY_ERRORS } },
      },
      (request) => nbs.getSelection(ctx, currentUser(request), request.params.roofId),
    );
    app.post(
      "/nbs-clauses/calculate-clauses/roof/:roofId",
      {
        config: access,
        schema: {
          params: RoofIdParamsSchema,
          body: CalculateNbsClausesSchema,
          response: { 200: RoofNbsClausesSchema, ...ENTITY_ERRORS },
        },
      },
      (request) => nbs.calculateClauses(ctx, currentUser(request), request.params.roofId, request.body),
    );
    app.put(
      "/roof-nbs-details",
      {
        config: access,
        schema: {
          body: RoofNbsDetailsInputSchema,
          response: { 200: RoofNbsDetailsSchema, ...ENTITY_UPDATE_ERRORS },
        },
      },
      (request) => nbs.updateSelection(ctx, currentUser(request), request.body),
    );
  };
}
