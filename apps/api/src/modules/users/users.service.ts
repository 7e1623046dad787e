import {
  ACCOUNT_SETUP_HOURS,
  type CreateUser,
  normalisePostcode,
  ROLE_IDS,
  ROLES,
  type UpdateUser,
  USERS_MESSAGES,
  type UsersQuery,
} from "@portal/contracts";
import type { AppContext } from "../../context.js";
import * as people from "../../db/people.js";
import { AppError, notFound, validationError } from "../../errors.js";
import { accountCreatedMail } from "../../mail/templates.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import {
  insertUserUnlessEmailTaken,
  mailPasswordLink,
  revokeAllSessions,
  workAndAddressValues,
} from "../account/account.service.js";
import { isAnonymousUser, takeOverAnonymousEmail } from "../account/anonymous-email-takeover.js";
import { endMembershipOfDeletedUser } from "../companies/index.js";
import { presentAdminUser } from "./users.presenter.js";
import * as repository from "./users.repository.js";

/** Roles an administrator can give: every role but Anonymous, which only the public wizard's sessions carry. */
export async function assignableRoles(ctx: AppContext) {
  const rows = await repository.listRoles(ctx.db);
  return rows.filter((role) => role.id !== ROLE_IDS.Anonymous).map((role) => ({ value: role.id, label: role.name }));
}

async function assertAssignableRole(ctx: AppContext, roleId: number) {
  const roles = await assignableRoles(ctx);
  if (!roles.some((role) => role.value === roleId)) throw validationError({ RoleId: ["Role is invalid"] });
}

/** 400 for an industry type that is not in the list (0 is "none chosen"); the profile asks it too. */
export async function assertIndustryType(ctx: AppContext, industryType: number) {
  if (industryType !== 0 && !(await repository.industryTypeExists(ctx.db, industryType))) {
    throw validationError({ IndustryType: ["Industry type is invalid"] });
  }
}

export async function listUsers(ctx: AppContext, query: UsersQuery) {
  const page = await repository.findUsersPage(ctx.db, query);
  const now = ctx.clock.now();
  return {
    users: page.rows.map((row) => presentAdminUser(row.user, row.roleName, row, now)),
    totalCount: page.totalCount,
  };
}

export async function getUser(ctx: AppContext, userId: number) {
  const row = await repository.findUserWithRole(ctx.db, userId);
  if (!row) throw notFound();
  return presentAdminUser(row.user, row.roleName, row, ctx.clock.now());
}

/**
 * Administrator adds a user; the new user chooses a password from the mailed link, which also verifies the e-mail.
 * An e-mail held only by a wizard visitor (Anonymous) is taken over as Register takes it over: the visitor's
 * projects become the account's once the link is followed, rather than the address being refused for good.
 */
export async function createUser(ctx: AppContext, admin: AuthenticatedUser, input: CreateUser) {
  await assertAssignableRole(ctx, input.roleId);
  await assertIndustryType(ctx, input.industryType);
  const emailTaken = () => validationError({ Email: [USERS_MESSAGES.emailTaken] }, USERS_MESSAGES.emailTaken);
  const holder = await people.findActiveUserByEmail(ctx.db, input.email);
  if (holder && !isAnonymousUser(holder)) throw emailTaken();
  const now = ctx.clock.now();
  const user = await ctx.db.transaction(async (tx) => {
    const takeover = await takeOverAnonymousEmail(tx, input.email, { reason: "e-mail added by an administrator", now });
    if (!takeover) throw emailTaken();
    // The check above answers the common case; the insert itself decides when two administrators race.
    const created = await insertUserUnlessEmailTaken(tx, {
      ...input,
      postCode: input.postCode ? normalisePostcode(input.postCode) : null,
      passwordHash: null,
      adoptsAnonymousUserId: takeover.adoptsAnonymousUserId,
      createdAt: now,
      updatedAt: now,
      createdByUserId: admin.id,
      updatedByUserId: admin.id,
    });
    if (!created) throw emailTaken();
    return created;
  });
  if (user.adoptsAnonymousUserId !== null) await ctx.liveSessions.awaitRevocations();
  await mailPasswordLink(ctx, user, { lifetimeHours: ACCOUNT_SETUP_HOURS, mail: accountCreatedMail });
  return { id: user.id };
}

/** Edit User Details: role, address, phone, job, company, industry type, and unlocking a locked account. */
export async function updateUser(ctx: AppContext, admin: AuthenticatedUser, userId: number, input: UpdateUser) {
  if (input.id !== undefined && input.id !== userId) throw validationError({ Id: ["Id does not match the address"] });
  const existing = await people.findActiveUserById(ctx.db, userId);
  if (!existing) throw notFound();
  await assertAssignableRole(ctx, input.roleId);
  await assertIndustryType(ctx, input.industryType);
  if (userId === admin.id && input.roleId !== ROLE_IDS[ROLES.administrator]) {
    throw new AppError("FORBIDDEN", USERS_MESSAGES.cannotDemoteSelf);
  }
  const now = ctx.clock.now();
  const unlock = input.isLockedOut === false ? { lockedUntil: null, failedLoginCount: 0 } : {};
  await ctx.db.transaction(async (tx) => {
    await people.updateUser(tx, userId, {
      roleId: input.roleId,
      ...workAndAddressValues(input),
      ...unlock,
      updatedAt: now,
      updatedByUserId: admin.id,
    });
    // A changed role must not live on in tokens already issued.
    if (input.roleId !== existing.roleId) await revokeAllSessions(tx, userId, "role changed", now);
  });
  await ctx.liveSessions.awaitRevocations();
  return getUser(ctx, userId);
}

/** Deleting keeps the row (projects stay attributable) but ends every session and frees the e-mail. */
export async function deleteUser(ctx: AppContext, admin: AuthenticatedUser, userId: number) {
  if (userId === admin.id) throw new AppError("FORBIDDEN", USERS_MESSAGES.cannotDeleteSelf);
  const existing = await people.findActiveUserById(ctx.db, userId);
  if (!existing) throw notFound();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // First, while the audit can still name the user.
    await endMembershipOfDeletedUser(tx, { userId, adminUserId: admin.id, now });
    await people.updateUser(tx, userId, { deletedAt: now, updatedAt: now, updatedByUserId: admin.id });
    await revokeAllSessions(tx, userId, "user deleted", now);
  });
  await ctx.liveSessions.awaitRevocations();
}

export async function industryTypeOptions(ctx: AppContext) {
  const rows = await repository.listIndustryTypes(ctx.db);
  return rows.map((row) => ({ value: row.id, name: row.name }));
}
