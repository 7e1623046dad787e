/**
 * Throughput of the API's request path, as shares of a trivial route in the same run: the production build
 * (apps/api/dist and apps/web/dist from `npm run build`; this script builds nothing) on PostgreSQL, driven by
 * autocannon with 32 connections. The trivial route is /settings.json (no auth, no database), so the shares
 * show what authentication, the database reads and the presenting cost on top of Fastify itself. The baseline is
 * measured again just before each route and each share is taken against it, so a change in the shared machine's
 * load during the run moves a route and its baseline together.
 *
 *   npm run build && npm run bench:api
 *   BENCH_DATABASE_URL=postgres://user@host:5432/postgres BENCH_SECONDS=10 npm run bench:api
 *   BENCH_CPU_PROF_DIR=/tmp/profiles npm run bench:api      # also writes the server's CPU profile
 *   BENCH_ROUTES=paginated npm run bench:api                 # only the routes whose path contains this
 *
 * A throw-away database is created on the server, 30 projects are seeded for the benchmark user, and the
 * database is dropped at the end.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { BUILT_SERVER_ADMIN, runOnBuiltServer, signInOverHttp } from "./shared/built-server.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PROJECT_COUNT = 30;
const PORT = Number(process.env.BENCH_PORT ?? 3939);

/** The API process's resident memory once the load has run (issue target). */
const RESIDENT_MEMORY_TARGET_MB = 300;

/** The process's resident set from Linux's /proc, in MB; null elsewhere. */
function residentMemoryMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) / 1024;
  } catch {
    return null;
  }
}

type Scenario = { label: string; path: string; authenticated: boolean; targetShare?: number };

/** Varied names, customers, towns and statuses, owned by the benchmark user; returns the first project's id. */
async function seedProjects(databaseUrl: string, ownerId: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const inserted = await client.query<{ id: number }>(
      `insert into projects (reference_number, name, address, town, post_code, customer_name, project_status_id,
         project_category_id, project_source_id, project_owner_id, sales_person_id, projected_end_date,
         is_unregistered, created_at, updated_at)
       select 'PRJ-' || lpad((100000 + n)::text, 6, '0'),
              (array['Riverside','Orchard','Church','Mill','Station','Harbour'])[1 + n % 6] || ' Terrace ' || n,
              n || ' High Street',
              (array['Leeds','York','Bristol','Cardiff','Exeter'])[1 + n % 5],
              (array['LS1 4AP','YO1 7HH','BS1 4DJ','CF10 5AB','EX1 1AA'])[1 + n % 5],
              (array['Northern Roofing','Severn Builders','Thames Homes'])[1 + n % 3] || ' ' || n,
              (select id from project_statuses order by sort_order offset (n % 7) limit 1),
              (select id from project_categories order by sort_order offset (n % 6) limit 1),
              (select id from project_sources order by sort_order offset (n % 6) limit 1),
              $1::int, $1::int, date '2026-01-01' + n, false, now() - (n || ' minutes')::interval, now()
       from generate_series(1, $2::int) as n
       returning id`,
      [ownerId, PROJECT_COUNT],
    );
    await client.query("analyze");
    const first = inserted.rows[0];
    if (!first) throw new Error("seeding inserted no project");
    return first.id;
  } finally {
    await client.end();
  }
}

async function measure(baseUrl: string, scenario: Scenario, token: string, seconds: number) {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: scenario.authenticated ? { authorization: `Bearer ${token}` } : {},
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  return { requestsPerSecond: result.requests.average, latencyMs: result.latency.average, failures };
}

async function main() {
  const runFailed = await runOnBuiltServer(
    { benchmark: "api", port: PORT },
    async ({ server, baseUrl, databaseUrl }) => {
      let failed = false;
      const residentAtStartMb = residentMemoryMb(server.pid);
      const { token, userId } = await signInOverHttp(baseUrl, BUILT_SERVER_ADMIN);
      const projectId = await seedProjects(databaseUrl, userId);

      const scenarios: Scenario[] = [
        { label: "/settings.json (no auth, no database)", path: "/settings.json", authenticated: false },
        { label: "GET /api/v1/system/Version", path: "/api/v1/system/Version", authenticated: true, targetShare: 0.6 },
        {
          label: "GET /api/v1/projectstatuses",
          path: "/api/v1/projectstatuses",
          authenticated: true,
          targetShare: 0.5,
        },
        {
          label: `GET /api/v1/projects/{id}`,
          path: `/api/v1/projects/${projectId}`,
          authenticated: true,
          targetShare: 0.35,
        },
        {
          label: `GET /api/v1/projects/paginated (20 of ${PROJECT_COUNT})`,
          path: "/api/v1/projects/paginated?pageNumber=1&pageSize=20",
          authenticated: true,
          targetShare: 0.25,
        },
      ];

      // BENCH_ROUTES=paginated measures only the routes whose path contains it (the baseline always runs).
      const only = process.env.BENCH_ROUTES;
      if (only) scenarios.splice(1, scenarios.length, ...scenarios.slice(1).filter((s) => s.path.includes(only)));

      // A short warm-up of every route lets V8 optimise the hot paths and the pool open its connections.
      for (const scenario of scenarios) await measure(baseUrl, scenario, token, 2);

      console.log(
        `API throughput: production build on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per route, ${PROJECT_COUNT} projects`,
      );
      console.log(
        "  (the baseline is measured again just before each route, so a change in the machine's load between",
      );
      console.log("  routes does not move the shares)");
      const [baselineScenario, ...routes] = scenarios;
      if (!baselineScenario) throw new Error("no baseline route");
      const printLine = (label: string, figures: Awaited<ReturnType<typeof measure>>, verdict: string) =>
        console.log(
          `  ${label.padEnd(48)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  ${figures.latencyMs
            .toFixed(1)
            .padStart(6)} ms  ${String(figures.failures).padStart(3)} errors   ${verdict}`,
        );
      for (const scenario of routes) {
        const baseline = await measure(baseUrl, baselineScenario, token, SECONDS);
        printLine(baselineScenario.label, baseline, "baseline");
        const figures = await measure(baseUrl, scenario, token, SECONDS);
        const share = figures.requestsPerSecond / baseline.requestsPerSecond;
        const targetShare = scenario.targetShare ?? 0;
        const met = share >= targetShare && figures.failures === 0 && baseline.failures === 0;
        if (!met) failed = true;
        printLine(
          scenario.label,
          figures,
          `${(share * 100).toFixed(0).padStart(3)} % of baseline   target ≥ ${(targetShare * 100).toFixed(0)} %   ${met ? "met" : "NOT MET"}`,
        );
      }
      const residentMb = residentMemoryMb(server.pid);
      console.log(
        residentMb === null
          ? "  API resident memory after the load: not measurable here (no /proc)"
          : `  API resident memory after the load: ${residentMb.toFixed(0)} MB (${residentAtStartMb?.toFixed(0)} MB once started)   target ≤ ${RESIDENT_MEMORY_TARGET_MB} MB   ${
              residentMb <= RESIDENT_MEMORY_TARGET_MB ? "met" : "NOT MET"
            }`,
      );
      if (residentMb !== null && residentMb > RESIDENT_MEMORY_TARGET_MB) failed = true;
      return failed;
    },
  );
  if (runFailed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
