import {
  CLONE_MESSAGES,
  MAX_ACTIVE_CLONES_PER_USER,
  PROJECT_MESSAGES,
  REALTIME_EVENTS,
  ROLES,
} from "@portal/contracts";
import { count, eq, is, like, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { type ApiCall, addCompletedRoof } from "../../../test/completed-roof-over-http.js";
import { createPlot, createProject, createProjectWithRoof, createRoof, signInAs } from "../../../test/factories.js";
import { connectAs, disconnectAll, listen, nextEvent } from "../../../test/realtime-client.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/database.js";
import * as schema from "../../db/schema/index.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import { cloneProjectJob } from "./clone.jobs.js";
import { CLONED_TABLES, NOT_CLONED, ROOF_DATA_TABLES } from "./clone-tables.js";
import { insertCloneRequest } from "./cloning.repository.js";

let t: TestApp;
let origin: string;
let owner: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  origin = await listen(t);
  owner = await signInAs(t, ROLES.user);
});
afterAll(async () => {
  disconnectAll();
  await t.close();
});

const post = async (url: string, payload: Record<string, unknown>, token = owner.authToken) =>
  t.request({ method: "POST", url, token, payload });

async function projectWithTwoPlots() {
  const project = await createProject(t, owner.user, {
    name: "Source Farm",
    postCode: "EX1 1AA",
    lat: 50.72,
    long: -3.53,
  });
  const plotA = await createPlot(t, project, { name: "Farmhouse" });
  const plotB = await createPlot(t, project, { name: "Barn" });
  await createRoof(t, plotA, { name: "Main" });
  await createRoof(t, plotA, { name: "Porch" });
  await createRoof(t, plotB, { name: "Barn roof" });
  return { projectId: project.id, plotA: plotA.id, plotB: plotB.id };
}

async function plotsOf(projectId: number) {
  const response = await t.request({
    method: "GET",
    url: `/api/v1/plots?projectId=${projectId}&sortBy=name`,
    token: owner.authToken,
  });
  return (response.json().plots as Array<{ name: string; roofs: Array<{ name: string }> }>).map((plot) => ({
    name: plot.name,
    roofs: plot.roofs.map((roof) => roof.name).sort(),
  }));
}

