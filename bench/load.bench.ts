/**
 * The API under load on a large data set: the production build (`npm run build`; this script builds nothing) on
 * PostgreSQL with 2,000 users, 100,000 projects, 300,000 plots and 600,000 completed roofs, driven by autocannon
 * with 32 connections per route. Each route's 95th-percentile latency is worked out from every response's own
 * time (autocannon's summary offers p90 and p97.5, not p95) and set beside its target; its throughput beside the
 * same run's figure for /settings.json (no auth, no database), the ceiling of this server on this machine.
 *
 *   npm run build && npm run bench:load -w @portal/bench
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres BENCH_SECONDS=10 npm run bench:load -w @portal/bench
 *   BENCH_ROUTES=paginated npm run bench:load -w @portal/bench   # only the routes whose label contains this
 *   BENCH_CPU_PROF_DIR=/tmp/profiles npm run bench:load -w @portal/bench
 *
 * A throw-away database is created on the server and dropped at the end, also when the run fails.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { PROJECT_SORT_FIELDS, SORT_ORDER } from "@portal/contracts";
import autocannon from "autocannon";
import pg from "pg";
import { COMPLETED_ROOF_FIXING, createCompletedRoof } from "../apps/api/test/completed-roof-over-http.js";
import { BUILT_SERVER_ADMIN, httpApiCaller, runOnBuiltServer, signInOverHttp } from "./shared/built-server.js";
import { generatedUserEmail, LARGE_DATA_SET, type LargeDataSet, seedLargeDataSet } from "./shared/seed-large.js";
import { percentile } from "./shared/statistics.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const BASE_URL = `http://127.0.0.1:${PORT}`;

const READ_TARGET_P95_MS = 30;
const SAVE_TARGET_P95_MS = 60;

type Token = string | null;

/**
 * One route under load. `request` is autocannon's: a fixed path, or a setupRequest that picks the next id per
 * request, so the database reads different rows rather than one cached page.
 */
type Scenario = { label: string; token: Token; targetP95Ms: number | null; request: autocannon.Request };

type Measurement = { p95Ms: number; requestsPerSecond: number; failures: number };

/** Hands out `ids` in turn, one per request, across all connections. */
function rotating(ids: readonly number[], pathOf: (id: number) => string): autocannon.Request {
  if (ids.length === 0) throw new Error("no ids to request");
  let next = 0;
  return {
    method: "GET",
    setupRequest: (request) => {
      const id = ids[next % ids.length] as number;
      next += 1;
      return { ...request, path: pathOf(id) };
    },
  };
}

type SaveSlot = { roofId: number; version: number };
/** What a save request carries from its setup to its response; autocannon passes the same object to both. */
type SaveContext = { slot?: SaveSlot };

/**
 * PUT /roof-fixing with recalculation on a pool of roofs: a request takes a roof no other request holds and gives
 * it back with the version its answer carries, so 32 connections save concurrently without a version conflict.
 * The pitch alternates so every save changes the roof and is worked out again.
 */
function savesWithRecalculation(roofIds: readonly number[], startVersion: number): autocannon.Request {
  if (roofIds.length <= CONNECTIONS) throw new Error(`the save needs more than ${CONNECTIONS} roofs to rotate through`);
  const free: SaveSlot[] = roofIds.map((roofId) => ({ roofId, version: startVersion }));
  let saves = 0;
  return {
    method: "PUT",
    path: "/api/v1/roof-fixing",
    setupRequest: (request, context) => {
      const slot = free.shift();
      if (!slot) throw new Error("every roof of the save pool is held by a request");
      (context as SaveContext).slot = slot;
      saves += 1;
      const body = { ...COMPLETED_ROOF_FIXING, roofId: slot.roofId, version: slot.version, pitch: 35 + (saves % 2) };
      return { ...request, body: JSON.stringify(body) };
    },
    onResponse: (status, body, context) => {
      const { slot } = context as SaveContext;
      if (!slot) return;
      // A failed save leaves the roof's version unknown: the roof leaves the pool rather than fail again.
      if (status === 200)
        free.push({ roofId: slot.roofId, version: (JSON.parse(body) as { version: number }).version });
    },
  };
}

