import { ACCESS_TOKEN_MINUTES } from "@portal/contracts";
import type { TestApp } from "./build-app.js";

/**
 * Access tokens an attacker could present: one signed with the right key whose lifetime is over, and a genuine
 * token whose claims were edited while its signature was kept.
 */

/** A token for `caller`, signed with the app's own key, that expired a minute ago. */
export async function expiredTokenFor(
  testApp: TestApp,
  caller: { user: { id: number }; sessionId: string; role: string },
): Promise<string> {
  const issuedAt = new Date(testApp.clock.now().getTime() - (ACCESS_TOKEN_MINUTES + 1) * 60_000);
  return testApp.ctx.signer.sign(
    { userId: caller.user.id, sessionId: caller.sessionId, role: caller.role },
    ACCESS_TOKEN_MINUTES,
    issuedAt,
  );
}

/** `token` with some of its claims replaced and its original signature kept. */
export function withEditedClaims(token: string, changes: Record<string, unknown>): string {
  const [header = "", payload = "", signature = ""] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  const edited = Buffer.from(JSON.stringify({ ...claims, ...changes })).toString("base64url");
  return `${header}.${edited}.${signature}`;
}
