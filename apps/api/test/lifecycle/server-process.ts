import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