async function measure(scenario: Scenario, seconds: number): Promise<Measurement> {
  const latenciesMs: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: BASE_URL,
        connections: CONNECTIONS,
        duration: seconds,
        headers: {
          "content-type": "application/json",
          ...(scenario.token === null ? {} : { authorization: `Bearer ${scenario.token}` }),
        },
        requests: [scenario.request],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _statusCode, _bytes, responseTimeMs) => latenciesMs.push(responseTimeMs));
  });
  latenciesMs.sort((a, b) => a - b);
  return {
    p95Ms: percentile(latenciesMs, 0.95),
    requestsPerSecond: result.requests.average,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The signed-in user's projects and roofs (with each roof's project, for the site read), from the database. */
async function idsOf(databaseUrl: string, userId: number, dataSet: LargeDataSet) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const roofs = await client.query<{ roofId: number; projectId: number }>(
      `select roof.id as "roofId", project.id as "projectId"
       from projects project
       join plots plot on plot.project_id = project.id
       join roofs roof on roof.plot_id = plot.id
       where project.account_user_id = $1 and project.id between $2 and $3
       order by roof.id`,
      [userId, dataSet.projects.firstId, dataSet.projects.lastId],
    );
    const statuses = await client.query<{ id: number }>("select id from project_statuses order by sort_order limit 2");
    return { roofs: roofs.rows, statusIds: statuses.rows.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

/** Every n-th id of a range, so the rotation touches the whole table rather than its first rows. */
function spreadOver(range: { firstId: number; lastId: number }, count: number): number[] {
  const step = Math.max(1, Math.floor((range.lastId - range.firstId + 1) / count));
  return Array.from(
    { length: count },
    (_, index) => range.firstId + ((index * step) % (range.lastId - range.firstId + 1)),
  );
}

function scenariosFor(options: {
  adminToken: string;
  userToken: string;
  dataSet: LargeDataSet;
  userRoofs: Array<{ roofId: number; projectId: number }>;
  statusIds: number[];
}): Scenario[] {
  const { adminToken, userToken, dataSet, userRoofs, statusIds } = options;
  const read = (label: string, token: Token, request: autocannon.Request): Scenario => ({
    label,
    token,
    targetP95Ms: READ_TARGET_P95_MS,
    request,
  });
  const list = (query: string): autocannon.Request => ({ method: "GET", path: `/api/v1/projects/paginated${query}` });
  const roofIds = userRoofs.map((roof) => roof.roofId);
  const userProjectIds = [...new Set(userRoofs.map((roof) => roof.projectId))];
  const sorts = PROJECT_SORT_FIELDS.flatMap((field) => [
    read(
      `list, staff, sorted by ${field} ascending`,
      adminToken,
      list(`?sortBy=${field}&sortOrder=${SORT_ORDER.ascending}`),
    ),
    read(
      `list, staff, sorted by ${field} descending`,
      adminToken,
      list(`?sortBy=${field}&sortOrder=${SORT_ORDER.descending}`),
    ),
  ]);
  const editorRead = (label: string, pathOf: (roofId: number) => string) =>
    read(`editor: ${label}`, userToken, rotating(roofIds, pathOf));
  const editorLookup = (label: string, pathName: string) =>
    read(`editor: ${label}`, userToken, { method: "GET", path: pathName });
  return [
    {
      label: "/settings.json (ceiling: no auth, no database)",
      token: null,
      targetP95Ms: null,
      request: { method: "GET", path: "/settings.json" },
    },
    read("list, user's own projects (default)", userToken, list("")),
    read("list, staff, all projects (default)", adminToken, list("")),
    read("list, staff, name contains 'orchard'", adminToken, list("?name=orchard")),
    read("list, staff, customer contains 'pennine slate 42'", adminToken, list("?customerName=pennine%20slate%2042")),
    read(
      `list, staff, statuses ${statusIds.join(" and ")}`,
      adminToken,
      list(`?${statusIds.map((id) => `statuses=${id}`).join("&")}`),
    ),
    read("list, staff, issued in 2024", adminToken, list("?from=2024-01-01&to=2024-12-31")),
    ...sorts,
    read(
      "project by id, staff, across all projects",
      adminToken,
      rotating(spreadOver(dataSet.projects, 5_000), (id) => `/api/v1/projects/${id}`),
    ),
    read(
      "project by id, user's own",
      userToken,
      rotating(userProjectIds, (id) => `/api/v1/projects/${id}`),
    ),
    editorRead("roof", (id) => `/api/v1/roofs/${id}`),
    editorRead("fixing data", (id) => `/api/v1/roof-fixing/roof/${id}`),
    editorRead("tile details", (id) => `/api/v1/roof-tile-details/roof/${id}`),
    editorRead("estimate", (id) => `/api/v1/roof-estimate/roof/${id}`),
    editorRead("systems", (id) => `/api/v1/roof-system/roof/${id}`),
    editorLookup("roof types", "/api/v1/rooftypes"),
    editorLookup("vertical timber supports", "/api/v1/vertical-timber-supports"),
    editorLookup("underlays", "/api/v1/product-components/underlay"),
    editorLookup("counter battens", "/api/v1/product-components/counter-battens"),
    editorRead("tiles for the roof", (id) => `/api/v1/tiles/roof-selection/${id}`),
    editorRead("system options", (id) => `/api/v1/roof-system/options/${id}`),
    editorRead("fixing result", (id) => `/api/v1/roofs/fixing-result/${id}`),
    read(
      "editor: project site",
      userToken,
      rotating(userProjectIds, (id) => `/api/v1/site-data/project/${id}`),
    ),
    editorRead("NBS clauses", (id) => `/api/v1/nbs-clauses/roof/${id}`),
    {
      label: "save roof fixing + recalculation",
      token: userToken,
      targetP95Ms: SAVE_TARGET_P95_MS,
      request: savesWithRecalculation(roofIds, dataSet.fixingVersion),
    },
  ];
}

function formatRow(cells: string[], widths: number[]): string {
  return cells
    .map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0)))
    .join("  ");
}

