import { type Job, PgBoss, type QueueOptions, type WorkOptions } from "pg-boss";
import type { z } from "zod";
import type { AppContext } from "../context.js";
import type { DatabaseConnection } from "../db/database.js";
import { runAsBackgroundWork } from "./background-work.js";

/**
 * A typed job: its queue name, the zod schema of its payload, and an idempotent handler. Long work
 * (cloning, PDF generation) answers 202 at once and runs through one of these (DESIGN §5).
 */
export type JobDefinition<Schema extends z.ZodType> = {
  name: string;
  payloadSchema: Schema;
  retryLimit: number;
  /**
   * How long one attempt may run before it counts as failed and is retried: a generous multiple of the
   * longest run expected, since an attempt still running when it expires would be run twice. A worker that
   * died is found much sooner, by its missed heartbeats.
   */
  expireInSeconds: number;
  handler: (ctx: AppContext, payload: z.output<Schema>, job: { id: string; isLastAttempt: boolean }) => Promise<void>;
  /**
   * How many of these jobs one process runs at a time (1 when omitted). Each worker waits the polling
   * interval between jobs, so a queue that fills in bursts (documents) wants more than one.
   */
  concurrency?: number;
  /**
   * Runs once the job has finally failed, whatever the cause: its last attempt threw, expired, or died with
   * its process (which no code in that process could report).
   */
  onFinalFailure?: (ctx: AppContext, payload: z.output<Schema>) => Promise<void> | void;
  /**
   * What names the job in the line logged when it finally fails: ids only, never text a user typed, a token or
   * an address (the log must hold none, apps/api/src/plugins/log-safety.test.ts).
   */
  logFields?: (payload: z.output<Schema>) => Record<string, number | string | boolean>;
};

export function defineJob<Schema extends z.ZodType>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  return definition;
}

export type EnqueueOptions = {
  /**
   * The requester's place in their own line: how many of their jobs of this kind were already waiting (0 for
   * their only one). Jobs are taken by turn, then by age: every requester's first waiting job before anyone's
   * second, so one requester's backlog cannot hold up another's (docs/decisions/documents.md, "Fair turns").
   */
  turn?: number;
};

