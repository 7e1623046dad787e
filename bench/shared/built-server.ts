/**
 * The production build (apps/api/dist and apps/web/dist from `npm run build`) as the load benchmarks run it: a
 * separate Node process on a throw-away PostgreSQL database (or, when asked, on the embedded database in its
 * throw-away data folder), reached over HTTP. BENCH_SERVER_ENTRY names another build's server.js, so the same
 * bench measures a before and an after; that build migrates its own schema (the migrations sit beside its entry).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROLE_IDS, ROLES } from "@portal/contracts";
import type { ApiCall } from "../../apps/api/test/completed-roof-over-http.js";
import { createThrowAwayDatabase } from "../../apps/api/test/throw-away-database.js";

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const builtServerEntry = process.env.BENCH_SERVER_ENTRY
  ? path.resolve(process.env.BENCH_SERVER_ENTRY)
  : path.join(repositoryRoot, "apps", "api", "dist", "src", "server.js");
/** The web build the server serves: apps/web/dist beside the entry's apps/api. */
const builtWebIndex = path.resolve(path.dirname(builtServerEntry), "..", "..", "..", "web", "dist", "index.html");

export const BUILT_SERVER_ADMIN = { email: "bench.admin@example.com", password: "Bench-admin-password-1" };

export type Credentials = { email: string; password: string };

/** The PostgreSQL server the throw-away databases are made on. */
const DATABASE_SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** This script builds nothing: a stale or missing build would measure something else than the code at hand. */
export function requireProductionBuild(): void {
  if (!existsSync(builtServerEntry) || !existsSync(builtWebIndex)) {
    throw new Error(
      `No production build at ${builtServerEntry}: run \`npm run build\` first (apps/api/dist and apps/web/dist).`,
    );
  }
}

/** Where a bench runs the server: a throw-away PostgreSQL database, or the embedded default (PGlite in DATA_DIR/db). */
export type BenchDatabase = "postgres" | "embedded";
export const BENCH_DATABASES: readonly BenchDatabase[] = ["postgres", "embedded"];

/**
 * The built API on `port`, seeded with BUILT_SERVER_ADMIN and nothing else; its log goes to `logFile` if named.
 * Without a `databaseUrl` it runs on the embedded database in `dataDir`, as a deployment without DATABASE_URL does.
 * `env` adds settings (a bench signing in many users raises AUTH_RATE_LIMIT_PER_MINUTE, say).
 */
export function startBuiltServer(options: {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  logFile?: string;
  env?: Record<string, string>;
}): ChildProcess {
  // BENCH_CPU_PROF_DIR writes the server's CPU profile there on exit (open it in Chrome DevTools).
  const profiling = process.env.BENCH_CPU_PROF_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  // The bench's own DATABASE_URL, if any, must not turn an embedded run into a PostgreSQL one.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  return spawn(process.execPath, [...profiling, builtServerEntry], {
    cwd: repositoryRoot,
    stdio: ["ignore", options.logFile ? openSync(options.logFile, "a") : "ignore", "inherit"],
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
      DATA_DIR: options.dataDir,
      JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256-signing",
      SEED_ADMIN_EMAIL: BUILT_SERVER_ADMIN.email,
      SEED_ADMIN_PASSWORD: BUILT_SERVER_ADMIN.password,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...options.env,
    },
  });
}

export type BuiltServerRun = { server: ChildProcess; baseUrl: string; databaseUrl: string; dataDir: string };
/** A run on either database: no database URL on the embedded one. */
export type AnyBuiltServerRun = Omit<BuiltServerRun, "databaseUrl"> & {
  database: BenchDatabase;
  databaseUrl: string | undefined;
};

type RunOptions = { benchmark: string; port: number; keepLog?: boolean; env?: Record<string, string> };

/**
 * Runs `measure` against the production build on `port` once it answers, on a throw-away database and data folder
 * named after the benchmark; then stops the server, drops the database and removes the folder, also when `measure`
 * fails. With `keepLog` the server's log goes to a file in the data folder, whose end is printed if the server
 * stops during the run.
 */
export async function runOnBuiltServer<T>(
  options: RunOptions,
  measure: (run: BuiltServerRun) => Promise<T>,
): Promise<T> {
  return runOnBuiltServerWith({ ...options, database: "postgres" }, (run) => {
    if (run.databaseUrl === undefined) throw new Error("a PostgreSQL run has a database URL");
    return measure({ ...run, databaseUrl: run.databaseUrl });
  });
}

/** runOnBuiltServer on the `database` named: a throw-away PostgreSQL database, or the embedded one in the folder. */
export async function runOnBuiltServerWith<T>(
  options: RunOptions & { database: BenchDatabase },
  measure: (run: AnyBuiltServerRun) => Promise<T>,
): Promise<T> {
  requireProductionBuild();
  const database =
    options.database === "postgres"
      ? await createThrowAwayDatabase(DATABASE_SERVER_URL, `portal_bench_${options.benchmark}`)
      : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-bench-${options.benchmark}-`));
  const logFile = options.keepLog ? path.join(dataDir, "server.log") : undefined;
  const server = startBuiltServer({
    port: options.port,
    databaseUrl: database?.url,
    dataDir,
    logFile,
    ...(options.env ? { env: options.env } : {}),
  });
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
    return await measure({ server, baseUrl, databaseUrl: database?.url, dataDir, database: options.database });
  } finally {
    stopping = true;
    await stopServer(server);
    await database?.drop();
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

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The set-password link of the newest mail to `recipient` in the server's outbox (DATA_DIR/outbox, no SMTP_URL). */
async function passwordLinkFromOutbox(dataDir: string, recipient: string, timeoutMs = 10_000): Promise<URL> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const newest = (existsSync(outbox) ? readdirSync(outbox) : [])
      .filter((file) => file.includes(`-${recipient}-`))
      .sort()
      .at(-1);
    if (newest) {
      const link = /https?:\/\/[^\s"<>]+password-reset[^\s"<>]+/.exec(
        decodeQuotedPrintable(readFileSync(path.join(outbox, newest), "utf8")),
      )?.[0];
      if (link) return new URL(link.replace(/&amp;/g, "&"));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no set-password mail reached ${recipient}`);
}

/**
 * A real user as an administrator adds one: created through the API with the User role, their password chosen
 * through the mailed link (read from the server's outbox), then signed in. The server must mail to its outbox
 * (no SMTP_URL) and allow as many sign-ins a minute as the bench makes (AUTH_RATE_LIMIT_PER_MINUTE).
 */
export async function createSignedInUser(
  run: { baseUrl: string; dataDir: string },
  adminToken: string,
  credentials: Credentials & { firstName: string; lastName: string },
): Promise<{ token: string; userId: number }> {
  const created = await fetch(`${run.baseUrl}/api/v1/users`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({
      email: credentials.email,
      roleId: ROLE_IDS[ROLES.user],
      firstName: credentials.firstName,
      lastName: credentials.lastName,
    }),
  });
  if (created.status !== 201) throw new Error(`adding ${credentials.email}: ${created.status} ${await created.text()}`);
  const link = await passwordLinkFromOutbox(run.dataDir, credentials.email);
  const reset = await fetch(`${run.baseUrl}/api/Account/PasswordReset`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      userId: Number(link.searchParams.get("userId")),
      code: link.searchParams.get("code"),
      password: credentials.password,
      confirmPassword: credentials.password,
    }),
  });
  if (!reset.ok) throw new Error(`setting ${credentials.email}'s password: ${reset.status} ${await reset.text()}`);
  return signInOverHttp(run.baseUrl, credentials);
}
