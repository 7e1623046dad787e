import { createHash, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Clock } from "./clock.js";

/** Opaque secrets (refresh tokens, mailed codes): random, URL-safe, stored only as a hash. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export type AccessTokenClaims = { userId: number; sessionId: string; role: string };
/** API access tokens and realtime connection tokens are signed alike but never accepted for each other. */
export type TokenAudience = "api" | "realtime";

export function createAccessTokenSigner(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(
      claims: AccessTokenClaims,
      lifetimeMinutes: number,
      now: Date,
      audience: TokenAudience = "api",
    ): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, role: claims.role })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(claims.userId))
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeMinutes * 60)
        .sign(key);
    },
    /** Answers the claims and the expiry, or undefined for a token that is malformed, forged or expired. */
    async verify(
      token: string,
      audience: TokenAudience = "api",
    ): Promise<(AccessTokenClaims & { expiresAt: Date }) | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], audience, currentDate: clock.now() });
        const userId = Number(payload.sub);
        if (
          !Number.isInteger(userId) ||
          typeof payload.sid !== "string" ||
          typeof payload.role !== "string" ||
          typeof payload.exp !== "number"
        ) {
          return undefined;
        }
        return { userId, sessionId: payload.sid, role: payload.role, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokenSigner = ReturnType<typeof createAccessTokenSigner>;
