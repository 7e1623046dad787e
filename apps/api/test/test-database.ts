import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseConnection, openDatabase } from "../src/db/database.js";

/**
 * A fresh, migrated database for one test file: in-process PGlite by default, or a throw-away database
 * on the PostgreSQL server named by TEST_DATABASE_URL, dropped again on close so runs never collide.
 */
export async function openTestDatabase(): Promise<DatabaseConnection & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteDir: "memory" });

  const databaseName = `portal_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory" });
  return {
    ...connection,
    url: url.toString(),
    close: async () => {
      await connection.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${databaseName}" with (force)`);
      await dropper.end();
    },
  };
}
