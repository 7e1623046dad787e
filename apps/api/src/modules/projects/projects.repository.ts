import { createHash } from "node:crypto";
import { type ProjectSortField, type ProjectsQuery, SORT_ORDER } from "@portal/contracts";
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { personName } from "../../db/people.js";
import { ownerCompanyId, projectAccessColumns } from "../../db/project-access.js";
import { LOOKUP_TABLES, type LookupList } from "../../db/project-lookups.js";
import { nextReferenceNumber } from "../../db/project-reference.js";
import {
  companyMembers,
  type NewProjectRow,
  type ProjectRow,
  projectCategories,
  projectSources,
  projectStatuses,
  projects,
  siteAddressSearchText,
  users,
} from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned-update.js";
import { containsPattern } from "../../lib/sql-patterns.js";
import type { KeptProjectReads } from "./kept-project-reads.js";
import type { ProjectAccess, ProjectVisibility } from "./projects.policy.js";
import { presentProject } from "./projects.presenter.js";

const owner = alias(users, "owner");
/** The account the project belongs to (projects.account_user_id), as opposed to the staff project owner. */
const account = alias(users, "account");
const salesPerson = alias(users, "sales_person");

const siteAddress = sql<string>`concat_ws(', ', nullif(${projects.address}, ''), nullif(${projects.town}, ''), nullif(${projects.postCode}, ''))`;

/** The project with the names its lookups and people resolve to. */
const projectWithNames = {
  project: projects,
  projectStatus: projectStatuses.name,
  projectCategory: projectCategories.name,
  projectSource: projectSources.name,
  projectOwner: personName(owner),
  salesPerson: personName(salesPerson),
  ownerName: sql<string | null>`coalesce(${personName(account)}, ${account.email})`,
  siteAddress,
  ownerCompanyId,
};
export type ProjectWithNames = {
  project: ProjectRow;
  projectStatus: string | null;
  projectCategory: string | null;
  projectSource: string | null;
  projectOwner: string | null;
  salesPerson: string | null;
  ownerName: string | null;
  siteAddress: string;
  ownerCompanyId: number | null;
};

const SORT_EXPRESSIONS: Record<ProjectSortField, SQL | typeof projects.id> = {
  referenceNumber: sql`${projects.referenceNumber}`,
  name: sql`lower(${projects.name})`,
  customerName: sql`lower(coalesce(${projects.customerName}, ''))`,
  projectOwner: sql`lower(coalesce(${personName(owner)}, ''))`,
  projectCategory: sql`lower(coalesce(${projectCategories.name}, ''))`,
  siteAddress: sql`lower(${siteAddress})`,
  postCode: sql`${projects.postCode}`,
  projectStatus: sql`${projectStatuses.sortOrder}`,
  projectedEndDate: sql`${projects.projectedEndDate}`,
  dateCreated: sql`${projects.createdAt}`,
};

/** The joins every project read makes for its names (projectWithNames), onto a select from projects. */
function joinProjectNames<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(projectStatuses, eq(projectStatuses.id, projects.projectStatusId))
    .leftJoin(projectCategories, eq(projectCategories.id, projects.projectCategoryId))
    .leftJoin(projectSources, eq(projectSources.id, projects.projectSourceId))
    .leftJoin(owner, eq(owner.id, projects.projectOwnerId))
    .leftJoin(salesPerson, eq(salesPerson.id, projects.salesPersonId))
    .leftJoin(account, eq(account.id, projects.accountUserId));
}

/**
 * The one join a sort needs to find the page (filters read projects alone): fewer joins to plan, which
 * matters for the filtered shapes, planned on every request.
 */
function joinForSort<Query extends PgSelect>(query: Query, sortBy: ProjectSortField) {
  if (sortBy === "projectOwner") return query.leftJoin(owner, eq(owner.id, projects.projectOwnerId));
  if (sortBy === "projectCategory") {
    return query.leftJoin(projectCategories, eq(projectCategories.id, projects.projectCategoryId));
  }
  if (sortBy === "projectStatus")
    return query.leftJoin(projectStatuses, eq(projectStatuses.id, projects.projectStatusId));
  return query;
}

