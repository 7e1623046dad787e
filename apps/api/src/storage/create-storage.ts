import type { AppConfig } from "../env.js";
import type { Clock } from "../lib/clock.js";
import { createLocalStorage } from "./local-storage.js";
import { createS3Storage } from "./s3-storage.js";
import { createLinkSigner } from "./signed-links.js";
import type { Storage } from "./storage.js";

/** The storage the configuration names (STORAGE): local disk by default, S3-compatible with STORAGE=s3. */
export function createStorage(config: AppConfig, clock: Clock): Storage {
  if (config.storage.driver === "s3" && config.storage.s3) return createS3Storage({ ...config.storage.s3, clock });
  return createLocalStorage({
    rootDir: config.storage.localDir,
    links: createLinkSigner(config.jwtSecret, config.publicUrl),
  });
}
