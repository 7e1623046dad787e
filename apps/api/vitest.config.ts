import { fileURLToPath } from "node:url";
import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";
import { databaseTestFiles } from "./test/database-test-files.js";

const API_ROOT = fileURLToPath(new URL(".", import.meta.url));
// On PostgreSQL (TEST_DATABASE_URL) only the files that can meet a database run: the others already ran, the
// same, on the embedded database.
const include = process.env.TEST_DATABASE_URL ? databaseTestFiles(API_ROOT) : ["src/**/*.test.ts", "test/**/*.test.ts"];

export default defineConfig({
  // Vitest hands these conditions to Node as --conditions. "module" is a bundler-only condition: with it Node
  // loads bundler builds whose imports omit file extensions (the AWS SDK's) and fails, so it is left out.
  ssr: {
    resolve: {
      conditions: ["@portal/source", ...defaultServerConditions.filter((condition) => condition !== "module")],
    },
  },
  test: {
    name: "api",
    environment: "node",
    include,
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
