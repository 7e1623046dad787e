import type { Project, ProjectsPage } from "@portal/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { projects } from "../../db/schema/index.js";
import type { JsonText } from "../../plugins/json-text.js";

/** What a presented project is read from: the stored row and the names its ids resolve to (joined by the query). */
export type ProjectSource = {
  project: typeof projects;
  projectStatus: PgColumn | SQL;
  projectCategory: PgColumn | SQL;
  projectSource: PgColumn | SQL;
  projectOwner: SQL;
  salesPerson: SQL;
  ownerName: SQL;
  siteAddress: SQL;
};

/**
 * The spec's field names, as SQL over the joined row: PostgreSQL writes the response body itself (row_to_json),
 * so a project is never decoded into JavaScript values and encoded again. Callers who are not staff get the
 * reduced field set (spec 02 §1): the manufacturer's internal fields (status, owner, sales lead, source,
 * category, dates) come back empty. The keys are the contract's, in its order; the output matches
 * JSON.stringify of the same values (see projects.presenter.test.ts).
 */
export function presentProject(source: ProjectSource, isStaff: SQL): Record<keyof Project, SQL> {
  const { project } = source;
  const value = (expression: PgColumn | SQL) => sql`${expression}`;
  const staffOnly = (expression: PgColumn | SQL) => sql`case when ${isStaff} then ${expression} end`;
  // toISOString(): UTC, milliseconds (truncated, as a JavaScript Date keeps them), "Z".
  const isoTimestamp = (column: PgColumn) =>
    sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  // JSON.stringify writes -0 as 0; PostgreSQL would write -0. Adding zero gives +0 and leaves every other value.
  const coordinate = (column: PgColumn) => sql`(${column} + 0)`;
  return {
    id: value(project.id),
    referenceNumber: value(project.referenceNumber),
    name: value(project.name),
    address: value(project.address),
    town: value(project.town),
    postCode: value(project.postCode),
    siteAddress: value(source.siteAddress),
    lat: coordinate(project.lat),
    long: coordinate(project.long),
    isAddressEditLocked: value(project.isAddressEditLocked),
    notes: value(project.notes),
    customerName: value(project.customerName),
    customerAddress1: value(project.customerAddress1),
    customerAddress2: value(project.customerAddress2),
    customerAddressTown: value(project.customerAddressTown),
    customerAddressPostCode: value(project.customerAddressPostCode),
    projectStatusId: staffOnly(project.projectStatusId),
    projectStatus: staffOnly(source.projectStatus),
    projectCategoryId: staffOnly(project.projectCategoryId),
    projectCategory: staffOnly(source.projectCategory),
    projectSourceId: staffOnly(project.projectSourceId),
    projectSource: staffOnly(source.projectSource),
    projectOwnerId: staffOnly(project.projectOwnerId),
    projectOwner: staffOnly(source.projectOwner),
    salesPersonId: staffOnly(project.salesPersonId),
    salesPerson: staffOnly(source.salesPerson),
    projectedStartDate: staffOnly(project.projectedStartDate),
    projectedEndDate: staffOnly(project.projectedEndDate),
    isUnregistered: value(project.isUnregistered),
    sharedWithCompany: value(project.sharedWithCompany),
    ownerUserId: value(project.accountUserId),
    ownerName: value(source.ownerName),
    dateCreated: isoTimestamp(project.createdAt),
    dateUpdated: isoTimestamp(project.updatedAt),
    version: value(project.version),
  };
}

/** A project's JSON as presentProject's fields wrote it. */
export function presentedProject(json: string): JsonText<Project> {
  return json as JsonText<Project>;
}

/** A list page around its projects' JSON objects (joined by commas), as JSON.stringify would write it. */
export function presentProjectsPage(page: { projectsJson: string; totalCount: number }): JsonText<ProjectsPage> {
  return `{"projects":[${page.projectsJson}],"totalCount":${page.totalCount}}` as JsonText<ProjectsPage>;
}
