/**
 * The roof editor at speed, and no user waits for another (issue step 16): the production build (`npm run build`;
 * this script builds nothing), run as its own process on each database in turn, PostgreSQL (a throw-away
 * database) and the embedded default (PGlite in a throw-away DATA_DIR), reached over HTTP.
 *
 *   1. The editor's three heavy reads of a completed roof under autocannon (BENCH_CONNECTIONS, 32), each as a
 *      share of /settings.json (no auth, no database) measured just before it, so the shared machine's load moves
 *      a route and its baseline together; p97.5 and non-2xx beside them.
 *   2. Saves with recalculation: 16 real users, each signed in and saving their own completed roof in their own
 *      project at once, with the version each answer gives back and the pitch alternating 35/36 so every save is
 *      worked out again: saves a second as a share of the baseline just before, p50 and p95; a 409 counts as a
 *      failure (the version handling is wrong).
 *   3. No user waits for another: user A asks for the three documents of a plot of 20 completed roofs and for 10
 *      clones of that plot at once (at most MAX_ACTIVE_CLONES_PER_USER are accepted at a time; a refused one is
 *      asked for again as earlier ones finish, so 10 copies are made), and polls the API until all are done, while
 *      user B keeps 4 loops of editor requests on their own roof going: B's p50, p99 and worst, A's time, and the
 *      server's peak resident memory (VmRSS) during the phase.
 *
 *   npm run build && npm run bench:roof-path
 *   BENCH_DATABASES=embedded BENCH_SECONDS=5 npm run bench:roof-path
 *   BENCH_SERVER_ENTRY=/tmp/before/apps/api/dist/src/server.js npm run bench:roof-path   # another build
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:roof-path
 *
 * A target missed is a measurement, not an error: the exit code is 0 then; it is non-zero when something fails.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { MAX_ACTIVE_CLONES_PER_USER, PDF_TYPES, type PdfType } from "@portal/contracts";
import autocannon from "autocannon";
import {
  addCompletedRoof,
  COMPLETED_ROOF_FIXING,
  createCompletedRoof,
} from "../apps/api/test/completed-roof-over-http.js";
import {
  type AnyBuiltServerRun,
  BENCH_DATABASES,
  type BenchDatabase,
  BUILT_SERVER_ADMIN,
  builtServerEntry,
  createSignedInUser,
  httpApiCaller,
  runOnBuiltServerWith,
  signInOverHttp,
} from "./shared/built-server.js";
import { percentile } from "./shared/statistics.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 3960);
const SAVING_USERS = 16;
const PLOT_ROOFS = 20;
const CLONES = 10;
const INTERACTIVE_LOOPS = Number(process.env.BENCH_INTERACTIVE_LOOPS ?? 4);
/** A's documents and clones not done by then is a failure of the run, not a figure. */
const BACKGROUND_TIMEOUT_MS = Number(process.env.BENCH_BACKGROUND_TIMEOUT_SECONDS ?? 600) * 1000;
const POLL_INTERVAL_MS = 500;
const MEMORY_SAMPLE_INTERVAL_MS = 100;
const PASSWORD = "Bench-user-password-1";

const TARGETS = {
  fixingReadShare: 0.35,
  estimateReadShare: 0.25,
  nbsReadShare: 0.25,
  saveShare: 0.05,
  saveP95Ms: 100,
  otherUserP99Ms: 250,
  otherUserWorstMs: 500,
  /** Only the embedded server is held to it (the target); on PostgreSQL the figure is printed alone. */
  embeddedPeakResidentMb: 400,
};

type Row = { figure: string; value: string; target: string; met: boolean | null };

function databasesToRun(): BenchDatabase[] {
  const named = (process.env.BENCH_DATABASES ?? BENCH_DATABASES.join(","))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of named) {
    if (!BENCH_DATABASES.includes(name as BenchDatabase)) {
      throw new Error(`BENCH_DATABASES names "${name}"; use ${BENCH_DATABASES.join(" and/or ")}`);
    }
  }
  return named as BenchDatabase[];
}

/** The process's resident set from Linux's /proc, in MB; null elsewhere. */
function residentMemoryMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) / 1024;
  } catch {
    return null;
  }
}

