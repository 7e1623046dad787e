import { ROLE_IDS, ROLES } from "@portal/contracts";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CapturingMailer, testConfig } from "../../test/build-app.js";
import { openTestDatabase } from "../../test/test-database.js";
import { buildApp } from "../app.js";
import type { AppContext } from "../context.js";
import { projects } from "../db/schema/index.js";
import { seedDatabase } from "../db/seed/index.js";
import { insertUser } from "../modules/account/account.repository.js";
import { cloneProjectJob } from "../modules/cloning/clone.jobs.js";
import { insertProject } from "../modules/projects/projects.repository.js";
import { isBackgroundWork } from "./background-work.js";
import { defineJob, startJobQueue } from "./job-queue.js";

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("condition not met in time");
}

describe("job queue", () => {
  it("keeps a queued job in the database until a process that works it starts (jobs survive a restart)", async () => {
    const database = await openTestDatabase();
    const config = testConfig();
    try {
      await seedDatabase(database.db, config, () => {});
      const now = new Date();
      const owner = await insertUser(database.db, {
        email: "owner@example.com",
        roleId: ROLE_IDS[ROLES.user],
        createdAt: now,
        updatedAt: now,
      });
      const source = await insertProject(database.db, {
        name: "Queued clone",
        accountUserId: owner.id,
        createdAt: now,
        updatedAt: now,
      });

      // A process that only enqueues, then stops before anything works the job.
      const enqueuer = await startJobQueue(database, {
        error: (fields) => {
          throw new Error(`the job queue reported an error: ${JSON.stringify(fields)}`);
        },
        warn: () => {},
      });
      await enqueuer.enqueue(cloneProjectJob, { userId: owner.id, projectId: source.id, name: "Queued clone (Copy)" });
      await enqueuer.stop();
      const copies = async () =>
        (await database.db.select({ total: count() }).from(projects).where(eq(projects.name, "Queued clone (Copy)")))[0]
          ?.total ?? 0;
      expect(await copies()).toBe(0);

      // The next process to start on the same database picks it up.
      const { app } = await buildApp(config, { database, mailer: new CapturingMailer(), logger: false, log: () => {} });
      try {
        await waitFor(async () => (await copies()) === 1);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
    // Two processes' start-ups on a fresh database (migrations, seeding, the job queue's own schema): on the
    // embedded database under a loaded machine that alone takes 20–28 s, close to the default 30 s.
  }, 90_000);

  it("runs its handlers as background work, and leaves the code that enqueues interactive", async () => {
    const database = await openTestDatabase();
    const seen: boolean[] = [];
    const job = defineJob({
      name: "background-mark-probe",
      payloadSchema: z.object({ n: z.number() }),
      retryLimit: 0,
      expireInSeconds: 30,
      handler: async () => {
        seen.push(isBackgroundWork());
      },
    });
    const queue = await startJobQueue(database, {
      error: (fields) => {
        throw new Error(`the job queue reported an error: ${JSON.stringify(fields)}`);
      },
      warn: () => {},
    });
    try {
      // The handler above reads nothing from the context.
      await queue.work([job], {} as AppContext);
      await queue.enqueue(job, { n: 1 });
      expect(isBackgroundWork()).toBe(false);
      await waitFor(async () => seen.length === 1);
      expect(seen).toEqual([true]);
    } finally {
      await queue.stop();
      await database.close();
    }
  });
});
