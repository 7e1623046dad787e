import type { RoleName } from "@portal/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { forbidden, unauthenticated } from "../errors.js";
import { findSessionUser } from "../modules/account/account.repository.js";

/**
 * Who may call a route, declared on the route itself so the route table is the authorisation matrix:
 * "public" (anyone; a valid token is still read), "authenticated" (any signed-in user), or a list of roles.
 */
export type RouteAccess = "public" | "authenticated" | { roles: readonly RoleName[] };

export type AuthenticatedUser = { id: number; email: string; role: RoleName; roleId: number; sessionId: string };

/** One row of the authorisation matrix: every /api route and who may call it. */
export type RouteAccessEntry = { method: string; url: string; access: RouteAccess };

declare module "fastify" {
  interface FastifyInstance {
    accessTable: RouteAccessEntry[];
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  return header.slice("Bearer ".length).trim() || undefined;
}

/** Reads the bearer token, checks that its session is still live, and enforces the route's declared access. */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest("user", null);

  app.decorate("accessTable", [] as RouteAccessEntry[]);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api")) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") app.accessTable.push({ method, url: route.url, access });
    }
  });

  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = bearerToken(request);
    if (token) {
      const claims = await ctx.signer.verify(token);
      const sessionUser = claims ? await findSessionUser(ctx.db, claims.sessionId, claims.userId) : undefined;
      if (sessionUser && claims) {
        request.user = {
          id: sessionUser.id,
          email: sessionUser.email,
          role: sessionUser.role as RoleName,
          roleId: sessionUser.roleId,
          sessionId: claims.sessionId,
        };
      }
    }
    if (access === "public") return;
    if (!request.user) throw unauthenticated();
    if (access !== "authenticated" && !access.roles.includes(request.user.role)) throw forbidden();
  });
}

/** For handlers on non-public routes: the hook has already guaranteed a user. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