/** Which build is measured: its entry and, when it sits in a git checkout, the commit (and whether it is edited). */
function describeBuild(): string {
  const folder = path.dirname(builtServerEntry);
  try {
    const commit = execFileSync("git", ["-C", folder, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const edited = execFileSync("git", ["-C", folder, "status", "--porcelain", "--untracked-files=no"], {
      encoding: "utf8",
    }).trim();
    return `${builtServerEntry} (commit ${commit}${edited ? ", with uncommitted changes in its checkout" : ""})`;
  } catch {
    return builtServerEntry;
  }
}

const shareText = (share: number) => `${(share * 100).toFixed(1)} %`;
const msText = (value: number) => `${value.toFixed(0)} ms`;

/** One autocannon run: req/s, p97.5 and the failures. */
async function hammer(baseUrl: string, pathName: string, token: string | null, seconds: number) {
  const result = await autocannon({
    url: `${baseUrl}${pathName}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  // Over the whole run rather than autocannon's mean of one-second buckets, which reads 0 for a route slower
  // than a second a request.
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p97_5Ms: result.latency.p97_5,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const baseline = (baseUrl: string, seconds = SECONDS) => hammer(baseUrl, "/settings.json", null, seconds);

type SignedIn = { token: string; userId: number };
type OwnRoof = { projectId: number; plotId: number; roofId: number };

async function addUsers(run: AnyBuiltServerRun, adminToken: string, label: string, count: number) {
  const users: SignedIn[] = [];
  // One after another: adding a user hashes a password, and the sign-ins are the bench's, not the measurement.
  for (let index = 0; index < count; index++) {
    users.push(
      await createSignedInUser(run, adminToken, {
        email: `bench.${label}.${index}@example.com`,
        password: PASSWORD,
        firstName: "Bench",
        lastName: `${label} ${index}`,
      }),
    );
  }
  return users;
}

/** Runs `work` on every item, `concurrency` at a time. */
async function inBatches<Item, Result>(items: Item[], concurrency: number, work: (item: Item) => Promise<Result>) {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += concurrency) {
    results.push(...(await Promise.all(items.slice(start, start + concurrency).map(work))));
  }
  return results;
}

/** Requests sent again because their kept-alive connection was gone; printed, as each is a client-side retry. */
let connectionRetries = 0;

/**
 * A request as the user; sent once more when it fails before any answer. A connection left idle through a phase
 * may be closed by the server just as it is reused (ECONNRESET): the server never read that request, so sending
 * it again is what a browser does. Were a save read after all, its retry would answer 409 and be counted.
 */
async function authorisedFetch(baseUrl: string, token: string, method: string, url: string, body?: unknown) {
  const send = () =>
    fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  try {
    return await send();
  } catch {
    connectionRetries += 1;
    return send();
  }
}

async function editorReads(baseUrl: string, reader: SignedIn, roof: OwnRoof): Promise<Row[]> {
  const routes = [
    {
      label: "GET /roof-fixing/roof/{id}",
      path: `/api/v1/roof-fixing/roof/${roof.roofId}`,
      target: TARGETS.fixingReadShare,
    },
    {
      label: "GET /roof-estimate-data/roof/{id}",
      path: `/api/v1/roof-estimate-data/roof/${roof.roofId}`,
      target: TARGETS.estimateReadShare,
    },
    {
      label: "GET /nbs-clauses/roof/{id}",
      path: `/api/v1/nbs-clauses/roof/${roof.roofId}`,
      target: TARGETS.nbsReadShare,
    },
  ];
  // A short warm-up of every route lets V8 optimise the hot paths and the pool open its connections.
  await baseline(baseUrl, WARM_UP_SECONDS);
  for (const route of routes) await hammer(baseUrl, route.path, reader.token, WARM_UP_SECONDS);

  const rows: Row[] = [];
  for (const route of routes) {
    const before = await baseline(baseUrl);
    const figures = await hammer(baseUrl, route.path, reader.token, SECONDS);
    const share = figures.requestsPerSecond / before.requestsPerSecond;
    console.log(
      `    ${route.label}: ${figures.requestsPerSecond.toFixed(0)} req/s beside the baseline's ${before.requestsPerSecond.toFixed(0)} req/s, p97.5 ${msText(figures.p97_5Ms)}, ${figures.non2xx} non-2xx, ${figures.errors} errors (baseline: ${before.non2xx + before.errors} failures)`,
    );
    rows.push({
      figure: `${route.label} (share of /settings.json)`,
      value: `${shareText(share)} (${figures.requestsPerSecond.toFixed(0)} of ${before.requestsPerSecond.toFixed(0)} req/s)`,
      target: `≥ ${(route.target * 100).toFixed(0)} %`,
      met: share >= route.target && figures.non2xx + figures.errors === 0,
    });
    rows.push({
      figure: `  its p97.5 latency; non-2xx, errors`,
      value: `${msText(figures.p97_5Ms)}; ${figures.non2xx}, ${figures.errors}`,
      target: "",
      met: null,
    });
  }
  return rows;
}

type SaveTally = { latenciesMs: number[]; conflicts: number; otherFailures: number; saves: number };

/** One user saving their roof over and over until `until`, each save sending the version the last answer gave. */
async function keepSaving(
  baseUrl: string,
  user: SignedIn,
  roof: OwnRoof,
  underlayId: number,
  until: number,
  tally: SaveTally,
) {
  const currentVersion = async () => {
    const response = await authorisedFetch(baseUrl, user.token, "GET", `/roof-fixing/roof/${roof.roofId}`);
    if (!response.ok) throw new Error(`reading roof ${roof.roofId}'s fixing data: ${response.status}`);
    return ((await response.json()) as { version: number }).version;
  };
  let version = await currentVersion();
  let pitch = COMPLETED_ROOF_FIXING.pitch;
  while (performance.now() < until) {
    pitch = pitch === 35 ? 36 : 35;
    const start = performance.now();
    const response = await authorisedFetch(baseUrl, user.token, "PUT", "/roof-fixing", {
      ...COMPLETED_ROOF_FIXING,
      underlayId,
      roofId: roof.roofId,
      version,
      pitch,
    });
    const text = await response.text();
    tally.latenciesMs.push(performance.now() - start);
    if (response.ok) {
      tally.saves += 1;
      version = (JSON.parse(text) as { version: number }).version;
    } else {
      if (response.status === 409) tally.conflicts += 1;
      else tally.otherFailures += 1;
      version = await currentVersion();
    }
  }
}

async function savesWithRecalculation(
  baseUrl: string,
  savers: Array<{ user: SignedIn; roof: OwnRoof }>,
  underlayId: number,
): Promise<Row[]> {
  const saveFor = async (seconds: number) => {
    const tally: SaveTally = { latenciesMs: [], conflicts: 0, otherFailures: 0, saves: 0 };
    const start = performance.now();
    const until = start + seconds * 1000;
    await Promise.all(savers.map(({ user, roof }) => keepSaving(baseUrl, user, roof, underlayId, until, tally)));
    return { ...tally, seconds: (performance.now() - start) / 1000 };
  };
  await saveFor(WARM_UP_SECONDS);
  const before = await baseline(baseUrl);
  const saved = await saveFor(SECONDS);
  saved.latenciesMs.sort((a, b) => a - b);
  const savesPerSecond = saved.saves / saved.seconds;
  const share = savesPerSecond / before.requestsPerSecond;
  const p95 = percentile(saved.latenciesMs, 0.95);
  const failures = saved.conflicts + saved.otherFailures;
  console.log(
    `    ${SAVING_USERS} users saving: ${saved.saves} saves in ${saved.seconds.toFixed(1)} s, ${saved.conflicts} 409, ${saved.otherFailures} other non-2xx; baseline ${before.requestsPerSecond.toFixed(0)} req/s`,
  );
  return [
    {
      figure: `PUT /roof-fixing, ${SAVING_USERS} users at once (share)`,
      value: `${shareText(share)} (${savesPerSecond.toFixed(1)} saves/s of ${before.requestsPerSecond.toFixed(0)} req/s)`,
      target: `≥ ${(TARGETS.saveShare * 100).toFixed(0)} %`,
      met: share >= TARGETS.saveShare && failures === 0,
    },
    {
      figure: "  save p95 (p50)",
      value: `${msText(p95)} (${msText(percentile(saved.latenciesMs, 0.5))})`,
      target: `p95 ≤ ${TARGETS.saveP95Ms} ms`,
      met: p95 <= TARGETS.saveP95Ms,
    },
    {
      figure: "  saves answered 409; other non-2xx",
      value: `${saved.conflicts}; ${saved.otherFailures}`,
      target: "0; 0",
      met: failures === 0,
    },
  ];
}

/** B's editor requests, `INTERACTIVE_LOOPS` at a time, back to back until `done()`; every latency kept. */
async function interactiveUser(baseUrl: string, user: SignedIn, roof: OwnRoof, done: () => boolean) {
  const paths = [
    `/roof-fixing/roof/${roof.roofId}`,
    `/roof-estimate-data/roof/${roof.roofId}`,
    `/projects/${roof.projectId}`,
  ];
  const latenciesMs: number[] = [];
  let failures = 0;
  /** Where the slowest request went and when it started, to tell a stall of the server from a slow route. */
  let worst = { ms: 0, url: "", startedAtMs: 0 };
  const phaseStart = performance.now();
  const loop = async (offset: number) => {
    for (let turn = offset; !done(); turn++) {
      const url = paths[turn % paths.length] as string;
      const start = performance.now();
      const response = await authorisedFetch(baseUrl, user.token, "GET", url);
      await response.arrayBuffer();
      const latencyMs = performance.now() - start;
      latenciesMs.push(latencyMs);
      if (latencyMs > worst.ms) worst = { ms: latencyMs, url, startedAtMs: start - phaseStart };
      if (!response.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: INTERACTIVE_LOOPS }, (_, index) => loop(index)));
  return { latenciesMs: latenciesMs.sort((a, b) => a - b), failures, worst };
}

/**
 * A's work: the plot's three documents and 10 clones of the plot, asked for at once; answers when all are done,
 * as polling the API shows them (the documents' history, the project's plots; a clone shows its plot once done).
 */
async function heavyUser(baseUrl: string, user: SignedIn, plot: { projectId: number; plotId: number }) {
  const start = performance.now();
  const post = (url: string, body: unknown) => authorisedFetch(baseUrl, user.token, "POST", url, body);
  const documentKinds: PdfType[] = [PDF_TYPES.fixingSpec, PDF_TYPES.estimate, PDF_TYPES.nbsClause];
  let clonesToAsk = Array.from({ length: CLONES }, (_, index) => `Bench clone ${index + 1}`);
  let clonesAccepted = 0;
  let refusedClones = 0;
  const askForClones = async (names: string[]) => {
    const answers = await Promise.all(
      names.map(async (name) => ({ name, response: await post(`/plots/${plot.plotId}/clone`, { name }) })),
    );
    const refused: string[] = [];
    for (const { name, response } of answers) {
      if (response.status === 429) refused.push(name);
      else if (response.status !== 202)
        throw new Error(`cloning the plot: ${response.status} ${await response.text()}`);
      else clonesAccepted += 1;
      await response.body?.cancel();
    }
    refusedClones += refused.length;
    clonesToAsk = [...refused, ...clonesToAsk.filter((name) => !names.includes(name))];
  };
  const [documentAnswers] = await Promise.all([
    Promise.all(documentKinds.map((pdfType) => post("/project-pdfs/plots", { plotId: plot.plotId, pdfType }))),
    askForClones(clonesToAsk),
  ]);
  for (const answer of documentAnswers) {
    if (answer.status !== 202) throw new Error(`a plot document: ${answer.status} ${await answer.text()}`);
  }

  let documentsDoneMs: number | null = null;
  let clonesDoneMs: number | null = null;
  while (documentsDoneMs === null || clonesDoneMs === null) {
    if (performance.now() - start > BACKGROUND_TIMEOUT_MS) {
      throw new Error(`A's documents and clones were not done within ${BACKGROUND_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    if (documentsDoneMs === null) {
      const history = await authorisedFetch(baseUrl, user.token, "GET", `/plots/documents/${plot.plotId}`);
      if (!history.ok) throw new Error(`the plot's documents: ${history.status}`);
      const lists = (await history.json()) as Record<string, unknown[]>;
      const made = ["fixingDocuments", "estimateDocuments", "nbsDocuments"].filter(
        (list) => (lists[list]?.length ?? 0) > 0,
      );
      if (made.length === documentKinds.length) documentsDoneMs = performance.now() - start;
    }
    if (clonesDoneMs === null) {
      const plots = await authorisedFetch(baseUrl, user.token, "GET", `/plots?projectId=${plot.projectId}&pageSize=1`);
      if (!plots.ok) throw new Error(`the project's plots: ${plots.status}`);
      const copies = ((await plots.json()) as { count: number }).count - 1;
      // A refused clone is asked for again once an accepted one has finished and freed its place.
      const freePlaces = MAX_ACTIVE_CLONES_PER_USER - (clonesAccepted - copies);
      if (copies === CLONES) clonesDoneMs = performance.now() - start;
      else if (clonesToAsk.length > 0 && freePlaces > 0) await askForClones(clonesToAsk.slice(0, freePlaces));
    }
  }
  return {
    documentsDoneMs,
    clonesDoneMs,
    totalMs: Math.max(documentsDoneMs, clonesDoneMs),
    refusedClones,
  };
}

async function noUserWaits(
  run: AnyBuiltServerRun,
  heavy: { user: SignedIn; plot: { projectId: number; plotId: number } },
  interactive: { user: SignedIn; roof: OwnRoof },
): Promise<Row[]> {
  let peakResidentMb = residentMemoryMb(run.server.pid) ?? Number.NaN;
  const sampler = setInterval(() => {
    const now = residentMemoryMb(run.server.pid);
    if (now !== null && !(now <= peakResidentMb)) peakResidentMb = now;
  }, MEMORY_SAMPLE_INTERVAL_MS);
  let heavyDone = false;
  try {
    const [heavyWork, other] = await Promise.all([
      heavyUser(run.baseUrl, heavy.user, heavy.plot).finally(() => {
        heavyDone = true;
      }),
      interactiveUser(run.baseUrl, interactive.user, interactive.roof, () => heavyDone),
    ]);
    const p99 = percentile(other.latenciesMs, 0.99);
    const worst = other.latenciesMs.at(-1) ?? Number.NaN;
    const slow = other.latenciesMs.filter((latency) => latency > TARGETS.otherUserWorstMs).length;
    console.log(
      `    A's plot documents done after ${(heavyWork.documentsDoneMs / 1000).toFixed(1)} s, its ${CLONES} clones after ${(heavyWork.clonesDoneMs / 1000).toFixed(1)} s (${heavyWork.refusedClones} clone requests refused at the per-user cap of active clones and asked again)`,
    );
    const embedded = run.database === "embedded";
    return [
      {
        figure: `other user's requests during A's work (${INTERACTIVE_LOOPS} loops)`,
        value: `${other.latenciesMs.length} requests, ${other.failures} non-2xx, p50 ${msText(percentile(other.latenciesMs, 0.5))}`,
        target: "0 non-2xx",
        met: other.failures === 0,
      },
      {
        figure: "  other user's p99",
        value: msText(p99),
        target: `≤ ${TARGETS.otherUserP99Ms} ms`,
        met: p99 <= TARGETS.otherUserP99Ms,
      },
      {
        figure: "  other user's worst",
        value: `${msText(worst)} (GET ${other.worst.url.replace(/\d+/g, "{id}")} ${(other.worst.startedAtMs / 1000).toFixed(1)} s in; ${slow} over ${TARGETS.otherUserWorstMs} ms)`,
        target: `≤ ${TARGETS.otherUserWorstMs} ms`,
        met: worst <= TARGETS.otherUserWorstMs,
      },
      {
        figure: `A's 3 documents of ${PLOT_ROOFS} roofs + ${CLONES} plot clones`,
        value: `${(heavyWork.totalMs / 1000).toFixed(1)} s (documents ${(heavyWork.documentsDoneMs / 1000).toFixed(1)} s, clones ${(heavyWork.clonesDoneMs / 1000).toFixed(1)} s)`,
        target: "",
        met: null,
      },
      {
        figure: "server's peak resident memory (VmRSS)",
        value: Number.isNaN(peakResidentMb) ? "not measurable here" : `${peakResidentMb.toFixed(0)} MB`,
        target: embedded ? `≤ ${TARGETS.embeddedPeakResidentMb} MB` : "",
        met: embedded && !Number.isNaN(peakResidentMb) ? peakResidentMb <= TARGETS.embeddedPeakResidentMb : null,
      },
    ];
  } finally {
    clearInterval(sampler);
  }
}

function printTable(title: string, rows: Row[]) {
  const widths = [
    Math.max(6, ...rows.map((row) => row.figure.length)),
    Math.max(5, ...rows.map((row) => row.value.length)),
    Math.max(6, ...rows.map((row) => row.target.length)),
  ];
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join("  | ")
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(["figure", "value", "target", "verdict"]));
  console.log(line(widths.map((width) => "-".repeat(width)).concat("-------")));
  for (const row of rows) {
    console.log(line([row.figure, row.value, row.target, row.met === null ? "" : row.met ? "met" : "NOT MET"]));
  }
}

async function measureOn(database: BenchDatabase): Promise<Row[]> {
  return runOnBuiltServerWith(
    {
      benchmark: "roof_path",
      port: PORT,
      keepLog: true,
      database,
      // The bench signs in 19 users within a minute; the default allowance is 10.
      env: { AUTH_RATE_LIMIT_PER_MINUTE: "1000" },
    },
    async (run) => {
      const setupStart = performance.now();
      const admin = await signInOverHttp(run.baseUrl, BUILT_SERVER_ADMIN);
      const savingUsers = await addUsers(run, admin.token, "saver", SAVING_USERS);
      const [heavyUser, interactiveUser] = await addUsers(run, admin.token, "other", 2);
      if (!heavyUser || !interactiveUser) throw new Error("the users A and B were not added");

      const ownRoof = async (user: SignedIn, name: string): Promise<OwnRoof> => {
        const roof = await createCompletedRoof(httpApiCaller(run.baseUrl, user.token), name);
        return { projectId: roof.projectId, plotId: roof.plotId, roofId: roof.roofId };
      };
      const savers = await inBatches(savingUsers, 4, async (user) => ({
        user,
        roof: await ownRoof(user, `Bench saver ${user.userId}`),
      }));
      const interactiveRoof = await ownRoof(interactiveUser, "Bench other user");
      const heavyPlot = await ownRoof(heavyUser, "Bench plot of twenty");
      const heavyCall = httpApiCaller(run.baseUrl, heavyUser.token);
      for (let roof = 1; roof < PLOT_ROOFS; roof++) await addCompletedRoof(heavyCall, heavyPlot);
      const [underlay] = (await heavyCall("GET", "/product-components/underlay")) as unknown as Array<{ id: number }>;
      if (!underlay) throw new Error("the seeded catalogue offers no underlay");
      const [reader] = savers;
      if (!reader) throw new Error("no saving user");
      console.log(
        `  on ${database}: ${SAVING_USERS + 2} users and ${SAVING_USERS + 1 + PLOT_ROOFS} completed roofs made through the API in ${((performance.now() - setupStart) / 1000).toFixed(0)} s; load average ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(" ")}`,
      );

      const rows = [
        ...(await editorReads(run.baseUrl, reader.user, reader.roof)),
        ...(await savesWithRecalculation(run.baseUrl, savers, underlay.id)),
        ...(await noUserWaits(
          run,
          { user: heavyUser, plot: heavyPlot },
          { user: interactiveUser, roof: interactiveRoof },
        )),
      ];
      return rows;
    },
  );
}

async function main() {
  const databases = databasesToRun();
  console.log(
    `Roof path: production build ${describeBuild()}; ${CONNECTIONS} connections and ${SECONDS} s per measured read (after ${WARM_UP_SECONDS} s of warm-up), ${SAVING_USERS} saving users for ${SECONDS} s; on ${databases.join(" and ")}`,
  );
  for (const database of databases) {
    const rows = await measureOn(database);
    printTable(`on ${database === "postgres" ? "PostgreSQL" : "the embedded database (PGlite)"}`, rows);
    if (connectionRetries > 0) console.log(`(${connectionRetries} requests sent again after a reset connection)`);
    connectionRetries = 0;
    console.log(
      `load average after the run: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")}\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
