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
import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { AppError, conflict, unauthenticated, validationError } from "../../errors.js";
import { addMinutes } from "../../lib/clock.js";
import { hashPassword, timingDummyHash, verifyPassword } from "../../lib/passwords.js";
import { hashOpaqueToken, newOpaqueToken } from "../../lib/tokens.js";
import { completeRegistrationMail, passwordResetMail, verificationMail } from "../../mail/templates.js";
import { adoptAnonymousProjects } from "../projects/projects.service.js";
import * as repository from "./account.repository.js";
import { isAnonymousUser } from "./anonymous-email-takeover.js";
import type { SignInFailures } from "./sign-in-failures.js";

/**
 * What user administration does to an account the way the account itself does it: a user added unless the
 * e-mail is taken (the insert decides a race, as at registration), and every session ended (role changed, deleted).
 */
export { insertUserUnlessEmailTaken, revokeAllSessions } from "./account.repository.js";

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
 * Registration. An e-mail held by a wizard visitor (an Anonymous user) creates nothing yet: whoever registers may
 * not be the visitor, so the mailbox is sent a set-password link instead, and the account exists only once the
 * person who follows it chooses the password (`completeVisitorRegistration`). The visitor's sessions go on
 * meanwhile (decisions/visitor-sessions.md "Visitor sessions").
 */
export async function register(ctx: AppContext, input: Register): Promise<void> {
  const emailTaken = () =>
    validationError({ Email: [ACCOUNT_MESSAGES.registerEmailTaken] }, ACCOUNT_MESSAGES.registerFailedFallback);
  // Checked first so a known duplicate costs no password hashing; the insert decides when two race.
  const holder = await repository.findActiveUserByEmail(ctx.db, input.email);
  if (holder && !isAnonymousUser(holder)) throw emailTaken();
  // Hashed whether or not it is kept, so a visitor's e-mail answers in the time any other does.
  const passwordHash = await hashPassword(input.password);
  if (holder) return requestVisitorRegistration(ctx, holder, input);
  const now = ctx.clock.now();
  const user = await repository.insertUserUnlessEmailTaken(ctx.db, {
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
    createdAt: now,
    updatedAt: now,
  });
  if (!user) {
    // Another request took the address first: a visitor's session by e-mail, or another registration.
    const raced = await repository.findActiveUserByEmail(ctx.db, input.email);
    if (raced && isAnonymousUser(raced)) return requestVisitorRegistration(ctx, raced, input);
    throw emailTaken();
  }
  await sendVerificationMail(ctx, user);
}

/** What a visitor's registration keeps until its set-password link is followed: never a password. */
const PendingRegistrationSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullish(),
  jobTitle: z.string().nullish(),
  company: z.string().nullish(),
  addressLine1: z.string().nullish(),
  addressLine2: z.string().nullish(),
  town: z.string().nullish(),
  postCode: z.string().nullish(),
  industryType: z.number().int().optional(),
  hasAcceptedTermsAndConditions: z.boolean(),
});
type PendingRegistration = z.infer<typeof PendingRegistrationSchema>;

/**
 * Mails the visitor's mailbox a link to choose the password, carrying the registration's details. The marketing
 * choices are not carried: they must be the mailbox owner's own, given from the profile once signed in.
 */
async function requestVisitorRegistration(ctx: AppContext, visitor: repository.UserRow, input: Register) {
  const details: PendingRegistration = {
    firstName: input.firstName,
    lastName: input.lastName,
    ...workAndAddressValues(input),
    hasAcceptedTermsAndConditions: input.hasAcceptedTermsAndConditions,
  };
  const code = await issueOneTimeCode(ctx, visitor.id, "complete-registration", EMAIL_CONFIRMATION_HOURS * 60, details);
  await ctx.mailer.send({
    to: visitor.email,
    ...completeRegistrationMail({
      url: passwordLinkUrl(ctx, visitor.id, code),
      lifetimeHours: EMAIL_CONFIRMATION_HOURS,
    }),
  });
}

/**
 * The set-password link of a visitor's registration was followed: the person who proved the mailbox has just
 * chosen the password, so the visitor becomes a registered user in place, keeping its projects (they leave the
 * unregistered list and their sessions' confinement), and every session the visitor had ends. Other pending
 * links of the visitor stop working. False when the user is no longer a visitor or the details are unreadable.
 */
