import type { AppConfig } from "../env.js";
import type { Clock } from "../lib/clock.js";
import { createLocalStorage } from "./local-storage.js";
import { createLinkSigner } from "./signed-links.js";
import type { Storage } from "./storage.js";

/**
 * The storage the configuration names (STORAGE): local disk by default, S3-compatible with STORAGE=s3. The S3
 * client is imported only when it is the one named: it adds about 35 MB to a process that never uses it.
 */
export async function createStorage(config: AppConfig, clock: Clock): Promise<Storage> {
  if (config.storage.driver === "s3" && config.storage.s3) {
    const { createS3Storage } = await import("./s3-storage.js");
    return createS3Storage({ ...config.storage.s3, clock });
  }
  return createLocalStorage({
    rootDir: config.storage.localDir,
    links: createLinkSigner(config.jwtSecret, config.publicUrl),
  });
}
