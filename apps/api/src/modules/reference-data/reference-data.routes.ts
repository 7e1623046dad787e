import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { registerFinishesAndColours } from "./finishes-colours.routes.js";

/** Every product-management call of spec 03 §7.1–§7.6, under /api/v1. */
export function referenceDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerFinishesAndColours(app, ctx);
  };
}
