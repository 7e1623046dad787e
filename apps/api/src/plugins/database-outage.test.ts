import { messageForStatus } from "@portal/contracts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-app.js";

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
