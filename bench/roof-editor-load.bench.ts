/**
 * Time to an interactive roof editor: a completed roof opened cold (a new browser context, so nothing cached) in
 * headless Chromium against the production build, from navigation until the editor shows the roof's stored
 * fixing data and its zone diagram. Target ≤ 1.5 s. The same run times the sign-in page opened cold, the
 * lightest page of the product, as the floor.
 *
 *   npm run build && npm run bench:roof-editor -w @portal/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:roof-editor -w @portal/bench
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createCompletedRoof } from "../apps/api/test/completed-roof-over-http.js";
import { createBenchDatabase, percentile } from "./shared/bench-app.js";
import { httpApiCaller, signInOverHttp } from "./shared/built-server.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_MS = 1500;
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const ORIGIN = `http://localhost:${PORT}`;
const ROOFER = { email: "roofer@example.com", password: "RooferDemo#2026" };
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function startServer(dataDir: string, databaseUrl: string | null): Promise<ChildProcess> {
  const server = spawn("node", [path.join(repository, "apps/api/dist/src/server.js")], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: "warn",
      // The demo roofer signs in; on PostgreSQL the demo accounts are seeded only when asked.
      SEED_DEMO: "true",
      ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl }),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("the server did not start");
}

/** The demo roofer's completed roof, filled through the API. */
async function completedRoofPath() {
  const { token } = await signInOverHttp(ORIGIN, ROOFER);
  return (await createCompletedRoof(httpApiCaller(ORIGIN, token), `Editor load ${Date.now()}`)).path;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-editor-bench-"));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const database = serverUrl ? await createBenchDatabase(serverUrl) : null;
  const server = await startServer(dataDir, database?.url ?? null);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const roofPath = await completedRoofPath();
    // Signed in once; every timed run starts a new context with that session and an empty cache.
    const signIn = await browser.newContext({ baseURL: ORIGIN });
    const page = await signIn.newPage();
    await page.goto("/login");
    await page.getByLabel(/^Email/).fill(ROOFER.email);
    await page.locator("input[type=password]").fill(ROOFER.password);
    await page.locator("form button[type=submit]").click();
    await page.waitForURL(/\/projects$/);
    const session = await signIn.storageState();
    await signIn.close();

    const editor: number[] = [];
    const floor: number[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const context = await browser.newContext({ baseURL: ORIGIN, storageState: session });
      const tab = await context.newPage();
      let start = performance.now();
      await tab.goto(roofPath);
      await tab.getByLabel("Pitch (°)").and(tab.locator("input[value='35']")).waitFor();
      await tab
        .locator("svg")
        .filter({ has: tab.locator("title") })
        .first()
        .waitFor();
      const editorMs = performance.now() - start;
      await context.close();

      const fresh = await browser.newContext({ baseURL: ORIGIN });
      const login = await fresh.newPage();
      start = performance.now();
      await login.goto("/login");
      await login.locator("form button[type=submit]").waitFor();
      const floorMs = performance.now() - start;
      await fresh.close();
      // The first run warms the server's own caches (and the operating system's file cache).
      if (run > 0) {
        editor.push(editorMs);
        floor.push(floorMs);
      }
    }
    editor.sort((a, b) => a - b);
    floor.sort((a, b) => a - b);
    const format = (values: number[]) =>
      `median ${percentile(values, 0.5).toFixed(0).padStart(5)} ms   worst ${(values.at(-1) ?? Number.NaN)
        .toFixed(0)
        .padStart(5)} ms`;
    const driver = database ? "PostgreSQL" : "PGlite (embedded)";
    console.log(`roof editor, cold load in headless Chromium (production build, ${driver}), ${RUNS} runs`);
    console.log(`  completed roof until interactive   ${format(editor)}   target ≤ ${TARGET_MS} ms`);
    console.log(`  sign-in page (floor)               ${format(floor)}`);
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
