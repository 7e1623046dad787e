import type { UserSortField, UsersQuery } from "@portal/contracts";
import { ROLE_IDS, ROLES, SORT_ORDER } from "@portal/contracts";
import { type AnyColumn, and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { activeUser } from "../../db/people.js";
import { companies, companyMembers, industryTypes, roles, users } from "../../db/schema/index.js";
import { containsPattern } from "../../lib/sql-patterns.js";

const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;

const SORT_EXPRESSIONS: Record<UserSortField, Array<SQL | AnyColumn>> = {
  name: [sql`lower(coalesce(${users.firstName}, ''))`, sql`lower(coalesce(${users.lastName}, ''))`],
  email: [sql`lower(${users.email})`],
  role: [roles.name],
  company: [sql`lower(coalesce(${users.company}, ''))`],
  jobTitle: [sql`lower(coalesce(${users.jobTitle}, ''))`],
  town: [sql`lower(coalesce(${users.town}, ''))`],
  isLockedOut: [sql`(${users.lockedUntil} is not null and ${users.lockedUntil} > now())`],
  createdDate: [users.createdAt],
  lastLoginDate: [users.lastLoginAt],
};

/** A user with their role's name and their company (left-joined: company_members, companies). */
export const userWithRoleColumns = {
  user: users,
  roleName: roles.name,
  companyId: companyMembers.companyId,
  companyName: companies.name,
  companyRole: companyMembers.role,
};

/** Filters, sorts and pages in SQL (spec 01 §7 /users/paginated). */
export async function findUsersPage(db: DatabaseOrTransaction, query: UsersQuery) {
  // Anonymous users are the public wizard's e-mail sessions, not accounts an administrator manages.
  const conditions: SQL[] = [activeUser, ne(users.roleId, ROLE_IDS[ROLES.anonymous])];
  if (query.name) conditions.push(sql`${fullName} ilike ${containsPattern(query.name)}`);
  if (query.email) conditions.push(sql`${users.email} ilike ${containsPattern(query.email)}`);
  if (query.roleId !== undefined) conditions.push(eq(users.roleId, query.roleId));
  if (query.acceptMarketingByEmail !== undefined)
    conditions.push(eq(users.acceptMarketingByEmail, query.acceptMarketingByEmail));
  if (query.acceptMarketingByPost !== undefined)
    conditions.push(eq(users.acceptMarketingByPost, query.acceptMarketingByPost));
  if (query.acceptOptInToThirdParties !== undefined)
    conditions.push(eq(users.acceptOptInToThirdParties, query.acceptOptInToThirdParties));
  const where = and(...conditions);

  const direction = query.sortOrder === SORT_ORDER.descending ? desc : asc;
  const orderBy = [
    ...SORT_EXPRESSIONS[query.sortBy ?? "name"].map((expression) => direction(expression)),
    asc(users.id),
  ];

  const [rows, totals] = await Promise.all([
    db
      .select(userWithRoleColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(where)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ total: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
  ]);
  return { rows, totalCount: totals[0]?.total ?? 0 };
}

export async function findUserWithRole(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db
    .select(userWithRoleColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(users.id, userId), activeUser))
    .limit(1);
  return row;
}

export async function listRoles(db: DatabaseOrTransaction) {
  return db.select().from(roles).orderBy(asc(roles.id));
}

export async function listIndustryTypes(db: DatabaseOrTransaction) {
  return db.select().from(industryTypes).orderBy(asc(industryTypes.sortOrder), asc(industryTypes.id));
}

export async function industryTypeExists(db: DatabaseOrTransaction, industryTypeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: industryTypes.id })
    .from(industryTypes)
    .where(eq(industryTypes.id, industryTypeId));
  return row !== undefined;
}
