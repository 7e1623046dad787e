import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { registerFinishesAndColours } from "./finishes-colours/finishes-colours.routes.js";
import { registerNbs } from "./nbs/nbs.routes.js";
import { registerProductComponents } from "./product-components/product-components.routes.js";
import { registerRoofSystems } from "./roof-systems/roof-systems.routes.js";
import { registerSolar } from "./solar/solar.routes.js";
import { registerTiles } from "./tiles/tiles.routes.js";

/** Every product-management call of spec 03 §7.1–§7.6, under /api/v1. */
export function catalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerFinishesAndColours(app, ctx);
    registerTiles(app, ctx);
    registerProductComponents(app, ctx);
    registerRoofSystems(app, ctx);
    registerNbs(app, ctx);
    registerSolar(app, ctx);
  };
}
