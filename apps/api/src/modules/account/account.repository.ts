import { ROLE_IDS, ROLES } from "@portal/contracts";
import { and, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { activeUser, type NewUserRow, type UserRow } from "../../db/people.js";
import { type OneTimeCodePurpose, oneTimeCodes, refreshTokens, roles, sessions, users } from "../../db/schema/index.js";

export {
  findActiveUserByEmail,
  findActiveUserById,
  type NewUserRow,
  type UserRow,
  updateUser,
} from "../../db/people.js";
export type { OneTimeCodePurpose };

export async function insertUser(db: DatabaseOrTransaction, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("insert users returned no row");
  return row;
}

/**
 * Inserts a user unless an active user already has the e-mail (the unique index on lower(email)), in one
 * statement: two registrations racing with one address get one row and one `undefined`, never an error.
 */
export async function insertUserUnlessEmailTaken(
  db: DatabaseOrTransaction,
  values: NewUserRow,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Deletes an Anonymous user whose e-mail a registration takes over, freeing the address; false when it is no
 * longer an active Anonymous user (another request got there first).
 */
export async function retireAnonymousUser(db: DatabaseOrTransaction, userId: number, now: Date): Promise<boolean> {
  const retired = await db
    .update(users)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), activeUser, eq(users.roleId, ROLE_IDS[ROLES.anonymous])))
    .returning({ id: users.id });
  return retired.length === 1;
}

/** Adds one failed sign-in and locks when the count reaches the limit, in one statement so concurrent attempts count. */
export async function recordFailedLogin(
  db: DatabaseOrTransaction,
  userId: number,
  options: { maxFailures: number; lockedUntil: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      failedLoginCount: sql`${users.failedLoginCount} + 1`,
      lockedUntil: sql`case when ${users.failedLoginCount} + 1 >= ${options.maxFailures} then ${options.lockedUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId));
}

export async function roleNameOf(db: DatabaseOrTransaction, roleId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId)).limit(1);
  return row?.name;
}

export async function insertSession(
  db: DatabaseOrTransaction,
  { now, ...session }: { id: string; userId: number; now: Date; visitorName?: string | null },
) {
  await db.insert(sessions).values({ ...session, createdAt: now, lastUsedAt: now });
}

/** Every process keeps a cache of live sessions (plugins/auth.ts) and drops what this channel names. */
export const SESSION_REVOKED_CHANNEL = "portal_session_revoked";
export type SessionRevocation = { sessionId: string } | { userId: number };

/** Sent in the caller's transaction, so PostgreSQL delivers it on commit and never for a rolled-back revocation. */
async function notifySessionRevoked(db: DatabaseOrTransaction, revocation: SessionRevocation) {
  await db.execute(sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${JSON.stringify(revocation)})`);
}

/** Ends the live sessions `which` selects and tells every process, so their caches drop them. */
async function revokeLiveSessions(
  db: DatabaseOrTransaction,
  which: SQL,
  revocation: SessionRevocation,
  change: { reason: string; now: Date },
) {
  await db
    .update(sessions)
    .set({ revokedAt: change.now, revokedReason: change.reason })
    .where(and(which, isNull(sessions.revokedAt)));
  await notifySessionRevoked(db, revocation);
}

export const revokeSession = (db: DatabaseOrTransaction, sessionId: string, reason: string, now: Date) =>
  revokeLiveSessions(db, eq(sessions.id, sessionId), { sessionId }, { reason, now });

/** Also what a role change and a deletion call: either ends every session the user has. */
export const revokeAllSessions = (db: DatabaseOrTransaction, userId: number, reason: string, now: Date) =>
  revokeLiveSessions(db, eq(sessions.userId, userId), { userId }, { reason, now });

/** The user behind a live session: what every authenticated request checks. */
export async function findSessionUser(db: DatabaseOrTransaction, sessionId: string, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, roleId: users.roleId, role: roles.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sessions.id, sessionId), eq(users.id, userId), isNull(sessions.revokedAt), activeUser))
    .limit(1);
  return row;
}

export async function insertRefreshToken(
  db: DatabaseOrTransaction,
  { now, ...token }: { sessionId: string; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db.insert(refreshTokens).values({ ...token, createdAt: now });
}

export async function findRefreshToken(db: DatabaseOrTransaction, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      sessionRevokedAt: sessions.revokedAt,
      userId: sessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a refresh token spent; false when another request spent it first (a replay). */
export async function spendRefreshToken(db: DatabaseOrTransaction, tokenId: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return spent.length === 1;
}

export async function touchSession(db: DatabaseOrTransaction, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

/** A code without `details` stores none (null). */
export async function insertOneTimeCode(
  db: DatabaseOrTransaction,
  {
    now,
    ...code
  }: {
    userId: number;
    purpose: OneTimeCodePurpose;
    codeHash: string;
    expiresAt: Date;
    now: Date;
    details?: unknown;
  },
) {
  await db.insert(oneTimeCodes).values({ ...code, createdAt: now });
}

/** The user's codes for the purpose that have not been spent (expired or not). */
const unspentCodes = (values: { userId: number; purpose: OneTimeCodePurpose }) =>
  and(eq(oneTimeCodes.userId, values.userId), eq(oneTimeCodes.purpose, values.purpose), isNull(oneTimeCodes.usedAt));

/**
 * Spends a mailed code if it is the user's, for one of these purposes, unexpired and unused; answers the code's
 * purpose and the details it carries, or undefined when nothing was spent.
 */
export async function spendOneTimeCode(
  db: DatabaseOrTransaction,
  values: { userId: number; purposes: readonly OneTimeCodePurpose[]; codeHash: string; now: Date },
): Promise<{ purpose: OneTimeCodePurpose; details: unknown } | undefined> {
  const [spent] = await db
    .update(oneTimeCodes)
    .set({ usedAt: values.now })
    .where(
      and(
        eq(oneTimeCodes.userId, values.userId),
        inArray(oneTimeCodes.purpose, [...values.purposes]),
        isNull(oneTimeCodes.usedAt),
        eq(oneTimeCodes.codeHash, values.codeHash),
        gt(oneTimeCodes.expiresAt, values.now),
      ),
    )
    .returning({ purpose: oneTimeCodes.purpose, details: oneTimeCodes.details });
  return spent;
}

/** Once a password is set, older reset links for the same user stop working. */
export async function expireOneTimeCodes(
  db: DatabaseOrTransaction,
  values: { userId: number; purpose: OneTimeCodePurpose; now: Date },
) {
  await db.update(oneTimeCodes).set({ usedAt: values.now }).where(unspentCodes(values));
}
