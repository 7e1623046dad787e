import { REALTIME_EVENTS, REALTIME_NAMESPACE, ROLES } from "@portal/contracts";
import { sql } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp, startSecondInstance, type TestApp } from "../../../test/build-app.js";
import { signInAs } from "../../../test/factories.js";
import {
  connect,
  disconnectAll,
  listen,
  negotiate as negotiateWith,
  nextEvent,
} from "../../../test/realtime-client.js";
import { defineJob } from "../../jobs/job-queue.js";

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await listen(t);
});
afterAll(async () => {
  disconnectAll();
  await t.close();
});

const negotiate = async (authToken: string) => negotiateWith(t, authToken);

/** Resolves when the server closes the socket; a socket still open after the wait fails the test. */
const serverDisconnects = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the socket was not closed")), 10_000);
    socket.once("disconnect", (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

const CLONED = { Message: "Roof successfully cloned", RoofId: 7 };

describe("realtime", () => {
  it("negotiates a namespace url and a short-lived token, and needs sign-in to do so", async () => {
    const { authToken } = await signInAs(t, ROLES.user);
    const negotiated = await negotiate(authToken);
    expect(negotiated.url).toBe(REALTIME_NAMESPACE);
    expect(negotiated.accessToken).not.toBe(authToken);
    expect((await t.request({ method: "POST", url: "/api/v1/signalr/negotiate" })).statusCode).toBe(401);
  });

  it("refuses a socket without a valid realtime token, and an API token used as one", async () => {
    await expect(connect(baseUrl, REALTIME_NAMESPACE, "not-a-token")).rejects.toThrow("unauthorized");
    const { authToken } = await signInAs(t, ROLES.user);
    await expect(connect(baseUrl, REALTIME_NAMESPACE, authToken)).rejects.toThrow("unauthorized");
  });

  it("delivers an event to the user's own sockets only", async () => {
    const alice = await signInAs(t, ROLES.user);
    const bob = await signInAs(t, ROLES.user);
    const aliceSocket = await connect(baseUrl, REALTIME_NAMESPACE, (await negotiate(alice.authToken)).accessToken);
    const bobSocket = await connect(baseUrl, REALTIME_NAMESPACE, (await negotiate(bob.authToken)).accessToken);
    let bobReceived = false;
    bobSocket.on(REALTIME_EVENTS.roofCloned, () => {
      bobReceived = true;
    });
    const received = nextEvent(aliceSocket, REALTIME_EVENTS.roofCloned);
    t.ctx.realtime.emitToUser(alice.user.id, REALTIME_EVENTS.roofCloned, {
      Message: "Roof successfully cloned",
      RoofId: 7,
    });
    expect(await received).toEqual({ Message: "Roof successfully cloned", RoofId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobReceived).toBe(false);
  });

  it("closes a socket when its session ends: Logout, LogoutAll, the user's deletion", async () => {
    const admin = await signInAs(t, ROLES.administrator);
    const endings: Array<(user: { id: number }, authToken: string) => Promise<unknown>> = [
      (_user, authToken) => t.request({ method: "POST", url: "/api/Account/Logout", token: authToken }),
      (_user, authToken) => t.request({ method: "POST", url: "/api/Account/LogoutAll", token: authToken }),
      (user) => t.request({ method: "DELETE", url: `/api/v1/users/${user.id}`, token: admin.authToken }),
    ];
    for (const end of endings) {
      const { user, authToken } = await signInAs(t, ROLES.user);
      const socket = await connect(baseUrl, REALTIME_NAMESPACE, (await negotiate(authToken)).accessToken);
      const closed = serverDisconnects(socket);
      await end(user, authToken);
      expect(await closed).toBe("io server disconnect");
    }
  });

  it("checks a socket's session before every event, so a revocation it missed still stops it", async () => {
    const { user, authToken, sessionId } = await signInAs(t, ROLES.user);
    const socket = await connect(baseUrl, REALTIME_NAMESPACE, (await negotiate(authToken)).accessToken);
    let received = false;
    socket.on(REALTIME_EVENTS.roofCloned, () => {
      received = true;
    });
    // Ended behind the notice's back, as when the LISTEN connection was down at the time.
    await t.ctx.db.execute(sql`update sessions set revoked_at = now() where id = ${sessionId}`);
    const closed = serverDisconnects(socket);
    t.ctx.realtime.emitToUser(user.id, REALTIME_EVENTS.roofCloned, CLONED);
    expect(await closed).toBe("io server disconnect");
    expect(received).toBe(false);
  });

  it("runs a queued job in the background, retries a failure, and reports through realtime", async () => {
    const { user, authToken } = await signInAs(t, ROLES.user);
    const socket = await connect(baseUrl, REALTIME_NAMESPACE, (await negotiate(authToken)).accessToken);
    let attempts = 0;
    const flakyJob = defineJob({
      name: "test-flaky-greeting",
      payloadSchema: z.object({ userId: z.number().int(), projectId: z.number().int() }),
      retryLimit: 1,
      expireInSeconds: 30,
      handler: async (ctx, payload, job) => {
        attempts += 1;
        if (attempts === 1) throw new Error("first attempt fails");
        ctx.realtime.emitToUser(payload.userId, REALTIME_EVENTS.projectCloned, {
          Message: `done on attempt ${attempts} (last: ${job.isLastAttempt})`,
          ProjectId: payload.projectId,
        });
      },
    });
    await t.ctx.jobs.work([flakyJob], t.ctx);
    const received = nextEvent(socket, REALTIME_EVENTS.projectCloned, 20_000);
    await t.ctx.jobs.enqueue(flakyJob, { userId: user.id, projectId: 42 });
    expect(await received).toEqual({ Message: "done on attempt 2 (last: true)", ProjectId: 42 });
  });
});

/** Only PostgreSQL can be shared by two processes; PGlite lives inside one. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("realtime across processes on PostgreSQL", () => {
  it("delivers an event raised by one app instance to a socket held by another", async () => {
    const second = await startSecondInstance(t);
    try {
      const { user, authToken } = await signInAs(t, ROLES.user);
      const socket = await connect(baseUrl, REALTIME_NAMESPACE, (await negotiate(authToken)).accessToken);
      const received = nextEvent(socket, REALTIME_EVENTS.plotCloned);
      // Give the second instance's adapter a moment to announce itself on the channel.
      await new Promise((resolve) => setTimeout(resolve, 500));
      second.ctx.realtime.emitToUser(user.id, REALTIME_EVENTS.plotCloned, {
        Message: "Plot successfully cloned",
        PlotId: 3,
      });
      expect(await received).toEqual({ Message: "Plot successfully cloned", PlotId: 3 });
    } finally {
      await second.close();
    }
  });

  it("closes a socket held by one instance when its session ends through another", async () => {
    const second = await startSecondInstance(t);
    try {
      const { authToken } = await signInAs(t, ROLES.user);
      const socket = await connect(baseUrl, REALTIME_NAMESPACE, (await negotiate(authToken)).accessToken);
      const closed = serverDisconnects(socket);
      const loggedOut = await second.app.inject({
        method: "POST",
        url: "/api/Account/Logout",
        headers: { authorization: `Bearer ${authToken}` },
      });
      expect(loggedOut.statusCode).toBe(200);
      expect(await closed).toBe("io server disconnect");
    } finally {
      await second.close();
    }
  });
});
