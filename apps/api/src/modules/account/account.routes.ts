import {
  ACCOUNT_MESSAGES,
  ConfirmEmailSchema,
  ForgottenPasswordSchema,
  LoginQuerySchema,
  LoginRequestSchema,
  LogoutQuerySchema,
  MessageResponseSchema,
  PasswordResetSchema,
  RefreshQuerySchema,
  RegisterSchema,
  SessionTokenQuerySchema,
  SessionTokenRequestSchema,
  SessionTokenSchema,
  SUCCESS_MESSAGES,
  TokenPairSchema,
  WhoAmISchema,
} from "@portal/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { errorResponses, notFound } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";
import { presentWhoAmI } from "./account.presenter.js";
import { findActiveUserById } from "./account.repository.js";
import * as account from "./account.service.js";
import { createSignInFailures } from "./sign-in-failures.js";

const errors = errorResponses(400, 401, 403, 429);

/**
 * The spec sends these fields as query parameters; a JSON body may carry them instead, which keeps them out of
 * URLs. Before validation each field of the query schema that the body leaves out is taken from the query, so the
 * route's body schema checks the request once, wherever each field came from. A body that is not an object is
 * left as it is, for that schema to refuse.
 */
function takeFromQueryWhereBodyLacks(querySchema: z.ZodObject) {
  return async (request: FastifyRequest) => {
    const body = request.body ?? {};
    if (typeof body !== "object" || Array.isArray(body)) return;
    const query = request.query as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...body };
    for (const field of Object.keys(querySchema.shape)) {
      if (merged[field] === undefined) merged[field] = query[field];
    }
    request.body = merged;
  };
}

/** /api/Account/... exactly as spec 01 §7 writes them. */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limits = ctx.config.rateLimits;
    const signInFailures = createSignInFailures(ctx.config.signInFailuresPerAddress);
    const rateLimit = (settings: { max: number; timeWindowMs: number }) => ({
      max: settings.max,
      timeWindow: settings.timeWindowMs,
    });

    app.post(
      "/Login",
      {
        config: { access: "public", rateLimit: rateLimit(limits.login) },
        preValidation: takeFromQueryWhereBodyLacks(LoginQuerySchema),
        schema: {
          querystring: LoginQuerySchema,
          body: LoginRequestSchema,
          response: { 200: TokenPairSchema, ...errors, ...errorResponses(423) },
        },
      },
      async (request) => account.login(ctx, request.body, { address: request.ip, failures: signInFailures }),
    );

    app.post(
      "/Register",
      {
        config: {
          access: "public",
          rateLimit: rateLimit(limits.register),
          validationMessage: ACCOUNT_MESSAGES.registerFailedFallback,
        },
        schema: { body: RegisterSchema, response: { 200: MessageResponseSchema, ...errors } },
      },
      async (request) => {
        await account.register(ctx, request.body);
        return { message: SUCCESS_MESSAGES.registered };
      },
    );

    app.post(
      "/ConfirmEmail",
      {
        config: { access: "public", validationMessage: ACCOUNT_MESSAGES.emailVerifiedError },
        schema: { body: ConfirmEmailSchema, response: { 200: MessageResponseSchema, ...errors } },
      },
      async (request) => {
        await account.confirmEmail(ctx, request.body);
        return { message: ACCOUNT_MESSAGES.emailVerifiedSuccess };
      },
    );

    app.post(
      "/Logout",
      {
        config: { access: "authenticated" },
        schema: { querystring: LogoutQuerySchema, response: { 200: MessageResponseSchema, ...errors } },
      },
      async (request) => {
        const user = currentUser(request);
        await account.logout(ctx, { userId: user.id, sessionId: user.sessionId }, request.query.refreshToken);
        return { message: SUCCESS_MESSAGES.loggedOut };
      },
    );

    app.post(
      "/LogoutAll",
      { config: { access: "authenticated" }, schema: { response: { 200: MessageResponseSchema, ...errors } } },
      async (request) => {
        const caller = currentUser(request);
        await account.logoutAll(ctx, { userId: caller.id, sessionId: caller.sessionId, role: caller.role });
        return { message: SUCCESS_MESSAGES.loggedOutEverywhere };
      },
    );

    app.get(
      "/WhoAmI",
      { config: { access: "authenticated" }, schema: { response: { 200: WhoAmISchema, ...errors } } },
      async (request) => {
        const caller = currentUser(request);
        const user = await findActiveUserById(ctx.db, caller.id);
        if (!user) throw notFound();
        return presentWhoAmI(user, caller.role);
      },
    );

    app.post(
      "/ForgottenPassword",
      {
        config: { access: "public", rateLimit: rateLimit(limits.forgottenPassword) },
        schema: { body: ForgottenPasswordSchema, response: { 200: MessageResponseSchema, ...errors } },
      },
      async (request) => {
        await account.forgottenPassword(ctx, request.body.email);
        return { message: SUCCESS_MESSAGES.resetLinkSentIfAccountExists };
      },
    );

    app.post(
      "/PasswordReset",
      {
        config: { access: "public" },
        schema: { body: PasswordResetSchema, response: { 200: MessageResponseSchema, ...errors } },
      },
      async (request) => {
        await account.passwordReset(ctx, request.body);
        return { message: SUCCESS_MESSAGES.passwordUpdated };
      },
    );

    app.post(
      "/SessionToken",
      {
        config: { access: "public", rateLimit: rateLimit(limits.sessionToken) },
        preValidation: takeFromQueryWhereBodyLacks(SessionTokenQuerySchema),
        schema: {
          querystring: SessionTokenQuerySchema,
          body: SessionTokenRequestSchema,
          response: { 200: SessionTokenSchema, ...errors, ...errorResponses(409) },
        },
      },
      async (request, reply) => {
        const { email, firstName, lastName } = request.body;
        const visitorName = [firstName, lastName].filter(Boolean).join(" ") || null;
        // "A token string" (spec 01 §7): sent as a JSON string, whatever the serializer makes of a bare string.
        return reply.type("application/json").send(JSON.stringify(await account.sessionToken(ctx, email, visitorName)));
      },
    );

    app.get(
      "/Refresh",
      {
        config: { access: "public", rateLimit: rateLimit(limits.refresh) },
        schema: { querystring: RefreshQuerySchema, response: { 200: TokenPairSchema, ...errors } },
      },
      async (request) => account.refresh(ctx, request.query.refreshToken),
    );
  };
}
