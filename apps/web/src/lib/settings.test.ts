import { describe, expect, it } from "vitest";
import { json, mockApi } from "@/testing/mock-api";
import { getSettings, loadSettings, mergeSettings } from "./settings";

describe("settings", () => {
  it("merges the environment file over the base one, the environment file winning", () => {
    const merged = mergeSettings(
      { appSettings: { apiUrl: "", helpUrl: "https://help.example.com", vatNumber: "GB 1" } },
      { appSettings: { apiUrl: "https://api.example.com", vatNumber: 42 } },
    );
    expect(merged.apiUrl).toBe("https://api.example.com");
    expect(merged.helpUrl).toBe("https://help.example.com");
    expect(merged.vatNumber).toBe("GB 1");
  });

  it("reads settings.json then settings.{environment}.json from the site root", async () => {
    const api = mockApi({
      "GET /settings.json": () =>
        json({ appSettings: { apiUrl: "", environment: "production", helpUrl: "https://help" } }),
      "GET /settings.staging.json": () =>
        json({ appSettings: { environment: "staging", apiUrl: "https://staging-api" } }),
    });
    const settings = await loadSettings("staging");
    expect(settings).toMatchObject({ environment: "staging", apiUrl: "https://staging-api", helpUrl: "https://help" });
    expect(getSettings()).toEqual(settings);
    expect(api.calls.map((call) => call.url.pathname).sort()).toEqual(["/settings.json", "/settings.staging.json"]);
  });

  it("does without a missing environment file but not without the base file", async () => {
    mockApi({
      "GET /settings.json": () => json({ appSettings: { apiUrl: "/base" } }),
      "GET /settings.development.json": () => json({}, 404),
    });
    await expect(loadSettings("development")).resolves.toMatchObject({ apiUrl: "/base" });
    mockApi({ "GET /settings.json": () => json({}, 404), "GET /settings.x.json": () => json({}, 404) });
    await expect(loadSettings("x")).rejects.toThrow();
  });
});
