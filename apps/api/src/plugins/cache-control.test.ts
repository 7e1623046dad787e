import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_ADMIN, type TestApp } from "../../test/build-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("Cache-Control on API answers", () => {
  it("is no-store on every authenticated answer, on token answers and on refusals", async () => {
    const signedIn = await t.request({ method: "POST", url: "/api/Account/Login", payload: TEST_ADMIN });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    const { authToken } = signedIn.json();

    for (const url of ["/api/Account/WhoAmI", "/api/v1/system/Version", "/api/v1/users/1"]) {
      const answer = await t.request({ method: "GET", url, token: authToken });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["cache-control"], url).toBe("no-store");
    }
    const refused = await t.request({ method: "GET", url: "/api/Account/WhoAmI" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
    const missing = await t.request({ method: "GET", url: "/api/v1/projects/999999", token: authToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
  });
});
