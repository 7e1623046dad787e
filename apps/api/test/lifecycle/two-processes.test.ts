import { randomBytes } from "node:crypto";
import { PDF_TYPES, REALTIME_EVENTS, type RealtimeMessage } from "@portal/contracts";
import type { Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import {
  callApi,
  connectRealtimeAs,
  createCompletedRoof,
  recordsOfGeneration,
  signIn,
  startHealthyServer,
  stoppedAfterEach,
  testDatabaseServerUrl,
} from "./server-process.js";

const { running, cleanups, freshServerData } = stoppedAfterEach();

const byNumber = (a: number, b: number) => a - b;

/** Every Fixing Spec event a socket hears, by generation, to catch one delivered twice or not at all. */
function recordFixingSpecEvents(socket: Socket) {
  const heard: RealtimeMessage[] = [];
  socket.on(REALTIME_EVENTS.fixingSpecGenerated, (message: RealtimeMessage) => heard.push(message));
  return {
    generationIds: () => heard.map((message) => Number(message.GenerationId)).sort(byNumber),
    until: async (isDone: (count: number) => boolean, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!isDone(heard.length)) {
        if (Date.now() > deadline) throw new Error(`only ${heard.length} events within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Each process is a whole server (API, realtime and job worker; none runs without its worker), so this is the
 * multi-process deployment of docs/operations.md: two servers on one PostgreSQL database.
 */
describe.runIf(Boolean(testDatabaseServerUrl))("two servers on one PostgreSQL database", () => {
  it("delivers a document asked for through either server to the requester's sockets on both, each job run once", async () => {
    const data = await freshServerData("portal-two-processes");
    // One DATA_DIR stands in for the shared file storage the deployment needs (S3 there); the signing key is
    // set, as in every multi-process deployment, so a token from one server is valid on the other.
    const shared = { ...data, env: { ...data.env, JWT_SECRET: randomBytes(48).toString("base64url") } };
    // Started together on a fresh database, as replicas are: they take turns to migrate and seed, and neither
    // trips over the other's first administrator.
    const [first, second] = await Promise.all([
      startHealthyServer(shared, running),
      startHealthyServer(shared, running),
    ]);

    const token = await signIn(first);
    const roofs = [
      await createCompletedRoof(first, token, "First server's farm"),
      await createCompletedRoof(second, token, "Second server's farm"),
    ];
    const socketOnFirst = await connectRealtimeAs(first, token);
    const socketOnSecond = await connectRealtimeAs(second, token);
    cleanups.push(() => {
      socketOnFirst.disconnect();
      socketOnSecond.disconnect();
    });
    const heardOnFirst = recordFixingSpecEvents(socketOnFirst);
    const heardOnSecond = recordFixingSpecEvents(socketOnSecond);

    const generationIds: number[] = [];
    for (const [index, server] of [first, second].entries()) {
      const requested = await callApi(server, token, "POST", "/project-pdfs/roofs", {
        roofId: roofs[index],
        pdfType: PDF_TYPES.fixingSpec,
      });
      expect(requested.status, JSON.stringify(requested.body)).toBe(202);
      generationIds.push((requested.body as { generationId: number }).generationId);
    }

    await heardOnFirst.until((count) => count >= 2, 30_000);
    await heardOnSecond.until((count) => count >= 2, 30_000);
    // Long enough for a second run of either job, or a second delivery, to show.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const expected = [...generationIds].sort(byNumber);
    expect(heardOnFirst.generationIds()).toEqual(expected);
    expect(heardOnSecond.generationIds()).toEqual(expected);

    for (const generationId of generationIds) {
      const records = await recordsOfGeneration(data, generationId);
      expect(records.versions).toHaveLength(1);
      expect(records.generations).toEqual([{ status: "done" }]);
      expect(records.jobs).toEqual([{ state: "completed", retry_count: 0 }]);
    }
  }, 120_000);
});
