/**
 * The JavaScript each first page makes the browser download, gzipped, read from the web build's manifest:
 * - first paint: the entry, the page's own chunk and everything they import statically: what must arrive
 *   before the page can show itself. The target applies to this figure.
 * - first load: that plus the parts the page shows as placeholders at first and loads at once behind them
 *   (the header's menus for members, the staff-only status filter, the site map).
 *
 *   npm run build && npm run bench:bundle -w @portal/bench
 *   npm run bench:bundle -w @portal/bench -- /path/to/other/dist     # another build of the web app
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
  /** Who is looking: pages differ by role. */
  viewer: string;
  /** The page's own lazily loaded module. */
  pageModule: string;
  /** Lazily loaded parts that render a placeholder first and load as soon as the page shows. */
  placeholderModules: string[];
  /** Gzipped bytes of first-paint JavaScript, when the page has a target. */
  targetBytes?: number;
}

const KILOBYTE = 1000;
const MEMBER_MENUS = "src/app/layout/menus.tsx";
const PAGES: Page[] = [
  {
    path: "/login",
    viewer: "visitor",
    pageModule: "src/app/routes/login.tsx",
    placeholderModules: [],
    targetBytes: 200 * KILOBYTE,
  },
  {
    path: "/projects",
    viewer: "staff",
    pageModule: "src/app/routes/projects.tsx",
    placeholderModules: [MEMBER_MENUS, "src/features/projects/components/status-filter.tsx"],
    targetBytes: 200 * KILOBYTE,
  },
  {
    path: "/project/{id}",
    viewer: "staff",
    pageModule: "src/app/routes/project.tsx",
    placeholderModules: [MEMBER_MENUS, "src/features/location/components/site-map.tsx"],
    targetBytes: 200 * KILOBYTE,
  },
  {
    path: "/roof/{id}",
    viewer: "staff",
    pageModule: "src/app/routes/roof.tsx",
    placeholderModules: [MEMBER_MENUS, "src/features/roof-editor/components/roof-editor.tsx"],
    targetBytes: 200 * KILOBYTE,
  },
  {
    path: "/public-services",
    viewer: "visitor",
    pageModule: "src/app/routes/public-services/page.tsx",
    placeholderModules: ["src/app/routes/public-services/roof-steps.tsx"],
    targetBytes: 200 * KILOBYTE,
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

/** The chunks that the given modules bring, with their gzipped JavaScript and stylesheet bytes. */
function measure(modules: string[]) {
  const keys = new Set<string>();
  for (const key of modules) collectStaticChunks(key, keys);
  const chunks = [...keys].map(chunkOf);
  const scriptBytes = chunks.reduce((total, chunk) => total + gzippedSize(chunk.file), 0);
  const styleFiles = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  const styleBytes = [...styleFiles].reduce((total, file) => total + gzippedSize(file), 0);
  return { chunkCount: chunks.length, scriptBytes, styleBytes };
}

if (!chunkOf(ENTRY).isEntry) throw new Error(`${ENTRY} is not the build's entry`);
console.log(`JavaScript per page, gzipped (${path.relative(path.join(benchFolder, ".."), distFolder)})\n`);
console.log(
  `${"page".padEnd(17)}${"viewer".padEnd(9)}${"first paint".padStart(12)}${"target".padStart(13)}` +
    `${"".padEnd(7)}${"first load".padStart(11)}${"CSS".padStart(9)}`,
);
let isOverTarget = false;
for (const page of PAGES) {
  const firstPaint = measure([ENTRY, page.pageModule]);
  const firstLoad = measure([ENTRY, page.pageModule, ...page.placeholderModules]);
  const target = page.targetBytes;
  const isOver = target !== undefined && firstPaint.scriptBytes > target;
  if (isOver) isOverTarget = true;
  const verdict = target === undefined ? "" : isOver ? "OVER" : "ok";
  console.log(
    `${page.path.padEnd(17)}${page.viewer.padEnd(9)}${formatKilobytes(firstPaint.scriptBytes).padStart(12)}` +
      `${(target === undefined ? "-" : `≤ ${formatKilobytes(target)}`).padStart(13)}  ${verdict.padEnd(5)}` +
      `${formatKilobytes(firstLoad.scriptBytes).padStart(11)}${formatKilobytes(firstLoad.styleBytes).padStart(9)}`,
  );
}
if (isOverTarget) process.exitCode = 1;
