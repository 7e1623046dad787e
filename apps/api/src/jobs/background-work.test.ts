import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import {
  BACKGROUND_PATIENCE_MS,
  InteractiveFirstGate,
  isBackgroundWork,
  runAsBackgroundWork,
} from "./background-work.js";

/** A use that runs until `end` is called: what holds the connection while the test lines others up behind it. */
function heldUse() {
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { use: () => ended, end };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("the interactive-first gate", () => {
  it("starts every waiting interactive use before any waiting background one, each in its caller's context", async () => {
    const gate = new InteractiveFirstGate();
    const order: string[] = [];
    const held = heldUse();
    const holding = runAsBackgroundWork(() => gate.run(held.use));
    const use = (name: string) => async () => {
      order.push(`${name} ${isBackgroundWork() ? "background" : "interactive"}`);
    };
    const queued = [
      runAsBackgroundWork(() => gate.run(use("job 1"))),
      runAsBackgroundWork(() => gate.run(use("job 2"))),
      gate.run(use("request 1")),
      gate.run(use("request 2")),
    ];
    expect(gate.waiting).toEqual({ interactive: 2, background: 2 });
    held.end();
    await Promise.all([holding, ...queued]);
    expect(order).toEqual(["request 1 interactive", "request 2 interactive", "job 1 background", "job 2 background"]);
  });

  it("lets a use that has begun run to its end, however many interactive ones arrive meanwhile", async () => {
    const gate = new InteractiveFirstGate();
    const events: string[] = [];
    const job = runAsBackgroundWork(() =>
      gate.run(async () => {
        events.push("job begins");
        await nextTurn();
        events.push("job ends");
      }),
    );
    await nextTurn();
    const request = gate.run(async () => {
      events.push("request");
    });
    await Promise.all([job, request]);
    expect(events).toEqual(["job begins", "job ends", "request"]);
  });

  it("gives a request between two of its statements the connection before a waiting job", async () => {
    const gate = new InteractiveFirstGate();
    const order: string[] = [];
    const request = (async () => {
      await gate.run(async () => {
        order.push("request's first statement");
      });
      // The request goes on a few continuations later, as code awaiting a query does.
      await Promise.resolve();
      await Promise.resolve();
      await gate.run(async () => {
        order.push("request's second statement");
      });
    })();
    const job = runAsBackgroundWork(() =>
      gate.run(async () => {
        order.push("job");
      }),
    );
    await Promise.all([request, job]);
    expect(order).toEqual(["request's first statement", "request's second statement", "job"]);
  });

  it("starts a background use that has waited its patience out even while interactive ones wait", async () => {
    let now = 0;
    const gate = new InteractiveFirstGate(() => now);
    const order: string[] = [];
    const held = heldUse();
    const holding = gate.run(held.use);
    const job = runAsBackgroundWork(() => gate.run(async () => void order.push("job")));
    const requests = [1, 2].map((index) => gate.run(async () => void order.push(`request ${index}`)));
    now = BACKGROUND_PATIENCE_MS;
    held.end();
    await Promise.all([holding, job, ...requests]);
    expect(order).toEqual(["job", "request 1", "request 2"]);
  });

  it("passes a use's failure to its caller and goes on with the next", async () => {
    const gate = new InteractiveFirstGate();
    const failing = gate.run(async () => {
      throw new Error("statement failed");
    });
    const next = gate.run(async () => "answered");
    await expect(failing).rejects.toThrow("statement failed");
    await expect(next).resolves.toBe("answered");
  });
});

describe("the embedded database gives way to users", () => {
  it("answers a user's query before the jobs' statements queued behind a job's transaction", async () => {
    const database = await openDatabase({ pgliteDir: "memory" });
    try {
      const order: string[] = [];
      let endTransaction = () => {};
      const transactionMayEnd = new Promise<void>((resolve) => {
        endTransaction = resolve;
      });
      let transactionBegun = () => {};
      const begun = new Promise<void>((resolve) => {
        transactionBegun = resolve;
      });
      const jobTransaction = runAsBackgroundWork(() =>
        database.db.transaction(async (tx) => {
          transactionBegun();
          await tx.execute(sql`select 1`);
          // The job awaits inside its own transaction: its statements go on without waiting for the gate.
          await transactionMayEnd;
          await tx.execute(sql`select 2`);
          order.push("job's transaction");
        }),
      );
      await begun;
      const jobStatements = [1, 2, 3].map((index) =>
        runAsBackgroundWork(async () => {
          await database.executeSql("select $1::int as n", [index]);
          order.push(`job's statement ${index}`);
        }),
      );
      const userQuery = (async () => {
        await database.db.execute(sql`select 'user'`);
        order.push("user's query");
      })();
      await nextTurn();
      endTransaction();
      await Promise.all([jobTransaction, ...jobStatements, userQuery]);
      expect(order).toEqual([
        "job's transaction",
        "user's query",
        "job's statement 1",
        "job's statement 2",
        "job's statement 3",
      ]);
    } finally {
      await database.close();
    }
  });
});
