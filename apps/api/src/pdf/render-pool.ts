/**
 * Documents render in worker threads. pdfmake lays a document out in 20–200 ms of synchronous CPU (a 20-roof
 * plot's Fixing Spec close to a second); on the main thread every other user's request would wait behind it.
 * A worker gets the snapshot (plain JSON, cloned) and hands back the PDF's bytes (transferred, not copied).
 *
 * The pool starts its workers on the first render, one render per worker at a time, the rest queued in order.
 * A render that throws in its worker rejects with that error and leaves the worker serving; a worker that dies
 * (a crash, an uncaught error, a failure to load) rejects its render and is replaced by the next one that is
 * needed, so no render is ever left unanswered.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { DocumentSnapshot } from "./document-snapshot.js";

/** What the main thread sends a render worker. */
export type RenderRequest = { id: number; snapshot: DocumentSnapshot };

/** What a render worker answers, for the request of the same id. */
export type RenderReply = { id: number; ok: true; pdf: ArrayBuffer } | { id: number; ok: false; error: Error };

export type RenderPool = {
  /** The snapshot's document as PDF bytes, rendered in one of the pool's workers. */
  render(snapshot: DocumentSnapshot): Promise<Buffer>;
  /** Stops the workers; renders queued or under way reject. */
  close(): Promise<void>;
};

type Task = {
  id: number;
  snapshot: DocumentSnapshot;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
};

type PoolWorker = { worker: Worker; task: Task | undefined };

/**
 * One worker fewer than the machine has cores, so the event loop keeps a core of its own for requests (and, on
 * the embedded database, for PGlite, which runs on it); at most two, because documents are background work that
 * may take longer rather than take the machine, and each worker holds its own pdfmake (some 25 MB) and layout.
 */
export const RENDER_WORKER_COUNT = Math.min(2, Math.max(1, os.availableParallelism() - 1));

const OWN_URL = new URL(import.meta.url);
/** ".js" in the build, ".ts" when run from the sources (tsx, vitest). */
const OWN_EXTENSION = path.extname(fileURLToPath(OWN_URL));

/** The render worker next to this module, in the same form (built or source) as this module. */
export const RENDER_WORKER_URL = new URL(`./render-worker${OWN_EXTENSION}`, OWN_URL);

/**
 * Starts the worker script. The build's .js loads as it is. Node cannot load TypeScript itself, and on Node 20 a
 * worker does not take the loader hooks of an `--import` given in its execArgv, so a .ts worker starts from a
 * line of JavaScript that registers tsx's hooks and then imports the script; with the `@portal/source` condition,
 * as every way of running from the sources uses it (the dev script, vitest, the benches), the workspace packages
 * resolve to their sources too.
 */
function startWorker(script: URL): Worker {
  if (path.extname(fileURLToPath(script)) !== ".ts") return new Worker(script);
  const tsxHooks = import.meta.resolve("tsx/esm/api");
  const bootstrap = `import(${JSON.stringify(tsxHooks)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); });`;
  return new Worker(bootstrap, { eval: true, execArgv: ["--conditions=@portal/source"] });
}

function asError(value: unknown, fallback: string): Error {
  return value instanceof Error ? value : new Error(`${fallback}: ${String(value)}`);
}

export function createRenderPool(options: { size: number; script?: URL }): RenderPool {
  const script = options.script ?? RENDER_WORKER_URL;
  const workers = new Set<PoolWorker>();
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function settle(member: PoolWorker): Task | undefined {
    const task = member.task;
    member.task = undefined;
    // An idle worker never keeps the process alive: a script or test that rendered ends without closing the pool.
    member.worker.unref();
    return task;
  }

  function retire(member: PoolWorker, error: Error): void {
    if (!workers.delete(member)) return;
    settle(member)?.reject(error);
    dispatch();
  }

  function spawn(): PoolWorker {
    const member: PoolWorker = { worker: startWorker(script), task: undefined };
    member.worker.on("message", (reply: RenderReply) => {
      if (member.task?.id !== reply.id) return;
      const task = settle(member);
      if (reply.ok) task?.resolve(Buffer.from(reply.pdf));
      else task?.reject(asError(reply.error, "The PDF render failed"));
      dispatch();
    });
    member.worker.on("messageerror", (error) => {
      settle(member)?.reject(new Error("The PDF render worker's answer could not be read", { cause: error }));
      dispatch();
    });
    member.worker.on("error", (error) => {
      retire(member, new Error(`The PDF render worker failed: ${error.message}`, { cause: error }));
      void member.worker.terminate();
    });
    member.worker.on("exit", (code) => {
      retire(
        member,
        new Error(
          closed ? "The PDF renderer stopped before the render finished" : `The PDF render worker exited (${code})`,
        ),
      );
    });
    workers.add(member);
    return member;
  }

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      let member = [...workers].find((candidate) => candidate.task === undefined);
      if (!member && workers.size < options.size) member = spawn();
      if (!member) return;
      const task = queue.shift() as Task;
      member.task = task;
      member.worker.ref();
      const request: RenderRequest = { id: task.id, snapshot: task.snapshot };
      member.worker.postMessage(request);
    }
  }

  return {
    render(snapshot) {
      if (closed) return Promise.reject(new Error("The PDF renderer has been stopped"));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, snapshot, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error("The PDF renderer stopped before the render started"));
      await Promise.all([...workers].map((member) => member.worker.terminate()));
    },
  };
}

let sharedPool: RenderPool | undefined;

/** The snapshot's document rendered by the process's pool, which starts on the first render. */
export function renderInWorker(snapshot: DocumentSnapshot): Promise<Buffer> {
  sharedPool ??= createRenderPool({ size: RENDER_WORKER_COUNT });
  return sharedPool.render(snapshot);
}

/** Stops the process's pool (the app's shutdown); a later render starts a new one. */
export async function stopRenderWorkers(): Promise<void> {
  const pool = sharedPool;
  sharedPool = undefined;
  await pool?.close();
}