async function completeVisitorRegistration(
  tx: DatabaseOrTransaction,
  visitor: repository.UserRow,
  completion: { details: unknown; passwordHash: string; now: Date },
): Promise<boolean> {
  const details = PendingRegistrationSchema.safeParse(completion.details);
  if (!isAnonymousUser(visitor) || !details.success) return false;
  const { now } = completion;
  await repository.updateUser(tx, visitor.id, {
    ...details.data,
    roleId: ROLE_IDS.User,
    passwordHash: completion.passwordHash,
    emailConfirmedAt: now,
    updatedAt: now,
  });
  await adoptAnonymousProjects(tx, { fromUserId: visitor.id, toUserId: visitor.id, now });
  await repository.expireOneTimeCodes(tx, { userId: visitor.id, purpose: "complete-registration", now });
  await repository.revokeAllSessions(tx, visitor.id, "registration completed", now);
  return true;
}

/**
 * An account an administrator added with a visitor's e-mail records that visitor; once the account's password is
 * set from the mailed link (which proves the mailbox in the same step), the visitor's projects become its own, in
 * the caller's transaction.
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
/** A visitor's session for the e-mail; `visitorName` ("First Last", as typed in the wizard) is kept with it. */
export async function sessionToken(ctx: AppContext, email: string, visitorName: string | null = null): Promise<string> {
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
    await repository.insertSession(tx, { id: sessionId, userId: user.id, now, visitorName });
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
  details?: unknown,
): Promise<string> {
  const code = newOpaqueToken();
  const now = ctx.clock.now();
  await repository.insertOneTimeCode(ctx.db, {
    userId,
    purpose,
    codeHash: hashOpaqueToken(code),
    expiresAt: addMinutes(now, lifetimeMinutes),
    now,
    details,
  });
  return code;
}

/** The set-password page's link (spec 01 §5.3), for a reset, a new account or a visitor's registration. */
const passwordLinkUrl = (ctx: AppContext, userId: number, code: string) =>
  `${ctx.config.publicUrl}/password-reset?code=${encodeURIComponent(code)}&userId=${userId}`;

export async function confirmEmail(ctx: AppContext, input: ConfirmEmail): Promise<void> {
  const now = ctx.clock.now();
  const confirmed = await ctx.db.transaction(async (tx) => {
    const user = await repository.findActiveUserById(tx, input.userId);
    if (!user) return false;
    const spent = await repository.spendOneTimeCode(tx, {
      userId: user.id,
      purposes: ["confirm-email"],
      codeHash: hashOpaqueToken(input.code),
      now,
    });
    if (!spent) return false;
    // Proving the mailbox alone hands over no visitor's projects: the password may be somebody else's.
    await repository.updateUser(tx, user.id, { emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now });
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

/**
 * Ends every session of the caller's account. A visitor's sessions are different people's as often as not (anyone
 * who types an e-mail gets one), so for a visitor it ends the caller's own session only.
 */
export async function logoutAll(ctx: AppContext, caller: { userId: number; sessionId: string; role: string }) {
  const now = ctx.clock.now();
  if (caller.role === ROLES.anonymous) await repository.revokeSession(ctx.db, caller.sessionId, "logout", now);
  else await repository.revokeAllSessions(ctx.db, caller.userId, "logout from all devices", now);
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
  await ctx.mailer.send({
    to: user.email,
    ...options.mail({
      firstName: user.firstName,
      url: passwordLinkUrl(ctx, user.id, code),
      lifetimeHours: options.lifetimeHours,
    }),
  });
}

/**
 * Sets a new password from a mailed code. Following the link proves the mailbox, so it also verifies
 * the e-mail and lifts a lockout; every signed-in device is signed out. The link of a visitor's registration
 * completes it instead (`completeVisitorRegistration`).
 */
export async function passwordReset(ctx: AppContext, input: PasswordReset): Promise<void> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  const done = await ctx.db.transaction(async (tx) => {
    const user = await repository.findActiveUserById(tx, input.userId);
    if (!user) return false;
    const spent = await repository.spendOneTimeCode(tx, {
      userId: user.id,
      purposes: ["reset-password", "complete-registration"],
      codeHash: hashOpaqueToken(input.code),
      now,
    });
    if (!spent) return false;
    if (spent.purpose === "complete-registration")
      return completeVisitorRegistration(tx, user, { details: spent.details, passwordHash, now });
    // A visitor has no password to reset; only its registration link sets one.
    if (isAnonymousUser(user)) return false;
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
