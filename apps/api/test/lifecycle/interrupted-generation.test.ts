import { existsSync, type FSWatcher, mkdirSync, watch } from "node:fs";
import path from "node:path";
import { PDF_TYPES, REALTIME_EVENTS } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { nextEvent } from "../realtime-client.js";
import {
  callApi,
  connectRealtimeAs,
  createCompletedRoof,
  exitWithin,
  recordsOfGeneration,
  type ServerData,
  type ServerProcess,
  stoppedAfterEach,
  testDatabaseName,
} from "./server-process.js";

const { cleanups, freshServerData, startSignedIn } = stoppedAfterEach();

/**
 * Kills the server with kill -9 the moment it starts storing a file, which the generation does once the PDF is
 * rendered and before it records the version: the attempt dies with its work half done. The first store of a
 * process creates the local storage's folder of incoming files (DATA_DIR/files/.incoming), so watching the
 * storage root sees it at once. The interrupted-clone test stops a worker in-process instead, which cannot reach
 * into a child process; the server has no test-only hook, so the moment is read from outside.
 */
function killWhenStoringStarts(server: ServerProcess, data: ServerData): { killed: Promise<number> } {
  const storageRoot = path.join(data.env.DATA_DIR ?? "", "files");
  if (existsSync(path.join(storageRoot, ".incoming"))) throw new Error("the server has stored a file already");
  mkdirSync(storageRoot, { recursive: true });
  let watcher: FSWatcher | undefined;
  const killed = new Promise<number>((resolve) => {
    watcher = watch(storageRoot, () => {
      server.child.kill("SIGKILL");
      watcher?.close();
      resolve(Date.now());
    });
  });
  cleanups.push(() => watcher?.close());
  return { killed };
}

describe(`a document generation interrupted by a kill -9 (${testDatabaseName})`, () => {
  it("is completed once after a restart, as one version, and the requester is told", async () => {
    const data = await freshServerData("portal-interrupted-generation");
    const { server, token } = await startSignedIn(data);
    const roofId = await createCompletedRoof(server, token, "Interrupted Farm");

    const { killed } = killWhenStoringStarts(server, data);
    const requested = await callApi(server, token, "POST", "/project-pdfs/roofs", {
      roofId,
      pdfType: PDF_TYPES.fixingSpec,
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(202);
    const { generationId } = requested.body as { generationId: number };
    const killedAt = await killed;
    await server.exited;
    expect(server.child.signalCode).toBe("SIGKILL");

    // Signed in on a socket as soon as the server is back, as the requester's open page would be.
    const { server: restarted, token: restartedToken } = await startSignedIn(data);
    const socket = await connectRealtimeAs(restarted, restartedToken);
    cleanups.push(() => {
      socket.disconnect();
    });
    const message = await nextEvent(socket, REALTIME_EVENTS.fixingSpecGenerated, 60_000);
    expect(message).toMatchObject({ RoofId: roofId, GenerationId: generationId });

    // The link names the public address; the test reaches the same route on the loopback address it started.
    const link = new URL(message.DownloadUri ?? "");
    const download = await fetch(`${restarted.origin}${link.pathname}${link.search}`, {
      signal: AbortSignal.timeout(30_000),
    });
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const history = await callApi(restarted, restartedToken, "GET", `/roofs/documents/${roofId}`);
    expect((history.body as { fixingDocuments: Array<{ version: number }> }).fixingDocuments).toEqual([
      expect.objectContaining({ version: 1 }),
    ]);

    restarted.child.kill("SIGTERM");
    expect(await exitWithin(restarted, 15_000)).toBe(0);
    const records = await recordsOfGeneration(data, generationId);
    expect(records.versions).toHaveLength(1);
    // Made by the retry: the killed attempt had rendered the PDF but recorded nothing.
    expect(new Date(records.versions[0]?.date_created ?? 0).getTime()).toBeGreaterThan(killedAt);
    expect(records.generations).toEqual([{ status: "done" }]);
    // One job, completed by its second attempt: the first died with the process.
    expect(records.jobs).toEqual([{ state: "completed", retry_count: 1 }]);
  }, 120_000);
});
