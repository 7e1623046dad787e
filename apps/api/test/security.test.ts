import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ACCESS_TOKEN_MINUTES, ACCOUNT_MESSAGES, ROLES } from "@portal/contracts";
import type { LightMyRequestResponse } from "fastify";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./build-app.js";
import { signInAs } from "./factories.js";

/**
 * What a browser is told about every answer (framing, sniffing, referrers, where scripts may come from), and
 * how the API treats bearer and refresh tokens an attacker has forged, altered, replayed or swapped.
 */
const SPA_MARKER = "portal-spa-index";
let webDistDir = "";
let testApp: TestApp;
let adminToken = "";

beforeAll(async () => {
  // The built SPA is not part of the API's tests; a stand-in index page is enough to reach the code that serves it.
  webDistDir = mkdtempSync(path.join(os.tmpdir(), "portal-security-web-"));
  writeFileSync(path.join(webDistDir, "index.html"), `<!doctype html><html><body>${SPA_MARKER}</body></html>`);
  testApp = await buildTestApp({ config: { webDistDir } });
  adminToken = (await testApp.loginAsAdmin()).authToken;
});

afterAll(async () => {
  await testApp?.close();
  if (webDistDir) rmSync(webDistDir, { recursive: true, force: true });
});

function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers["content-security-policy"];
  expect(typeof header, "Content-Security-Policy header").toBe("string");
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function expectBrowserProtections(response: LightMyRequestResponse) {
  const csp = cspDirectives(response);
  // Without its own script-src a page falls back to default-src, so that is the list that must stay strict.
  const scriptSources = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("*");
  expect(csp.get("object-src")).toEqual(["'none'"]);
  const frameAncestors = csp.get("frame-ancestors") ?? [];
  expect(frameAncestors.length).toBe(1);
  expect(["'none'", "'self'"]).toContain(frameAncestors[0]);
  expect(String(response.headers["x-frame-options"]).toUpperCase()).toMatch(/^(DENY|SAMEORIGIN)$/);

  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  const referrerPolicy = String(response.headers["referrer-policy"] ?? "");
  expect(referrerPolicy).not.toBe("");
  for (const leaky of ["unsafe-url", "no-referrer-when-downgrade"]) {
    expect(referrerPolicy.split(",").map((policy) => policy.trim())).not.toContain(leaky);
  }
  expect(response.headers["x-powered-by"]).toBeUndefined();
  expect(response.headers.server).toBeUndefined();
}

