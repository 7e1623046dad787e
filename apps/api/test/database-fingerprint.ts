import { sql } from "drizzle-orm";
import type { TestApp } from "./build-app.js";

/** Raw SQL rows; both drivers answer raw SQL with `rows`, while drizzle types the result per driver. */
export async function rowsOf<Row>(testApp: TestApp, query: string): Promise<Row[]> {
  const result = (await testApp.ctx.db.execute(sql.raw(query))) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A fingerprint of everything stored, to show that a refused request changed nothing. Each table counts its rows
 * and sums a hash of each row, so any insert, update or delete changes it. Sessions record when they were last
 * used, so reads change them; they are left out.
 */
export async function databaseFingerprinter(testApp: TestApp) {
  const tables = await rowsOf<{ name: string }>(
    testApp,
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const stored = tables.map((table) => table.name).filter((name) => name !== "sessions");
  const fingerprintQuery = `select concat_ws(';', ${stored
    .map((name) => `(select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) from "${name}" t)`)
    .join(", ")}) as fingerprint`;

  async function fingerprint(): Promise<string> {
    const [row] = await rowsOf<{ fingerprint: string }>(testApp, fingerprintQuery);
    return row?.fingerprint ?? "";
  }

  /** Waits for queued jobs (a clone, a document) to finish first, so their writes are not mistaken for a change. */
  async function settledFingerprint(): Promise<string> {
    await jobsSettled(testApp);
    return fingerprint();
  }

  return { fingerprint, settledFingerprint };
}

/** Waits, up to 10 s, until no background job is waiting or running. */
export async function jobsSettled(testApp: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [queue] = await rowsOf<{ pending: number }>(
      testApp,
      "select count(*)::int as pending from pgboss.job where state in ('created', 'retry', 'active')",
    );
    if (!queue?.pending) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
