import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "./build-app.js";

/**
 * A test file's app and its administrator's bearer token, started before the file's tests and closed after
 * them; `session.app` and `session.adminToken` are set once the file's first `beforeAll` has run.
 */
export function testAppSession() {
  const session = { app: undefined as unknown as TestApp, adminToken: "" };
  beforeAll(async () => {
    session.app = await buildTestApp();
    session.adminToken = (await session.app.loginAsAdmin()).authToken;
  });
  afterAll(async () => {
    await session.app.close();
  });
  return session;
}
