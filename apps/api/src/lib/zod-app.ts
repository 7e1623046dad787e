import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The Fastify instance inside a zod-typed plugin, for helpers that register several routes on it. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
