import { type Job, PgBoss } from "pg-boss";
import type { z } from "zod";
import type { AppContext } from "../context.js";
import type { DatabaseConnection } from "../db/database.js";

/**
 * A typed job: its queue name, the zod schema of its payload, and an idempotent handler. Long work
 * (cloning, PDF generation) answers 202 at once and runs through one of these (DESIGN §5).
 */
export type JobDefinition<Schema extends z.ZodType> = {
  name: string;
  payloadSchema: Schema;
  retryLimit: number;
  handler: (ctx: AppContext, payload: z.output<Schema>, job: { id: string; isLastAttempt: boolean }) => Promise<void>;
};

export function defineJob<Schema extends z.ZodType>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  return definition;
}

export type JobQueue = {
  enqueue: <Schema extends z.ZodType>(definition: JobDefinition<Schema>, payload: z.input<Schema>) => Promise<string>;
  /** Starts taking jobs of these kinds in this process. */
  work: (definitions: ReadonlyArray<JobDefinition<z.ZodType>>, ctx: AppContext) => Promise<void>;
  stop: () => Promise<void>;
};

const PG_BOSS_SCHEMA = "pgboss";

/**
 * pg-boss on whichever database the app uses: on PGlite through the shared connection's executeSql (jobs run
 * in the API process), on PostgreSQL through the same pool (jobs may also run in separate worker processes).
 * Jobs live in the database, so they survive a restart.
 */
export async function startJobQueue(database: DatabaseConnection, onError: (error: Error) => void): Promise<JobQueue> {
  // pg-boss types its adapter with pg's QueryResult; both drivers answer { rows }, which is all it reads.
  const executeSql = database.executeSql as ConstructorParameters<typeof PgBoss>[0] extends infer Options
    ? Options extends { db?: { executeSql: infer Execute } }
      ? Execute
      : never
    : never;
  const boss = new PgBoss({ db: { executeSql }, schema: PG_BOSS_SCHEMA });
  boss.on("error", onError);
  await boss.start();
  const createdQueues = new Set<string>();

  async function ensureQueue(definition: JobDefinition<z.ZodType>) {
    if (createdQueues.has(definition.name)) return;
    await boss.createQueue(definition.name, { retryLimit: definition.retryLimit, retryDelay: 2, retryBackoff: true });
    createdQueues.add(definition.name);
  }

  return {
    async enqueue(definition, payload) {
      const data = definition.payloadSchema.parse(payload) as object;
      await ensureQueue(definition as JobDefinition<z.ZodType>);
      const id = await boss.send(definition.name, data, { retryLimit: definition.retryLimit });
      if (!id) throw new Error(`The ${definition.name} job was not queued`);
      return id;
    },
    async work(definitions, ctx) {
      for (const definition of definitions) {
        await ensureQueue(definition);
        await boss.work(definition.name, { pollingIntervalSeconds: 0.5 }, async (jobs: Job<object>[]) => {
          for (const job of jobs) {
            const payload = definition.payloadSchema.parse(job.data);
            await definition.handler(ctx, payload, {
              id: job.id,
              isLastAttempt: job.retryCount >= definition.retryLimit,
            });
          }
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
