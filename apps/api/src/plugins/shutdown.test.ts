import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createShutdownSteps, REQUEST_DRAIN_MS } from "./shutdown.js";

async function listening(app: ReturnType<typeof Fastify>) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe("the ordered stop", () => {
  it("lets a request in flight finish, then runs the steps last-added first", async () => {
    const app = Fastify({ logger: false });
    const events: string[] = [];
    const shutdown = createShutdownSteps(app);
    shutdown.add("close the database", () => {
      events.push("database closed");
    });
    shutdown.add("stop the job worker", () => {
      events.push("job worker stopped");
    });
    app.get("/slow", async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push("request answered");
      return { ok: true };
    });
    const origin = await listening(app);

    const inFlight = fetch(`${origin}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const startedAt = Date.now();
    await app.close();

    // Not held until the drain runs out by the keep-alive connection the answered request leaves open.
    expect(Date.now() - startedAt).toBeLessThan(REQUEST_DRAIN_MS / 2);
    expect((await inFlight).status).toBe(200);
    expect(events).toEqual(["request answered", "job worker stopped", "database closed"]);
    expect(shutdown.current).toBe("close the database");
  });

  it("cuts a request that outlives the drain, so the stop still ends", async () => {
    const app = Fastify({ logger: false });
    const shutdown = createShutdownSteps(app);
    let isDatabaseClosed = false;
    shutdown.add("close the database", () => {
      isDatabaseClosed = true;
    });
    app.get("/hangs", () => new Promise(() => {}));
    const origin = await listening(app);

    const inFlight = fetch(`${origin}/hangs`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const startedAt = Date.now();
    await app.close();

    const stopMs = Date.now() - startedAt;
    expect(stopMs).toBeGreaterThanOrEqual(REQUEST_DRAIN_MS - 100);
    expect(stopMs).toBeLessThan(REQUEST_DRAIN_MS + 2_000);
    expect(await inFlight).toBeInstanceOf(Error);
    expect(isDatabaseClosed).toBe(true);
  }, 15_000);
});
