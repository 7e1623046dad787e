import { type Project, ProjectSchema, ProjectsPageSchema, ROLES } from "@portal/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { createProject, createUser, signInAs } from "../../../test/factories.js";
import { projectStatuses, projects } from "../../db/schema/index.js";
import { findProjectById, type ProjectWithNames } from "./projects.repository.js";

/**
 * PostgreSQL writes a project's JSON (projects.presenter.ts). These tests hold it to what the API sent before:
 * the row decoded into JavaScript values, presented field by field, parsed with the contract's schema and
 * written with JSON.stringify, compared byte for byte.
 */
function presentInJavaScript(row: ProjectWithNames, isStaff: boolean): Project {
  const { project } = row;
  const staffOnly = <T>(value: T): T | null => (isStaff ? value : null);
  return ProjectSchema.parse({
    id: project.id,
    referenceNumber: project.referenceNumber,
    name: project.name,
    address: project.address,
    town: project.town,
    postCode: project.postCode,
    siteAddress: row.siteAddress,
    lat: project.lat,
    long: project.long,
    isAddressEditLocked: project.isAddressEditLocked,
    notes: project.notes,
    customerName: project.customerName,
    customerAddress1: project.customerAddress1,
    customerAddress2: project.customerAddress2,
    customerAddressTown: project.customerAddressTown,
    customerAddressPostCode: project.customerAddressPostCode,
    projectStatusId: staffOnly(project.projectStatusId),
    projectStatus: staffOnly(row.projectStatus),
    projectCategoryId: staffOnly(project.projectCategoryId),
    projectCategory: staffOnly(row.projectCategory),
    projectSourceId: staffOnly(project.projectSourceId),
    projectSource: staffOnly(row.projectSource),
    projectOwnerId: staffOnly(project.projectOwnerId),
    projectOwner: staffOnly(row.projectOwner),
    salesPersonId: staffOnly(project.salesPersonId),
    salesPerson: staffOnly(row.salesPerson),
    projectedStartDate: staffOnly(project.projectedStartDate),
    projectedEndDate: staffOnly(project.projectedEndDate),
    isUnregistered: project.isUnregistered,
    sharedWithCompany: project.sharedWithCompany,
    ownerUserId: project.accountUserId,
    ownerName: row.ownerName,
    dateCreated: project.createdAt.toISOString(),
    dateUpdated: project.updatedAt.toISOString(),
    version: project.version,
  });
}

let t: TestApp;
let tas: Awaited<ReturnType<typeof signInAs>>;
let member: Awaited<ReturnType<typeof signInAs>>;
const ids: number[] = [];

async function expectedFor(id: number, isStaff: boolean) {
  const row = await findProjectById(t.ctx.db, id);
  if (!row) throw new Error(`project ${id} is gone`);
  return presentInJavaScript(row, isStaff);
}

