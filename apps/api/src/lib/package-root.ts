import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The API package's own folder, found the same way from src/ (development, tests) and dist/ (production),
 * so committed assets such as migrations and datasets are read from one place in both.
 */
export const apiPackageRoot: string = (() => {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, "package.json"))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error("The API package folder could not be found");
    folder = parent;
  }
  return folder;
})();
