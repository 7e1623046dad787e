import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../env.js";
import { createGeocoder, UnknownGeocoderError } from "./geocoder-registry.js";

const baseEnv = {
  DATA_DIR: path.join(os.tmpdir(), "portal-geocoder-config-unused"),
  JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
};

describe("GEOCODER", () => {
  it("defaults to the offline geocoder, and reads the name in any case", () => {
    expect(loadConfig(baseEnv).geocoder).toBe("offline");
    expect(loadConfig({ ...baseEnv, GEOCODER: " Offline " }).geocoder).toBe("offline");
    expect(createGeocoder(loadConfig(baseEnv).geocoder).name).toBe("offline");
  });

  it("stops the start with a clear message for a provider the server does not have", () => {
    expect(() => loadConfig({ ...baseEnv, GEOCODER: "google" })).toThrow(
      'Invalid configuration: GEOCODER: "google" is not a known geocoder; use one of: offline',
    );
    expect(() => loadConfig({ ...baseEnv, GEOCODER: "" })).toThrow(/GEOCODER: "" is not a known geocoder/);
  });

  it("refuses an unknown name in the registry too (a configuration built without loadConfig)", () => {
    expect(() => createGeocoder("nominatim")).toThrow(UnknownGeocoderError);
    expect(() => createGeocoder("nominatim")).toThrow(
      'GEOCODER "nominatim" is not a known geocoder; use one of: offline',
    );
  });
});
