import { ROLE_IDS, ROLES } from "@portal/contracts";
import type { DatabaseOrTransaction } from "../../db/database.js";
import * as accountRepository from "./account.repository.js";

export const isAnonymousUser = (user: Pick<accountRepository.UserRow, "roleId">) =>
  user.roleId === ROLE_IDS[ROLES.anonymous];

/**
 * A new account (Register, or an administrator's Add User) takes its e-mail over from the public wizard's
 * Anonymous user holding it, in the caller's transaction: that user is deleted, which frees the address for the
 * insert, and its sessions end, since the visitor must not keep working on projects that are about to change hands.
 * The projects themselves move only once the new account proves the mailbox (decisions/visitor-sessions.md "Visitor sessions"), so
 * an address typed by someone else never hands them over.
 *
 * Answers the id the new account keeps in adoptsAnonymousUserId (null when no Anonymous user held the e-mail), or
 * undefined when another request retired that user first, which the caller reports as the e-mail being taken.
 * When the id is not null the caller awaits ctx.liveSessions.awaitRevocations() after commit.
 */
export async function takeOverAnonymousEmail(
  tx: DatabaseOrTransaction,
  email: string,
  change: { reason: string; now: Date },
): Promise<{ adoptsAnonymousUserId: number | null } | undefined> {
  const holder = await accountRepository.findActiveUserByEmail(tx, email);
  if (!holder || !isAnonymousUser(holder)) return { adoptsAnonymousUserId: null };
  if (!(await accountRepository.retireAnonymousUser(tx, holder.id, change.now))) return undefined;
  await accountRepository.revokeAllSessions(tx, holder.id, change.reason, change.now);
  return { adoptsAnonymousUserId: holder.id };
}
