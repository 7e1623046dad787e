import {
  type NbsClauseList,
  NbsClausesOverrideInputSchema,
  NbsClausesPayloadSchema,
  NbsClausesQuerySchema,
  NbsSelectedTilesQuerySchema,
  NbsTileOptionSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";
import { nbsClausesAccess, overrideNbsClauses } from "./nbs-clauses.policy.js";
import * as nbs from "./nbs-clauses.service.js";

const access = { access: nbsClausesAccess };

/**
 * The NBS Clauses page's calls (spec 02 §7 "NBS") under /api/v1. Reads follow the project (its owner and staff,
 * 404 for a project the caller may not see); saves are for admin and TAS users (403 for others).
 */
export function nbsClausesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/nbs-clauses/selected-tiles",
      {
        config: access,
        schema: {
          querystring: NbsSelectedTilesQuerySchema,
          response: { 200: z.array(NbsTileOptionSchema), ...ENTITY_ERRORS },
        },
      },
      (request) => nbs.listSelectedTiles(ctx, currentUser(request), request.query.projectId),
    );
    const lists: Array<{ list: NbsClauseList; read: string; save: string }> = [
      { list: "required", read: "/nbs-clauses/required-clauses", save: "/nbs-clauses/override-required-clauses" },
      { list: "optional", read: "/nbs-clauses/optional-clauses", save: "/nbs-clauses/override-optional-clauses" },
    ];
    for (const { list, read, save } of lists) {
      app.get(
        read,
        {
          config: access,
          schema: { querystring: NbsClausesQuerySchema, response: { 200: NbsClausesPayloadSchema, ...ENTITY_ERRORS } },
        },
        (request) => nbs.getClauses(ctx, currentUser(request), request.query, list),
      );
      app.post(
        save,
        {
          config: { access: overrideNbsClauses },
          schema: { body: NbsClausesOverrideInputSchema, response: { 200: NbsClausesPayloadSchema, ...ENTITY_ERRORS } },
        },
        (request) => nbs.saveClauses(ctx, currentUser(request), request.body, list),
      );
    }
  };
}
