import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
    conditions: ["@portal/source", ...defaultClientConditions],
  },
  test: {
    name: "web",
    environment: "jsdom",
    setupFiles: ["./src/testing/setup-tests.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // Form tests type into many fields; on a busy two-core machine the 5 s default is too tight.
    testTimeout: 20_000,
  },
});