/** Which filters a list request uses and how it sorts: the SQL text follows from it, the values do not. */
function pageShapeOf(query: ProjectsQuery, visibility: ProjectVisibility) {
  return {
    referenceNumber: Boolean(query.referenceNumber),
    name: Boolean(query.name),
    customerName: Boolean(query.customerName),
    projectOwner: Boolean(query.projectOwner),
    projectCategory: Boolean(query.projectCategory),
    siteAddress: Boolean(query.siteAddress),
    from: Boolean(query.from),
    to: Boolean(query.to),
    statusCount: query.statuses.length,
    sortBy: query.sortBy ?? "referenceNumber",
    isDescending: query.sortOrder === SORT_ORDER.descending,
    visibility: visibility.kind,
    includeUnregistered: visibility.includeUnregistered,
    withCompany: visibility.companyId !== null,
    sharedOnly: visibility.sharedOnly,
  };
}
type PageShape = ReturnType<typeof pageShapeOf>;

const placeholder = (name: string) => sql.placeholder(name);

/** Projects the caller's company shares: shared by an account that belongs to it. */
const sharedWithCallersCompany = sql`(${projects.sharedWithCompany} and ${projects.accountUserId} in (select ${companyMembers.userId} from ${companyMembers} where ${companyMembers.companyId} = ${placeholder("companyId")}))`;

function pageWhere(shape: PageShape): SQL | undefined {
  const ownAccount = eq(projects.accountUserId, placeholder("userId"));
  const own = shape.withCompany ? or(ownAccount, sharedWithCallersCompany) : ownAccount;
  // Written into the text, not bound, so a plan made once knows how few projects are unregistered.
  const visible =
    shape.visibility === "session"
      ? and(own, eq(projects.anonymousSessionId, placeholder("sessionId")))
      : shape.visibility === "all"
        ? shape.includeUnregistered
          ? undefined
          : sql`${projects.isUnregistered} = false`
        : shape.includeUnregistered
          ? or(own, sql`${projects.isUnregistered} = true`)
          : own;
  const conditions: Array<SQL | undefined> = [isNull(projects.deletedAt), visible];
  // Without a company nothing is shared with the caller.
  if (shape.sharedOnly) conditions.push(shape.withCompany ? sharedWithCallersCompany : sql`false`);
  if (shape.referenceNumber) conditions.push(sql`${projects.referenceNumber} ilike ${placeholder("referenceNumber")}`);
  if (shape.name) conditions.push(sql`${projects.name} ilike ${placeholder("name")}`);
  if (shape.customerName) conditions.push(sql`${projects.customerName} ilike ${placeholder("customerName")}`);
  if (shape.projectOwner) {
    // Matching the few staff names first lets the owner index do the work on a large project table.
    conditions.push(
      sql`${projects.projectOwnerId} in (select ${users.id} from ${users} where ${personName(users)} ilike ${placeholder("projectOwner")})`,
    );
  }
  if (shape.projectCategory) {
    conditions.push(
      sql`${projects.projectCategoryId} in (select ${projectCategories.id} from ${projectCategories} where ${projectCategories.name} ilike ${placeholder("projectCategory")})`,
    );
  }
  if (shape.siteAddress) conditions.push(sql`${siteAddressSearchText(projects)} ilike ${placeholder("siteAddress")}`);
  if (shape.from) conditions.push(sql`${projects.projectedEndDate} >= ${placeholder("from")}`);
  if (shape.to) conditions.push(sql`${projects.projectedEndDate} <= ${placeholder("to")}`);
  if (shape.statusCount > 0) {
    const ids = Array.from({ length: shape.statusCount }, (_, index) => placeholder(`status${index}`));
    conditions.push(sql`${projects.projectStatusId} in (${sql.join(ids, sql`, `)})`);
  }
  return and(...conditions);
}

