import { CreateRoofSchema, RoofSummarySchema, SUCCESS_MESSAGES } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { registerProjectRecordRoutes } from "../projects/project-record.routes.js";
import { projectsAccess } from "../projects/projects.policy.js";
import * as roofs from "./roofs.service.js";

/** /api/v1/roofs (spec 02 §7); access follows the project the roof's plot belongs to. */
export function roofsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerProjectRecordRoutes(app, ctx, {
      base: "/roofs",
      record: RoofSummarySchema,
      create: CreateRoofSchema,
      renameAccess: projectsAccess,
      deletedMessage: SUCCESS_MESSAGES.roofDeleted,
      service: {
        get: roofs.getRoof,
        create: roofs.createRoof,
        rename: roofs.renameRoof,
        remove: roofs.deleteRoof,
        clone: roofs.cloneRoof,
      },
    });
  };
}
