import { PROJECT_MESSAGES, PROJECT_STATUS_LABELS, ROLES, VERSION_MESSAGES } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { signInAs } from "../../../test/factories.js";
import { insertProject } from "./projects.repository.js";

let t: TestApp;
let tas: Awaited<ReturnType<typeof signInAs>>;
let alice: Awaited<ReturnType<typeof signInAs>>;
let bob: Awaited<ReturnType<typeof signInAs>>;
let asm: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  tas = await signInAs(t, ROLES.tasUser);
  alice = await signInAs(t, ROLES.user);
  bob = await signInAs(t, ROLES.user);
  asm = await signInAs(t, ROLES.asmUser);
});
afterAll(async () => {
  await t.close();
});

async function postProject(token: string, payload: Record<string, unknown>) {
  return t.request({ method: "POST", url: "/api/v1/projects", token, payload });
}
async function createProject(token: string, body: Record<string, unknown>) {
  const response = await postProject(token, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}
async function getProject(token: string, id: number) {
  return t.request({ method: "GET", url: `/api/v1/projects/${id}`, token });
}
async function updateProject(token: string, payload: Record<string, unknown>) {
  return t.request({ method: "PUT", url: "/api/v1/projects", token, payload });
}
/** The project as the token's user reads it, to change and send back. */
async function projectCopy(token: string, id: number) {
  return (await getProject(token, id)).json() as Record<string, unknown>;
}
const requestProjectList = (token: string, query = "") =>
  t.request({ method: "GET", url: `/api/v1/projects/paginated?${query}`, token });
async function listProjects(token: string, query = "") {
  const response = await requestProjectList(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { projects: Array<Record<string, unknown>>; totalCount: number };
}

describe("lookups", () => {
  it("lists the spec's statuses in order, and sources including Website", async () => {
    const statuses = await t.request({ method: "GET", url: "/api/v1/projectstatuses", token: alice.authToken });
    expect((statuses.json() as Array<{ name: string }>).map((status) => status.name)).toEqual([
      ...PROJECT_STATUS_LABELS,
    ]);
    const sources = await t.request({ method: "GET", url: "/api/v1/projectsources", token: alice.authToken });
    expect((sources.json() as Array<{ name: string }>).map((source) => source.name)).toContain("Website");
    const categories = await t.request({ method: "GET", url: "/api/v1/projectcategories", token: alice.authToken });
    expect(categories.statusCode).toBe(200);
  });

  it("offers staff as sales persons and owners, to staff only", async () => {
    const owners = await t.request({ method: "GET", url: "/api/v1/projectowners", token: tas.authToken });
    const emails = (owners.json() as Array<{ email: string }>).map((owner) => owner.email);
    expect(emails).toContain(tas.user.email);
    expect(emails).not.toContain(alice.user.email);
    for (const path of ["/api/v1/salespersons", "/api/v1/projectowners"]) {
      expect((await t.request({ method: "GET", url: path, token: alice.authToken })).statusCode).toBe(403);
      expect((await t.request({ method: "GET", url: path })).statusCode).toBe(401);
    }
  });
});

describe("creating projects", () => {
  it("gives staff projects the defaults on submit: status TBD, source Website, owner and sales lead = the creator", async () => {
    const id = await createProject(tas.authToken, { name: "Riverside Terrace", postCode: "ls1 4ap", town: "Leeds" });
    const project = (await getProject(tas.authToken, id)).json();
    expect(project).toMatchObject({
      name: "Riverside Terrace",
      postCode: "LS1 4AP",
      projectStatus: "TBD",
      projectSource: "Website",
      projectOwnerId: tas.user.id,
      salesPersonId: tas.user.id,
      isUnregistered: false,
    });
    expect(project.referenceNumber).toMatch(/^PRJ-\d{6}$/);
  });

  it("gives public users' projects no owner, sales lead or staff fields, even when sent", async () => {
    const statuses = (
      await t.request({ method: "GET", url: "/api/v1/projectstatuses", token: alice.authToken })
    ).json();
    const id = await createProject(alice.authToken, {
      name: "Garage re-roof",
      projectStatusId: statuses[6].id,
      projectOwnerId: tas.user.id,
      projectedStartDate: "2026-01-01",
    });
    const asStaff = (await getProject(tas.authToken, id)).json();
    expect(asStaff).toMatchObject({
      projectStatusId: null,
      projectOwnerId: null,
      salesPersonId: null,
      projectedStartDate: null,
    });
  });

  it("numbers projects uniquely and readably", async () => {
    const first = await createProject(alice.authToken, { name: "One" });
    const second = await createProject(alice.authToken, { name: "Two" });
    const references = [first, second].map(
      async (id) => (await getProject(alice.authToken, id)).json().referenceNumber,
    );
    const [a, b] = await Promise.all(references);
    expect(a).not.toBe(b);
  });

  it("validates with the spec's messages and model state", async () => {
    const response = await postProject(tas.authToken, {
      name: " ",
      postCode: "not a postcode",
      projectedStartDate: "2026-02-30",
      lat: 10,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toMatchObject({
      Name: [PROJECT_MESSAGES.nameRequired],
      PostCode: ["Postcode is invalid"],
      ProjectedStartDate: [PROJECT_MESSAGES.dateInvalid],
    });
    expect(response.json().modelState).toHaveProperty("Lat");
    const unknownStatus = await postProject(tas.authToken, { name: "X", projectStatusId: 999 });
    expect(unknownStatus.json().modelState).toEqual({ ProjectStatusId: ["ProjectStatus is invalid"] });
    const customerAsOwner = await postProject(tas.authToken, { name: "X", projectOwnerId: alice.user.id });
    expect(customerAsOwner.json().modelState).toEqual({ ProjectOwnerId: ["ProjectOwner must be a member of staff"] });
  });

  it("needs a token", async () => {
    expect((await t.request({ method: "POST", url: "/api/v1/projects", payload: { name: "x" } })).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/v1/projects/paginated" })).statusCode).toBe(401);
  });
});

describe("who sees and changes which project", () => {
  it("never shows or changes another user's project: 404 for get, update and delete", async () => {
    const id = await createProject(alice.authToken, { name: "Alice's barn" });
    expect((await getProject(bob.authToken, id)).statusCode).toBe(404);
    expect((await getProject(bob.authToken, id)).json().message).toBe(PROJECT_MESSAGES.notFound);
    const update = await updateProject(bob.authToken, { id, name: "Bob was here", version: 1 });
    expect(update.statusCode).toBe(404);
    expect(
      (await t.request({ method: "DELETE", url: `/api/v1/projects/${id}`, token: bob.authToken })).statusCode,
    ).toBe(404);
    expect((await listProjects(bob.authToken)).projects.map((project) => project.id)).not.toContain(id);
    expect((await getProject(alice.authToken, id)).json().name).toBe("Alice's barn");
    expect((await getProject(tas.authToken, id)).statusCode).toBe(200);
  });

  it("shows unregistered projects to staff and ASM users only when asked", async () => {
    const now = new Date();
    const unregistered = await insertProject(t.ctx.db, {
      name: "Visitor's bungalow",
      isUnregistered: true,
      createdAt: now,
      updatedAt: now,
    });
    const ids = async (token: string, query: string) =>
      (await listProjects(token, query)).projects.map((project) => project.id);
    expect(await ids(asm.authToken, "")).not.toContain(unregistered.id);
    expect(await ids(asm.authToken, "showPubliclyCreated=true")).toContain(unregistered.id);
    expect(await ids(tas.authToken, "")).not.toContain(unregistered.id);
    expect(await ids(tas.authToken, "showPubliclyCreated=true")).toContain(unregistered.id);
    expect(await ids(alice.authToken, "showPubliclyCreated=true")).not.toContain(unregistered.id);
    expect((await getProject(asm.authToken, unregistered.id)).statusCode).toBe(200);
    expect((await getProject(alice.authToken, unregistered.id)).statusCode).toBe(404);
  });

  it("keeps a locked site address for everyone but admin and TAS", async () => {
    const id = await createProject(alice.authToken, {
      name: "Locked site",
      address: "1 Mill Lane",
      postCode: "YO1 7HH",
    });
    const locked = await updateProject(tas.authToken, {
      ...(await projectCopy(tas.authToken, id)),
      isAddressEditLocked: true,
    });
    expect(locked.json()).toMatchObject({ isAddressEditLocked: true, projectOwnerId: null, salesPersonId: null });
    const current = await projectCopy(alice.authToken, id);
    const refused = await updateProject(alice.authToken, { ...current, address: "2 Mill Lane" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PROJECT_MESSAGES.addressLocked);
    const renamed = await updateProject(alice.authToken, {
      ...current,
      name: "Renamed, address untouched",
      isAddressEditLocked: false,
    });
    expect(renamed.json()).toMatchObject({ name: "Renamed, address untouched", isAddressEditLocked: true });
    const staffEdit = await updateProject(tas.authToken, {
      ...(await projectCopy(tas.authToken, id)),
      address: "3 Mill Lane",
    });
    expect(staffEdit.json().address).toBe("3 Mill Lane");
  });

  it("refuses a save made from an older version with 409, storing nothing, so a stale copy never reverts a rename", async () => {
    const id = await createProject(alice.authToken, { name: "Two editors", notes: "Original notes" });
    const alicesCopy = await projectCopy(alice.authToken, id);
    const staffCopy = await projectCopy(tas.authToken, id);
    expect(alicesCopy.version).toBe(1);

    const renamed = await updateProject(tas.authToken, { ...staffCopy, name: "Renamed by staff" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Renamed by staff", version: 2 });

    const stale = await updateProject(alice.authToken, { ...alicesCopy, notes: "Alice's new notes" });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(VERSION_MESSAGES.changedElsewhere("project"));
    expect((await getProject(alice.authToken, id)).json()).toMatchObject({
      name: "Renamed by staff",
      notes: "Original notes",
      version: 2,
    });

    const fresh = await projectCopy(alice.authToken, id);
    const saved = await updateProject(alice.authToken, { ...fresh, notes: "Alice's new notes" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: "Renamed by staff", notes: "Alice's new notes", version: 3 });
  });

  it("lets exactly one of two saves made from the same version through", async () => {
    const id = await createProject(alice.authToken, { name: "Race" });
    const copy = await projectCopy(alice.authToken, id);
    const answers = await Promise.all(
      ["Race A", "Race B"].map((name) => updateProject(alice.authToken, { ...copy, name })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().name;
    expect((await getProject(alice.authToken, id)).json()).toMatchObject({ name: winner, version: 2 });
  });

  it("needs the version a save was made from", async () => {
    const id = await createProject(alice.authToken, { name: "No version" });
    for (const [version, message] of [
      [undefined, VERSION_MESSAGES.required],
      [0, VERSION_MESSAGES.invalid],
      [1.5, VERSION_MESSAGES.invalid],
      [2 ** 31, VERSION_MESSAGES.invalid],
      ["abc", VERSION_MESSAGES.required],
    ] as const) {
      const response = await updateProject(alice.authToken, { id, name: "Changed", version });
      expect(response.statusCode, String(version)).toBe(400);
      expect(response.json().modelState, String(version)).toEqual({ Version: [message] });
    }
    expect((await getProject(alice.authToken, id)).json()).toMatchObject({ name: "No version", version: 1 });
  });

  it("deletes a project: gone from the list and 404 afterwards", async () => {
    const id = await createProject(alice.authToken, { name: "To be removed" });
    expect(
      (await t.request({ method: "DELETE", url: `/api/v1/projects/${id}`, token: alice.authToken })).statusCode,
    ).toBe(200);
    expect((await getProject(alice.authToken, id)).statusCode).toBe(404);
  });
});

describe("GET /projects/paginated", () => {
  it("filters by every listed field in SQL, sorts and pages", async () => {
    const owner = await signInAs(t, ROLES.tasUser);
    const statuses = (
      await t.request({ method: "GET", url: "/api/v1/projectstatuses", token: owner.authToken })
    ).json();
    const categories = (
      await t.request({ method: "GET", url: "/api/v1/projectcategories", token: owner.authToken })
    ).json();
    const won = statuses.find((status: { name: string }) => status.name === "Won").id;
    const heritage = categories.find((category: { name: string }) => category.name === "Heritage").id;
    await createProject(owner.authToken, {
      name: "Zeta Chapel",
      customerName: "Ecclesiastical Roofing",
      address: "Church Street",
      town: "Whitby",
      postCode: "YO22 4AE",
      projectStatusId: won,
      projectCategoryId: heritage,
      projectedEndDate: "2026-03-15",
    });
    await createProject(owner.authToken, {
      name: "Alpha Mews",
      customerName: "Mews Homes",
      town: "York",
      projectedEndDate: "2025-06-01",
    });

    const scoped = `projectOwner=${encodeURIComponent(owner.user.firstName ?? "")}`;
    expect((await listProjects(owner.authToken, scoped)).totalCount).toBe(2);
    const only = async (query: string) =>
      (await listProjects(owner.authToken, `${scoped}&${query}`)).projects.map((p) => p.name);
    expect(await only("name=zeta")).toEqual(["Zeta Chapel"]);
    expect(await only("customerName=mews")).toEqual(["Alpha Mews"]);
    expect(await only("siteAddress=whitby")).toEqual(["Zeta Chapel"]);
    expect(await only("projectCategory=herit")).toEqual(["Zeta Chapel"]);
    expect(await only(`statuses=${won}`)).toEqual(["Zeta Chapel"]);
    // Bracketed array names filter the same way, alone or repeated.
    expect(await only(`statuses[]=${won}`)).toEqual(["Zeta Chapel"]);
    expect(await only(`${encodeURIComponent("statuses[]")}=${won}`)).toEqual(["Zeta Chapel"]);
    const tbd = statuses.find((status: { name: string }) => status.name === "TBD").id;
    expect(await only(`statuses[]=${won}&statuses[]=${tbd}&sortBy=name&sortOrder=1`)).toEqual([
      "Alpha Mews",
      "Zeta Chapel",
    ]);
    expect(await only("from=2026-01-01&to=2026-12-31")).toEqual(["Zeta Chapel"]);
    expect(await only("sortBy=name&sortOrder=1")).toEqual(["Alpha Mews", "Zeta Chapel"]);
    expect(await only("sortBy=name&sortOrder=2")).toEqual(["Zeta Chapel", "Alpha Mews"]);
    const firstReference = (await listProjects(owner.authToken, `${scoped}&pageSize=1`)).projects[0]?.referenceNumber;
    const secondPage = await listProjects(owner.authToken, `${scoped}&pageSize=1&pageNumber=2`);
    expect(secondPage.totalCount).toBe(2);
    expect(String(secondPage.projects[0]?.referenceNumber) > String(firstReference)).toBe(true);
  });

  it("hides staff fields from public users' lists", async () => {
    await createProject(alice.authToken, { name: "Field check" });
    const listed = await listProjects(alice.authToken, "name=field check");
    expect(listed.projects[0]).toMatchObject({ projectStatus: null, projectOwner: null });
  });

  it("rejects a malformed date filter with 400", async () => {
    const response = await requestProjectList(alice.authToken, "from=31/12/2026");
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toHaveProperty("From");
  });
});
