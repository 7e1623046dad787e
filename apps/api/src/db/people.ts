import { type AnyColumn, and, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "./database.js";
import { type NewUserRow, type UserRow, users } from "./schema/index.js";

/**
 * How every module reads a person from the users table: whether the account is live (deleted users keep their
 * row so what they own stays attributable) and the name to show.
 */
export const activeUser = sql`${users.deletedAt} is null`;

/** "First Last" of a user (or a joined alias of users), or null when neither is set. */
export const personName = (person: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(coalesce(${person.firstName}, '') || ' ' || coalesce(${person.lastName}, '')), '')`;

/**
 * A person's row, read and written the same way by the account (sign-in, registration), user administration and
 * the profile.
 */
export type { NewUserRow, UserRow } from "./schema/index.js";

export async function findActiveUserByEmail(db: DatabaseOrTransaction, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, activeUser))
    .limit(1);
  return row;
}

export async function findActiveUserById(db: DatabaseOrTransaction, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), activeUser))
    .limit(1);
  return row;
}

export async function updateUser(
  db: DatabaseOrTransaction,
  userId: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}
