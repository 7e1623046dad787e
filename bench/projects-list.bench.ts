/**
 * /api/v1/projects/paginated with 100,000 projects: median and 95th-percentile response times for the list's
 * filters and sorts, through the real app (routing, validation, SQL, presenting).
 *
 *   npm run bench:projects -w @portal/bench                       # embedded database (in-process PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:projects -w @portal/bench
 *
 * With BENCH_DATABASE_URL a throw-away database is created on that server and dropped at the end.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.js";
import { openDatabase } from "../apps/api/src/db/database.js";
import { loadConfig } from "../apps/api/src/env.js";
import type { MailMessage } from "../apps/api/src/mail/mailer.js";

const PROJECT_COUNT = Number(process.env.BENCH_PROJECTS ?? 100_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 15);
const ADMIN = { email: "bench.admin@example.com", password: "Bench-admin-password-1" };

async function openBenchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { connection: await openDatabase({ pgliteDir: "memory" }), drop: async () => {} };
  const name = `portal_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory" });
  return {
    connection,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** Generated in SQL so 100,000 rows take seconds: varied names, customers, towns, statuses, owners and dates. */
async function seedProjects(
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>,
  ownerId: number,
) {
  await executeSql(
    `insert into projects (reference_number, name, address, town, post_code, customer_name, project_status_id,
       project_category_id, project_source_id, project_owner_id, sales_person_id, projected_end_date, account_user_id,
       is_unregistered, created_at, updated_at)
     select 'PRJ-' || lpad((100000 + n)::text, 6, '0'),
            (array['Riverside','Orchard','Church','Mill','Station','Harbour','Meadow','Castle'])[1 + n % 8] || ' ' ||
              (array['Terrace','Close','Farm','Court','House','Barns','Mews','Works'])[1 + (n / 8) % 8] || ' ' || n,
            n || ' High Street',
            (array['Leeds','York','Bristol','Cardiff','Exeter','Norwich','Durham','Bath','Truro','Perth'])[1 + n % 10],
            (array['LS1 4AP','YO1 7HH','BS1 4DJ','CF10 5AB','EX1 1AA','NR1 3JU','DH1 3NJ','BA1 1LT','TR1 2AA','PH1 5RS'])[1 + n % 10],
            (array['Northern Roofing','Severn Builders','Thames Homes','Pennine Slate','Mews Homes'])[1 + n % 5] || ' ' || (n % 997),
            (select id from project_statuses order by sort_order offset (n % 7) limit 1),
            (select id from project_categories order by sort_order offset (n % 6) limit 1),
            (select id from project_sources order by sort_order offset (n % 6) limit 1),
            $1::int, $1::int,
            date '2020-01-01' + (n % 2500),
            case when n % 1000 = 0 then $1::int else null end,
            n % 50 = 0,
            now() - (n || ' minutes')::interval, now()
     from generate_series(1, $2::int) as n`,
    [ownerId, PROJECT_COUNT],
  );
  await executeSql("analyze projects");
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function main() {
  const { connection, drop } = await openBenchDatabase();
  const config = {
    ...loadConfig({
      DATA_DIR: path.join(os.tmpdir(), "portal-bench"),
      JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256-signing",
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
    }),
  };
  const mailer = { send: async (_message: MailMessage) => {}, close: () => {} };
  const { app } = await buildApp(config, { database: connection, mailer, logger: false, log: () => {} });
  try {
    const login = await app.inject({ method: "POST", url: "/api/Account/Login", payload: ADMIN });
    const { authToken } = login.json() as { authToken: string };
    const whoAmI = await app.inject({
      method: "GET",
      url: "/api/Account/WhoAmI",
      headers: { authorization: `Bearer ${authToken}` },
    });
    const adminId = (whoAmI.json() as { id: number }).id;

    const seedStart = performance.now();
    await seedProjects(connection.executeSql, adminId);
    const driver = connection.driver === "postgres" ? "PostgreSQL" : "PGlite (embedded)";
    console.log(
      `projects list: ${PROJECT_COUNT} projects on ${driver}, seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const scenarios: Array<[string, string]> = [
      ["default (reference ascending, page 1 of 20)", ""],
      ["page 2,000", "pageNumber=2000"],
      ["name contains 'orchard'", "name=orchard"],
      ["customer contains 'pennine slate 42'", "customerName=pennine%20slate%2042"],
      ["site address contains 'truro'", "siteAddress=truro"],
      ["reference contains '1234'", "referenceNumber=1234"],
      ["owner contains 'bench'", "projectOwner=bench"],
      ["category contains 'herit'", "projectCategory=herit"],
      ["statuses 2 and 7", "statuses=2&statuses=7"],
      ["issued in 2024", "from=2024-01-01&to=2024-12-31"],
      ["sorted by owner, descending", "sortBy=projectOwner&sortOrder=2"],
      ["sorted by site address", "sortBy=siteAddress&sortOrder=1"],
      ["with unregistered projects", "showPubliclyCreated=true"],
    ];
    for (const [label, query] of scenarios) {
      const timings: number[] = [];
      let total = 0;
      for (let run = 0; run < REPEATS + 2; run++) {
        const start = performance.now();
        const response = await app.inject({
          method: "GET",
          url: `/api/v1/projects/paginated?${query}`,
          headers: { authorization: `Bearer ${authToken}` },
        });
        const elapsed = performance.now() - start;
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
        total = (response.json() as { totalCount: number }).totalCount;
        if (run >= 2) timings.push(elapsed);
      }
      timings.sort((a, b) => a - b);
      console.log(
        `  ${label.padEnd(46)} median ${percentile(timings, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(
          timings,
          0.95,
        )
          .toFixed(1)
          .padStart(7)} ms   (${total} matches)`,
      );
    }
  } finally {
    await app.close();
    await connection.close();
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
