import type { TestApp } from "../../../../test/build-app.js";

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
