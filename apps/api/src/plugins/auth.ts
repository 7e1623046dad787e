import type { RoleName } from "@portal/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import type { Listen } from "../db/database.js";
import { forbidden, unauthenticated } from "../errors.js";
import {
  findSessionUser,
  SESSION_REVOKED_CHANNEL,
  type SessionRevocation,
} from "../modules/account/account.repository.js";

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

/** Enough for every signed-in user of a busy process; beyond it the oldest entries go first. */
const LIVE_SESSION_CACHE_LIMIT = 10_000;

export type LiveSessions = {
  /** The user behind a valid access token whose session is live, or undefined. */
  authenticate: (token: string) => Promise<AuthenticatedUser | undefined>;
  /**
   * Called after a revocation commits and before its request is answered: resolves once this process has
   * dropped the revoked sessions, so the caller's next request is refused even when it comes straight back.
   */
  awaitRevocations: () => Promise<void>;
  stop: () => Promise<void>;
};

/** A revocation notice as sent by account.repository.ts; undefined for one this version cannot read. */
export function parseRevocation(payload: string): SessionRevocation | undefined {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    if ("sessionId" in parsed && typeof parsed.sessionId === "string") return { sessionId: parsed.sessionId };
    if ("userId" in parsed && typeof parsed.userId === "number") return { userId: parsed.userId };
  } catch {
    // Handled below like any payload this version does not know.
  }
  return undefined;
}

/**
 * The live-session check without a database round trip per request: a verified token's user is cached until
 * the token expires, and every revocation (Logout, LogoutAll, password reset, role change, deletion) sends a
 * NOTIFY that makes each process drop the session at once. While the LISTEN connection is down nothing is
 * cached, so a notification missed then cannot leave a revoked session usable.
 */
export async function startLiveSessions(
  ctx: Pick<AppContext, "db" | "signer" | "clock">,
  listen: Listen,
): Promise<LiveSessions> {
  const cache = new Map<string, { user: AuthenticatedUser; expiresAtMs: number }>();
  let isListening = false;
  // A lookup that began before a revocation must not cache what it read: the revocation may have missed it.
  let revocationCount = 0;

  const forget = (revocation: SessionRevocation | undefined) => {
    revocationCount += 1;
    if (!revocation) return cache.clear();
    for (const [token, entry] of cache) {
      const matches =
        "sessionId" in revocation ? entry.user.sessionId === revocation.sessionId : entry.user.id === revocation.userId;
      if (matches) cache.delete(token);
    }
  };
  const subscription = await listen(
    SESSION_REVOKED_CHANNEL,
    (payload) => forget(parseRevocation(payload)),
    (listening) => {
      isListening = listening;
      if (!listening) forget(undefined);
    },
  );

  return {
    async authenticate(token) {
      const nowMs = ctx.clock.now().getTime();
      const cached = cache.get(token);
      if (cached && cached.expiresAtMs > nowMs) return cached.user;
      if (cached) cache.delete(token);

      const claims = await ctx.signer.verify(token);
      if (!claims) return undefined;
      const countBefore = revocationCount;
      const sessionUser = await findSessionUser(ctx.db, claims.sessionId, claims.userId);
      if (!sessionUser) return undefined;
      const user: AuthenticatedUser = {
        id: sessionUser.id,
        email: sessionUser.email,
        role: sessionUser.role as RoleName,
        roleId: sessionUser.roleId,
        sessionId: claims.sessionId,
      };
      if (isListening && revocationCount === countBefore) {
        if (cache.size >= LIVE_SESSION_CACHE_LIMIT) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
        cache.set(token, { user, expiresAtMs: claims.expiresAt.getTime() });
      }
      return user;
    },
    awaitRevocations: () => subscription.catchUp(),
    async stop() {
      await subscription.stop();
      cache.clear();
    },
  };
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
    if (token) request.user = (await ctx.liveSessions.authenticate(token)) ?? null;
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