/** Where the queue reports: the app's logger, whose `err` serializer keeps a failed statement's values out. */
export type JobLog = {
  error: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

export type JobQueue = {
  enqueue: <Schema extends z.ZodType>(
    definition: JobDefinition<Schema>,
    payload: z.input<Schema>,
    options?: EnqueueOptions,
  ) => Promise<string>;
  /** Starts taking jobs of these kinds in this process. */
  work: (definitions: ReadonlyArray<JobDefinition<z.ZodType>>, ctx: AppContext) => Promise<void>;
  stop: () => Promise<void>;
};

const PG_BOSS_SCHEMA = "pgboss";

/**
 * Timings sized to jobs that take seconds (docs/decisions/projects-plots-and-roofs.md, Jobs). A running job writes a heartbeat every
 * 5 s; one 10 s without (pg-boss's minimum) belonged to a worker that died, and the supervisor, passing every
 * 5 s, returns it to the queue. A job interrupted by a crash is so retried within about 20 s of any worker
 * running again, not after pg-boss's default 15-minute expiry.
 */
export const JOB_TIMINGS = {
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 5,
  retryDelaySeconds: 2,
  retryDelayMaxSeconds: 30,
  /** How long a stop waits for running jobs before it hands them back to the queue. */
  stopTimeoutMs: 3_000,
  pollingIntervalSeconds: 0.5,
} as const;

/** Where pg-boss moves a job that has finally failed, so a worker can tell whoever asked for it. */
const failedQueueOf = (name: string) => `${name}-failed`;

/** pg-boss takes the highest priority first, then the oldest: a later turn is a lower priority. */
const priorityOfTurn = (turn: number) => -turn;

/**
 * pg-boss on whichever database the app uses: on PGlite through the shared connection's executeSql (jobs run
 * in the API process), on PostgreSQL through the same pool (jobs may also run in separate worker processes).
 * Jobs live in the database, so they survive a restart. The queue's own upkeep and polling, and every handler, run
 * as background work: on the embedded database users' statements go before them (jobs/background-work.ts).
 */
export async function startJobQueue(database: DatabaseConnection, log: JobLog): Promise<JobQueue> {
  // pg-boss types its adapter with pg's QueryResult; both drivers answer { rows }, which is all it reads.
  const executeSql = database.executeSql as ConstructorParameters<typeof PgBoss>[0] extends infer Options
    ? Options extends { db?: { executeSql: infer Execute } }
      ? Execute
      : never
    : never;
  const boss = new PgBoss({
    db: { executeSql },
    schema: PG_BOSS_SCHEMA,
    // The supervisor fails jobs whose heartbeat or expiry lapsed; each queue is checked at most this often.
    superviseIntervalSeconds: JOB_TIMINGS.superviseIntervalSeconds,
    monitorIntervalSeconds: JOB_TIMINGS.superviseIntervalSeconds,
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  // Installing pg-boss's schema is start-up work like the migrations: two processes started together on a fresh
  // database both tried to create it, and the slower one failed to start ("pgboss" already exists).
  // Started as background work, so the timers pg-boss sets now (supervision, maintenance) keep that mark.
  await database.exclusively(() => runAsBackgroundWork(() => boss.start()));
  const createdQueues = new Set<string>();

  /** Creates the queue, or brings an existing one (made by an older version) to the current settings. */
  async function upsertQueue(name: string, options: QueueOptions & { deadLetter?: string }) {
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }

  async function ensureQueue(definition: JobDefinition<z.ZodType>) {
    if (createdQueues.has(definition.name)) return;
    const timings = {
      expireInSeconds: definition.expireInSeconds,
      heartbeatSeconds: JOB_TIMINGS.heartbeatSeconds,
      retryDelay: JOB_TIMINGS.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: JOB_TIMINGS.retryDelayMaxSeconds,
    };
    await upsertQueue(failedQueueOf(definition.name), { ...timings, retryLimit: definition.retryLimit });
    await upsertQueue(definition.name, {
      ...timings,
      retryLimit: definition.retryLimit,
      deadLetter: failedQueueOf(definition.name),
    });
    createdQueues.add(definition.name);
  }

  /** Runs one attempt; one that throws is logged with its cause and handed back to pg-boss to retry or fail. */
  async function reportingFailure(queue: string, job: Job<object>, attempt: () => Promise<void> | void) {
    try {
      await attempt();
    } catch (error) {
      log.warn({ err: error, job: queue, jobId: job.id, attempt: job.retryCount + 1 }, "job attempt failed");
      throw error;
    }
  }

  /** A worker whose polling loop, begun here, keeps the background mark for every fetch and handler. */
  const workInBackground = (name: string, options: WorkOptions, handler: (jobs: Job<object>[]) => Promise<void>) =>
    runAsBackgroundWork(() => boss.work(name, options, handler));

  return {
    async enqueue(definition, payload, options = {}) {
      const data = definition.payloadSchema.parse(payload) as object;
      await ensureQueue(definition as JobDefinition<z.ZodType>);
      const id = await boss.send(definition.name, data, {
        retryLimit: definition.retryLimit,
        priority: priorityOfTurn(options.turn ?? 0),
      });
      if (!id) throw new Error(`The ${definition.name} job was not queued`);
      return id;
    },
    async work(definitions, ctx) {
      for (const definition of definitions) {
        await ensureQueue(definition);
        const pollingIntervalSeconds = JOB_TIMINGS.pollingIntervalSeconds;
        const workOptions = { pollingIntervalSeconds, localConcurrency: definition.concurrency ?? 1 };
        await workInBackground(definition.name, workOptions, async (jobs: Job<object>[]) => {
          for (const job of jobs) {
            await reportingFailure(definition.name, job, () =>
              definition.handler(ctx, definition.payloadSchema.parse(job.data), {
                id: job.id,
                isLastAttempt: job.retryCount >= definition.retryLimit,
              }),
            );
          }
        });
        const { onFinalFailure, logFields } = definition;
        const failedQueue = failedQueueOf(definition.name);
        await workInBackground(failedQueue, { pollingIntervalSeconds }, async (jobs: Job<object>[]) => {
          for (const job of jobs) {
            const payload = definition.payloadSchema.parse(job.data);
            // Whatever ended the last attempt (a throw, an expiry, a dead process), the job leaves this line.
            log.error(
              { job: definition.name, attempts: definition.retryLimit + 1, ...logFields?.(payload) },
              "job failed all its attempts",
            );
            if (onFinalFailure) await reportingFailure(failedQueue, job, () => onFinalFailure(ctx, payload));
          }
        });
      }
    },
    async stop() {
      // Running jobs get a moment to finish; any still running then go back to the queue as failed attempts.
      await boss.stop({ graceful: true, timeout: JOB_TIMINGS.stopTimeoutMs });
    },
  };
}
