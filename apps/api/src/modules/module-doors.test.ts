/**
 * A module with a door is entered only through it: outside `roof-editor/`, the roof editor is imported from its
 * `index.ts` alone (the routes, `loadStoredRoof` and the few calls other modules make), so the documents, the
 * solar arrays and the NBS read a roof the one way and nothing reaches into its repositories.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DOORS = [path.join(SOURCE, "modules", "roof-editor"), path.join(SOURCE, "modules", "companies")];

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
});
