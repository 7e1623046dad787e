/**
 * The app as the benchmarks run it: on a throw-away PostgreSQL database when BENCH_DATABASE_URL names a server
 * (created here, dropped at the end), otherwise on the embedded database in memory; silent logs; no mail.
 */
import { buildApp } from "../../apps/api/src/app.js";
import { openDatabase } from "../../apps/api/src/db/database.js";
import type { MailMessage } from "../../apps/api/src/mail/mailer.js";
import { TEST_ADMIN, testConfig } from "../../apps/api/test/build-app.js";
import { createThrowAwayDatabase } from "../../apps/api/test/throw-away-database.js";

export const BENCH_ADMIN = TEST_ADMIN;

/** A throw-away database for one benchmark run (the tests' own helper, named for the bench). */
export const createBenchDatabase = (serverUrl: string) => createThrowAwayDatabase(serverUrl, "portal_bench");

export async function openBenchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { connection: await openDatabase({ pgliteDir: "memory" }), drop: async () => {} };
  const database = await createBenchDatabase(serverUrl);
  const connection = await openDatabase({ databaseUrl: database.url, pgliteDir: "memory" });
  return { connection, drop: database.drop };
}

/** The app on a bench database, signed in as the seeded administrator. */
export async function startBenchApp() {
  const { connection, drop } = await openBenchDatabase();
  // The tests' configuration: the same seeded administrator, and sign-in limits far above what a benchmark sends.
  const config = testConfig({ logLevel: "silent" });
  const mailer = { send: async (_message: MailMessage) => {}, close: () => {} };
  const { app, ctx } = await buildApp(config, { database: connection, mailer, logger: false, log: () => {} });
  const login = await app.inject({ method: "POST", url: "/api/Account/Login", payload: BENCH_ADMIN });
  const { authToken } = login.json() as { authToken: string };
  return {
    app,
    ctx,
    connection,
    authToken,
    driver: connection.driver === "postgres" ? "PostgreSQL" : "PGlite (embedded)",
    close: async () => {
      await app.close();
      await connection.close();
      await drop();
    },
  };
}

export type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;

/** Calls /api/v1 in-process as the token's user; a 4xx or 5xx throws with the answer, as a bench must not go on. */
export function apiCaller(bench: Pick<BenchApp, "app">, token: string) {
  return async (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => {
    const response = await bench.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown> & { id: number; version: number };
  };
}

export { percentile } from "./statistics.js";