describe("cloning", () => {
  it("clones a project with all its plots and roofs in the background and announces it to the requester", async () => {
    const { projectId } = await projectWithTwoPlots();
    const socket = await connectAs(t, origin, owner.authToken);
    const announced = nextEvent(socket, REALTIME_EVENTS.projectCloned);
    const accepted = await post(`/api/v1/projects/${projectId}/clone`, {
      name: "Source Farm (Copy)",
      lat: 50.8,
      long: -3.6,
    });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toEqual({ message: CLONE_MESSAGES.accepted, cloneRequestId: expect.any(Number) });
    const message = await announced;
    expect(message.Message).toBe(CLONE_MESSAGES.projectCloned);
    // The event names the request it ends, so the page that asked (of the user's several) takes it as its own.
    expect(message.CloneRequestId).toBe(accepted.json().cloneRequestId);
    const copyId = message.ProjectId as number;
    expect(copyId).not.toBe(projectId);

    const copy = (await t.request({ method: "GET", url: `/api/v1/projects/${copyId}`, token: owner.authToken })).json();
    const source = (
      await t.request({ method: "GET", url: `/api/v1/projects/${projectId}`, token: owner.authToken })
    ).json();
    expect(copy).toMatchObject({ name: "Source Farm (Copy)", lat: 50.8, long: -3.6, postCode: "EX1 1AA" });
    expect(copy.referenceNumber).not.toBe(source.referenceNumber);
    expect(await plotsOf(copyId)).toEqual(await plotsOf(projectId));
  });

  it("clones a plot with its roofs, and a roof, into the same parent", async () => {
    const { projectId, plotA } = await projectWithTwoPlots();
    const socket = await connectAs(t, origin, owner.authToken);
    const plotAnnounced = nextEvent(socket, REALTIME_EVENTS.plotCloned);
    expect((await post(`/api/v1/plots/${plotA}/clone`, { name: "Farmhouse (Copy)" })).statusCode).toBe(202);
    const plotMessage = await plotAnnounced;
    expect(plotMessage).toMatchObject({ Message: CLONE_MESSAGES.plotCloned, ProjectId: projectId });
    expect(await plotsOf(projectId)).toContainEqual({ name: "Farmhouse (Copy)", roofs: ["Main", "Porch"] });

    const roofId = (await t.request({ method: "GET", url: `/api/v1/plots/${plotA}`, token: owner.authToken })).json()
      .roofs[0].id;
    const roofAnnounced = nextEvent(socket, REALTIME_EVENTS.roofCloned);
    expect((await post(`/api/v1/roofs/${roofId}/clone`, { name: "Porch (Copy)" })).statusCode).toBe(202);
    const roofMessage = await roofAnnounced;
    expect(roofMessage).toMatchObject({ Message: CLONE_MESSAGES.roofCloned, PlotId: plotA });
    const roof = await t.request({ method: "GET", url: `/api/v1/roofs/${roofMessage.RoofId}`, token: owner.authToken });
    expect(roof.json()).toMatchObject({ name: "Porch (Copy)", plotId: plotA });
  });

  it("starts a copied project at version 1, whatever version its source had reached", async () => {
    const { projectId } = await projectWithTwoPlots();
    const source = (
      await t.request({ method: "GET", url: `/api/v1/projects/${projectId}`, token: owner.authToken })
    ).json() as Record<string, unknown>;
    const edited = await t.request({
      method: "PUT",
      url: "/api/v1/projects",
      token: owner.authToken,
      payload: { ...source, notes: "Edited before cloning" },
    });
    expect(edited.json().version).toBe(2);
    const socket = await connectAs(t, origin, owner.authToken);
    const announced = nextEvent(socket, REALTIME_EVENTS.projectCloned);
    expect((await post(`/api/v1/projects/${projectId}/clone`, { name: "Edited copy" })).statusCode).toBe(202);
    const copyId = (await announced).ProjectId as number;
    const copy = (await t.request({ method: "GET", url: `/api/v1/projects/${copyId}`, token: owner.authToken })).json();
    expect(copy).toMatchObject({ name: "Edited copy", notes: "Edited before cloning", version: 1 });
  });

  it("takes the clone form's fields for the copy and keeps the source's where the form leaves them out", async () => {
    const { projectId } = await projectWithTwoPlots();
    const socket = await connectAs(t, origin, owner.authToken);
    const announced = nextEvent(socket, REALTIME_EVENTS.projectCloned);
    const accepted = await post(`/api/v1/projects/${projectId}/clone`, {
      name: "Second phase",
      customerName: "Phase Two Homes",
      customerAddressPostCode: "ex2 4pp",
      notes: "Copied for phase two",
      // A public user's staff fields are ignored, as on a save.
      projectStatusId: 1,
    });
    expect(accepted.statusCode).toBe(202);
    const copyId = (await announced).ProjectId as number;
    const copy = (await t.request({ method: "GET", url: `/api/v1/projects/${copyId}`, token: owner.authToken })).json();
    expect(copy).toMatchObject({
      name: "Second phase",
      customerName: "Phase Two Homes",
      customerAddressPostCode: "EX2 4PP",
      notes: "Copied for phase two",
      postCode: "EX1 1AA",
      lat: 50.72,
      long: -3.53,
    });
    expect(await plotsOf(copyId)).toEqual(await plotsOf(projectId));
  });

  it("refuses a clone that moves a locked site address unless the caller is staff", async () => {
    const project = await createProject(t, owner.user, { postCode: "EX1 1AA", isAddressEditLocked: true });
    const moved = await post(`/api/v1/projects/${project.id}/clone`, { name: "Moved", postCode: "TR1 2AA" });
    expect(moved.statusCode).toBe(403);
    const socket = await connectAs(t, origin, owner.authToken);
    const made = nextEvent(socket, REALTIME_EVENTS.projectCloned);
    const kept = await post(`/api/v1/projects/${project.id}/clone`, { name: "Kept", postCode: "EX1 1AA" });
    expect(kept.statusCode).toBe(202);
    // Made before the test ends, so no clone of this test runs on into the next ones.
    await made;
  });

  it("refuses a blank clone name, another user's project, and callers without a token", async () => {
    const { projectId, plotA } = await projectWithTwoPlots();
    const blank = await post(`/api/v1/projects/${projectId}/clone`, { name: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().modelState).toEqual({ Name: ["Name cannot be empty."] });
    const stranger = await signInAs(t, ROLES.user);
    expect(
      (await post(`/api/v1/projects/${projectId}/clone`, { name: "Mine now" }, stranger.authToken)).statusCode,
    ).toBe(404);
    expect((await post(`/api/v1/plots/${plotA}/clone`, { name: "Mine now" }, stranger.authToken)).statusCode).toBe(404);
    expect(
      (await t.request({ method: "POST", url: `/api/v1/plots/${plotA}/clone`, payload: { name: "x" } })).statusCode,
    ).toBe(401);
  });
});

/**
 * Keeps clone requests' jobs out of the queue until released, so none of them finishes (and frees a place)
 * while a burst of requests is being answered.
 */
function holdCloneJobsBack() {
  const queue = t.ctx.jobs;
  const held: Array<() => Promise<unknown>> = [];
  const holding: JobQueue = {
    ...queue,
    enqueue: async (definition, payload, options) => {
      held.push(() => queue.enqueue(definition, payload, options));
      return `held-${held.length}`;
    },
  };
  t.ctx.jobs = holding;
  return {
    release: async () => {
      t.ctx.jobs = queue;
      for (const enqueue of held.splice(0)) await enqueue();
    },
  };
}

describe("clones in progress per user", () => {
  it("accepts MAX_ACTIVE_CLONES_PER_USER of 50 simultaneous clone requests and refuses the rest with 429", async () => {
    const requester = await signInAs(t, ROLES.user);
    const source = await createProjectWithRoof(t, requester.user);
    const held = holdCloneJobsBack();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(`/api/v1/projects/${source.project.id}/clone`, { name: `Copy ${index}` }, requester.authToken),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(MAX_ACTIVE_CLONES_PER_USER);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - MAX_ACTIVE_CLONES_PER_USER);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toEqual({
      message: PROJECT_MESSAGES.tooManyClones,
    });
    // Plots and roofs count with projects; other users are not held back by this one.
    expect(
      (await post(`/api/v1/roofs/${source.roof.id}/clone`, { name: "One more" }, requester.authToken)).statusCode,
    ).toBe(429);
    expect(
      (await post(`/api/v1/plots/${source.plot.id}/clone`, { name: "One more" }, requester.authToken)).statusCode,
    ).toBe(429);
    const other = await signInAs(t, ROLES.user);
    const theirs = await createProjectWithRoof(t, other.user);
    expect((await post(`/api/v1/roofs/${theirs.roof.id}/clone`, { name: "Theirs" }, other.authToken)).statusCode).toBe(
      202,
    );

    // Once the clones in progress are made, the requester may clone again.
    const socket = await connectAs(t, origin, requester.authToken);
    let announced = 0;
    const allMade = new Promise<void>((resolve) => {
      socket.on(REALTIME_EVENTS.projectCloned, () => {
        announced += 1;
        if (announced === MAX_ACTIVE_CLONES_PER_USER) resolve();
      });
    });
    await held.release();
    await allMade;
    const madeAfterwards = nextEvent(socket, REALTIME_EVENTS.roofCloned);
    expect(
      (await post(`/api/v1/roofs/${source.roof.id}/clone`, { name: "Afterwards" }, requester.authToken)).statusCode,
    ).toBe(202);
    await madeAfterwards;
  });
});

