import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { io, type Socket } from "socket.io-client";
import { afterEach } from "vitest";
import { openDatabase } from "../../src/db/database.js";
import { type ApiCall, createCompletedRoof as createRoofThroughApi } from "../completed-roof-over-http.js";
import { createThrowAwayDatabase } from "../throw-away-database.js";

/**
 * The real server as a child process, run from source through tsx so `npm test` needs no build. Lifecycle
 * behaviour (signals, exit codes, locks, kill -9) only exists in a real process.
 */
const apiFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export const LIFECYCLE_ADMIN = { email: "admin@example.com", password: "Lifecycle-admin-password-1" };

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  origin: string;
  /** Everything written so far to stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--conditions=@portal/source", "--import", "tsx", "src/server.ts"], {
    cwd: apiFolder,
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      SEED_ADMIN_EMAIL: LIFECYCLE_ADMIN.email,
      SEED_ADMIN_PASSWORD: LIFECYCLE_ADMIN.password,
      SEED_DEMO: "false",
      AUTH_RATE_LIMIT_PER_MINUTE: "10000",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
  });
  if (child.pid === undefined) throw new Error("the server process did not start");
  return { child, pid: child.pid, origin: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

/** Waits until /api/health answers, failing early (with the server's output) if the process exits. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  let hasExited = false;
  void server.exited.then(() => {
    hasExited = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !hasExited) {
    if (await isHealthy(server)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
}

export async function isHealthy(server: ServerProcess): Promise<boolean> {
  try {
    const response = await fetch(`${server.origin}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

/** The exit code, or a failure naming how long the process ran on. */
export async function exitWithin(server: ServerProcess, timeoutMs: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the server was still running ${timeoutMs} ms later:\n${server.output()}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([server.exited, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export async function stopForcibly(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await server.exited;
}

export async function login(server: ServerProcess): Promise<Response> {
  return fetch(`${server.origin}/api/Account/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(LIFECYCLE_ADMIN),
  });
}

/** A throw-away database on the PostgreSQL server named by TEST_DATABASE_URL, for one test file. */
export const createLifecycleDatabase = (serverUrl: string) => createThrowAwayDatabase(serverUrl, "portal_lifecycle");

/** Lifecycle tests run on PostgreSQL when TEST_DATABASE_URL names a server, else on the embedded database. */
export const testDatabaseServerUrl = process.env.TEST_DATABASE_URL;
export const testDatabaseName = testDatabaseServerUrl ? "PostgreSQL" : "embedded database";

export type ServerData = {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: every start with it finds the data the previous one left. */
  env: Record<string, string>;
  remove: () => Promise<void>;
};

/** A fresh DATA_DIR and, on PostgreSQL, a throw-away database, for a server and its restarts. */
export async function createServerData(prefix: string): Promise<ServerData> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!testDatabaseServerUrl) return { env: { DATA_DIR: dataDir }, remove: async () => removeDataDir() };
  const database = await createLifecycleDatabase(testDatabaseServerUrl).catch((error: unknown) => {
    removeDataDir();
    throw error;
  });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    remove: async () => {
      removeDataDir();
      await database.drop();
    },
  };
}

/** Starts a server on the data, on a free port, and waits until it answers. */
export async function startHealthyServer(data: ServerData, running: ServerProcess[]): Promise<ServerProcess> {
  const server = startServer({ ...data.env, PORT: String(await freePort()) });
  // Registered before the wait, so a server that never becomes healthy is still stopped.
  running.push(server);
  await waitUntilHealthy(server);
  return server;
}

/** The administrator's access token. */
export async function signIn(server: ServerProcess): Promise<string> {
  const response = await login(server);
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}:\n${server.output()}`);
  return ((await response.json()) as { authToken: string }).authToken;
}

export type ApiAnswer = { status: number; body: unknown };

/** One call to /api/v1, bounded so a server that stopped answering fails the test instead of hanging it. */
export async function callApi(
  server: ServerProcess,
  token: string,
  method: "GET" | "POST" | "PUT",
  url: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const response = await fetch(`${server.origin}/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A realtime socket signed in as the token's user, connected to this server. */
export async function connectRealtimeAs(server: ServerProcess, token: string): Promise<Socket> {
  const negotiated = await callApi(server, token, "POST", "/signalr/negotiate");
  if (negotiated.status !== 200) throw new Error(`negotiate failed with ${negotiated.status}`);
  const { url, accessToken } = negotiated.body as { url: string; accessToken: string };
  const socket = io(`${server.origin}${url}`, {
    auth: { token: accessToken },
    transports: ["websocket"],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", (error) => {
      socket.disconnect();
      reject(error);
    });
  });
  return socket;
}

/**
 * A roof whose documents can be generated, in a new project and plot, filled through the server's API as the
 * editor fills it (completed-roof-over-http.ts).
 */
export async function createCompletedRoof(server: ServerProcess, token: string, projectName: string): Promise<number> {
  const call: ApiCall = async (method, url, body) => {
    const answer = await callApi(server, token, method, url, body);
    if (answer.status >= 300) {
      throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body as Awaited<ReturnType<ApiCall>>;
  };
  return (await createRoofThroughApi(call, projectName)).roofId;
}

/**
 * What the database holds about one document generation: its versions, its status and its jobs. On the
 * embedded database only once no server runs on the data (its lock admits one process).
 */
export async function recordsOfGeneration(data: ServerData, generationId: number) {
  const database = await openDatabase({
    databaseUrl: data.env.DATABASE_URL,
    pgliteDir: path.join(data.env.DATA_DIR ?? "", "db"),
  });
  try {
    const versions = await database.executeSql(
      "select version, date_created from document_versions where generation_id = $1",
      [generationId],
    );
    const generations = await database.executeSql("select status from document_generations where id = $1", [
      generationId,
    ]);
    const jobs = await database.executeSql(
      "select state, retry_count from pgboss.job where name = 'generate-document' and (data->>'generationId')::int = $1",
      [generationId],
    );
    return {
      versions: versions.rows as Array<{ version: number; date_created: Date | string }>,
      generations: generations.rows as Array<{ status: string }>,
      jobs: jobs.rows as Array<{ state: string; retry_count: number }>,
    };
  } finally {
    await database.close();
  }
}

/**
 * The servers a test file starts and the clean-ups it registers, undone after each test even when it fails:
 * servers killed first, then clean-ups in reverse order (a database after the servers that used it). With them,
 * the two steps a kill-and-restart test takes on them: fresh data, and a signed-in server on it (again after
 * each kill).
 */
export function stoppedAfterEach() {
  const running: ServerProcess[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map(stopForcibly));
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    running,
    cleanups,
    /** createServerData's fresh data, removed after the test. */
    async freshServerData(prefix: string): Promise<ServerData> {
      const data = await createServerData(prefix);
      cleanups.push(data.remove);
      return data;
    },
    /** A server started on the data, stopped after the test, and the administrator's token on it. */
    async startSignedIn(data: ServerData): Promise<{ server: ServerProcess; token: string }> {
      const server = await startHealthyServer(data, running);
      return { server, token: await signIn(server) };
    },
  };
}
