import { ROLE_IDS, ROLES } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, CapturingMailer, type TestApp, testConfig } from "../../test/build-app.js";
import { createUser, signInAs } from "../../test/factories.js";
import { buildApp } from "../app.js";
import { openDatabase } from "../db/database.js";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await t.loginAsAdmin()).authToken;
});
afterAll(async () => {
  await t.close();
});

const whoAmI = (app: FastifyInstance, token: string) =>
  app.inject({ method: "GET", url: "/api/Account/WhoAmI", headers: { authorization: `Bearer ${token}` } });

/** Two answered requests, so the session is in the cache when the revocation comes. */
async function expectCachedAndAccepted(token: string) {
  expect((await whoAmI(t.app, token)).statusCode).toBe(200);
  expect((await whoAmI(t.app, token)).statusCode).toBe(200);
}

describe("the live-session cache ends access at once", () => {
  it("on Logout and on LogoutAll", async () => {
    const { user, password } = await createUser(t);
    const laptop = await t.login(user.email, password);
    const phone = await t.login(user.email, password);
    await expectCachedAndAccepted(laptop.authToken);
    await expectCachedAndAccepted(phone.authToken);

    await t.request({ method: "POST", url: "/api/Account/Logout", token: laptop.authToken });
    expect((await whoAmI(t.app, laptop.authToken)).statusCode).toBe(401);
    expect((await whoAmI(t.app, phone.authToken)).statusCode).toBe(200);

    await t.request({ method: "POST", url: "/api/Account/LogoutAll", token: phone.authToken });
    expect((await whoAmI(t.app, phone.authToken)).statusCode).toBe(401);
  });

  it("on a password reset", async () => {
    const { user, password } = await createUser(t);
    const { authToken } = await t.login(user.email, password);
    await expectCachedAndAccepted(authToken);
    await t.request({ method: "POST", url: "/api/Account/ForgottenPassword", payload: { email: user.email } });
    const link = t.mailer.linkTo(user.email);
    const reset = await t.request({
      method: "POST",
      url: "/api/Account/PasswordReset",
      payload: {
        userId: link.searchParams.get("userId"),
        code: link.searchParams.get("code"),
        password: "a-brand-new-password",
        confirmPassword: "a-brand-new-password",
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await whoAmI(t.app, authToken)).statusCode).toBe(401);
  });

  it("on a role change, so the old role is never used again", async () => {
    const { user, authToken } = await signInAs(t, ROLES.tasUser);
    await expectCachedAndAccepted(authToken);
    const before = await t.request({ method: "GET", url: `/api/v1/users/${user.id}`, token: adminToken });
    const changed = await t.request({
      method: "PUT",
      url: `/api/v1/users/${user.id}`,
      token: adminToken,
      payload: { ...(before.json() as Record<string, unknown>), roleId: ROLE_IDS[ROLES.user] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await whoAmI(t.app, authToken)).statusCode).toBe(401);
  });

  it("on a deletion", async () => {
    const { user, authToken } = await signInAs(t, ROLES.user);
    await expectCachedAndAccepted(authToken);
    const deleted = await t.request({ method: "DELETE", url: `/api/v1/users/${user.id}`, token: adminToken });
    expect(deleted.statusCode).toBe(200);
    expect((await whoAmI(t.app, authToken)).statusCode).toBe(401);
  });

  it("when the token expires, whatever the cache holds", async () => {
    const { authToken } = await signInAs(t, ROLES.user);
    await expectCachedAndAccepted(authToken);
    t.clock.advanceMinutes(15);
    expect((await whoAmI(t.app, authToken)).statusCode).toBe(401);
  });
});

/** Only PostgreSQL can be shared by two processes; PGlite lives inside one. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("sign-out across processes on PostgreSQL", () => {
  it("a session signed out on one app instance is refused by another at once", async () => {
    const database = await openDatabase({ databaseUrl: t.databaseUrl, pgliteDir: "memory" });
    const second = await buildApp(testConfig(), {
      database,
      clock: t.clock,
      mailer: new CapturingMailer(),
      logger: false,
      log: () => {},
    });
    await second.app.ready();
    try {
      for (const revoke of ["Logout", "LogoutAll"] as const) {
        const { authToken } = await signInAs(t, ROLES.user);
        expect((await whoAmI(second.app, authToken)).statusCode).toBe(200);
        expect((await whoAmI(second.app, authToken)).statusCode).toBe(200);
        const signedOut = await t.request({ method: "POST", url: `/api/Account/${revoke}`, token: authToken });
        expect(signedOut.statusCode).toBe(200);
        // Another process hears of the sign-out when PostgreSQL delivers the NOTIFY, a few milliseconds after
        // the revoking transaction commits; without it the cached session would live on for the token's 14
        // minutes, so a bound of two seconds still tells the two apart.
        await expect.poll(async () => (await whoAmI(second.app, authToken)).statusCode, { timeout: 2_000 }).toBe(401);
      }
    } finally {
      await second.app.close();
      await database.close();
    }
  });
});
