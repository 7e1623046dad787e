import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/database.js";
import type {} from "./provided-context.js";
import { createThrowAwayDatabase } from "./throw-away-database.js";

/**
 * Migrates one database for the whole run. Creating and migrating a database per test file cost seconds each;
 * copying a migrated one (a PostgreSQL template, a PGlite image) costs a fraction of that. The copy is the
 * state every file started from before: migrated, not seeded (each app instance seeds as in production).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createThrowAwayDatabase(serverUrl, "portal_template");
    const migrated = await openDatabase({ databaseUrl: template.url, pgliteDir: "memory" });
    await migrated.close();
    project.provide("migratedTemplateDatabase", new URL(template.url).pathname.slice(1));
    project.provide("migratedPgliteImageFile", undefined);
    return () => template.drop();
  }
  const migrated = await openDatabase({ pgliteDir: "memory" });
  const image = await migrated.image?.();
  await migrated.close();
  if (!image) throw new Error("An in-memory PGlite database gives an image");
  const folder = await mkdtemp(path.join(tmpdir(), `portal-test-${randomBytes(4).toString("hex")}-`));
  const imageFile = path.join(folder, "migrated.tar");
  await writeFile(imageFile, Buffer.from(await image.arrayBuffer()));
  project.provide("migratedTemplateDatabase", undefined);
  project.provide("migratedPgliteImageFile", imageFile);
  return () => rm(folder, { recursive: true, force: true });
}
