import { type DatabaseConnection, openDatabase } from "../src/db/database.js";
import { createThrowAwayDatabase } from "./throw-away-database.js";

/**
 * A fresh, migrated database for one test file: in-process PGlite by default, or a throw-away database
 * on the PostgreSQL server named by TEST_DATABASE_URL, dropped again on close so runs never collide.
 */
export async function openTestDatabase(): Promise<DatabaseConnection & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteDir: "memory" });
  const database = await createThrowAwayDatabase(serverUrl);
  const connection = await openDatabase({ databaseUrl: database.url, pgliteDir: "memory" });
  return {
    ...connection,
    url: database.url,
    close: async () => {
      await connection.close();
      await database.drop();
    },
  };
}
