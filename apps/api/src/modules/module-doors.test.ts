/**
 * A module with a door is entered only through it: outside `roof-editor/`, the roof editor is imported from its
 * `index.ts` alone (the routes, `loadStoredRoof` and the few calls other modules make), so the documents, the
 * solar arrays and the NBS read a roof the one way and nothing reaches into its repositories.
 *
 * Every other module is read by the others through its service (or its door): no module imports another's
 * `*.repository.ts` beyond the short list below, each entry saying why, and the modules (the first folder under
 * `modules/`) import each other without a cycle, so each can be read, tested and changed from the bottom up.
 * Queries several modules share live in `src/db/` (`project-access.ts`, `project-record-rows.ts`, `people.ts`).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MODULES = path.join(SOURCE, "modules");
const DOORS = [path.join(MODULES, "roof-editor"), path.join(MODULES, "companies")];

/**
 * The imports of another module's repository that are allowed: "importing file → repository" (relative to
 * `modules/`) mapped to why the module's service or door will not do; the import carries the same reason in a
 * comment. At most five. None is needed today: every module is read through its service or its door, and what
 * several modules query alike is in `src/db/`.
 */
const REPOSITORY_EXCEPTIONS: ReadonlyMap<string, string> = new Map<string, string>([]);

/** The module a file belongs to: the first folder under `modules/`, or undefined for a file outside the modules. */
function moduleOf(file: string): string | undefined {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith("..") || !relative.includes(path.sep)) return undefined;
  return relative.split(path.sep)[0];
}

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(entry.name.endsWith(".ts") ? [full] : []);
    }),
  );
  return nested.flat();
}

const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Every relative import of a file, resolved to the file it names. */
function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => path.resolve(path.dirname(file), match[1] as string));
}

type ModuleImport = { file: string; target: string };

/** Every import from one module into another (tests left out: a test may set up any module's rows). */
async function crossModuleImports(): Promise<ModuleImport[]> {
  const found: ModuleImport[] = [];
  for (const file of await sourceFiles(MODULES)) {
    if (file.endsWith(".test.ts")) continue;
    const from = moduleOf(file);
    if (from === undefined) continue;
    for (const target of importsOf(file, await readFile(file, "utf8"))) {
      const to = moduleOf(target);
      if (to !== undefined && to !== from) found.push({ file, target });
    }
  }
  return found;
}

/** "importing file → repository" of each import that reaches into another module's repository. */
function repositoryTrespasses(imports: readonly ModuleImport[]): string[] {
  return imports
    .filter(({ target }) => /\.repository\.js$/.test(target))
    .map(({ file, target }) => `${path.relative(MODULES, file)} → ${path.relative(MODULES, target)}`);
}

/** The first cycle of the module graph, as the modules in order (the first repeated at the end); none: []. */
function firstCycle(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const done = new Set<string>();
  const walk = (module: string, trail: string[]): string[] => {
    const seen = trail.indexOf(module);
    if (seen !== -1) return [...trail.slice(seen), module];
    if (done.has(module)) return [];
    for (const next of edges.get(module) ?? []) {
      const cycle = walk(next, [...trail, module]);
      if (cycle.length > 0) return cycle;
    }
    done.add(module);
    return [];
  };
  for (const module of [...edges.keys()].sort()) {
    const cycle = walk(module, []);
    if (cycle.length > 0) return cycle;
  }
  return [];
}

function moduleGraph(imports: readonly ModuleImport[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { file, target } of imports) {
    const from = moduleOf(file) as string;
    const to = moduleOf(target) as string;
    edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
  return edges;
}

/** A cycle with the imports behind each of its steps, so a failure says which lines to change. */
function describeCycle(cycle: readonly string[], imports: readonly ModuleImport[]): string[] {
  return cycle.slice(0, -1).map((from, index) => {
    const to = cycle[index + 1] as string;
    const behind = imports
      .filter(({ file, target }) => moduleOf(file) === from && moduleOf(target) === to)
      .map(({ file, target }) => `${path.relative(MODULES, file)} → ${path.relative(MODULES, target)}`);
    return `${from} → ${to}: ${behind.join(", ")}`;
  });
}

describe("module doors", () => {
  it("are the only way into a module from outside it", async () => {
    const trespasses: string[] = [];
    for (const file of await sourceFiles(SOURCE)) {
      const text = await readFile(file, "utf8");
      for (const door of DOORS) {
        if (file.startsWith(`${door}${path.sep}`)) continue;
        for (const target of importsOf(file, text)) {
          if (target.startsWith(`${door}${path.sep}`) && target !== path.join(door, "index.js")) {
            trespasses.push(`${path.relative(SOURCE, file)} → ${path.relative(SOURCE, target)}`);
          }
        }
      }
    }
    expect(trespasses).toEqual([]);
  });

  it("would see a file that reached past the door", () => {
    const outside = path.join(SOURCE, "modules", "documents", "gather-snapshot.ts");
    const [target] = importsOf(outside, 'import * as x from "../roof-editor/sections/sections.repository.js";');
    expect(target).toBe(path.join(SOURCE, "modules", "roof-editor", "sections", "sections.repository.js"));
  });

  it("keep other modules out of a module's repositories, but for the listed exceptions", async () => {
    const trespasses = repositoryTrespasses(await crossModuleImports());
    expect(trespasses.filter((trespass) => !REPOSITORY_EXCEPTIONS.has(trespass))).toEqual([]);
    expect(REPOSITORY_EXCEPTIONS.size).toBeLessThanOrEqual(5);
    // An exception no longer used is taken off the list.
    expect([...REPOSITORY_EXCEPTIONS.keys()].filter((allowed) => !trespasses.includes(allowed))).toEqual([]);
  });

  it("would see a module reach into another's repository", () => {
    const file = path.join(MODULES, "documents", "gather-snapshot.ts");
    const [target] = importsOf(file, 'import { findRoof } from "../roofs/roofs.repository.js";');
    expect(repositoryTrespasses([{ file, target: target as string }])).toEqual([
      `documents${path.sep}gather-snapshot.ts → roofs${path.sep}roofs.repository.js`,
    ]);
  });

  it("import each other without a cycle", async () => {
    const imports = await crossModuleImports();
    expect(describeCycle(firstCycle(moduleGraph(imports)), imports)).toEqual([]);
  });

  it("would see a cycle between modules", () => {
    const at = (module: string, file: string) => path.join(MODULES, module, file);
    const imports = [
      { file: at("plots", "plots.service.ts"), target: at("roofs", "roofs.service.js") },
      { file: at("roofs", "roofs.service.ts"), target: at("plots", "plots.service.js") },
      { file: at("roofs", "roofs.service.ts"), target: at("projects", "projects.service.js") },
    ];
    expect(firstCycle(moduleGraph(imports))).toEqual(["plots", "roofs", "plots"]);
    expect(describeCycle(["plots", "roofs", "plots"], imports)).toEqual([
      `plots → roofs: plots${path.sep}plots.service.ts → roofs${path.sep}roofs.service.js`,
      `roofs → plots: roofs${path.sep}roofs.service.ts → plots${path.sep}plots.service.js`,
    ]);
  });
});