beforeAll(async () => {
  t = await buildTestApp();
  tas = await signInAs(t, ROLES.tasUser);
  member = await signInAs(t, ROLES.user);
  const salesLead = await createUser(t, {
    role: ROLES.administrator,
    overrides: { firstName: "Zoë", lastName: 'O"Brien \\ Ltd' },
  });
  const nameless = await createUser(t, { role: ROLES.tasUser, overrides: { firstName: null, lastName: " " } });
  const [status] = await t.ctx.db.select({ id: projectStatuses.id }).from(projectStatuses).limit(1);

  // Every kind of value a field can hold: text JSON must escape, unicode, empties, numbers, dates, nulls.
  const full = await createProject(t, member.user, {
    name: 'Quote " backslash \\ slash / tab \t newline \n bell \u0007 unit \u001f',
    address: "Flat 2, Café Row",
    town: "",
    postCode: "YO1 7HH",
    lat: 51.123456789012,
    long: -0.000123,
    isAddressEditLocked: true,
    notes: "Roof 🏠 — “curly” ‘quotes’ \u2028 line separator",
    customerName: "Ørsted & Søn",
    customerAddress1: "1 A Road",
    customerAddress2: null,
    customerAddressTown: "Leeds",
    customerAddressPostCode: "LS1 4AP",
    projectStatusId: status?.id ?? null,
    projectOwnerId: nameless.user.id,
    salesPersonId: salesLead.user.id,
    projectedStartDate: "2026-02-28",
    projectedEndDate: "2027-12-31",
    isUnregistered: false,
  });
  const sparse = await createProject(t, member.user, {
    address: null,
    town: null,
    postCode: null,
    long: 0,
  });
  ids.push(full.id, sparse.id);
  // Microseconds JavaScript never sees (truncated to milliseconds), and a whole second.
  await t.ctx.db
    .update(projects)
    .set({ createdAt: sql`'2026-03-04 05:06:07.123999+00'`, updatedAt: sql`'2026-03-04 23:59:59+01'` })
    .where(eq(projects.id, full.id));
  // A parameter of -0 arrives as "0", so the stored -0 is written in SQL.
  await t.ctx.db.update(projects).set({ lat: sql`'-0'::double precision` }).where(eq(projects.id, sparse.id));
});
afterAll(async () => {
  await t.close();
});

describe("projects as PostgreSQL writes them", () => {
  it("GET /projects/{id} sends what JSON.stringify of the presented row would, to staff and to the owner", async () => {
    for (const id of ids) {
      for (const [viewer, isStaff] of [
        [tas, true],
        [member, false],
      ] as const) {
        const response = await t.request({ method: "GET", url: `/api/v1/projects/${id}`, token: viewer.authToken });
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
        expect(response.body).toBe(JSON.stringify(await expectedFor(id, isStaff)));
      }
    }
  });

  it("writes timestamps as toISOString does and -0 as 0", async () => {
    const response = await t.request({ method: "GET", url: `/api/v1/projects/${ids[0]}`, token: tas.authToken });
    const body = response.json() as Project;
    expect(body.dateCreated).toBe("2026-03-04T05:06:07.123Z");
    expect(body.dateUpdated).toBe("2026-03-04T22:59:59.000Z");
    const sparse = await t.request({ method: "GET", url: `/api/v1/projects/${ids[1]}`, token: tas.authToken });
    expect(sparse.body).toContain('"lat":0,"long":0,');
  });

  it("a page of the list is the same bytes as before, for staff and for the owner, and an empty page too", async () => {
    for (const [viewer, isStaff] of [
      [tas, true],
      [member, false],
    ] as const) {
      const url = "/api/v1/projects/paginated?pageNumber=1&pageSize=20&sortBy=dateCreated&sortOrder=1";
      const response = await t.request({ method: "GET", url, token: viewer.authToken });
      expect(response.statusCode).toBe(200);
      const page = ProjectsPageSchema.parse(response.json());
      const expected = {
        projects: await Promise.all(page.projects.map((project) => expectedFor(project.id, isStaff))),
        totalCount: page.totalCount,
      };
      expect(page.projects.map((project) => project.id)).toEqual(expect.arrayContaining(ids));
      expect(response.body).toBe(JSON.stringify(expected));

      const beyond = await t.request({
        method: "GET",
        url: "/api/v1/projects/paginated?pageNumber=99&pageSize=20",
        token: viewer.authToken,
      });
      expect(beyond.body).toBe(JSON.stringify({ projects: [], totalCount: page.totalCount }));
    }
  });

  it("coordinates PostgreSQL writes in exponent form are the same numbers", async () => {
    const tiny = await createProject(t, member.user, { lat: 0.00001, long: 1e-7 });
    const response = await t.request({ method: "GET", url: `/api/v1/projects/${tiny.id}`, token: tas.authToken });
    expect(response.json()).toEqual(await expectedFor(tiny.id, true));
  });
});