describe("security headers", () => {
  it("the SPA's index page at / carries them", async () => {
    const response = await testApp.request({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(SPA_MARKER);
    expectBrowserProtections(response);
  });

  it("a client-side route such as /login loads the SPA with them", async () => {
    const response = await testApp.request({ method: "GET", url: "/login" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain(SPA_MARKER);
    expectBrowserProtections(response);
  });

  it("the SPA's policy still lets it load map tiles, data: images and talk to its own realtime socket", async () => {
    const csp = cspDirectives(await testApp.request({ method: "GET", url: "/login" }));
    const tileOrigin = new URL(testApp.ctx.config.settings.mapTileUrl.replace(/\{[^}]+\}/g, "0")).origin;
    const imageSources = csp.get("img-src") ?? [];
    expect(imageSources).toContain("'self'");
    expect(imageSources).toContain("data:");
    expect(imageSources.some((source) => source === "https:" || source === tileOrigin)).toBe(true);
    expect(csp.get("connect-src")).toContain("'self'");
    expect(csp.get("script-src")).toContain("'self'");
  });

  it("an authenticated API answer carries them", async () => {
    const response = await testApp.request({ method: "GET", url: "/api/v1/system/Version", token: adminToken });
    expect(response.statusCode).toBe(200);
    expectBrowserProtections(response);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("a 401 answer carries them", async () => {
    const response = await testApp.request({ method: "GET", url: "/api/v1/system/Version" });
    expect(response.statusCode).toBe(401);
    expectBrowserProtections(response);
  });

  it("a 404 for an unknown API path carries them and is JSON, not the SPA", async () => {
    const response = await testApp.request({ method: "GET", url: "/api/v1/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.body).not.toContain(SPA_MARKER);
    expectBrowserProtections(response);
  });
});

function decodeSegment(segment: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
}

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function tokenParts(token: string): { header: string; payload: string; signature: string } {
  const [header = "", payload = "", signature = ""] = token.split(".");
  return { header, payload, signature };
}

async function expectRefused(token: string) {
  const response = await testApp.request({ method: "GET", url: "/api/Account/WhoAmI", token });
  expect(response.statusCode, `token ${token.slice(0, 40)}…`).toBe(401);
  expect(response.json()).toHaveProperty("message");
}

describe("tampered access tokens are refused with 401", () => {
  let user: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    user = await signInAs(testApp, ROLES.user);
  });

  it("the untouched token is accepted, so every refusal below is the tampering's doing", async () => {
    const response = await testApp.request({ method: "GET", url: "/api/Account/WhoAmI", token: user.authToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.user.id, role: ROLES.user, isAdmin: false });
  });

  it('alg "none" with the same payload and no signature', async () => {
    const { payload } = tokenParts(user.authToken);
    const header = encodeSegment({ alg: "none", typ: "JWT" });
    await expectRefused(`${header}.${payload}.`);
    // Some verifiers look only at whether a signature segment exists; an empty one must fare no better.
    await expectRefused(`${header}.${payload}`);
  });

  it("the same claims signed with another key", async () => {
    const claims = decodeSegment(tokenParts(user.authToken).payload);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode("a-different-secret-that-is-long-enough-for-hs256"));
    await expectRefused(forged);
  });

  it("a signature with flipped bytes", async () => {
    const { header, payload, signature } = tokenParts(user.authToken);
    const bytes = Buffer.from(signature, "base64url");
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x01;
    await expectRefused(`${header}.${payload}.${bytes.toString("base64url")}`);
  });

  it("the payload raised to Administrator, keeping the original signature", async () => {
    const { header, payload, signature } = tokenParts(user.authToken);
    const claims = decodeSegment(payload);
    expect(claims.role).toBe(ROLES.user);
    const raised = encodeSegment({ ...claims, role: ROLES.administrator });
    await expectRefused(`${header}.${raised}.${signature}`);
    // Another user's id under the same signature is the same forgery aimed sideways.
    const adminId = decodeSegment(tokenParts(adminToken).payload).sub;
    const sideways = encodeSegment({ ...claims, sub: adminId });
    await expectRefused(`${header}.${sideways}.${signature}`);
  });

  it("a token switched to HS512 or RS256 in its header", async () => {
    const { payload, signature } = tokenParts(user.authToken);
    for (const alg of ["HS512", "RS256", "HS384"]) {
      await expectRefused(`${encodeSegment({ alg, typ: "JWT" })}.${payload}.${signature}`);
    }
  });

  it("garbage in place of a token", async () => {
    const garbage = [
      "garbage",
      "a.b.c",
      "...",
      "eyJ.eyJ.eyJ",
      `${encodeSegment({ alg: "HS256" })}.not-json.${"x".repeat(43)}`,
      `${encodeSegment("just a string")}.${encodeSegment([1, 2, 3])}.`,
      "x".repeat(8_000),
      "%00%ff",
      "null",
    ];
    for (const token of garbage) await expectRefused(token);
    for (const authorization of [
      "Bearer",
      "Bearer ",
      "Basic YWRtaW46YWRtaW4=",
      `bearer ${user.authToken}`,
      "Token x",
    ]) {
      const response = await testApp.request({
        method: "GET",
        url: "/api/Account/WhoAmI",
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it("a refresh token presented as an access token", async () => {
    await expectRefused(user.refreshToken);
  });

  it("a realtime connection token presented as an access token", async () => {
    const negotiate = await testApp.request({
      method: "POST",
      url: "/api/v1/signalr/negotiate",
      token: user.authToken,
    });
    expect(negotiate.statusCode).toBe(200);
    await expectRefused(negotiate.json<{ accessToken: string }>().accessToken);
  });

  it("a token that has expired, even one that was accepted moments before", async () => {
    const fresh = await signInAs(testApp, ROLES.user);
    const accepted = await testApp.request({ method: "GET", url: "/api/Account/WhoAmI", token: fresh.authToken });
    expect(accepted.statusCode).toBe(200);
    testApp.clock.advanceMinutes(ACCESS_TOKEN_MINUTES + 1);
    await expectRefused(fresh.authToken);
  });
});

async function refresh(refreshToken: string) {
  return testApp.request({
    method: "GET",
    url: `/api/Account/Refresh?refreshToken=${encodeURIComponent(refreshToken)}`,
  });
}

describe("refresh tokens", () => {
  it("work once: the second use is refused and revokes the whole session", async () => {
    const user = await signInAs(testApp, ROLES.user);
    const first = await refresh(user.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<{ authToken: string; refreshToken: string }>();
    expect(rotated.refreshToken).not.toBe(user.refreshToken);
    expect(
      (await testApp.request({ method: "GET", url: "/api/Account/WhoAmI", token: rotated.authToken })).statusCode,
    ).toBe(200);

    const replay = await refresh(user.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: ACCOUNT_MESSAGES.invalidRefreshToken });

    // A spent token coming back means it was copied: neither the thief's nor the owner's newer tokens survive.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    await expectRefused(rotated.authToken);
    await expectRefused(user.authToken);
  });

  it("reuse revokes only that session, not the user's other sign-ins", async () => {
    const user = await signInAs(testApp, ROLES.user);
    const otherDevice = await testApp.login(user.user.email, user.password);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    const response = await testApp.request({
      method: "GET",
      url: "/api/Account/WhoAmI",
      token: otherDevice.authToken,
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it("are refused after Logout, as is the access token", async () => {
    const user = await signInAs(testApp, ROLES.user);
    const logout = await testApp.request({ method: "POST", url: "/api/Account/Logout", token: user.authToken });
    expect(logout.statusCode).toBe(200);
    const response = await refresh(user.refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: ACCOUNT_MESSAGES.invalidRefreshToken });
    await expectRefused(user.authToken);
  });

  it("an access token, garbage or nothing presented as a refresh token is refused, never a 500", async () => {
    const user = await signInAs(testApp, ROLES.user);
    for (const candidate of [user.authToken, "garbage", "x".repeat(4_000), `${user.refreshToken}x`]) {
      const response = await refresh(candidate);
      expect(response.statusCode, candidate.slice(0, 40)).toBe(401);
    }
    const missing = await testApp.request({ method: "GET", url: "/api/Account/Refresh" });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.statusCode).toBeLessThan(500);
    // The refusals above must not have spent the real token.
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
  });
});
