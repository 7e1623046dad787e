import { randomUUID } from "node:crypto";
import {
  ACCESS_TOKEN_MINUTES,
  ACCOUNT_MESSAGES,
  type ConfirmEmail,
  EMAIL_CONFIRMATION_HOURS,
  LOCKOUT_MINUTES,
  MAX_FAILED_LOGINS,
  normalisePostcode,
  PASSWORD_RESET_HOURS,
  type PasswordReset,
  REFRESH_TOKEN_MINUTES,
  type Register,
  ROLE_IDS,
  ROLES,
  SESSION_TOKEN_EXPIRY,
  type TokenPair,
} from "@portal/contracts";
import type { AppContext } from "../../context.js";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { AppError, conflict, unauthenticated, validationError } from "../../errors.js";
import { addMinutes } from "../../lib/clock.js";
import { hashPassword, timingDummyHash, verifyPassword } from "../../lib/passwords.js";
import { hashOpaqueToken, newOpaqueToken } from "../../lib/tokens.js";
import { passwordResetMail, verificationMail } from "../../mail/templates.js";
import { adoptAnonymousProjects } from "../projects/projects.repository.js";
import * as repository from "./account.repository.js";
import { isAnonymousUser, takeOverAnonymousEmail } from "./anonymous-email-takeover.js";
import type { SignInFailures } from "./sign-in-failures.js";

type WorkAndAddress = Pick<
  repository.NewUserRow,
  "phoneNumber" | "jobTitle" | "company" | "addressLine1" | "addressLine2" | "town" | "postCode" | "industryType"
>;

/**
 * A user's work and address fields as stored, from Register, Add User or Edit User Details: the postcode in its
 * standard form, an empty one as none.
 */
export function workAndAddressValues(input: WorkAndAddress): WorkAndAddress {
  return {
    phoneNumber: input.phoneNumber,
    jobTitle: input.jobTitle,
    company: input.company,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    town: input.town,
    postCode: input.postCode ? normalisePostcode(input.postCode) : null,
    industryType: input.industryType,
  };
}

/**
 * Registration. An e-mail held by an Anonymous user (the public wizard's) is taken over in the same transaction:
 * that user is deleted, which frees the address and ends its sessions, and the new account names it so that
 * confirming the e-mail adopts its projects (decisions.md "Visitor sessions").
 */
export async function register(ctx: AppContext, input: Register): Promise<void> {
  const emailTaken = () =>
    validationError({ Email: [ACCOUNT_MESSAGES.registerEmailTaken] }, ACCOUNT_MESSAGES.registerFailedFallback);
  // Checked first so a known duplicate costs no password hashing; the insert decides when two race.
  const holder = await repository.findActiveUserByEmail(ctx.db, input.email);
  if (holder && !isAnonymousUser(holder)) throw emailTaken();
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const takeover = await takeOverAnonymousEmail(tx, input.email, { reason: "e-mail registered", now });
    if (!takeover) throw emailTaken();
    const created = await repository.insertUserUnlessEmailTaken(tx, {
      email: input.email,
      passwordHash,
      roleId: ROLE_IDS.User,
      firstName: input.firstName,
      lastName: input.lastName,
      ...workAndAddressValues(input),
      acceptMarketingByEmail: input.acceptMarketingByEmail,
      acceptMarketingByPost: input.acceptMarketingByPost,
      acceptOptInToThirdParties: input.acceptOptInToThirdParties,
      hasAcceptedTermsAndConditions: input.hasAcceptedTermsAndConditions,
      adoptsAnonymousUserId: takeover.adoptsAnonymousUserId,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw emailTaken();
    return created;
  });
  if (user.adoptsAnonymousUserId !== null) await ctx.liveSessions.awaitRevocations();
  await sendVerificationMail(ctx, user);
}

/**
 * Once a registered account's e-mail is proven (ConfirmEmail, or a password reset's link), the projects of the
 * Anonymous user whose e-mail it took over become its own, in the caller's transaction.
 */
