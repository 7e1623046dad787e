import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction as PGliteTransaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { InteractiveFirstGate } from "../jobs/background-work.js";
import { apiPackageRoot } from "../lib/package-root.js";
import { acquireDataDirLock } from "./data-dir-lock.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** Both drivers fit this type, so services and repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Repositories take either the database or a transaction the service opened. */
export type DatabaseOrTransaction = Database | Transaction;

/** Runs raw SQL with parameters; job queue and realtime adapters share the connection through it. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type DatabaseConnection = {
  db: Database;
  driver: "pglite" | "postgres";
  executeSql: ExecuteSql;
  /** Present on PostgreSQL: other processes can share the pool's connection string. */
  pool?: pg.Pool;
  listen: Listen;
  /**
   * Runs start-up work (migrations, seeding) as the only process doing so on this database: several processes
   * started together on one PostgreSQL database take turns, and the later ones find the work done.
   */
  exclusively: <Result>(work: () => Promise<Result>) => Promise<Result>;
  /** Present on PGlite: the whole database as one image, which `DatabaseOptions.pgliteImage` starts from. */
  image?: () => Promise<Blob>;
  close: () => Promise<void>;
};

/**
 * Subscribes to a NOTIFY channel. `onListening(false)` says notifications may be missed from now on (the
 * connection was lost); `onListening(true)` that they arrive again after a reconnect.
 */
export type Listen = (
  channel: string,
  onNotification: (payload: string) => void,
  onListening: (isListening: boolean) => void,
) => Promise<Subscription>;

export type Subscription = {
  /** Resolves once every notification committed before the call has reached onNotification. */
  catchUp: () => Promise<void>;
  stop: () => Promise<void>;
};

const LISTEN_RECONNECT_MS = 1_000;

/** A dedicated connection (a pooled one would be handed to queries), re-established whenever the server ends it. */
function listenOnPostgres(connectionString: string): Listen {
  return async (channel, onNotification, onListening) => {
    let current: pg.Client | undefined;
    let isClosed = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      const client = new pg.Client({ connectionString });
      client.on("error", () => {});
      client.on("notification", (message) => {
        if (message.channel === channel) onNotification(message.payload ?? "");
      });
      client.on("end", () => {
        if (current !== client) return;
        current = undefined;
        onListening(false);
        if (!isClosed) retry = setTimeout(reconnect, LISTEN_RECONNECT_MS);
      });
      try {
        await client.connect();
        await client.query(`listen "${channel}"`);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      current = client;
      onListening(true);
    };
    const reconnect = () => {
      if (isClosed) return;
      connect().catch(() => {
        if (!isClosed) retry = setTimeout(reconnect, LISTEN_RECONNECT_MS);
      });
    };
    await connect();
    // PostgreSQL sends a listening session its pending notifications before answering its next query. One query
    // at a time on the connection: callers that arrive while one is out share the next, which is sent after
    // they arrived and so answers for everything committed before them.
    let inFlight: Promise<void> | undefined;
    let next: Promise<void> | undefined;
    const askOnce = (): Promise<void> => {
      const asked = (async () => {
        await current?.query("select 1");
      })().finally(() => {
        if (inFlight === asked) inFlight = undefined;
      });
      inFlight = asked;
      return asked;
    };
    const catchUp = (): Promise<void> => {
      if (!inFlight) return askOnce();
      next ??= inFlight
        .catch(() => {})
        .then(() => {
          next = undefined;
          return askOnce();
        });
      return next;
    };
    return {
      catchUp,
      stop: async () => {
        isClosed = true;
        clearTimeout(retry);
        const client = current;
        current = undefined;
        onListening(false);
        await client?.end();
      },
    };
  };
}

const migrationsFolder = path.join(apiPackageRoot, "src", "db", "migrations");

/** Any fixed number: the advisory lock every process of one database takes around its start-up work. */
const START_UP_LOCK_KEY = 55_341_991;

