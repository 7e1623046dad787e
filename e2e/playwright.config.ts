import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const e2eFolder = path.dirname(fileURLToPath(import.meta.url));
// Overridable so that two runs on one machine (each with its own build) do not share a server or a database.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? path.join(e2eFolder, ".artifacts");
export const E2E_DATA_DIR = path.join(artifactsDir, "data");
export const E2E_OUTBOX_DIR = path.join(E2E_DATA_DIR, "outbox");
export const E2E_ADMIN = { email: "admin@example.com", password: "E2E-admin-password-1" };

/** Browser tests drive Debian's Chromium against the built product on a fresh embedded database. */
export default defineConfig({
  testDir: "specs",
  // On PostgreSQL (E2E_DATABASE_URL) the journeys run again; the page checks (widths and touch targets at three
  // sizes, accessibility, reduced motion) measure the rendered page, the same whichever database served it.
  testIgnore: process.env.E2E_DATABASE_URL ? ["phone/pages.spec.ts", "accessibility/**"] : [],
  outputDir: path.join(artifactsDir, "results"),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node ../apps/api/dist/src/server.js",
    cwd: e2eFolder,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    // The first start migrates and seeds the catalogue; on a busy two-core machine that can take over a minute.
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      SEED_ADMIN_EMAIL: E2E_ADMIN.email,
      SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: "true",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      LOG_LEVEL: "warn",
      // Map tiles are never fetched in tests: the machine has no internet, and the map shows its own status.
      MAP_TILE_URL: `http://localhost:${E2E_PORT}/tiles-unavailable/{z}/{x}/{y}.png`,
      // Set to run the same browser tests against a PostgreSQL database (created empty by the caller).
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
