import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { databaseTestFiles } from "./database-test-files.js";

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function testFilesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return testFilesUnder(full);
    return entry.name.endsWith(".test.ts") ? [path.relative(API_ROOT, full)] : [];
  });
}

describe("the test files the PostgreSQL run takes", () => {
  const onPostgres = new Set(databaseTestFiles(API_ROOT));
  const everyTestFile = [...testFilesUnder(path.join(API_ROOT, "src")), ...testFilesUnder(path.join(API_ROOT, "test"))];

  it("include every file that opens an app or a database, directly or through a helper", () => {
    const opensOne = everyTestFile.filter((file) =>
      /buildTestApp|openTestDatabase|openDatabase|createThrowAwayDatabase|testAppSession|testAppSignedInAs|TEST_DATABASE_URL/.test(
        readFileSync(path.join(API_ROOT, file), "utf8"),
      ),
    );
    expect(opensOne.length).toBeGreaterThan(40);
    expect(opensOne.filter((file) => !onPostgres.has(file))).toEqual([]);
    // Through a shared harness rather than by name: the catalogue's tests and the lifecycle tests.
    expect(onPostgres).toContain("src/modules/catalogue/tiles/tiles.test.ts");
    expect(onPostgres).toContain("test/lifecycle/two-processes.test.ts");
  });

  it("leave out files that never meet a database", () => {
    expect(onPostgres).not.toContain("src/pdf/format.test.ts");
    expect(onPostgres).not.toContain("src/modules/projects/projects.policy.test.ts");
    expect(onPostgres.size).toBeLessThan(everyTestFile.length);
  });
});
