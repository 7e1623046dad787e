import { asc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { customerAccounts, customerContacts } from "../../db/schema/index.js";
import { containsPattern } from "../../lib/sql-patterns.js";

/** Accounts and contacts whose name contains the search, case-insensitively, at most `limit` of each. */
export async function searchByName(db: DatabaseOrTransaction, search: string, limit: number) {
  const pattern = containsPattern(search);
  const [accounts, contacts] = await Promise.all([
    db
      .select({ id: customerAccounts.id, name: customerAccounts.name })
      .from(customerAccounts)
      .where(sql`${customerAccounts.name} ilike ${pattern}`)
      .orderBy(asc(customerAccounts.name))
      .limit(limit),
    db
      .select({ id: customerContacts.id, name: customerContacts.name })
      .from(customerContacts)
      .where(sql`${customerContacts.name} ilike ${pattern}`)
      .orderBy(asc(customerContacts.name))
      .limit(limit),
  ]);
  return { accounts, contacts };
}

export async function findAccount(db: DatabaseOrTransaction, id: number) {
  const [account] = await db.select().from(customerAccounts).where(eq(customerAccounts.id, id));
  return account;
}

export async function findContact(db: DatabaseOrTransaction, id: number) {
  const [contact] = await db.select().from(customerContacts).where(eq(customerContacts.id, id));
  return contact;
}
