import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

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
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