async function main() {
  const runFailed = await runOnBuiltServer(
    { benchmark: "load", port: PORT, keepLog: true },
    async ({ databaseUrl }) => {
      let failed = false;
      const admin = await signInOverHttp(BASE_URL, BUILT_SERVER_ADMIN);
      const template = await createCompletedRoof(httpApiCaller(BASE_URL, admin.token), "Load template roof");

      const seedStart = performance.now();
      const dataSet = await seedLargeDataSet(databaseUrl, {
        template,
        ownerId: admin.userId,
        passwordOf: admin.userId,
      });
      const seedSeconds = (performance.now() - seedStart) / 1000;
      console.log(
        `seeded ${LARGE_DATA_SET.users} users, ${LARGE_DATA_SET.projects} projects, ${dataSet.plots} plots and ${
          dataSet.roofs.lastId - dataSet.roofs.firstId + 1
        } completed roofs in ${seedSeconds.toFixed(1)} s (${dataSet.steps
          .map((step) => `${step.label} ${step.seconds.toFixed(1)} s`)
          .join(", ")})`,
      );

      // A user's list holds their own projects, staff see all: each read runs as the one who makes it in real use.
      const user = await signInOverHttp(BASE_URL, {
        email: generatedUserEmail(1),
        password: BUILT_SERVER_ADMIN.password,
      });
      const { roofs: userRoofs, statusIds } = await idsOf(databaseUrl, user.userId, dataSet);
      const all = scenariosFor({ adminToken: admin.token, userToken: user.token, dataSet, userRoofs, statusIds });
      // BENCH_ROUTES=editor measures only the routes whose label contains it (the ceiling always runs).
      const only = process.env.BENCH_ROUTES;
      const scenarios = only ? all.filter((scenario, index) => index === 0 || scenario.label.includes(only)) : all;

      console.log(
        `API under load: production build on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARM_UP_SECONDS} s of warm-up, load average ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(" ")} before the runs`,
      );
      console.log("p95 from every response's own latency; ratio = the route's req/s over the ceiling's");
      const widths = [52, 9, 8, 7, 9, 10, 8];
      console.log(formatRow(["route", "p95 (ms)", "req/s", "ratio", "failures", "target", "verdict"], widths));
      let ceiling = Number.NaN;
      for (const scenario of scenarios) {
        if (WARM_UP_SECONDS > 0) await measure(scenario, WARM_UP_SECONDS);
        const { p95Ms, requestsPerSecond, failures } = await measure(scenario, SECONDS);
        if (scenario.targetP95Ms === null) ceiling = requestsPerSecond;
        const met = scenario.targetP95Ms === null || (p95Ms <= scenario.targetP95Ms && failures === 0);
        if (!met) failed = true;
        console.log(
          formatRow(
            [
              scenario.label,
              p95Ms.toFixed(1),
              requestsPerSecond.toFixed(0),
              (requestsPerSecond / ceiling).toFixed(2),
              String(failures),
              scenario.targetP95Ms === null ? "ceiling" : `p95 ≤ ${scenario.targetP95Ms} ms`,
              scenario.targetP95Ms === null ? "" : met ? "met" : "NOT MET",
            ],
            widths,
          ),
        );
      }
      console.log(
        `load average after the runs: ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(" ")}`,
      );
      return failed;
    },
  );
  if (runFailed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
