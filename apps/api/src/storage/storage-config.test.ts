import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../env.js";

const base = {
  DATA_DIR: path.join(os.tmpdir(), "portal-storage-config"),
  JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
};

describe("storage configuration", () => {
  it("defaults to local files under DATA_DIR/files and a 50 MB upload limit", () => {
    expect(loadConfig(base).storage).toEqual({
      driver: "local",
      localDir: path.join(base.DATA_DIR, "files"),
      s3: undefined,
      maxUploadBytes: 50 * 1024 * 1024,
    });
    expect(loadConfig({ ...base, UPLOAD_MAX_MB: "2.5" }).storage.maxUploadBytes).toBe(2_621_440);
  });

  it("reads the S3 settings and the usual AWS credential variables", () => {
    const config = loadConfig({
      ...base,
      STORAGE: "s3",
      S3_BUCKET: "portal-files",
      S3_REGION: "eu-west-2",
      S3_ENDPOINT: "http://minio.internal:9000",
      AWS_ACCESS_KEY_ID: "AKIDEXAMPLE",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.storage.s3).toEqual({
      bucket: "portal-files",
      region: "eu-west-2",
      endpoint: "http://minio.internal:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret" },
    });
    // On AWS itself: host-style addressing, credentials from the SDK's chain (e.g. an instance role).
    const onAws = loadConfig({ ...base, STORAGE: "s3", S3_BUCKET: "portal-files", S3_REGION: "eu-west-2" });
    expect(onAws.storage.s3).toMatchObject({ endpoint: undefined, forcePathStyle: false, credentials: undefined });
  });

  it("refuses S3 without a bucket or region, and half a key pair", () => {
    expect(() => loadConfig({ ...base, STORAGE: "s3", S3_REGION: "eu-west-2" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, STORAGE: "s3" })).toThrow(/S3_BUCKET and S3_REGION/);
    expect(() =>
      loadConfig({ ...base, STORAGE: "s3", S3_BUCKET: "b", S3_REGION: "r", AWS_ACCESS_KEY_ID: "AKIDEXAMPLE" }),
    ).toThrow(/AWS_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, STORAGE: "azure" })).toThrow(/STORAGE/);
    expect(() => loadConfig({ ...base, UPLOAD_MAX_MB: "0" })).toThrow(/UPLOAD_MAX_MB/);
  });
});