async function adoptAnonymousWork(tx: DatabaseOrTransaction, user: repository.UserRow, now: Date): Promise<void> {
  if (user.adoptsAnonymousUserId === null) return;
  await adoptAnonymousProjects(tx, { fromUserId: user.adoptsAnonymousUserId, toUserId: user.id, now });
  await repository.updateUser(tx, user.id, { adoptsAnonymousUserId: null });
}

/**
 * POST /api/Account/SessionToken (spec 01 §7): a new session for the visitor with this e-mail, as an access token
 * of SESSION_TOKEN_EXPIRY minutes and no refresh token. The e-mail's Anonymous user is made on first use and
 * reused after; an e-mail of a registered account is refused (409), its owner should log in. Every call opens a
 * new session, and an anonymous session reaches only what it created itself.
 */
export async function sessionToken(ctx: AppContext, email: string): Promise<string> {
  const now = ctx.clock.now();
  const sessionId = randomUUID();
  const user = await ctx.db.transaction(async (tx) => {
    const user =
      (await repository.findActiveUserByEmail(tx, email)) ??
      (await repository.insertUserUnlessEmailTaken(tx, {
        email,
        roleId: ROLE_IDS[ROLES.anonymous],
        createdAt: now,
        updatedAt: now,
      })) ??
      // Another request made it first; read committed shows it to this statement.
      (await repository.findActiveUserByEmail(tx, email));
    if (!user) throw conflict(ACCOUNT_MESSAGES.sessionEmailRegistered);
    if (!isAnonymousUser(user)) throw conflict(ACCOUNT_MESSAGES.sessionEmailRegistered);
    await repository.insertSession(tx, { id: sessionId, userId: user.id, now });
    return user;
  });
  return ctx.signer.sign({ userId: user.id, sessionId, role: ROLES.anonymous }, SESSION_TOKEN_EXPIRY, now);
}

export async function sendVerificationMail(ctx: AppContext, user: repository.UserRow): Promise<void> {
  const code = await issueOneTimeCode(ctx, user.id, "confirm-email", EMAIL_CONFIRMATION_HOURS * 60);
  const url = `${ctx.config.publicUrl}/login?userId=${user.id}&code=${encodeURIComponent(code)}`;
  await ctx.mailer.send({
    to: user.email,
    ...verificationMail({ firstName: user.firstName, url, lifetimeHours: EMAIL_CONFIRMATION_HOURS }),
  });
}

export async function issueOneTimeCode(
  ctx: AppContext,
  userId: number,
  purpose: repository.OneTimeCodePurpose,
  lifetimeMinutes: number,
): Promise<string> {
  const code = newOpaqueToken();
  const now = ctx.clock.now();
  await repository.insertOneTimeCode(ctx.db, {
    userId,
    purpose,
    codeHash: hashOpaqueToken(code),
    expiresAt: addMinutes(now, lifetimeMinutes),
    now,
  });
  return code;
}

export async function confirmEmail(ctx: AppContext, input: ConfirmEmail): Promise<void> {
  const now = ctx.clock.now();
  const confirmed = await ctx.db.transaction(async (tx) => {
    const user = await repository.findActiveUserById(tx, input.userId);
    if (!user) return false;
    const spent = await repository.spendOneTimeCode(tx, {
      userId: user.id,
      purpose: "confirm-email",
      codeHash: hashOpaqueToken(input.code),
      now,
    });
    if (!spent) return false;
    await repository.updateUser(tx, user.id, { emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now });
    await adoptAnonymousWork(tx, user, now);
    return true;
  });
  if (!confirmed) throw new AppError("VALIDATION", ACCOUNT_MESSAGES.emailVerifiedError);
}

export function isLockedOut(user: Pick<repository.UserRow, "lockedUntil">, now: Date): boolean {
  return user.lockedUntil !== null && user.lockedUntil > now;
}

/** Who is signing in from where, and the failures remembered for addresses and unknown e-mails. */
export type SignInAttempt = { address: string; failures: SignInFailures };

/**
 * Sign-in (DESIGN §6): the same answer and the same time for an unknown e-mail and a wrong password;
 * five failures lock the account for 15 minutes, and an unknown e-mail the same way, so 423 reveals no
 * account; one address's failures across accounts are limited too; the e-mail must be verified first.
 */
