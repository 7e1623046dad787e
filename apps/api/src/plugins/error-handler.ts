import { messageForStatus, modelStateKey, UNSUPPORTED_CONTENT_TYPE_MESSAGE } from "@portal/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnreachable } from "../db/unavailable.js";
import { AppError, type ModelState } from "../errors.js";

/** How soon a client may try again while the database is unreachable: a restart usually takes seconds. */
const RETRY_AFTER_SECONDS = 5;

/** Folds a list of (path, message) issues into the spec's model state, keyed by the first path segment. */
export function toModelState(issues: Array<{ path: string; message: string }>): ModelState {
  const modelState: ModelState = {};
  for (const issue of issues) {
    const key = modelStateKey(issue.path.split("/").filter(Boolean)[0] ?? "") || "Form";
    const messages = modelState[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    modelState[key] = messages;
  }
  return modelState;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The message of this route's 400 when its declared body, query or params fail their contract schema,
     * where the specification gives the route its own (spec 01 §8.2); otherwise the status's message.
     */
    validationMessage?: string;
    /**
     * Where the specification words each field's failure as a sentence to show (Find Address: "Please provide a
     * valid postCode."), the 400's message is the first failing field's own sentence. A value of the wrong type
     * (a repeated query parameter) has none and keeps the message above.
     */
    validationMessageFromField?: boolean;
  }
}

/** One error shape for every failure: `{ message, modelState? }`; 5xx details never reach the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(error.modelState ? { message: error.message, modelState: error.modelState } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const modelState = toModelState(
        error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message ?? "Invalid value" })),
      );
      const config = request.routeOptions.config;
      const first = error.validation[0];
      const fieldSentence =
        config?.validationMessageFromField && first?.keyword === "custom" ? first.message : undefined;
      const message = fieldSentence ?? config?.validationMessage ?? messageForStatus(400);
      return reply.status(400).send({ message, modelState });
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, "database unreachable");
      return reply
        .status(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ message: messageForStatus(503) });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(statusCode).send({ message: messageForStatus(statusCode) });
    }
    if (statusCode === 415) return reply.status(415).send({ message: UNSUPPORTED_CONTENT_TYPE_MESSAGE });
    // Fastify's own 4xx errors (bad JSON, payload too large, rate limit).
    return reply.status(statusCode).send({ message: messageForStatus(statusCode) });
  });
}
