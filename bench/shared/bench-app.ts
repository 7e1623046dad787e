/**
 * The app as the benchmarks run it: on a throw-away PostgreSQL database when BENCH_DATABASE_URL names a server
 * (created here, dropped at the end), otherwise on the embedded database in memory; silent logs; no mail.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../../apps/api/src/app.js";
import { openDatabase } from "../../apps/api/src/db/database.js";
import { loadConfig } from "../../apps/api/src/env.js";
import type { MailMessage } from "../../apps/api/src/mail/mailer.js";

export const BENCH_ADMIN = { email: "bench.admin@example.com", password: "Bench-admin-password-1" };

/** A new database on the server at `serverUrl`, for one run, and the way to drop it afterwards. */
export async function createThrowAwayDatabase(serverUrl: string) {
  const name = `portal_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export async function openBenchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { connection: await openDatabase({ pgliteDir: "memory" }), drop: async () => {} };
  const database = await createThrowAwayDatabase(serverUrl);
  const connection = await openDatabase({ databaseUrl: database.url, pgliteDir: "memory" });
  return { connection, drop: database.drop };
}

/** The app on a bench database, signed in as the seeded administrator. */
export async function startBenchApp() {
  const { connection, drop } = await openBenchDatabase();
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), "portal-bench"),
    JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256-signing",
    SEED_ADMIN_EMAIL: BENCH_ADMIN.email,
    SEED_ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
  });
  const mailer = { send: async (_message: MailMessage) => {}, close: () => {} };
  const { app } = await buildApp(config, { database: connection, mailer, logger: false, log: () => {} });
  const login = await app.inject({ method: "POST", url: "/api/Account/Login", payload: BENCH_ADMIN });
  const { authToken } = login.json() as { authToken: string };
  return {
    app,
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

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}
