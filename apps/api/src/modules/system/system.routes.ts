import {
  AppSettingsSchema,
  EnvironmentSettingsSchema,
  LivenessSchema,
  ReadinessSchema,
  SettingsEnvironmentParamsSchema,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { jsonTextOf, sendJson } from "../../plugins/json-text.js";

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
    // The settings come from configuration, which is fixed while the process runs: written once at start.
    const settings = jsonTextOf(AppSettingsSchema, {
      appSettings: {
        apiUrl: "",
        environment: "production",
        helpUrl: ctx.config.settings.helpUrl,
        solarConfiguratorUrl: ctx.config.settings.solarConfiguratorUrl,
        mapTileUrl: ctx.config.settings.mapTileUrl,
        vatNumber: ctx.config.settings.vatNumber,
      },
    });
    app.get("/settings.json", { schema: { response: { 200: AppSettingsSchema } } }, async (_request, reply) =>
      sendJson(reply.header("cache-control", "no-cache"), settings),
    );
    // Every environment gets the same values here: the deployment's configuration already is per environment.
    app.get(
      "/settings.:environment.json",
      {
        schema: {
          params: SettingsEnvironmentParamsSchema,
          response: { 200: EnvironmentSettingsSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-cache");
        return { appSettings: { environment: request.params.environment } };
      },
    );
  };
}

/** Why /readyz answers 503: said in the body, for whoever reads a load balancer's log. */
export const DATABASE_UNREACHABLE = "The database cannot be reached.";

/**
 * Probes for load balancers and orchestrators (docs/operations.md): /healthz says the process serves (restart it
 * when this fails), /readyz that it should get traffic because its database answers (take it out of rotation,
 * do not restart it, when this fails). A stopping server answers 503 to both by itself (Fastify's
 * return503OnClosing). /api/health is the older combined probe the scripts and browser tests wait on.
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const databaseAnswers = async () => {
      try {
        await ctx.db.execute("select 1");
        return true;
      } catch {
        return false;
      }
    };

    app.get(
      "/healthz",
      { config: { access: "public" }, schema: { response: { 200: LivenessSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return { status: "ok" as const };
      },
    );
    app.get(
      "/readyz",
      { config: { access: "public" }, schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        if (!(await databaseAnswers())) {
          return reply.code(503).send({ status: "unavailable", message: DATABASE_UNREACHABLE });
        }
        return { status: "ready" as const };
      },
    );
    app.get(
      "/api/health",
      { config: { access: "public" }, schema: { response: { 200: LivenessSchema } } },
      async () => {
        await ctx.db.execute("select 1");
        return { status: "ok" as const };
      },
    );
  };
}