/** The project's rows of every table a clone copies, by table: the source's and its copy's must match. */
async function rowsUnderProject(projectId: number): Promise<Record<string, number>> {
  const configs = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));
  const roofsOfProject = sql`select roofs.id from roofs join plots on plots.id = roofs.plot_id where plots.project_id = ${projectId}`;
  const counts: Record<string, number> = {};
  for (const name of CLONED_TABLES) {
    const columns = configs.find((config) => config.name === name)?.columns.map((column) => column.name) ?? [];
    const condition: SQL =
      name === "projects"
        ? sql`id = ${projectId}`
        : columns.includes("project_id")
          ? sql`project_id = ${projectId}`
          : name === "roofs"
            ? sql`plot_id in (select id from plots where project_id = ${projectId})`
            : columns.includes("roof_id")
              ? sql`roof_id in (${roofsOfProject})`
              : sql`false`;
    counts[name] = await countRows(sql`select count(*)::int as total from ${sql.identifier(name)} where ${condition}`);
  }
  return counts;
}

/** Every row of every table a clone copies, by table. */
async function rowsInAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of CLONED_TABLES) {
    counts[name] = await countRows(sql`select count(*)::int as total from ${sql.identifier(name)}`);
  }
  return counts;
}

async function countRows(query: SQL): Promise<number> {
  // Both drivers answer { rows }; the shared database type leaves the driver's result unknown.
  const result = (await t.ctx.db.execute(query)) as unknown as { rows: Array<{ total: number }> };
  return result.rows[0]?.total ?? 0;
}

/** Roofs, hidden ones included, whose name starts so: a test's own, whatever other clones run meanwhile. */
const roofsNamed = async (prefix: string) =>
  (
    await t.ctx.db
      .select({ total: count() })
      .from(schema.roofs)
      .where(like(schema.roofs.name, `${prefix}%`))
  )[0]?.total ?? 0;

