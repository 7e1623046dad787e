import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { type DatabaseConnection, openDatabase } from "../src/db/database.js";
import type {} from "./provided-context.js";
import { createThrowAwayDatabase } from "./throw-away-database.js";

let pgliteImage: Promise<Blob | undefined> | undefined;

/** The migrated image the run's global setup left, read once per test file. */
function migratedPgliteImage(): Promise<Blob | undefined> {
  const imageFile = inject("migratedPgliteImageFile");
  pgliteImage ??= imageFile ? readFile(imageFile).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return pgliteImage;
}

/**
 * A fresh, migrated database for one test file: in-process PGlite by default, or a throw-away database
 * on the PostgreSQL server named by TEST_DATABASE_URL, dropped again on close so runs never collide.
 * Both start as a copy of the one database the run migrated (test/global-setup.ts).
 */
export async function openTestDatabase(): Promise<DatabaseConnection & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteDir: "memory", pgliteImage: await migratedPgliteImage() });
  const database = await createThrowAwayDatabase(serverUrl, "portal_test", inject("migratedTemplateDatabase"));
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