const presented = presentProject(projectWithNames, sql`${placeholder("isStaff")}::boolean`);
/**
 * A joined project row (projectWithNames' tables) as the API sends it: the presenter's fields under the
 * contract's names, written as JSON text by PostgreSQL.
 */
const presentedJson = sql<string>`(select row_to_json(presented)::text from (select ${sql.join(
  Object.entries(presented).map(([field, expression]) => sql`${expression} as ${sql.identifier(field)}`),
  sql`, `,
)}) presented)`;

/**
 * The statements of one shape, built once with placeholders: building the joins' SQL per request cost more than
 * running them. The inner query finds the page (ids and sort keys, joining only what the sort reads), then the
 * page's rows are joined again and leave PostgreSQL as JSON text, so the server neither decodes 30-odd columns a
 * row nor serialises them again, and no row outside the page is formatted. An unfiltered shape (the list as it
 * opens) is one named statement with its count: one round trip, planned once per PostgreSQL connection
 * (planning the joins took 3.5 ms against 0.5 ms to run them on a small database). Only unfiltered shapes get a
 * name: how many rows a contains filter, a date range or a status matches depends on its value, and a plan made
 * without the value was measured slower on 100,000 projects.
 */
function preparePageStatement(db: DatabaseOrTransaction, shape: PageShape, name: string | undefined) {
  const where = pageWhere(shape);
  const direction = shape.isDescending ? desc : asc;
  const sortKey = SORT_EXPRESSIONS[shape.sortBy];
  const page = joinForSort(
    db
      .select({ id: sql<number>`${projects.id}`.as("id"), sortKey: sql`${sortKey}`.as("sortKey") })
      .from(projects)
      .$dynamic(),
    shape.sortBy,
  )
    .where(where)
    .orderBy(direction(sortKey), asc(projects.id))
    .limit(placeholder("limit"))
    .offset(placeholder("offset"))
    .as("page");
  // The aggregate keeps the page's order; page."id" and page."sortKey" are written out because drizzle names a
  // subquery's aliased fields without their table.
  const order = sql.raw(shape.isDescending ? "desc" : "asc");
  const pageJson = joinProjectNames(
    db
      .select({
        json: sql<string | null>`string_agg(${presentedJson}, ',' order by page."sortKey" ${order}, page."id")`,
      })
      .from(page)
      .innerJoin(projects, sql`${projects.id} = page."id"`)
      .$dynamic(),
  );
  // Every filter reads the projects table alone (lookups through subqueries), so the count needs no joins.
  if (name && shape.visibility === "all" && !shape.sharedOnly) {
    // Every project a staff member may see, unfiltered: its total is kept in memory until the table changes
    // (KeptProjectReads), so most requests run the page alone.
    return {
      kind: "page with a kept count",
      page: pageJson.prepare(`${name}_page_only`),
      count: db.select({ totalCount: count() }).from(projects).where(where).prepare(`${name}_count`),
      countKind: `all projects${shape.includeUnregistered ? "" : ", registered"}`,
    } as const;
  }
  if (name) {
    const pageWithCount = db
      .select({ totalCount: count(), projects: sql<string | null>`${pageJson}` })
      .from(projects)
      .where(where)
      .prepare(`${name}_page`);
    return { kind: "one statement", pageWithCount } as const;
  }
  // A filtered shape is planned on every request and its filter may scan an index at length twice (page and
  // count): the two run side by side on two connections, so the list waits for the longer, not for both.
  return {
    kind: "page and count",
    page: pageJson.prepare(""),
    count: db.select({ totalCount: count() }).from(projects).where(where).prepare(""),
  } as const;
}

/** Enough for every combination of filters and sorts in real use; PostgreSQL keeps the statements per connection. */
const MAX_PREPARED_SHAPES = 256;
const pageStatementsByDatabase = new WeakMap<
  DatabaseOrTransaction,
  Map<string, ReturnType<typeof preparePageStatement>>
