import { messageForStatus } from "@portal/contracts";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-app.js";
import { type DatabaseConnection, openDatabase } from "../db/database.js";
import { registerErrorHandler } from "./error-handler.js";

/**
 * The database goes away under a running server and comes back (spec 01 §8.1's 503): the server answers
 * 503 with the specification's message while it is gone, never 500, and serves again by itself.
 * PostgreSQL only: the embedded database lives in the process and cannot go away on its own.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("a PostgreSQL outage", () => {
  let t: TestApp;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    t = await buildTestApp();
    databaseName = new URL(t.databaseUrl as string).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database "${databaseName}" allow_connections true`).catch(() => undefined);
    await admin.end();
    await t.close();
  });

  async function takeDatabaseDown() {
    await admin.query(`alter database "${databaseName}" allow_connections false`);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [databaseName]);
  }

  it("answers 503 with Retry-After while the database is down, then serves again", async () => {
    const { authToken } = await t.loginAsAdmin();
    const read = () =>
      t.request({ method: "GET", url: "/api/v1/projects/paginated?pageNumber=1&pageSize=20", token: authToken });
    expect((await read()).statusCode).toBe(200);

    await takeDatabaseDown();
    const during = await read();
    expect(during.statusCode, during.body).toBe(503);
    expect(during.json()).toEqual({ message: messageForStatus(503) });
    expect(during.headers["retry-after"]).toBe("5");
    expect((await t.request({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
    expect((await t.request({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

    await admin.query(`alter database "${databaseName}" allow_connections true`);
    await expect.poll(async () => (await read()).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await t.request({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});

/**
 * The connection of an open transaction is lost (the server ended it) before the transaction's next statement:
 * node-postgres then refuses every statement on that client, the rollback included, with "Client has
 * encountered a connection error and is not queryable", which the query builder throws in place of the
 * statement's own error. That is an outage like any other: 503 with Retry-After, not 500.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("a PostgreSQL connection lost inside a transaction", () => {
  let t: TestApp;
  let database: DatabaseConnection;
  let admin: pg.Client;
  const clientsByBackend = new Map<number, pg.Client>();

  beforeAll(async () => {
    t = await buildTestApp();
    database = await openDatabase({ databaseUrl: t.databaseUrl, pgliteDir: "memory" });
    database.pool?.on("acquire", (client) => {
      // pg's typings leave out the backend's process id, which the client records on connecting.
      const backend = (client as pg.PoolClient & { processID: number }).processID;
      clientsByBackend.set(backend, client);
    });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.close();
    await t.close();
  });

  it("answers 503 with Retry-After", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/transaction", async () =>
      database.db.transaction(async (tx) => {
        // Both drivers answer { rows }; the shared database type leaves the driver's result unknown.
        const result = (await tx.execute(sql`select pg_backend_pid() as backend`)) as unknown as {
          rows: Array<{ backend: number }>;
        };
        const [row] = result.rows;
        const client = clientsByBackend.get(row?.backend ?? 0);
        if (!client) throw new Error("the transaction's client was not seen leaving the pool");
        // Not events.once: it rejects on the client's 'error' (the termination notice), which can arrive before
        // the termination's own answer, while nothing awaits the promise yet: an unhandled rejection.
        const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
        await admin.query("select pg_terminate_backend($1)", [row?.backend]);
        await ended;
        await tx.execute(sql`select 1`);
        return { finished: true };
      }),
    );
    const response = await app.inject({ method: "GET", url: "/transaction" });
    await app.close();
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({ message: messageForStatus(503) });
    expect(response.headers["retry-after"]).toBe("5");
  });
});
