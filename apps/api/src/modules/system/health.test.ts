import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { openTestDatabase } from "../../../test/test-database.js";
import { createThrowAwayDatabase } from "../../../test/throw-away-database.js";
import { openDatabase } from "../../db/database.js";
import { DATABASE_UNREACHABLE } from "./system.routes.js";

describe("probes for load balancers (docs/operations.md)", () => {
  it("says the process serves and is ready, without a token and never from a cache", async () => {
    const t = await buildTestApp();
    try {
      const health = await t.request({ method: "GET", url: "/healthz" });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "ok" });
      expect(health.headers["cache-control"]).toBe("no-store");
      const ready = await t.request({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready" });
    } finally {
      await t.close();
    }
  });

  // Closing PostgreSQL's pool waits for the clients the running app holds; the embedded database closes at once,
  // and the probe's code is the same on both.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "is not ready while its database cannot be reached, yet still alive",
    async () => {
      const database = await openTestDatabase();
      const t = await buildTestApp({ database });
      await database.close();
      const ready = await t.request({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable", message: DATABASE_UNREACHABLE });
      expect((await t.request({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
      await t.app.close().catch(() => undefined);
    },
  );
});

function migrationCount(): number {
  const journal = JSON.parse(
    readFileSync(new URL("../../db/migrations/meta/_journal.json", import.meta.url), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

describe.runIf(process.env.TEST_DATABASE_URL)("processes starting together on one PostgreSQL database", () => {
  it("apply each migration once: the others wait for the first and find nothing to do", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const database = await createThrowAwayDatabase(serverUrl);
    try {
      const connections = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: database.url, pgliteDir: "memory" })),
      );
      const applied = await connections[0]?.executeSql(
        "select count(*)::int as count from drizzle.__drizzle_migrations",
      );
      expect(applied?.rows[0]).toEqual({ count: migrationCount() });
      for (const connection of connections) await connection.close();
    } finally {
      await database.drop();
    }
  });
});