/** A source with completed roofs (sections, results and bill of quantities) in one plot and a bare roof in another. */
async function projectWithCompletedRoofs() {
  const call: ApiCall = async (method, url, body) => {
    const response = await t.request({
      method,
      url: `/api/v1${url}`,
      token: owner.authToken,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const project = await call("POST", "/projects", {
    name: "Steps Farm",
    postCode: "CV1 1AA",
    lat: 52.4068,
    long: -1.5197,
  });
  const plot = await call("POST", "/plots", { projectId: project.id });
  for (let index = 0; index < 2; index++) await addCompletedRoof(call, { projectId: project.id, plotId: plot.id });
  await createRoof(t, await createPlot(t, { id: project.id }, { name: "Barn" }), { name: "Barn roof" });
  return project.id;
}

/**
 * The app's context, but its transactions fail from the (after + 1)th on, as they would for a worker whose
 * process died part-way through a clone, having committed its first `after` steps.
 */
function dyingAfter(after: number): AppContext {
  let begun = 0;
  // A database that is the app's own in every other respect: its methods are found on the prototype.
  const db: Database = Object.create(t.ctx.db);
  db.transaction = (work, config) => {
    begun += 1;
    if (begun > after) return Promise.reject(new Error("the worker process is gone"));
    return t.ctx.db.transaction(work, config);
  };
  return { ...t.ctx, db };
}

async function requestOfProjectClone(sourceId: number, name: string) {
  const request = await insertCloneRequest(t.ctx.db, {
    level: "project",
    sourceId,
    requestedByUserId: owner.user.id,
    requestedAt: t.clock.now(),
  });
  const payload = cloneProjectJob.payloadSchema.parse({
    userId: owner.user.id,
    name,
    projectId: sourceId,
    cloneRequestId: request.id,
  });
  const current = async () =>
    (await t.ctx.db.select().from(schema.cloneRequests).where(eq(schema.cloneRequests.id, request.id)))[0];
  return { payload, current };
}

const attempt = { id: "attempt", isLastAttempt: false };

describe("a clone in short steps", () => {
  it("copies a project in short transactions, one roof at most each, and answers another user's read between them", async () => {
    const source = await createProject(t, owner.user, { name: "Many Roofs" });
    for (const plotName of ["North", "South"]) {
      const plot = await createPlot(t, source, { name: plotName });
      for (let index = 0; index < 3; index++) await createRoof(t, plot, { name: `Many Roofs ${plotName} ${index}` });
    }
    const other = await signInAs(t, ROLES.user);
    const theirs = await createProject(t, other.user);
    const socket = await connectAs(t, origin, owner.authToken);
    const announced = nextEvent(socket, REALTIME_EVENTS.projectCloned);

    const transactions: Array<{ addedRoofs: number }> = [];
    const timeline: string[] = [];
    let read: Promise<unknown> | undefined;
    const transaction = t.ctx.db.transaction.bind(t.ctx.db);
    const spy = vi.spyOn(t.ctx.db, "transaction").mockImplementation(async (work, config) => {
      const roofsBefore = await roofsNamed("Many Roofs ");
      timeline.push("transaction");
      const result = await transaction(work, config);
      transactions.push({ addedRoofs: (await roofsNamed("Many Roofs ")) - roofsBefore });
      // Once the clone has begun (the request's own transaction, then the clone's first step), another user reads.
      if (transactions.length === 2) {
        read = t
          .request({ method: "GET", url: `/api/v1/plots?projectId=${theirs.id}`, token: other.authToken })
          .then((response) => timeline.push(`read ${response.statusCode}`));
      }
      return result;
    });
    try {
      expect((await post(`/api/v1/projects/${source.id}/clone`, { name: "Many Roofs (Copy)" })).statusCode).toBe(202);
      await announced;
      await read;
    } finally {
      spy.mockRestore();
    }

    // The request, the copy's top record, two plots, six roofs and the last step that shows the copy.
    expect(transactions.length).toBeGreaterThanOrEqual(1 + 1 + 2 + 6 + 1);
    expect(Math.max(...transactions.map((step) => step.addedRoofs))).toBe(1);
    expect(transactions.reduce((sum, step) => sum + step.addedRoofs, 0)).toBe(6);
    expect(timeline).toContain("read 200");
    expect(timeline.indexOf("read 200")).toBeLessThan(timeline.lastIndexOf("transaction"));
  });

  it("retried after an attempt died part-way, makes exactly one copy and keeps nothing of the first", async () => {
    const sourceId = await projectWithCompletedRoofs();
    const before = await rowsInAll();
    const { payload, current } = await requestOfProjectClone(sourceId, "Steps Farm (Copy)");

    // The first attempt commits the copy's top record, the first plot and one roof, then its process dies.
    await expect(cloneProjectJob.handler(dyingAfter(3), payload, attempt)).rejects.toThrow("gone");
    const unfinished = (await current())?.copyId;
    expect(unfinished).toEqual(expect.any(Number));
    expect((await rowsUnderProject(unfinished ?? 0)).roofs).toBe(1);
    const hidden = await t.request({ method: "GET", url: `/api/v1/projects/${unfinished}`, token: owner.authToken });
    expect(hidden.statusCode).toBe(404);

    const emit = vi.spyOn(t.ctx.realtime, "emitToUser");
    try {
      await cloneProjectJob.handler(t.ctx, payload, attempt);
      const copyId = (await current())?.copyId ?? 0;
      expect(emit).toHaveBeenCalledWith(owner.user.id, REALTIME_EVENTS.projectCloned, {
        Message: CLONE_MESSAGES.projectCloned,
        ProjectId: copyId,
        CloneRequestId: payload.cloneRequestId,
      });
      expect(copyId).not.toBe(unfinished);
      expect(await current()).toMatchObject({ status: "done" });
      const sourceRows = await rowsUnderProject(sourceId);
      expect(sourceRows.roof_estimate_items).toBeGreaterThan(0);
      expect(await rowsUnderProject(copyId)).toEqual(sourceRows);
      // Exactly one copy's rows were added: nothing of the unfinished one is left.
      const after = await rowsInAll();
      for (const table of CLONED_TABLES) {
        expect((after[table] ?? 0) - (before[table] ?? 0), table).toBe(sourceRows[table]);
      }
      expect(await plotsOf(copyId)).toEqual(await plotsOf(sourceId));

      // A further attempt (the last one died after its last step, before telling anyone) copies nothing again.
      await cloneProjectJob.handler(t.ctx, payload, attempt);
      expect(await rowsInAll()).toEqual(after);
      expect(emit).toHaveBeenLastCalledWith(owner.user.id, REALTIME_EVENTS.projectCloned, {
        Message: CLONE_MESSAGES.projectCloned,
        ProjectId: copyId,
        CloneRequestId: payload.cloneRequestId,
      });
    } finally {
      emit.mockRestore();
    }
  });

  it("finally failed after dying part-way, keeps nothing of its copy and tells the requester", async () => {
    const sourceId = await projectWithCompletedRoofs();
    const before = await rowsInAll();
    const { payload, current } = await requestOfProjectClone(sourceId, "Steps Farm (Lost)");
    await expect(cloneProjectJob.handler(dyingAfter(4), payload, attempt)).rejects.toThrow("gone");
    expect(await rowsInAll()).not.toEqual(before);

    const emit = vi.spyOn(t.ctx.realtime, "emitToUser");
    try {
      await cloneProjectJob.onFinalFailure?.(t.ctx, payload);
      expect(emit).toHaveBeenCalledWith(owner.user.id, REALTIME_EVENTS.error, {
        Message: CLONE_MESSAGES.projectFailed,
        CloneRequestId: payload.cloneRequestId,
      });
    } finally {
      emit.mockRestore();
    }
    expect(await rowsInAll()).toEqual(before);
    expect(await current()).toMatchObject({ status: "failed", copyId: null });
  });
});

describe("clone completeness", () => {
  it("covers every table that hangs from a project, plot or roof, or says why it is left behind", () => {
    const parents = new Set(["projects", "plots", "roofs"]);
    const tables: PgTable[] = [];
    for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value);
    const children = tables
      .map((table) => getTableConfig(table))
      .filter((config) =>
        config.foreignKeys.some((foreignKey) => parents.has(getTableConfig(foreignKey.reference().foreignTable).name)),
      )
      .map((config) => config.name);
    expect(children.length).toBeGreaterThan(0);
    for (const table of children) {
      const handled = (CLONED_TABLES as readonly string[]).includes(table) || table in NOT_CLONED;
      expect(handled, `${table} has no clone function and is not listed as left behind`).toBe(true);
    }
  });

  it("discards, with an unfinished copy's roof, every table that hangs from a roof", () => {
    const roofTables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter((config) =>
        config.foreignKeys.some((key) => getTableConfig(key.reference().foreignTable).name === "roofs"),
      )
      .map((config) => config.name)
      .sort();
    expect(ROOF_DATA_TABLES.map((table) => getTableConfig(table).name).sort()).toEqual(roofTables);
  });
});
