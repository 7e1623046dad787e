import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The API test files that can meet a database: those whose relative imports reach `src/db/database.ts` (every
 * app, repository and test database does), or a file that reads TEST_DATABASE_URL (the lifecycle tests start
 * server processes on it). The others are the same on either database, so the PostgreSQL run leaves them to the
 * embedded one. Type-only imports are erased at run time and do not count.
 */
export function databaseTestFiles(apiRoot: string): string[] {
  const sources = [...filesUnder(path.join(apiRoot, "src")), ...filesUnder(path.join(apiRoot, "test"))];
  const importsByFile = new Map(sources.map((file) => [file, runtimeImportsOf(file)]));
  const database = path.join(apiRoot, "src", "db", "database.ts");
  const meetsDatabase = new Map<string, boolean>();

  function reaches(file: string, visiting: Set<string>): boolean {
    const known = meetsDatabase.get(file);
    if (known !== undefined) return known;
    if (visiting.has(file)) return false;
    visiting.add(file);
    const text = readFileSync(file, "utf8");
    const result =
      file === database ||
      (text.includes("TEST_DATABASE_URL") && !file.endsWith(".test.ts")) ||
      (importsByFile.get(file) ?? []).some((imported) => reaches(imported, visiting));
    visiting.delete(file);
    meetsDatabase.set(file, result);
    return result;
  }

  return sources
    .filter((file) => file.endsWith(".test.ts"))
    .filter((file) => readFileSync(file, "utf8").includes("TEST_DATABASE_URL") || reaches(file, new Set()))
    .map((file) => path.relative(apiRoot, file));
}

function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

const RUNTIME_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s*["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/gm;

/** Relative imports that survive compilation, resolved from `.js` to the `.ts` file beside them. */
function runtimeImportsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(RUNTIME_IMPORT)]
    .map((match) => path.resolve(path.dirname(file), (match[1] ?? match[2]) as string).replace(/\.js$/, ".ts"))
    .filter((resolved) => existsSync(resolved));
}
