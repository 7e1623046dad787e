import { describe, expect, it } from "vitest";
import type { Listen } from "../db/database.js";
import { startKeptReads } from "./kept-reads.js";

/** A channel under the test's control: announcements are sent by hand. */
function fakeChannel() {
  let announce: (payload: string) => void = () => {};
  const listen: Listen = async (_channel, onNotification, onListening) => {
    announce = onNotification;
    onListening(true);
    return { catchUp: async () => {}, stop: async () => {} };
  };
  return { listen, announce: (payload: string) => announce(payload) };
}

describe("startKeptReads", () => {
  it("forgets only the answers of the scope an announcement names, and every answer with an empty one", async () => {
    const channel = fakeChannel();
    const kept = await startKeptReads(channel.listen, { channel: "test", maxKept: 10 });
    let reads = 0;
    const readNow = async () => {
      reads += 1;
      return { reads };
    };
    await kept.read("41:fixing", readNow);
    await kept.read("42:fixing", readNow);
    await kept.read("42:nbs", readNow);
    expect(reads).toBe(3);

    channel.announce("42");
    expect(await kept.read("41:fixing", readNow)).toEqual({ reads: 1 });
    expect(await kept.read("42:fixing", readNow)).toEqual({ reads: 4 });
    expect(await kept.read("42:nbs", readNow)).toEqual({ reads: 5 });
    // "4" is not "41" or "42": a scope is the key up to its first colon.
    channel.announce("4");
    expect(await kept.read("41:fixing", readNow)).toEqual({ reads: 1 });

    channel.announce("");
    expect(await kept.read("41:fixing", readNow)).toEqual({ reads: 6 });
  });

  it("freezes what it keeps, so no caller can change the next caller's answer", async () => {
    const kept = await startKeptReads(fakeChannel().listen, { channel: "test", maxKept: 10 });
    const answer = await kept.read("1:list", async () => ({ items: [{ quantity: 1 }] }));
    expect(() => {
      (answer.items[0] as { quantity: number }).quantity = 2;
    }).toThrow(TypeError);
    expect((await kept.read("1:list", async () => ({ items: [] }))).items).toEqual([{ quantity: 1 }]);
  });

  it("lets the answer kept longest go first when full, and forgets it in its scope too", async () => {
    const channel = fakeChannel();
    const kept = await startKeptReads(channel.listen, { channel: "test", maxKept: 2 });
    await kept.read("1:a", async () => "first");
    await kept.read("2:a", async () => "second");
    await kept.read("3:a", async () => "third");
    expect(await kept.read("1:a", async () => "read again")).toBe("read again");
    channel.announce("2");
    expect(await kept.read("2:a", async () => "after the change")).toBe("after the change");
  });
});
