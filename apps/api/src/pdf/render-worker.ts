/**
 * A PDF render worker (render-pool.ts starts it): renders each snapshot it is sent with the same pdfmake set-up
 * as ever (render-pdf.ts) and answers with the bytes, or with the error the render threw.
 */
import { parentPort } from "node:worker_threads";
import { renderDocumentInThisThread } from "./render-pdf.js";
import type { RenderReply, RenderRequest } from "./render-pool.js";

if (!parentPort) throw new Error("render-worker runs as a worker thread (render-pool.ts starts it)");
const port = parentPort;

/** The bytes in an ArrayBuffer of their own: a small Buffer lives in Node's shared pool, which cannot move. */
function ownArrayBuffer(bytes: Buffer): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    return bytes.buffer;
  }
  return new Uint8Array(bytes).buffer;
}

port.on("message", async ({ id, snapshot }: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = { id, ok: true, pdf: ownArrayBuffer(await renderDocumentInThisThread(snapshot)) };
  } catch (thrown) {
    reply = { id, ok: false, error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }
  port.postMessage(reply, reply.ok ? [reply.pdf] : []);
});
