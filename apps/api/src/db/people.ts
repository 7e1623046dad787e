import { type AnyColumn, sql } from "drizzle-orm";
import { users } from "./schema/index.js";

/**
 * How every module reads a person from the users table: whether the account is live (deleted users keep their
 * row so what they own stays attributable) and the name to show.
 */
export const activeUser = sql`${users.deletedAt} is null`;

/** "First Last" of a user (or a joined alias of users), or null when neither is set. */
export const personName = (person: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(coalesce(${person.firstName}, '') || ' ' || coalesce(${person.lastName}, '')), '')`;
