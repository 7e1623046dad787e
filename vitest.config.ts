import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/contracts", "packages/engine", "apps/api", "apps/web"],
    // Vitest keeps a core for itself by default (cores − 1 workers), which on a two-core machine runs every test
    // file on one core while the other idles; its own share of the work is small next to the tests'.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
