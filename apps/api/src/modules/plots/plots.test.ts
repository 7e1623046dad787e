import { DEFAULT_ROOF_NAME, PROJECT_MESSAGES, ROLES, VERSION_MESSAGES } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { signInAs } from "../../../test/factories.js";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signInAs>>;
let stranger: Awaited<ReturnType<typeof signInAs>>;
let projectId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signInAs(t, ROLES.user);
  stranger = await signInAs(t, ROLES.user);
  const created = await t.request({
    method: "POST",
    url: "/api/v1/projects",
    token: owner.authToken,
    payload: { name: "Orchard Close", postCode: "OX1 1AA", lat: 51.75, long: -1.26 },
  });
  projectId = created.json().id;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.request({ method: "POST", url, token, payload });

describe("plots", () => {
  it("creates a plot with a numbered default name and lists it with its roofs", async () => {
    const plot = await post("/api/v1/plots", owner.authToken, { projectId });
    expect(plot.statusCode).toBe(201);
    const plotId = plot.json().id;
    await post("/api/v1/roofs", owner.authToken, { plotId });

    const listed = await t.request({
      method: "GET",
      url: `/api/v1/plots?projectId=${projectId}&pageNumber=1&pageSize=1000&sortBy=Name`,
      token: owner.authToken,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().count).toBe(1);
    expect(listed.json().plots[0]).toMatchObject({ name: "Plot 1", projectId, roofs: [{ name: DEFAULT_ROOF_NAME }] });
  });

  it("renames with 'Name cannot be empty.' for a blank name, and lists its roofs newest first", async () => {
    const plotId = (await post("/api/v1/plots", owner.authToken, { projectId, name: "Block B" })).json().id;
    const first = (await post("/api/v1/roofs", owner.authToken, { plotId, name: "Rear" })).json().id;
    await post("/api/v1/roofs", owner.authToken, { plotId, name: "Front" });
    t.clock.advanceMinutes(1);
    const renamed = await t.request({
      method: "PUT",
      url: `/api/v1/roofs/${first}`,
      token: owner.authToken,
      payload: { name: "Rear slope", version: 1 },
    });
    expect(renamed.json().name).toBe("Rear slope");
    const blank = await t.request({
      method: "PUT",
      url: `/api/v1/plots/${plotId}`,
      token: owner.authToken,
      payload: { name: "  ", version: 1 },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().modelState).toEqual({ Name: [PROJECT_MESSAGES.cloneNameRequired] });
    const plot = await t.request({ method: "GET", url: `/api/v1/plots/${plotId}`, token: owner.authToken });
    expect(plot.json().roofs.map((roof: { name: string }) => roof.name)).toEqual(["Rear slope", "Front"]);
  });

  it("refuses a rename made from an older version with 409 and keeps the newer name", async () => {
    const plotId = (await post("/api/v1/plots", owner.authToken, { projectId, name: "Block C" })).json().id;
    const url = `/api/v1/plots/${plotId}`;
    const read = await t.request({ method: "GET", url, token: owner.authToken });
    expect(read.json().version, url).toBe(1);
    const rename = (name: string, version: number) =>
      t.request({ method: "PUT", url, token: owner.authToken, payload: { name, version } });

    const first = await rename("First plot", 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ name: "First plot", version: 2 });

    const stale = await rename("Stale plot", 1);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(VERSION_MESSAGES.changedElsewhere("plot"));
    expect((await t.request({ method: "GET", url, token: owner.authToken })).json()).toMatchObject({
      name: "First plot",
      version: 2,
    });

    const fresh = await rename("Fresh plot", 2);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ name: "Fresh plot", version: 3 });

    const missing = await t.request({ method: "PUT", url, token: owner.authToken, payload: { name: "No version" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().modelState).toEqual({ Version: [VERSION_MESSAGES.required] });
  });

  it("lets exactly one of two renames made from the same version through", async () => {
    const plotId = (await post("/api/v1/plots", owner.authToken, { projectId, name: "Block D" })).json().id;
    const answers = await Promise.all(
      ["North", "South"].map((name) =>
        t.request({
          method: "PUT",
          url: `/api/v1/plots/${plotId}`,
          token: owner.authToken,
          payload: { name, version: 1 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().name;
    const plot = await t.request({ method: "GET", url: `/api/v1/plots/${plotId}`, token: owner.authToken });
    expect(plot.json()).toMatchObject({ name: winner, version: 2 });
  });

  it("soft-deletes a plot with its roofs: gone from lists, 404 afterwards", async () => {
    const plotId = (await post("/api/v1/plots", owner.authToken, { projectId, name: "Temporary" })).json().id;
    const roofId = (await post("/api/v1/roofs", owner.authToken, { plotId })).json().id;
    expect(
      (await t.request({ method: "DELETE", url: `/api/v1/plots/${plotId}`, token: owner.authToken })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: "GET", url: `/api/v1/plots/${plotId}`, token: owner.authToken })).statusCode,
    ).toBe(404);
    const listed = await t.request({
      method: "GET",
      url: `/api/v1/plots?projectId=${projectId}`,
      token: owner.authToken,
    });
    expect(listed.json().plots.map((plot: { name: string }) => plot.name)).not.toContain("Temporary");
    expect(
      (await t.request({ method: "GET", url: `/api/v1/roofs/${roofId}`, token: owner.authToken })).statusCode,
    ).toBe(404);
  });

  it("keeps other users out of a project's plots (404) and callers without a token out (401)", async () => {
    const plotId = (await post("/api/v1/plots", owner.authToken, { projectId, name: "Owned" })).json().id;
    expect((await post("/api/v1/plots", stranger.authToken, { projectId })).statusCode).toBe(404);
    expect(
      (await t.request({ method: "GET", url: `/api/v1/plots?projectId=${projectId}`, token: stranger.authToken }))
        .statusCode,
    ).toBe(404);
    for (const [method, url] of [
      ["GET", `/api/v1/plots/${plotId}`],
      ["PUT", `/api/v1/plots/${plotId}`],
      ["DELETE", `/api/v1/plots/${plotId}`],
    ] as const) {
      const payload = method === "PUT" ? { name: "Taken over", version: 1 } : undefined;
      expect(
        (await t.request({ method, url, token: stranger.authToken, payload })).statusCode,
        `${method} ${url}`,
      ).toBe(404);
      expect((await t.request({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
    const plot = await t.request({ method: "GET", url: `/api/v1/plots/${plotId}`, token: owner.authToken });
    expect(plot.json().name).toBe("Owned");
  });

  it("validates ids: a missing project id is a 400 naming the field", async () => {
    const response = await post("/api/v1/plots", owner.authToken, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toEqual({ ProjectId: ["ProjectId is required"] });
  });
});
