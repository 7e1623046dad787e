import { ROLE_NAMES, ROLES, type RoleName } from "@portal/contracts";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-app.js";
import { signInAs } from "../../test/factories.js";

/**
 * The authorisation matrix over every /api route, read from the access each route declares: nobody without a
 * token reaches a non-public route (401), and no signed-in role outside a route's list reaches it (403).
 * A route added later is covered without touching this file.
 */
let t: TestApp;
const tokens = new Map<RoleName, string>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ROLE_NAMES.filter((name) => name !== ROLES.anonymous)) {
    tokens.set(role, (await signInAs(t, role)).authToken);
  }
});
afterAll(async () => {
  await t.close();
});

/** A concrete URL for a route pattern: ids become 1, wildcards a harmless name. */
function concreteUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, "1").replace(/\*/g, "matrix-probe");
}

describe("authorisation matrix", () => {
  it("lists every /api route with a declared access", () => {
    expect(t.app.accessTable.length).toBeGreaterThan(50);
  });

  it("refuses every non-public route without a token (401)", async () => {
    const guarded = t.app.accessTable.filter((entry) => entry.access !== "public");
    for (const entry of guarded) {
      const response = await t.request({ method: entry.method as HTTPMethods, url: concreteUrl(entry.url) });
      expect(response.statusCode, `${entry.method} ${entry.url}`).toBe(401);
    }
  });

  it("refuses every signed-in role that a route does not list (403)", async () => {
    let checked = 0;
    for (const entry of t.app.accessTable) {
      if (entry.access === "public" || entry.access === "authenticated") continue;
      const allowed = entry.access.roles;
      for (const [role, token] of tokens) {
        if (allowed.includes(role)) continue;
        const response = await t.request({ method: entry.method as HTTPMethods, url: concreteUrl(entry.url), token });
        expect(response.statusCode, `${role} → ${entry.method} ${entry.url}`).toBe(403);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
