/**
 * A roof save with recalculation (spec 03 §4 autosave): PUT /roof-fixing on a completed roof, which stores the
 * section and works the roof out again with the engine (site wind, catalogue, fixing, estimate), timed through
 * the real app in one process. Target: ≤ 50 ms on the server for a typical roof. The same run times an
 * authenticated GET /api/v1/system/Version as the floor every request pays.
 *
 *   npm run bench:roof -w @portal/bench                                              # embedded database
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:roof -w @portal/bench
 */
import { performance } from "node:perf_hooks";
import { COMPLETED_ROOF_FIXING, createCompletedRoof } from "../apps/api/test/completed-roof-over-http.js";
import { apiCaller, percentile, startBenchApp } from "./shared/bench-app.js";

const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const WARM_UP = 20;
const TARGET_MS = 50;

async function timed(runs: number, action: (run: number) => Promise<unknown>) {
  const timings: number[] = [];
  for (let run = 0; run < runs + WARM_UP; run++) {
    const start = performance.now();
    await action(run);
    if (run >= WARM_UP) timings.push(performance.now() - start);
  }
  return timings.sort((a, b) => a - b);
}

async function main() {
  const bench = await startBenchApp();
  try {
    const call = apiCaller(bench, bench.authToken);
    const roof = await createCompletedRoof(call, "Bench roof");
    const fixing = { roofId: roof.roofId, ...COMPLETED_ROOF_FIXING };
    let version = roof.fixingVersion;

    const saves = await timed(SAVES, async (run) => {
      version = (await call("PUT", "/roof-fixing", { ...fixing, pitch: 35 + (run % 2), version })).version;
    });
    const floor = await timed(SAVES, () => call("GET", "/system/Version"));

    const format = (values: number[]) =>
      `median ${percentile(values, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(values, 0.95).toFixed(1).padStart(6)} ms`;
    console.log(
      `roof save with recalculation on ${bench.driver}: duopitch with ${roof.edgeSystems} edge systems, ${roof.estimateLines} estimate lines, ${SAVES} saves`,
    );
    console.log(`  PUT /roof-fixing + recalculation   ${format(saves)}   target p95 ≤ ${TARGET_MS} ms`);
    console.log(`  GET /system/Version (floor)        ${format(floor)}`);
    console.log(
      `  the save costs ${(percentile(saves, 0.5) / percentile(floor, 0.5)).toFixed(1)} × the floor request (median)`,
    );
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
