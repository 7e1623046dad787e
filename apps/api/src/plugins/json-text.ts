import type { FastifyReply } from "fastify";
import type { z } from "zod";

declare const encodes: unique symbol;

/**
 * A response body already written as JSON (by PostgreSQL, for the project reads), typed by the value it encodes
 * so a route can only send it where that value is the declared response. Only a repository that writes the
 * JSON itself, or `jsonTextOf`, makes one.
 */
export type JsonText<T> = string & { readonly [encodes]: T };

/**
 * A value that stays the same while the process runs (the SPA's settings, the fixed lookups), checked once
 * against its contract schema and written once, so each request sends the text without parsing it again.
 */
export function jsonTextOf<Schema extends z.ZodType>(
  schema: Schema,
  value: z.input<Schema>,
): JsonText<z.output<Schema>> {
  return JSON.stringify(schema.parse(value)) as JsonText<z.output<Schema>>;
}

/**
 * Sends a body that is JSON already. Fastify passes a string with a JSON content type through as it is, so the
 * route's response schema documents the body but does not parse it again.
 */
export function sendJson<T>(reply: FastifyReply, body: JsonText<T>): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(body);
}
