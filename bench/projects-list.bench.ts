/**
 * /api/v1/projects/paginated with 100,000 projects: median and 95th-percentile response times for the list's
 * filters and sorts, through the real app (routing, validation, SQL, presenting). Each request follows an
 * announced change to the projects table, so it reads the database: the figures are a first read, not one the
 * server answers from its kept reads (modules/projects/kept-project-reads.ts).
 *
 *   npm run bench:projects -w @portal/bench                       # embedded database (in-process PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:projects -w @portal/bench
 *
 * With BENCH_DATABASE_URL a throw-away database is created on that server and dropped at the end.
 */
import { performance } from "node:perf_hooks";
import { PROJECTS_CHANGED_CHANNEL } from "../apps/api/src/modules/projects/kept-project-reads.js";
import { percentile, startBenchApp } from "./shared/bench-app.js";
import { insertGeneratedProjects } from "./shared/seed-large.js";

const PROJECT_COUNT = Number(process.env.BENCH_PROJECTS ?? 100_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 15);

async function main() {
  const bench = await startBenchApp();
  const { app, connection, authToken, driver } = bench;
  try {
    const whoAmI = await app.inject({
      method: "GET",
      url: "/api/Account/WhoAmI",
      headers: { authorization: `Bearer ${authToken}` },
    });
    const adminId = (whoAmI.json() as { id: number }).id;

    const seedStart = performance.now();
    await insertGeneratedProjects(connection.executeSql, { count: PROJECT_COUNT, ownerId: adminId });
    await connection.executeSql("analyze projects");
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
        await connection.executeSql(`notify ${PROJECTS_CHANGED_CHANNEL}`);
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
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