export async function login(
  ctx: AppContext,
  credentials: { email: string; password: string },
  attempt: SignInAttempt,
): Promise<TokenPair> {
  const now = ctx.clock.now();
  const { failures, address } = attempt;
  if (failures.isAddressBlocked(address, now)) throw new AppError("RATE_LIMITED");
  const refuse = (error: AppError) => {
    failures.recordAddressFailure(address, now);
    return error;
  };
  const user = await repository.findActiveUserByEmail(ctx.db, credentials.email);
  // A wizard visitor (Anonymous) has no password and never signs in here: it asks for a session by e-mail.
  if (!user?.passwordHash || isAnonymousUser(user)) {
    // A locked account answers without checking the password, so a locked unknown e-mail does too.
    if (failures.isUnknownEmailLocked(credentials.email, now))
      throw refuse(new AppError("LOCKED", ACCOUNT_MESSAGES.accountLocked));
    await verifyPassword(credentials.password, await timingDummyHash());
    failures.recordUnknownEmailFailure(credentials.email, now);
    throw refuse(unauthenticated(ACCOUNT_MESSAGES.incorrectLogin));
  }
  if (isLockedOut(user, now)) throw refuse(new AppError("LOCKED", ACCOUNT_MESSAGES.accountLocked));
  if (!(await verifyPassword(credentials.password, user.passwordHash))) {
    await repository.recordFailedLogin(ctx.db, user.id, {
      maxFailures: MAX_FAILED_LOGINS,
      lockedUntil: addMinutes(now, LOCKOUT_MINUTES),
    });
    throw refuse(unauthenticated(ACCOUNT_MESSAGES.incorrectLogin));
  }
  if (!user.emailConfirmedAt) throw new AppError("FORBIDDEN", ACCOUNT_MESSAGES.emailNotVerified);
  await repository.updateUser(ctx.db, user.id, { failedLoginCount: 0, lockedUntil: null, lastLoginAt: now });
  return startSession(ctx, user);
}

async function startSession(ctx: AppContext, user: repository.UserRow): Promise<TokenPair> {
  const now = ctx.clock.now();
  const sessionId = randomUUID();
  const refreshToken = newOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    await repository.insertSession(tx, { id: sessionId, userId: user.id, now });
    await repository.insertRefreshToken(tx, {
      sessionId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: addMinutes(now, REFRESH_TOKEN_MINUTES),
      now,
    });
  });
  const role = (await repository.roleNameOf(ctx.db, user.roleId)) ?? "";
  const authToken = await ctx.signer.sign({ userId: user.id, sessionId, role }, ACCESS_TOKEN_MINUTES, now);
  return { authToken, refreshToken };
}

/**
 * Exchanges a refresh token for a new pair. Each token works once; presenting a spent one means it was
 * copied, so the whole session is revoked (reuse detection).
 */
export async function refresh(ctx: AppContext, refreshToken: string): Promise<TokenPair> {
  const now = ctx.clock.now();
  const stored = await repository.findRefreshToken(ctx.db, hashOpaqueToken(refreshToken));
  if (!stored || stored.sessionRevokedAt) throw unauthenticated(ACCOUNT_MESSAGES.invalidRefreshToken);
  if (stored.usedAt) {
    await repository.revokeSession(ctx.db, stored.sessionId, "refresh token reused", now);
    await ctx.liveSessions.awaitRevocations();
    throw unauthenticated(ACCOUNT_MESSAGES.invalidRefreshToken);
  }
  if (stored.expiresAt <= now) throw unauthenticated(ACCOUNT_MESSAGES.invalidRefreshToken);
  const user = await repository.findActiveUserById(ctx.db, stored.userId);
  if (!user) throw unauthenticated(ACCOUNT_MESSAGES.invalidRefreshToken);

  const nextRefreshToken = newOpaqueToken();
  const rotated = await ctx.db.transaction(async (tx) => {
    if (!(await repository.spendRefreshToken(tx, stored.id, now))) return false;
    await repository.insertRefreshToken(tx, {
      sessionId: stored.sessionId,
      tokenHash: hashOpaqueToken(nextRefreshToken),
      expiresAt: addMinutes(now, REFRESH_TOKEN_MINUTES),
      now,
    });
    await repository.touchSession(tx, stored.sessionId, now);
    return true;
  });
  if (!rotated) {
    await repository.revokeSession(ctx.db, stored.sessionId, "refresh token reused", now);
    await ctx.liveSessions.awaitRevocations();
    throw unauthenticated(ACCOUNT_MESSAGES.invalidRefreshToken);
  }
  const role = (await repository.roleNameOf(ctx.db, user.roleId)) ?? "";
  const authToken = await ctx.signer.sign(
    { userId: user.id, sessionId: stored.sessionId, role },
    ACCESS_TOKEN_MINUTES,
    now,
  );
  return { authToken, refreshToken: nextRefreshToken };
}

