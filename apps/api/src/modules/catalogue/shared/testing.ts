import type { RoleName } from "@portal/contracts";
import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/build-app.js";
import { signInAs } from "../../../../test/factories.js";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Calls /api/v1{url} with an optional bearer token and JSON body. */
export function apiCaller(getApp: () => TestApp) {
  return (method: Method, url: string, token?: string, payload?: object) =>
    getApp().request({
      method,
      url: `/api/v1${url}`,
      ...(token ? { token } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
}

/**
 * A test file's app with an administrator and one other signed-in user (of `role`), started before the
 * file's tests and closed after them. `session.app`, `session.admin` and `session.user` are set once the
 * file's `beforeAll` has run.
 */
export function catalogueTestSession(role: RoleName) {
  const session = { app: undefined as unknown as TestApp, admin: "", user: "" };
  beforeAll(async () => {
    session.app = await buildTestApp();
    session.admin = (await session.app.loginAsAdmin()).authToken;
    session.user = (await signInAs(session.app, role)).authToken;
  });
  afterAll(async () => {
    await session.app.close();
  });
  const call = apiCaller(() => session.app);
  /** The id of the product component with `code`, as the administrator's list shows it. */
  const componentIdByCode = async (code: string) => {
    const components = (await call("GET", "/product-components", session.admin)).json() as Array<{
      id: number;
      code: string;
    }>;
    return components.find((component) => component.code === code)?.id;
  };
  return { session, call, componentIdByCode };
}
