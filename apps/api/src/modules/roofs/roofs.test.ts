import { DEFAULT_ROOF_NAME, PLOT_MESSAGES, ROLES, VERSION_MESSAGES } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { createPlot, createProject, createRoof, signInAs } from "../../../test/factories.js";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signInAs>>;
let stranger: Awaited<ReturnType<typeof signInAs>>;
let project: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signInAs(t, ROLES.user);
  stranger = await signInAs(t, ROLES.user);
  project = await createProject(t, owner.user);
});
afterAll(async () => {
  await t.close();
});

const roofUrl = (roofId: number) => `/api/v1/roofs/${roofId}`;
const createRoofAs = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: "POST", url: "/api/v1/roofs", token, payload });

describe("roofs", () => {
  it("creates a roof named 'Main Roof' by default, or with the name given", async () => {
    const plot = await createPlot(t, project);
    const created = await createRoofAs(owner.authToken, { plotId: plot.id });
    expect(created.statusCode).toBe(201);
    const fetched = await t.request({ method: "GET", url: roofUrl(created.json().id), token: owner.authToken });
    expect(fetched.json()).toMatchObject({
      name: DEFAULT_ROOF_NAME,
      plotId: plot.id,
      version: 1,
      fixingSpecAvailable: false,
    });

    const named = await createRoofAs(owner.authToken, { plotId: plot.id, name: "Rear" });
    const read = await t.request({ method: "GET", url: roofUrl(named.json().id), token: owner.authToken });
    expect(read.json().name).toBe("Rear");
  });

  it("renames from the current version, refuses a stale version with 409 and keeps the newer name", async () => {
    const roof = await createRoof(t, await createPlot(t, project), { name: "Hip" });
    const rename = (name: string, version?: number) =>
      t.request({ method: "PUT", url: roofUrl(roof.id), token: owner.authToken, payload: { name, version } });

    const first = await rename("First roof", 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ name: "First roof", version: 2 });

    const stale = await rename("Stale roof", 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(VERSION_MESSAGES.changedElsewhere("roof"));
    expect((await t.request({ method: "GET", url: roofUrl(roof.id), token: owner.authToken })).json()).toMatchObject({
      name: "First roof",
      version: 2,
    });

    const missing = await rename("No version");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().modelState).toEqual({ Version: [VERSION_MESSAGES.required] });
  });

  it("lets exactly one of two renames made from the same version through", async () => {
    const roof = await createRoof(t, await createPlot(t, project));
    const answers = await Promise.all(
      ["North", "South"].map((name) =>
        t.request({ method: "PUT", url: roofUrl(roof.id), token: owner.authToken, payload: { name, version: 1 } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().name;
    const read = await t.request({ method: "GET", url: roofUrl(roof.id), token: owner.authToken });
    expect(read.json()).toMatchObject({ name: winner, version: 2 });
  });

  it("soft-deletes a roof: 404 afterwards and gone from its plot", async () => {
    const plot = await createPlot(t, project);
    const kept = await createRoof(t, plot, { name: "Kept" });
    const removed = await createRoof(t, plot, { name: "Removed" });
    const deleted = await t.request({ method: "DELETE", url: roofUrl(removed.id), token: owner.authToken });
    expect(deleted.statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: roofUrl(removed.id), token: owner.authToken })).json()).toEqual({
      message: PLOT_MESSAGES.roofNotFound,
    });
    const listed = await t.request({ method: "GET", url: `/api/v1/plots/${plot.id}`, token: owner.authToken });
    expect(listed.json().roofs.map((roof: { id: number }) => roof.id)).toEqual([kept.id]);
  });

  it("keeps other users out (404, nothing changed) and callers without a token out (401)", async () => {
    const plot = await createPlot(t, project);
    const roof = await createRoof(t, plot, { name: "Owned" });
    const create = await createRoofAs(stranger.authToken, { plotId: plot.id });
    expect(create.statusCode).toBe(404);
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const payload = method === "PUT" ? { name: "Taken over", version: 1 } : undefined;
      expect(
        (await t.request({ method, url: roofUrl(roof.id), token: stranger.authToken, payload })).statusCode,
        method,
      ).toBe(404);
      expect((await t.request({ method, url: roofUrl(roof.id), payload })).statusCode, method).toBe(401);
    }
    const clone = await t.request({
      method: "POST",
      url: `${roofUrl(roof.id)}/clone`,
      token: stranger.authToken,
      payload: { name: "Copy" },
    });
    expect(clone.statusCode).toBe(404);
    const read = await t.request({ method: "GET", url: roofUrl(roof.id), token: owner.authToken });
    expect(read.json()).toMatchObject({ name: "Owned", version: 1 });
  });

  it("validates the plot id: a missing or non-numeric one is a 400 naming the field", async () => {
    for (const payload of [{}, { plotId: "abc" }]) {
      const response = await createRoofAs(owner.authToken, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().modelState).toEqual({ PlotId: ["PlotId is required"] });
    }
  });
});
