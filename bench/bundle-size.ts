/**
 * The JavaScript each first page makes the browser download, gzipped: the entry, everything it imports
 * statically, and the lazily loaded chunks that page shows at first paint (its route chunk; the project page's
 * map too), each with their own static imports. Read from the web build's manifest, so build first:
 *
 *   npm run build && npm run bench:bundle -w @portal/bench
 *   npm run bench:bundle -w @portal/bench -- path/to/other/dist     # another build of the web app
 *
 * Exits with 1 when a page is over its target.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** One record of Vite's build manifest (dist/.vite/manifest.json), keyed by the source module's path. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Page {
  path: string;
  /** Source modules loaded lazily that the page needs before it can show itself. */
  firstPaintModules: string[];
  /** Gzipped bytes of initial JavaScript, when the page has a target. */
  targetBytes?: number;
}

const KILOBYTE = 1000;
const MEMBER_MENUS = "src/app/layout/menus.tsx";
const PAGES: Page[] = [
  { path: "/login", firstPaintModules: ["src/app/routes/login.tsx"], targetBytes: 200 * KILOBYTE },
  // Signed in, the header's menus are on screen too.
  {
    path: "/projects",
    firstPaintModules: ["src/app/routes/projects.tsx", MEMBER_MENUS],
    targetBytes: 200 * KILOBYTE,
  },
  {
    path: "/project/{id}",
    firstPaintModules: ["src/app/routes/project.tsx", "src/features/location/components/site-map.tsx", MEMBER_MENUS],
  },
];
const ENTRY = "index.html";

const benchFolder = path.dirname(fileURLToPath(import.meta.url));
const distFolder = path.resolve(process.argv[2] ?? path.join(benchFolder, "../apps/web/dist"));
const manifestFile = path.join(distFolder, ".vite", "manifest.json");
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run 'npm run build' first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;

function chunkOf(key: string): ManifestChunk {
  const chunk = manifest[key];
  // A renamed or moved page must fail here rather than quietly measure less.
  if (chunk === undefined) throw new Error(`${key} is not in the build manifest: update PAGES in bundle-size.ts`);
  return chunk;
}

/** The chunks a module brings with it before it runs: itself and its static imports, transitively. */
function collectStaticChunks(key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of chunkOf(key).imports ?? []) collectStaticChunks(imported, seen);
}

const gzippedSizes = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = gzippedSizes.get(file);
  if (size === undefined) {
    // Level 9, as Vite's own build report uses.
    size = gzipSync(readFileSync(path.join(distFolder, file)), { level: 9 }).length;
    gzippedSizes.set(file, size);
  }
  return size;
}

const formatKilobytes = (bytes: number) => `${(bytes / KILOBYTE).toFixed(1)} kB`;

if (!chunkOf(ENTRY).isEntry) throw new Error(`${ENTRY} is not the build's entry`);
console.log(`Initial JavaScript per page, gzipped (${path.relative(path.join(benchFolder, ".."), distFolder)})\n`);
console.log(`${"page".padEnd(16)}${"chunks".padStart(7)}${"JS gzip".padStart(12)}${"target".padStart(12)}   CSS gzip`);
let isOverTarget = false;
for (const page of PAGES) {
  const keys = new Set<string>();
  for (const key of [ENTRY, ...page.firstPaintModules]) collectStaticChunks(key, keys);
  const chunks = [...keys].map(chunkOf);
  const scriptBytes = chunks.reduce((total, chunk) => total + gzippedSize(chunk.file), 0);
  const styleFiles = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  const styleBytes = [...styleFiles].reduce((total, file) => total + gzippedSize(file), 0);
  const target = page.targetBytes;
  const verdict = target === undefined ? "" : scriptBytes <= target ? "  ok" : "  OVER";
  if (target !== undefined && scriptBytes > target) isOverTarget = true;
  console.log(
    `${page.path.padEnd(16)}${String(chunks.length).padStart(7)}${formatKilobytes(scriptBytes).padStart(12)}` +
      `${(target === undefined ? "-" : `≤ ${formatKilobytes(target)}`).padStart(12)}${verdict.padEnd(6)}` +
      `${formatKilobytes(styleBytes).padStart(9)}`,
  );
}
if (isOverTarget) process.exitCode = 1;