/**
 * Several processes on one PostgreSQL database (docs/operations.md) may start together, and each migrates and
 * seeds at start: the first to take the lock applies what is missing, the others wait and then find nothing to
 * do, instead of racing to create the same tables or the same first administrator.
 */
function exclusivelyOn(pool: pg.Pool) {
  return async <Result>(work: () => Promise<Result>): Promise<Result> => {
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query("select pg_advisory_lock($1)", [START_UP_LOCK_KEY]);
      return await work();
    } finally {
      await lockHolder.query("select pg_advisory_unlock($1)", [START_UP_LOCK_KEY]).catch(() => undefined);
      lockHolder.release();
    }
  };
}

/**
 * The embedded database answers one statement or transaction at a time, each holding it from start to end. Its
 * uses (drizzle's queries and transactions, executeSql) go through one InteractiveFirstGate, so a user's
 * statement goes before any queued job's (docs/decisions/background-work.md, "Background work gives way to users"). A
 * transaction's own statements go straight to it: it already holds the connection.
 */
function givingWayToUsers(client: PGlite): PGlite {
  const gate = new InteractiveFirstGate();
  const gated = {
    query: (...args: Parameters<PGlite["query"]>) => gate.run(() => client.query(...args)),
    exec: (...args: Parameters<PGlite["exec"]>) => gate.run(() => client.exec(...args)),
    transaction: <Result>(work: (tx: PGliteTransaction) => Promise<Result>) => gate.run(() => client.transaction(work)),
  };
  return new Proxy(client, {
    get(target, property) {
      if (property in gated) return gated[property as keyof typeof gated];
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps its state in private fields, which only the instance itself may reach.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  pgliteDir: string | "memory";
  /**
   * An in-memory PGlite starts as a copy of this image instead of an empty cluster: a test run migrates one
   * database and each test file copies it, which skips creating and migrating a cluster per file.
   */
  pgliteImage?: Blob | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection the server ends (restart, failover, a dropped test database) must not crash the process:
    // idle clients report through the pool, and long-held ones (the realtime adapter's LISTEN client, which
    // reconnects by itself on "end") through their own error event.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzleNodePostgres({ client: pool, schema });
    const exclusively = exclusivelyOn(pool);
    await exclusively(() => migrateNodePostgres(db, { migrationsFolder }));
    return {
      db: db as unknown as Database,
      driver: "postgres",
      pool,
      executeSql: async (text, values) => pool.query(text, values),
      listen: listenOnPostgres(options.databaseUrl),
      exclusively,
      close: () => pool.end(),
    };
  }
  const isOnDisk = options.pgliteDir !== "memory";
  if (isOnDisk) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  // Taken before PGlite touches the folder: a second process must fail without ever opening it.
  const lock = isOnDisk ? acquireDataDirLock(options.pgliteDir) : undefined;
  try {
    // pg_trgm backs the trigram indexes of the list filters; PostgreSQL servers ship it in their contrib set.
    const pgliteOptions = {
      extensions: { pg_trgm },
      ...(!isOnDisk && options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}),
    };
    const ownClient = isOnDisk ? new PGlite(options.pgliteDir, pgliteOptions) : new PGlite(pgliteOptions);
    const client = givingWayToUsers(ownClient);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: "pglite",
      // Multi-statement scripts without parameters need exec; PGlite's query takes one statement.
      executeSql: async (text, values) =>
        values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
      listen: async (channel, onNotification, onListening) => {
        const unsubscribe = await client.listen(channel, onNotification);
        onListening(true);
        return {
          // One in-process database: listeners are called before the committing statement returns.
          catchUp: async () => {},
          stop: async () => {
            onListening(false);
            await unsubscribe();
          },
        };
      },
      // The data folder's lock already keeps every other process out.
      exclusively: (work) => work(),
      image: () => ownClient.dumpDataDir("none"),
      close: async () => {
        try {
          await ownClient.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
