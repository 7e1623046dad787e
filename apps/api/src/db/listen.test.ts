import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowAwayDatabase } from "../../test/throw-away-database.js";
import { type DatabaseConnection, openDatabase } from "./database.js";

const serverUrl = process.env.TEST_DATABASE_URL;

/** The listening connection is PostgreSQL's own; the embedded database calls listeners as it commits. */
describe.runIf(Boolean(serverUrl))("catching up with notifications on PostgreSQL", () => {
  let database: DatabaseConnection;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const throwAway = await createThrowAwayDatabase(serverUrl ?? "", "portal_listen");
    drop = throwAway.drop;
    database = await openDatabase({ databaseUrl: throwAway.url, pgliteDir: "memory" });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("answers many callers at once, each after every notification committed before it, one query at a time", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      const received: string[] = [];
      const subscription = await database.listen(
        "portal_listen_test",
        (payload) => received.push(payload),
        () => {},
      );
      const waits: Array<Promise<void>> = [];
      for (let index = 0; index < 30; index += 1) {
        await database.executeSql("select pg_notify('portal_listen_test', $1)", [String(index)]);
        const sentBefore = String(index);
        // Three callers at the same moment, while earlier ones may still be waiting for their answer.
        for (let caller = 0; caller < 3; caller += 1) {
          waits.push(subscription.catchUp().then(() => expect(received).toContain(sentBefore)));
        }
      }
      await Promise.all(waits);
      expect(received).toHaveLength(30);
      await subscription.stop();
      // The pg client warns when a query is sent on a connection that is still answering another.
      expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });
});
