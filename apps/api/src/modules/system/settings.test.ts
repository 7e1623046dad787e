import { AppSettingsSchema } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp, testConfig } from "../../../test/build-app.js";

describe("the SPA's settings files (spec 01 §3.3)", () => {
  it("answers settings.json from the configuration, without a token, and has caches check with the server each time", async () => {
    const configured = testConfig().settings;
    const settings = { ...configured, helpUrl: "https://help.example.test/roofing", vatNumber: "GB 123 4567 89" };
    const t = await buildTestApp({ config: { settings } });
    try {
      const response = await t.request({ method: "GET", url: "/settings.json" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(AppSettingsSchema.parse(response.json())).toEqual({
        appSettings: { apiUrl: "", environment: "production", ...settings },
      });
    } finally {
      await t.close();
    }
  });

  it("answers an environment's file with its name, and refuses a name that is not one", async () => {
    const t = await buildTestApp();
    try {
      const staging = await t.request({ method: "GET", url: "/settings.staging.json" });
      expect(staging.statusCode).toBe(200);
      expect(staging.json()).toEqual({ appSettings: { environment: "staging" } });
      expect((await t.request({ method: "GET", url: "/settings.no%20such%20place.json" })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
