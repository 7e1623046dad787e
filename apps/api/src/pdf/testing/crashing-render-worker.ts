/**
 * A stand-in render worker for the pool's tests: it answers a render with the snapshot's `generatedBy` as bytes,
 * and dies or hangs on the snapshots that ask it to, as a real worker might (a crash, an uncaught error, a
 * render that never ends).
 */
import { parentPort } from "node:worker_threads";
import type { RenderReply, RenderRequest } from "../render-pool.js";

export const CRASH = {
  exit: "exit the thread",
  uncaught: "throw outside the render",
  hang: "never answer",
} as const;

const port = parentPort;
port?.on("message", ({ id, snapshot }: RenderRequest) => {
  if (snapshot.generatedBy === CRASH.exit) process.exit(7);
  if (snapshot.generatedBy === CRASH.hang) return;
  if (snapshot.generatedBy === CRASH.uncaught) {
    setTimeout(() => {
      throw new Error("uncaught in the worker");
    });
    return;
  }
  const pdf = new TextEncoder().encode(snapshot.generatedBy).buffer as ArrayBuffer;
  const reply: RenderReply = { id, ok: true, pdf };
  port.postMessage(reply, [pdf]);
});
