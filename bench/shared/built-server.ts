/**
 * The production build (apps/api/dist and apps/web/dist from `npm run build`) as the load benchmarks run it: a
 * separate Node process on a throw-away PostgreSQL database, reached over HTTP.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ApiCall } from "../../apps/api/test/completed-roof-over-http.js";
import { createThrowAwayDatabase } from "../../apps/api/test/throw-away-database.js";

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const builtServerEntry = path.join(repositoryRoot, "apps", "api", "dist", "src", "server.js");
const builtWebIndex = path.join(repositoryRoot, "apps", "web", "dist", "index.html");

export const BUILT_SERVER_ADMIN = { email: "bench.admin@example.com", password: "Bench-admin-password-1" };

export type Credentials = { email: string; password: string };

/** The PostgreSQL server the throw-away databases are made on. */
const DATABASE_SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** This script builds nothing: a stale or missing build would measure something else than the code at hand. */
export function requireProductionBuild(): void {
  if (!existsSync(builtServerEntry) || !existsSync(builtWebIndex)) {
    throw new Error("No production build: run `npm run build` first (apps/api/dist and apps/web/dist).");
  }
}

/** The built API on `port`, seeded with BUILT_SERVER_ADMIN and nothing else; its log goes to `logFile` if named. */
export function startBuiltServer(options: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  logFile?: string;
}): ChildProcess {
  // BENCH_CPU_PROF_DIR writes the server's CPU profile there on exit (open it in Chrome DevTools).
  const profiling = process.env.BENCH_CPU_PROF_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  return spawn(process.execPath, [...profiling, builtServerEntry], {
    cwd: repositoryRoot,
    stdio: ["ignore", options.logFile ? openSync(options.logFile, "a") : "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256-signing",
      SEED_ADMIN_EMAIL: BUILT_SERVER_ADMIN.email,
      SEED_ADMIN_PASSWORD: BUILT_SERVER_ADMIN.password,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    },
  });
}

export type BuiltServerRun = { server: ChildProcess; baseUrl: string; databaseUrl: string };

/**
 * Runs `measure` against the production build on `port` once it answers, on a throw-away database and data folder
 * named after the benchmark; then stops the server, drops the database and removes the folder, also when `measure`
 * fails. With `keepLog` the server's log goes to a file in the data folder, whose end is printed if the server
 * stops during the run.
 */
export async function runOnBuiltServer<T>(
  options: { benchmark: string; port: number; keepLog?: boolean },
  measure: (run: BuiltServerRun) => Promise<T>,
): Promise<T> {
  requireProductionBuild();
  const database = await createThrowAwayDatabase(DATABASE_SERVER_URL, `portal_bench_${options.benchmark}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-bench-${options.benchmark}-`));
  const logFile = options.keepLog ? path.join(dataDir, "server.log") : undefined;
  const server = startBuiltServer({ port: options.port, databaseUrl: database.url, dataDir, logFile });
  let stopping = false;
  if (logFile) {
    server.once("exit", (code, signal) => {
      if (!stopping)
        console.error(
          `the server stopped during the run (code ${code}, signal ${signal}); its log:\n${readLog(logFile)}`,
        );
    });
  }
  const baseUrl = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilHealthy(server, baseUrl);
    return await measure({ server, baseUrl, databaseUrl: database.url });
  } finally {
    stopping = true;
    await stopServer(server);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function readLog(file: string): string {
  try {
    return readFileSync(file, "utf8").slice(-4_000);
  } catch {
    return "(no log)";
  }
}

export async function waitUntilHealthy(server: ChildProcess, baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  // A shutdown that hangs must not leave the benchmark, or its throw-away database, behind.
  const forceKill = setTimeout(() => server.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(forceKill);
}

export async function signInOverHttp(
  baseUrl: string,
  credentials: Credentials,
): Promise<{ token: string; userId: number }> {
  const login = await fetch(`${baseUrl}/api/Account/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`sign-in as ${credentials.email} failed: ${login.status} ${await login.text()}`);
  const { authToken } = (await login.json()) as { authToken: string };
  const whoAmI = await fetch(`${baseUrl}/api/Account/WhoAmI`, { headers: { authorization: `Bearer ${authToken}` } });
  const { id } = (await whoAmI.json()) as { id: number };
  return { token: authToken, userId: id };
}

/** Calls /api/v1 over HTTP as the token's user; a 4xx or 5xx throws with the answer, as a bench must not go on. */
export function httpApiCaller(baseUrl: string, token: string): ApiCall {
  return async (method, url, body) => {
    const response = await fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Awaited<ReturnType<ApiCall>>;
  };
}
