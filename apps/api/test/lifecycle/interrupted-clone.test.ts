import { CLONE_MESSAGES, REALTIME_EVENTS, ROLES } from "@portal/contracts";
import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { DatabaseConnection, ExecuteSql } from "../../src/db/database.js";
import { projects } from "../../src/db/schema/index.js";
import { defineJob, type JobDefinition, type JobQueue, startJobQueue } from "../../src/jobs/job-queue.js";
import { cloneProjectJob } from "../../src/modules/cloning/clone.jobs.js";
import { buildTestApp, type TestApp } from "../build-app.js";
import { signInAs } from "../factories.js";
import { connectAs, disconnectAll, listen, nextEvent } from "../realtime-client.js";
import { openTestDatabase } from "../test-database.js";

/**
 * A worker process killed with kill -9, as the database sees it: from one moment on, nothing more arrives
 * from it: no heartbeat, no completion, no failure. Its statements and its job then hang until `bury` ends
 * them, so the test can stop its timers afterwards.
 */
function killableConnection(database: DatabaseConnection) {
  let isKilled = false;
  let isBuried = false;
  const gone = () => new Error("the worker process is gone");
  const stranded: Array<(error: Error) => void> = [];
  /** Work that never finishes while the process is "dead"; ended with an error by `bury`. */
  const strand = <T>() =>
    isBuried
      ? Promise.reject<T>(gone())
      : new Promise<T>((_, reject) => {
          stranded.push(reject);
        });
  const executeSql: ExecuteSql = (text, values) => (isKilled ? strand() : database.executeSql(text, values));
  return {
    connection: { ...database, executeSql },
    strand,
    kill: () => {
      isKilled = true;
    },
    bury: () => {
      isBuried = true;
      for (const reject of stranded.splice(0)) reject(gone());
    },
  };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The requester and a project to clone, made by one app instance that then stops, so the next worker to
 * claim the clone is the one the test kills.
 */
async function ownerWithProject(database: DatabaseConnection) {
  const before = await buildTestApp({ database });
  try {
    const owner = await signInAs(before, ROLES.user);
    const created = await before.request({
      method: "POST",
      url: "/api/v1/projects",
      token: owner.authToken,
      payload: { name: "Interrupted Farm", postCode: "EX1 1AA" },
    });
    return { owner, projectId: created.json().id as number, ctx: before.ctx };
  } finally {
    await before.close();
  }
}

/** Starts a worker that claims the clone and is killed in the middle of it. */
async function killWorkerMidClone(
  database: DatabaseConnection,
  ctx: TestApp["ctx"],
  payload: { userId: number; projectId: number; name: string },
  options: { isLastAttempt: boolean },
) {
  const killable = killableConnection(database);
  const worker: JobQueue = await startJobQueue(killable.connection, { error: () => {}, warn: () => {} });
  cleanups.push(async () => {
    killable.bury();
    await worker.stop();
  });
  let markClaimed: () => void = () => {};
  const claimed = new Promise<void>((resolve) => {
    markClaimed = resolve;
  });
  const midClone = defineJob({
    ...cloneProjectJob,
    // retryLimit 0 makes the attempt that dies the job's last.
    retryLimit: options.isLastAttempt ? 0 : cloneProjectJob.retryLimit,
    handler: async () => {
      markClaimed();
      await killable.strand();
    },
  });
  // The queue's list holds jobs of any payload; the copy keeps the clone's own schema.
  await worker.work([midClone as unknown as JobDefinition<z.ZodType>], ctx);
  await worker.enqueue(midClone, payload);
  await claimed;
  killable.kill();
}

const copiesNamed = async (database: DatabaseConnection, name: string) =>
  (await database.db.select({ total: count() }).from(projects).where(eq(projects.name, name)))[0]?.total ?? 0;

/**
 * Kills a worker in the middle of cloning the owner's project into `copyName`, then starts the app again on the
 * same database with the owner signed in on a socket, as the requester would be.
 */
async function restartAfterKilledClone(copyName: string, options: { isLastAttempt: boolean }) {
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  const { owner, projectId, ctx } = await ownerWithProject(database);
  await killWorkerMidClone(database, ctx, { userId: owner.user.id, projectId, name: copyName }, options);
  const killedAt = Date.now();

  const restarted = await buildTestApp({ database });
  cleanups.push(() => restarted.close());
  cleanups.push(disconnectAll);
  const origin = await listen(restarted);
  const { authToken } = await restarted.login(owner.user.email, owner.password);
  const socket = await connectAs(restarted, origin, authToken);
  return { database, killedAt, socket };
}

describe("a clone interrupted by a crash", () => {
  it("is retried within a minute once a worker runs again, and the requester is told when it completes", async () => {
    const copyName = "Interrupted Farm (Copy)";
    const { database, killedAt, socket } = await restartAfterKilledClone(copyName, { isLastAttempt: false });

    const message = await nextEvent(socket, REALTIME_EVENTS.projectCloned, 60_000);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(message.Message).toBe(CLONE_MESSAGES.projectCloned);
    expect(await copiesNamed(database, copyName)).toBe(1);
  }, 90_000);

  it("tells the requester it failed when the attempt that dies is the last", async () => {
    const copyName = "Interrupted Farm (Lost copy)";
    const { database, killedAt, socket } = await restartAfterKilledClone(copyName, { isLastAttempt: true });

    const message = await nextEvent(socket, REALTIME_EVENTS.error, 60_000);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(message).toEqual({ Message: CLONE_MESSAGES.projectFailed });
    expect(await copiesNamed(database, copyName)).toBe(0);
  }, 90_000);
});
