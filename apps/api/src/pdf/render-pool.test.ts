/**
 * Documents render in worker threads: the event loop stays free while a large document is laid out, a render
 * that fails rejects, and a worker that dies rejects its render and is replaced.
 */
import { PDF_TYPES } from "@portal/contracts";
import { afterAll, describe, expect, it } from "vitest";
import type { DocumentSnapshot } from "./document-snapshot.js";
import { renderDocument, renderDocumentInThisThread } from "./render-pdf.js";
import { createRenderPool, type RenderPool, stopRenderWorkers } from "./render-pool.js";
import { CRASH } from "./testing/crashing-render-worker.js";
import { pdfText } from "./testing/pdf-text.js";
import { sampleSnapshot } from "./testing/sample-snapshot.js";

afterAll(() => stopRenderWorkers());

/** What `work` gave, how long it took, and the longest the event loop went without running a timer meanwhile. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number; workMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  const start = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(ticker);
  }
  const end = performance.now();
  return { result, stallMs: Math.max(stallMs, end - last), workMs: end - start };
}

describe("rendering a document", () => {
  // A document large enough to stall the loop visibly takes seconds to lay out on a busy machine: hence the time.
  it("lays the document out off the event loop, which keeps running timers meanwhile", async () => {
    // Starting the worker (and loading pdfmake there) is not what is measured.
    await renderDocument(sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" }));
    const large = sampleSnapshot({ pdfType: PDF_TYPES.fixingSpec, level: "plot", isImproved: true });
    const { result: pdf, stallMs, workMs } = await longestStall(() => renderDocument(large));
    expect((await pdfText(pdf)).join("\n")).toContain("Plot 1");
    // On the event loop, the layout would be one stall nearly as long as the render.
    expect(stallMs).toBeLessThan(workMs / 4);
  }, 90_000);

  it("gives the same bytes as a render on this thread", async () => {
    const snapshot = sampleSnapshot({ pdfType: PDF_TYPES.nbsClause, level: "roof" });
    const [inWorker, inThisThread] = await Promise.all([
      renderDocument(snapshot),
      renderDocumentInThisThread(snapshot),
    ]);
    expect(inWorker.equals(inThisThread)).toBe(true);
  });

  it("rejects a render whose template fails, and the worker renders the next one", async () => {
    const broken = { ...sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" }), plots: null };
    await expect(renderDocument(broken as unknown as DocumentSnapshot)).rejects.toThrow(TypeError);
    const pdf = await renderDocument(sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" }));
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("the render pool", () => {
  const crashingWorker = new URL("./testing/crashing-render-worker.ts", import.meta.url);
  const asking = (generatedBy: string) =>
    ({ ...sampleSnapshot({ pdfType: PDF_TYPES.estimate, level: "roof" }), generatedBy }) as DocumentSnapshot;

  async function withPool(size: number, script: URL, use: (pool: RenderPool) => Promise<void>): Promise<void> {
    const pool = createRenderPool({ size, script });
    try {
      await use(pool);
    } finally {
      await pool.close();
    }
  }

  it("rejects the render of a worker that exits, and replaces the worker for the next", () =>
    withPool(1, crashingWorker, async (pool) => {
      const lost = pool.render(asking(CRASH.exit));
      const next = pool.render(asking("after the crash"));
      await expect(lost).rejects.toThrow("The PDF render worker exited (7)");
      expect((await next).toString()).toBe("after the crash");
    }));

  it("rejects the render of a worker that throws outside the render, and replaces the worker", () =>
    withPool(1, crashingWorker, async (pool) => {
      await expect(pool.render(asking(CRASH.uncaught))).rejects.toThrow("uncaught in the worker");
      expect((await pool.render(asking("after the error"))).toString()).toBe("after the error");
    }));

  it("renders side by side up to its size, and queues the rest in order", () =>
    withPool(2, crashingWorker, async (pool) => {
      const names = ["one", "two", "three", "four", "five"];
      const pdfs = await Promise.all(names.map((name) => pool.render(asking(name))));
      expect(pdfs.map((pdf) => pdf.toString())).toEqual(names);
    }));

  it("rejects every render when its worker cannot start", () =>
    withPool(1, new URL("./testing/no-such-worker.ts", import.meta.url), async (pool) => {
      const renders = [pool.render(asking("one")), pool.render(asking("two"))];
      for (const render of renders) await expect(render).rejects.toThrow(/no-such-worker/);
    }));

  it("rejects the renders under way and queued when it closes", async () => {
    const pool = createRenderPool({ size: 1, script: crashingWorker });
    await pool.render(asking("started"));
    const underWay = expect(pool.render(asking(CRASH.hang))).rejects.toThrow("stopped before the render finished");
    const queued = expect(pool.render(asking("queued"))).rejects.toThrow("stopped before the render started");
    await pool.close();
    await Promise.all([underWay, queued]);
    await expect(pool.render(asking("after"))).rejects.toThrow("has been stopped");
  });
});
