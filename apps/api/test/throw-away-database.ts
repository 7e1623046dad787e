import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A new database on the PostgreSQL server at `serverUrl`, for one test file or one benchmark run, and the way to
 * drop it afterwards, so runs never collide or leave state behind. The prefix says who made it; `template`, a
 * database to copy (one already migrated) instead of an empty one.
 */
export async function createThrowAwayDatabase(
  serverUrl: string,
  prefix = "portal_test",
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ""}`);
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
