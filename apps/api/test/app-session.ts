import type { RoleName } from "@portal/contracts";
import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "./build-app.js";
import { signInAs } from "./factories.js";

/** Stands in for the app until the file's first `beforeAll` has built it. */
export const notBuiltYet = undefined as unknown as TestApp;

/**
 * Builds `session.app` before the file's tests, lets `prepare` fill in the rest of the session (a token, the
 * records the tests act on), and closes the app after them.
 */
export function appForTestFile<Session extends { app: TestApp }>(
  session: Session,
  prepare: (session: Session) => Promise<void>,
): Session {
  beforeAll(async () => {
    session.app = await buildTestApp();
    await prepare(session);
  });
  afterAll(async () => {
    await session.app.close();
  });
  return session;
}

/**
 * A test file's app and its administrator's bearer token, started before the file's tests and closed after
 * them; `session.app` and `session.adminToken` are set once the file's first `beforeAll` has run.
 */
export function testAppSession() {
  return appForTestFile({ app: notBuiltYet, adminToken: "" }, async (session) => {
    session.adminToken = (await session.app.loginAsAdmin()).authToken;
  });
}

/**
 * A test file's app and the bearer token of a new user of `role`, started before the file's tests and closed
 * after them; `session.app` and `session.token` are set once the file's first `beforeAll` has run.
 */
export function testAppSignedInAs(role: RoleName) {
  return appForTestFile({ app: notBuiltYet, token: "" }, async (session) => {
    session.token = (await signInAs(session.app, role)).authToken;
  });
}