>();

function pageStatementFor(db: DatabaseOrTransaction, shape: PageShape) {
  const key = JSON.stringify(shape);
  let byShape = pageStatementsByDatabase.get(db);
  if (!byShape) {
    byShape = new Map();
    pageStatementsByDatabase.set(db, byShape);
  }
  const known = byShape.get(key);
  if (known) return known;
  if (byShape.size >= MAX_PREPARED_SHAPES) return preparePageStatement(db, shape, undefined);
  const isFiltered =
    shape.referenceNumber ||
    shape.name ||
    shape.customerName ||
    shape.projectOwner ||
    shape.projectCategory ||
    shape.siteAddress ||
    shape.from ||
    shape.to ||
    shape.statusCount > 0;
  const name = isFiltered ? undefined : `projects_${createHash("sha1").update(key).digest("hex").slice(0, 20)}`;
  const statement = preparePageStatement(db, shape, name);
  byShape.set(key, statement);
  return statement;
}

/**
 * Filters, sorts and pages in SQL over every filter of spec 02 §3: the page's projects as presented JSON objects
 * joined by commas (empty for an empty page), and how many projects match in all.
 */
export async function findPresentedProjectsPage(
  db: DatabaseOrTransaction,
  query: ProjectsQuery,
  visibility: ProjectVisibility,
  options: { isStaff: boolean; kept: KeptProjectReads },
): Promise<{ projectsJson: string; totalCount: number }> {
  const statement = pageStatementFor(db, pageShapeOf(query, visibility));
  const values: Record<string, unknown> = {
    isStaff: options.isStaff,
    userId: visibility.kind === "all" ? undefined : visibility.userId,
    sessionId: visibility.kind === "session" ? visibility.sessionId : undefined,
    companyId: visibility.companyId ?? undefined,
    referenceNumber: query.referenceNumber ? containsPattern(query.referenceNumber) : undefined,
    name: query.name ? containsPattern(query.name) : undefined,
    customerName: query.customerName ? containsPattern(query.customerName) : undefined,
    projectOwner: query.projectOwner ? containsPattern(query.projectOwner) : undefined,
    projectCategory: query.projectCategory ? containsPattern(query.projectCategory) : undefined,
    siteAddress: query.siteAddress ? containsPattern(query.siteAddress) : undefined,
    from: query.from,
    to: query.to,
    limit: query.pageSize,
    offset: (query.pageNumber - 1) * query.pageSize,
  };
  query.statuses.forEach((id, index) => {
    values[`status${index}`] = id;
  });
  if (statement.kind === "one statement") {
    const [row] = await statement.pageWithCount.execute(values);
    return { projectsJson: row?.projects ?? "", totalCount: row?.totalCount ?? 0 };
  }
  if (statement.kind === "page with a kept count") {
    const countNow = async () => (await statement.count.execute(values))[0]?.totalCount ?? 0;
    const [[page], totalCount] = await Promise.all([
      statement.page.execute(values),
      options.kept.read(`count:${statement.countKind}`, countNow),
    ]);
    return { projectsJson: page?.json ?? "", totalCount };
  }
  const [[page], [total]] = await Promise.all([statement.page.execute(values), statement.count.execute(values)]);
  return { projectsJson: page?.json ?? "", totalCount: total?.totalCount ?? 0 };
}

function prepareFindProjectById(db: DatabaseOrTransaction) {
  return joinProjectNames(db.select(projectWithNames).from(projects).$dynamic())
    .where(and(eq(projects.id, sql.placeholder("projectId")), isNull(projects.deletedAt)))
    .limit(1)
    .prepare("find_project_by_id");
}
/** Built once per database handle; on PostgreSQL a named statement is also parsed and planned once per connection. */
const findProjectByIdStatements = new WeakMap<DatabaseOrTransaction, ReturnType<typeof prepareFindProjectById>>();

