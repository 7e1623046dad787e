import { COMPANY_ROLES, type CompanyAuditAction, type CompanyRole } from "@portal/contracts";
import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { activeUser, personName } from "../../db/people.js";
import { companies, companyAudit, companyInvitations, companyMembers, projects, users } from "../../db/schema/index.js";

/** A person as the company pages name them: "First Last", or the e-mail when they gave no name. */
const displayName = sql<string>`coalesce(${personName(users)}, ${users.email})`;

export type Membership = { companyId: number; name: string; role: CompanyRole };

export async function findMembership(db: DatabaseOrTransaction, userId: number): Promise<Membership | undefined> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, name: companies.name, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row;
}

export async function insertCompany(db: DatabaseOrTransaction, values: { name: string; userId: number; now: Date }) {
  const [row] = await db
    .insert(companies)
    .values({ name: values.name, createdByUserId: values.userId, createdAt: values.now })
    .returning();
  if (!row) throw new Error("insert companies returned no row");
  return row;
}

/** Adds the member unless they already belong to a company; answers whether they were added. */
export async function insertMember(
  db: DatabaseOrTransaction,
  values: { userId: number; companyId: number; role: CompanyRole; now: Date },
): Promise<boolean> {
  const added = await db
    .insert(companyMembers)
    .values({ userId: values.userId, companyId: values.companyId, role: values.role, joinedAt: values.now })
    .onConflictDoNothing({ target: companyMembers.userId })
    .returning({ userId: companyMembers.userId });
  return added.length === 1;
}

export async function deleteMember(db: DatabaseOrTransaction, companyId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .returning({ userId: companyMembers.userId });
  return removed.length === 1;
}

export async function setMemberRole(db: DatabaseOrTransaction, companyId: number, userId: number, role: CompanyRole) {
  await db
    .update(companyMembers)
    .set({ role })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

export async function renameCompany(db: DatabaseOrTransaction, companyId: number, name: string) {
  await db.update(companies).set({ name }).where(eq(companies.id, companyId));
}

/** The members, the Owner first, then by name. */
export async function listMembers(db: DatabaseOrTransaction, companyId: number) {
  return db
    .select({ userId: users.id, email: users.email, name: displayName, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`${companyMembers.role} = ${COMPANY_ROLES.owner} desc`, asc(sql`lower(${displayName})`), asc(users.id));
}

const pendingInvitation = (now: Date) => and(isNull(companyInvitations.endedAt), gt(companyInvitations.expiresAt, now));

export async function listPendingInvitations(db: DatabaseOrTransaction, companyId: number, now: Date) {
  return db
    .select({ id: companyInvitations.id, email: companyInvitations.email, createdAt: companyInvitations.createdAt })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), pendingInvitation(now)))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
}

export async function countPendingInvitations(db: DatabaseOrTransaction, companyId: number, now: Date) {
  const [row] = await db
    .select({ pending: count() })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), pendingInvitation(now)));
  return row?.pending ?? 0;
}

/** Ends the company's unended invitation of this address, if any (an expired one included). */
export async function endInvitationsOf(db: DatabaseOrTransaction, companyId: number, email: string, now: Date) {
  await db
    .update(companyInvitations)
    .set({ endedAt: now })
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        sql`lower(${companyInvitations.email}) = lower(${email})`,
        isNull(companyInvitations.endedAt),
      ),
    );
}

export async function endAllInvitations(db: DatabaseOrTransaction, companyId: number, now: Date) {
  await db
    .update(companyInvitations)
    .set({ endedAt: now })
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.endedAt)));
}

export async function insertInvitation(
  db: DatabaseOrTransaction,
  values: { companyId: number; email: string; tokenHash: string; userId: number; now: Date; expiresAt: Date },
) {
  const [row] = await db
    .insert(companyInvitations)
    .values({
      companyId: values.companyId,
      email: values.email,
      tokenHash: values.tokenHash,
      invitedByUserId: values.userId,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning();
  if (!row) throw new Error("insert company_invitations returned no row");
  return row;
}

/** A pending invitation by its token's hash (none when it is unknown, expired, withdrawn or used). */
export async function findPendingInvitationByTokenHash(db: DatabaseOrTransaction, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.tokenHash, tokenHash), pendingInvitation(now)))
    .limit(1);
  return row;
}

export async function findPendingInvitation(
  db: DatabaseOrTransaction,
  companyId: number,
  invitationId: number,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(
      and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, companyId), pendingInvitation(now)),
    )
    .limit(1);
  return row;
}

/** Ends a pending invitation; answers false when another request ended it first (used, withdrawn). */
export async function endInvitation(db: DatabaseOrTransaction, invitationId: number, now: Date): Promise<boolean> {
  const ended = await db
    .update(companyInvitations)
    .set({ endedAt: now })
    .where(and(eq(companyInvitations.id, invitationId), isNull(companyInvitations.endedAt)))
    .returning({ id: companyInvitations.id });
  return ended.length === 1;
}

/** A registered, active user by id, with what the company rules read. */
export async function findPerson(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: displayName, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(and(eq(users.id, userId), activeUser))
    .limit(1);
  return row;
}

/** Whether an active user with this e-mail is a member of the company. */
export async function isMemberByEmail(db: DatabaseOrTransaction, companyId: number, email: string) {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), sql`lower(${users.email}) = lower(${email})`, activeUser))
    .limit(1);
  return row !== undefined;
}

export type NewAuditEntry = {
  companyId: number;
  action: CompanyAuditAction;
  actorUserId: number;
  actor: string;
  subject?: string | null;
  subjectUserId?: number | null;
  projectId?: number | null;
  shared?: boolean | null;
  now: Date;
};

/** What an entry leaves out (its subject, project or sharing) is stored as null. */
export async function insertAudit(db: DatabaseOrTransaction, { now, ...entry }: NewAuditEntry) {
  await db.insert(companyAudit).values({ ...entry, createdAt: now });
}

export async function findAuditPage(
  db: DatabaseOrTransaction,
  companyId: number,
  page: { limit: number; offset: number },
) {
  const where = eq(companyAudit.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companyAudit.id,
        action: companyAudit.action,
        actor: companyAudit.actor,
        subject: companyAudit.subject,
        shared: companyAudit.shared,
        createdAt: companyAudit.createdAt,
      })
      .from(companyAudit)
      .where(where)
      .orderBy(desc(companyAudit.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ totalCount: count() }).from(companyAudit).where(where),
  ]);
  return { rows, totalCount: total?.totalCount ?? 0 };
}

/**
 * A member who leaves takes their projects with them unshared: were they to join another company later, nothing
 * of theirs would be shared with it until they chose so.
 */
export async function unshareProjectsOf(db: DatabaseOrTransaction, userId: number) {
  await db
    .update(projects)
    .set({ sharedWithCompany: false })
    .where(and(eq(projects.accountUserId, userId), eq(projects.sharedWithCompany, true)));
}

/** The member who joined first, other than `exceptUserId`: who takes over a company whose Owner is deleted. */
export async function findLongestServingMember(db: DatabaseOrTransaction, companyId: number, exceptUserId: number) {
  const [row] = await db
    .select({ userId: companyMembers.userId, name: displayName })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), sql`${companyMembers.userId} <> ${exceptUserId}`))
    .orderBy(asc(companyMembers.joinedAt), asc(companyMembers.userId))
    .limit(1);
  return row;
}
