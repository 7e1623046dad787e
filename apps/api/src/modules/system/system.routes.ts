import { AppSettingsSchema } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";

/** GET /api/v1/system/Version: the API version as a bare JSON string (spec 01 §3.9). */
export function systemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/system/Version",
      { config: { access: "authenticated" }, schema: { response: { 200: z.string() } } },
      async (_request, reply) => reply.type("application/json").send(JSON.stringify(ctx.config.apiVersion)),
    );
  };
}

/** The SPA's settings.json and settings.{environment}.json, built from configuration (spec 01 §3.3). */
export function settingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const base = {
      appSettings: {
        apiUrl: "",
        environment: "production",
        helpUrl: ctx.config.settings.helpUrl,
        solarConfiguratorUrl: ctx.config.settings.solarConfiguratorUrl,
        mapTileUrl: ctx.config.settings.mapTileUrl,
        vatNumber: ctx.config.settings.vatNumber,
      },
    };
    app.get("/settings.json", { schema: { response: { 200: AppSettingsSchema } } }, async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return base;
    });
    // Every environment gets the same values here: the deployment's configuration already is per environment.
    app.get(
      "/settings.:environment.json",
      {
        schema: {
          params: z.object({ environment: z.string().regex(/^[a-z0-9-]{1,32}$/i) }),
          response: { 200: z.object({ appSettings: z.object({ environment: z.string() }) }) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-cache");
        return { appSettings: { environment: request.params.environment } };
      },
    );
  };
}

/** Liveness and database reachability, for load balancers and the browser tests' start-up wait. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      { config: { access: "public" }, schema: { response: { 200: z.object({ status: z.literal("ok") }) } } },
      async () => {
        await ctx.db.execute("select 1");
        return { status: "ok" as const };
      },
    );
  };
}
