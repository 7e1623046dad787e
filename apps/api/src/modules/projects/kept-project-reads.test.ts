import { ROLES } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, startSecondInstance, type TestApp } from "../../../test/build-app.js";
import { createProject, signInAs } from "../../../test/factories.js";
import type { Listen } from "../../db/database.js";
import { projects, users } from "../../db/schema/index.js";
import { MAX_KEPT_READS, startKeptProjectReads } from "./kept-project-reads.js";

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

describe("kept list pages and projects", () => {
  async function read<Body>(url: string, token: string): Promise<Body> {
    const response = await t.request({ method: "GET", url, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Body>();
  }
  type Page = { projects: { id: number; name: string; projectOwner: string | null }[] };

  it("shows a project's new name on the next read of it and of the list, however it was written", async () => {
    const project = await createProject(t, owner.user, { name: "Before the change" });
    const url = `/api/v1/projects/${project.id}`;
    expect((await read<{ name: string }>(url, owner.authToken)).name).toBe("Before the change");
    const ownList = `/api/v1/projects/paginated?pageNumber=1&pageSize=100`;
    expect((await read<Page>(ownList, owner.authToken)).projects.map((p) => p.name)).toContain("Before the change");

    await t.ctx.db.update(projects).set({ name: "After the change" }).where(eq(projects.id, project.id));

    expect((await read<{ name: string }>(url, owner.authToken)).name).toBe("After the change");
    const names = (await read<Page>(ownList, owner.authToken)).projects.map((p) => p.name);
    expect(names).toContain("After the change");
    expect(names).not.toContain("Before the change");
  });

  it("still checks access on every read of a kept project", async () => {
    const project = await createProject(t, owner.user);
    const url = `/api/v1/projects/${project.id}`;
    await read(url, owner.authToken);
    const stranger = await signInAs(t, ROLES.user);
    const response = await t.request({ method: "GET", url, token: stranger.authToken });
    expect(response.statusCode, response.body).toBe(404);
  });

  it("shows a renamed owner on the staff list at once", async () => {
    const projectOwner = await signInAs(t, ROLES.asmUser);
    const project = await createProject(t, owner.user, { projectOwnerId: projectOwner.user.id });
    const ownerOf = async () =>
      (await read<Page>(LIST_AS_IT_OPENS, staffToken)).projects.find((p) => p.id === project.id)?.projectOwner;
    const before = await ownerOf();
    expect(before).toBeTruthy();

    await t.ctx.db
      .update(users)
      .set({ firstName: "Renamed", lastName: "Owner" })
      .where(eq(users.id, projectOwner.user.id));

    expect(await ownerOf()).toBe("Renamed Owner");
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

describe("startKeptProjectReads", () => {
  it("keeps an answer until a change is announced", async () => {
    const channel = fakeChannel();
    const kept = await startKeptProjectReads(channel.listen);
    let counted = 0;
    const countNow = async () => {
      counted += 1;
      return 40 + counted;
    };
    expect(await kept.read("all", countNow)).toBe(41);
    expect(await kept.read("all", countNow)).toBe(41);
    channel.announce();
    expect(await kept.read("all", countNow)).toBe(42);
    expect(counted).toBe(2);
  });

  it("does not keep an answer that a change overtook while it was read", async () => {
    const channel = fakeChannel();
    const kept = await startKeptProjectReads(channel.listen);
    const overtaken = async () => {
      channel.announce();
      return 7;
    };
    expect(await kept.read("all", overtaken)).toBe(7);
    expect(await kept.read("all", async () => 8)).toBe(8);
  });

  it("reads on every request while the announcements cannot be heard", async () => {
    const channel = fakeChannel();
    const kept = await startKeptProjectReads(channel.listen);
    await kept.read("all", async () => 1);
    channel.setListening(false);
    expect(await kept.read("all", async () => 2)).toBe(2);
    expect(await kept.read("all", async () => 3)).toBe(3);
    channel.setListening(true);
    expect(await kept.read("all", async () => 4)).toBe(4);
    expect(await kept.read("all", async () => 5)).toBe(4);
  });

  it("keeps at most MAX_KEPT_READS answers, letting the one kept longest go first", async () => {
    const channel = fakeChannel();
    const kept = await startKeptProjectReads(channel.listen);
    let reads = 0;
    const readNow = async () => {
      reads += 1;
      return reads;
    };
    for (let key = 0; key <= MAX_KEPT_READS; key += 1) await kept.read(`page:${key}`, readNow);
    expect(reads).toBe(MAX_KEPT_READS + 1);
    await kept.read(`page:${MAX_KEPT_READS}`, readNow);
    await kept.read("page:1", readNow);
    expect(reads).toBe(MAX_KEPT_READS + 1);
    await kept.read("page:0", readNow);
    expect(reads).toBe(MAX_KEPT_READS + 2);
  });
});
