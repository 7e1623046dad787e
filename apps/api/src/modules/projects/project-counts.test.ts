import { ROLES } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, startSecondInstance, type TestApp } from "../../../test/build-app.js";
import { createProject, signInAs } from "../../../test/factories.js";
import type { Listen } from "../../db/database.js";
import { startProjectCounts } from "./project-counts.js";

let t: TestApp;
let staffToken: string;
let owner: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  staffToken = (await signInAs(t, ROLES.tasUser)).authToken;
  owner = await signInAs(t, ROLES.user);
});
afterAll(async () => {
  await t.close();
});

const LIST_AS_IT_OPENS = "/api/v1/projects/paginated?pageNumber=1&pageSize=10";

async function staffTotal(): Promise<number> {
  const response = await t.request({ method: "GET", url: LIST_AS_IT_OPENS, token: staffToken });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ totalCount: number }>().totalCount;
}

describe("the staff list's kept total", () => {
  it("follows every change at once: a project added, one written straight to the table, one deleted", async () => {
    const before = await staffTotal();
    expect(await staffTotal()).toBe(before);

    const created = await t.request({
      method: "POST",
      url: "/api/v1/projects",
      token: owner.authToken,
      payload: { name: "Counted barn" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await staffTotal()).toBe(before + 1);

    // A write that does not go through the projects service (a clone, a job) is announced by the table itself.
    await createProject(t, owner.user);
    expect(await staffTotal()).toBe(before + 2);

    const id = created.json<{ id: number }>().id;
    const deleted = await t.request({ method: "DELETE", url: `/api/v1/projects/${id}`, token: owner.authToken });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await staffTotal()).toBe(before + 1);
  });
});

/** Only PostgreSQL can be shared by two processes; PGlite lives inside one. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the kept total across processes on PostgreSQL", () => {
  it("counts a project another app instance created, on the first request after it", async () => {
    const before = await staffTotal();
    const second = await startSecondInstance(t);
    try {
      const created = await second.app.inject({
        method: "POST",
        url: "/api/v1/projects",
        headers: { authorization: `Bearer ${owner.authToken}` },
        payload: { name: "Barn made elsewhere" },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await staffTotal()).toBe(before + 1);
    } finally {
      await second.close();
    }
  });
});

/** A channel under the test's control: announcements and the connection's state are sent by hand. */
function fakeChannel() {
  let announce: () => void = () => {};
  let setListening: (isListening: boolean) => void = () => {};
  const listen: Listen = async (_channel, onNotification, onListening) => {
    announce = () => onNotification("");
    setListening = onListening;
    onListening(true);
    return { catchUp: async () => {}, stop: async () => {} };
  };
  return { listen, announce: () => announce(), setListening: (isListening: boolean) => setListening(isListening) };
}

describe("startProjectCounts", () => {
  it("keeps a total until a change is announced", async () => {
    const channel = fakeChannel();
    const counts = await startProjectCounts(channel.listen);
    let counted = 0;
    const countNow = async () => {
      counted += 1;
      return 40 + counted;
    };
    expect(await counts.count("all", countNow)).toBe(41);
    expect(await counts.count("all", countNow)).toBe(41);
    channel.announce();
    expect(await counts.count("all", countNow)).toBe(42);
    expect(counted).toBe(2);
  });

  it("does not keep a total that a change overtook while it was counted", async () => {
    const channel = fakeChannel();
    const counts = await startProjectCounts(channel.listen);
    const overtaken = async () => {
      channel.announce();
      return 7;
    };
    expect(await counts.count("all", overtaken)).toBe(7);
    expect(await counts.count("all", async () => 8)).toBe(8);
  });

  it("counts on every request while the announcements cannot be heard", async () => {
    const channel = fakeChannel();
    const counts = await startProjectCounts(channel.listen);
    await counts.count("all", async () => 1);
    channel.setListening(false);
    expect(await counts.count("all", async () => 2)).toBe(2);
    expect(await counts.count("all", async () => 3)).toBe(3);
    channel.setListening(true);
    expect(await counts.count("all", async () => 4)).toBe(4);
    expect(await counts.count("all", async () => 5)).toBe(4);
  });
});
