import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  exitWithin,
  freePort,
  isHealthy,
  login,
  type ServerProcess,
  startServer,
  stopForcibly,
  stoppedAfterEach,
  waitUntilHealthy,
} from "./server-process.js";

const { running, cleanups } = stoppedAfterEach();

function start(dataDir: string, port: number): ServerProcess {
  const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
  running.push(server);
  return server;
}

describe("the embedded database's lock on DATA_DIR", () => {
  it("refuses a second server on the same data or port, naming the first, and keeps the first and the data intact, also after a kill -9", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-lock-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    const firstPort = await freePort();
    const first = start(dataDir, firstPort);
    await waitUntilHealthy(first);

    // A server started by mistake on a taken port fails before it touches any data.
    const otherDataDir = mkdtempSync(path.join(os.tmpdir(), "portal-lock-"));
    cleanups.push(() => rmSync(otherDataDir, { recursive: true, force: true }));
    const onTakenPort = start(otherDataDir, firstPort);
    expect(await exitWithin(onTakenPort, 30_000)).toBe(1);
    expect(onTakenPort.output()).toContain(`Port ${firstPort} on 127.0.0.1 is already in use`);
    expect(existsSync(path.join(otherDataDir, "db"))).toBe(false);

    // On another port, so only the lock can stop it: before, it opened the same database beside the first.
    const second = start(dataDir, await freePort());
    expect(await exitWithin(second, 30_000)).toBe(1);
    expect(second.output()).toContain(`is in use by another portal server (process ${first.pid} `);
    expect(second.output()).toContain(path.join(dataDir, "db.lock"));
    expect(await isHealthy(first)).toBe(true);
    expect((await login(first)).status).toBe(200);

    // A crash leaves the lock file behind; its process is gone, so the next start takes the lock over.
    await stopForcibly(first);
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(true);
    const restarted = start(dataDir, await freePort());
    await waitUntilHealthy(restarted);
    expect(JSON.parse(readFileSync(path.join(dataDir, "db.lock"), "utf8")).pid).toBe(restarted.pid);
    expect((await login(restarted)).status).toBe(200);

    const third = start(dataDir, await freePort());
    expect(await exitWithin(third, 30_000)).toBe(1);
    expect(third.output()).toContain(`is in use by another portal server (process ${restarted.pid} `);
    expect((await login(restarted)).status).toBe(200);

    // A clean stop releases the lock.
    restarted.child.kill("SIGTERM");
    expect(await exitWithin(restarted, 10_000)).toBe(0);
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  }, 180_000);
});