/** Ends the caller's session; a refresh token given with it must belong to the same user, else it is ignored. */
export async function logout(ctx: AppContext, caller: { userId: number; sessionId: string }, refreshToken?: string) {
  const now = ctx.clock.now();
  await repository.revokeSession(ctx.db, caller.sessionId, "logout", now);
  if (refreshToken) {
    const stored = await repository.findRefreshToken(ctx.db, hashOpaqueToken(refreshToken));
    if (stored && stored.userId === caller.userId)
      await repository.revokeSession(ctx.db, stored.sessionId, "logout", now);
  }
  await ctx.liveSessions.awaitRevocations();
}

export async function logoutAll(ctx: AppContext, userId: number) {
  await repository.revokeAllSessions(ctx.db, userId, "logout from all devices", ctx.clock.now());
  await ctx.liveSessions.awaitRevocations();
}

/** Always succeeds from the caller's side, so the answer never tells whether an account exists. */
export async function forgottenPassword(ctx: AppContext, email: string): Promise<void> {
  const user = await repository.findActiveUserByEmail(ctx.db, email);
  // A wizard visitor has no password to reset: Register takes the e-mail over instead.
  if (!user || isAnonymousUser(user)) return;
  await mailPasswordLink(ctx, user, { lifetimeHours: PASSWORD_RESET_HOURS, mail: passwordResetMail });
}

/**
 * Mails `user` a link to choose a password, carrying a new one-time code that lasts `lifetimeHours`: the
 * forgotten-password mail, or the mail of an account an administrator has just added.
 */
export async function mailPasswordLink(
  ctx: AppContext,
  user: Pick<repository.UserRow, "id" | "email" | "firstName">,
  options: { lifetimeHours: number; mail: typeof passwordResetMail },
): Promise<void> {
  const code = await issueOneTimeCode(ctx, user.id, "reset-password", options.lifetimeHours * 60);
  const url = `${ctx.config.publicUrl}/password-reset?code=${encodeURIComponent(code)}&userId=${user.id}`;
  await ctx.mailer.send({
    to: user.email,
    ...options.mail({ firstName: user.firstName, url, lifetimeHours: options.lifetimeHours }),
  });
}

/**
 * Sets a new password from a mailed code. Following the link proves the mailbox, so it also verifies
 * the e-mail and lifts a lockout; every signed-in device is signed out.
 */
export async function passwordReset(ctx: AppContext, input: PasswordReset): Promise<void> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  const done = await ctx.db.transaction(async (tx) => {
    const user = await repository.findActiveUserById(tx, input.userId);
    if (!user) return false;
    const spent = await repository.spendOneTimeCode(tx, {
      userId: user.id,
      purpose: "reset-password",
      codeHash: hashOpaqueToken(input.code),
      now,
    });
    if (!spent) return false;
    await repository.expireOneTimeCodes(tx, { userId: user.id, purpose: "reset-password", now });
    await repository.updateUser(tx, user.id, {
      passwordHash,
      emailConfirmedAt: user.emailConfirmedAt ?? now,
      failedLoginCount: 0,
      lockedUntil: null,
      updatedAt: now,
    });
    await adoptAnonymousWork(tx, user, now);
    await repository.revokeAllSessions(tx, user.id, "password reset", now);
    return true;
  });
  if (!done) throw new AppError("VALIDATION", ACCOUNT_MESSAGES.passwordResetInvalid);
  await ctx.liveSessions.awaitRevocations();
}
