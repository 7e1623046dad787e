import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { io, type Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import {
  createLifecycleDatabase,
  exitWithin,
  freePort,
  login,
  type ServerProcess,
  startServer,
  stoppedAfterEach,
  waitUntilHealthy,
} from "./server-process.js";

/** Runs on PostgreSQL when TEST_DATABASE_URL is set (where the stop used to hang), else on the embedded database. */
const serverUrl = process.env.TEST_DATABASE_URL;
const { running, cleanups } = stoppedAfterEach();
/** The throw-away database of the running test, on PostgreSQL. */
let databaseUrl: string | undefined;

async function startOnTestDatabase(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-shutdown-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(await freePort()) };
  if (serverUrl) {
    const database = await createLifecycleDatabase(serverUrl);
    cleanups.push(database.drop);
    env.DATABASE_URL = database.url;
    databaseUrl = database.url;
  }
  const server = startServer(env);
  running.push(server);
  await waitUntilHealthy(server);
  return server;
}

async function connectRealtime(server: ServerProcess): Promise<Socket> {
  const { authToken } = (await (await login(server)).json()) as { authToken: string };
  const negotiated = (await (
    await fetch(`${server.origin}/api/v1/signalr/negotiate`, {
      method: "POST",
      headers: { authorization: `Bearer ${authToken}` },
    })
  ).json()) as { url: string; accessToken: string };
  const socket = io(`${server.origin}${negotiated.url}`, {
    auth: { token: negotiated.accessToken },
    transports: ["websocket"],
    reconnection: false,
  });
  cleanups.push(() => {
    socket.disconnect();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return socket;
}

async function waitForOutput(server: ServerProcess, isReady: (output: string) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!isReady(server.output())) {
    if (Date.now() > deadline) throw new Error(`the expected output never came:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`stopping the server (${serverUrl ? "PostgreSQL" : "embedded database"})`, () => {
  it("finishes the requests in flight and exits cleanly within 10 s of SIGTERM, with a realtime client connected", async () => {
    const server = await startOnTestDatabase();
    const socket = await connectRealtime(server);
    const socketClosed = new Promise<string>((resolve) => socket.once("disconnect", resolve));

    // Logins hash a password, so they are still running when the signal arrives.
    const loginsBefore = server.output().split('"url":"/api/Account/Login"').length - 1;
    const inFlight = Array.from({ length: 6 }, () => login(server));
    await waitForOutput(server, (output) => output.split('"url":"/api/Account/Login"').length - 1 >= loginsBefore + 6);
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");

    expect(await exitWithin(server, 10_000)).toBe(0);
    const stopMs = Date.now() - signalledAt;
    expect(stopMs).toBeLessThan(10_000);
    const statuses = await Promise.all(inFlight.map(async (response) => (await response).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await socketClosed).toBeTruthy();
    const output = server.output();
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toContain("forced exit");
    // In order: requests, then the job worker, then the database last.
    const steps = ["finish requests in flight", "stop the job worker", "close the mailer and the database"];
    const positions = steps.map((step) => output.indexOf(step));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  }, 120_000);
});

/** Only on PostgreSQL can the test hold a lock from outside the server. */
describe.runIf(Boolean(serverUrl))("a stop that cannot finish (PostgreSQL)", () => {
  it("exits with code 1 after 10 s, logging the step that overran", async () => {
    const server = await startOnTestDatabase();
    // A statement stuck behind a lock keeps its pool connection busy, so the pool can never close.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    cleanups.push(() => locker.end());
    await locker.query("begin");
    await locker.query("lock table users in access exclusive mode");
    const stuck = login(server).catch((error: unknown) => error);
    await waitForOutput(server, (output) => output.includes('"url":"/api/Account/Login"'));

    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    expect(await exitWithin(server, 15_000)).toBe(1);
    const stopMs = Date.now() - signalledAt;
    expect(stopMs).toBeGreaterThanOrEqual(9_500);
    expect(stopMs).toBeLessThan(12_000);
    expect(server.output()).toContain(
      'the shutdown step \\"close the mailer and the database\\" did not finish in time',
    );
    expect(server.output()).toContain("requests still in flight; closing their connections");
    expect(await stuck).toBeInstanceOf(Error);
    await locker.query("rollback");
  }, 60_000);
});