/** The stored project with its names, for the rules of a write (and other modules' access checks). */
export async function findProjectById(
  db: DatabaseOrTransaction,
  projectId: number,
): Promise<ProjectWithNames | undefined> {
  let statement = findProjectByIdStatements.get(db);
  if (!statement) {
    statement = prepareFindProjectById(db);
    findProjectByIdStatements.set(db, statement);
  }
  const [row] = await statement.execute({ projectId });
  return row as ProjectWithNames | undefined;
}

function prepareFindPresentedProject(db: DatabaseOrTransaction) {
  return joinProjectNames(
    db
      .select({ ...projectAccessColumns, json: presentedJson })
      .from(projects)
      .$dynamic(),
  )
    .where(and(eq(projects.id, sql.placeholder("projectId")), isNull(projects.deletedAt)))
    .limit(1)
    .prepare("find_presented_project");
}
const findPresentedProjectStatements = new WeakMap<
  DatabaseOrTransaction,
  ReturnType<typeof prepareFindPresentedProject>
>();

/**
 * A project as the API presents it, written as JSON by PostgreSQL, with what the access check needs; one
 * statement, planned once per connection.
 */
export async function findPresentedProject(
  db: DatabaseOrTransaction,
  projectId: number,
  options: { isStaff: boolean },
): Promise<(ProjectAccess & { json: string }) | undefined> {
  let statement = findPresentedProjectStatements.get(db);
  if (!statement) {
    statement = prepareFindPresentedProject(db);
    findPresentedProjectStatements.set(db, statement);
  }
  const [row] = await statement.execute({ projectId, isStaff: options.isStaff });
  return row;
}

/** Inserts with the next reference number. */
export async function insertProject(db: DatabaseOrTransaction, values: Omit<NewProjectRow, "referenceNumber">) {
  const [row] = await db
    .insert(projects)
    .values({ ...values, referenceNumber: nextReferenceNumber() })
    .returning();
  if (!row) throw new Error("insert projects returned no row");
  return row;
}

/** A user's edit: saved only if the project is still at the version the edit was made from (else undefined). */
export async function updateProjectAtVersion(
  db: DatabaseOrTransaction,
  target: { projectId: number; expectedVersion: number },
  values: Partial<NewProjectRow>,
) {
  return updateVersioned(db, projects, { id: target.projectId, expectedVersion: target.expectedVersion }, values);
}

export async function updateProject(db: DatabaseOrTransaction, projectId: number, values: Partial<NewProjectRow>) {
  const [row] = await db.update(projects).set(values).where(eq(projects.id, projectId)).returning();
  return row;
}

/** The id of a lookup entry by its name (the defaults a new project takes). */
export async function lookupIdByName(
  db: DatabaseOrTransaction,
  list: Extract<LookupList, "statuses" | "sources">,
  name: string,
): Promise<number | undefined> {
  const table = LOOKUP_TABLES[list];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.name, name)).limit(1);
  return row?.id;
}

export async function lookupExists(db: DatabaseOrTransaction, list: LookupList, id: number): Promise<boolean> {
  const table = LOOKUP_TABLES[list];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/** A user's role and whether the account is deleted, for the staff-only project fields. */
export async function findUserRole(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db
    .select({ roleId: users.roleId, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Adoption (decisions/visitor-sessions.md "Visitor sessions"): every project of an Anonymous user becomes the registered account's,
 * leaves the unregistered list and is no longer tied to the session that made it. Run in the confirmation's
 * transaction; answers how many moved.
 */
export async function adoptAnonymousProjects(
  db: DatabaseOrTransaction,
  values: { fromUserId: number; toUserId: number; now: Date },
): Promise<number> {
  const moved = await db
    .update(projects)
    .set({
      accountUserId: values.toUserId,
      isUnregistered: false,
      anonymousSessionId: null,
      updatedAt: values.now,
      version: sql`${projects.version} + 1`,
    })
    .where(eq(projects.accountUserId, values.fromUserId))
    .returning({ id: projects.id });
  return moved.length;
}
