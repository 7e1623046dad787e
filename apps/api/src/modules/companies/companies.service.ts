import {
  type AcceptCompanyInvitation,
  COMPANY_AUDIT_PAGE_SIZE,
  COMPANY_INVITATION_DAYS,
  COMPANY_MAX_PENDING_INVITATIONS,
  COMPANY_MESSAGES,
  COMPANY_ROLES,
  type CompanyAuditPage,
  type CompanyCreated,
  type CompanyInvitation,
  type CompanyRole,
  type CreateCompany,
  type InviteToCompany,
  type MyCompany,
  type UpdateCompany,
} from "@portal/contracts";
import type { AppContext } from "../../context.js";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { conflict, forbidden, notFound, validationError } from "../../errors.js";
import { addMinutes } from "../../lib/clock.js";
import { hashOpaqueToken, newOpaqueToken } from "../../lib/tokens.js";
import { companyInvitationMail } from "../../mail/templates.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import * as repository from "./companies.repository.js";
import { keptMembershipKey } from "./kept-memberships.js";

const INVITATION_MINUTES = COMPANY_INVITATION_DAYS * 24 * 60;

/** The caller's company, kept until their membership changes in any process (kept-memberships.ts). */
async function membershipOf(ctx: AppContext, userId: number): Promise<repository.Membership | null> {
  return ctx.keptMemberships.read(
    keptMembershipKey(userId),
    async () => (await repository.findMembership(ctx.db, userId)) ?? null,
  );
}

/** The caller's company id, or null: what the project rules compare a shared project's company with. */
export async function companyIdOf(ctx: AppContext, userId: number): Promise<number | null> {
  return (await membershipOf(ctx, userId))?.companyId ?? null;
}

async function actorName(db: DatabaseOrTransaction, userId: number): Promise<string> {
  return (await repository.findPerson(db, userId))?.name ?? "";
}

/**
 * The caller's membership of company `companyId`. Anyone outside it is told the action is the Owner's (403),
 * neither confirming nor denying that the company exists.
 */
async function membershipIn(ctx: AppContext, user: AuthenticatedUser, companyId: number) {
  const membership = await repository.findMembership(ctx.db, user.id);
  if (!membership || membership.companyId !== companyId) throw forbidden(COMPANY_MESSAGES.ownerOnly);
  return membership;
}

async function ownerOf(ctx: AppContext, user: AuthenticatedUser, companyId: number) {
  const membership = await membershipIn(ctx, user, companyId);
  if (membership.role !== COMPANY_ROLES.owner) throw forbidden(COMPANY_MESSAGES.ownerOnly);
  return membership;
}

/** Adds the user to the company and records why; 409 when they already belong to one. */
async function addMember(
  tx: DatabaseOrTransaction,
  member: { userId: number; companyId: number; role: CompanyRole; now: Date },
  entry: Pick<repository.NewAuditEntry, "action" | "actor" | "subject" | "subjectUserId">,
): Promise<void> {
  if (!(await repository.insertMember(tx, member))) throw conflict(COMPANY_MESSAGES.alreadyInCompany);
  await repository.insertAudit(tx, {
    ...entry,
    companyId: member.companyId,
    actorUserId: member.userId,
    now: member.now,
  });
}

export async function createCompany(
  ctx: AppContext,
  user: AuthenticatedUser,
  input: CreateCompany,
): Promise<CompanyCreated> {
  const now = ctx.clock.now();
  const company = await ctx.db.transaction(async (tx) => {
    const created = await repository.insertCompany(tx, { name: input.name, userId: user.id, now });
    // A refusal rolls the new company back with it.
    await addMember(
      tx,
      { userId: user.id, companyId: created.id, role: COMPANY_ROLES.owner, now },
      { action: "created", actor: await actorName(tx, user.id), subject: created.name },
    );
    return created;
  });
  return { id: company.id, name: company.name, role: COMPANY_ROLES.owner };
}

export async function getMyCompany(ctx: AppContext, user: AuthenticatedUser): Promise<MyCompany> {
  const membership = await repository.findMembership(ctx.db, user.id);
  if (!membership) return { company: null };
  const isOwner = membership.role === COMPANY_ROLES.owner;
  const [members, invitations] = await Promise.all([
    repository.listMembers(ctx.db, membership.companyId),
    isOwner ? repository.listPendingInvitations(ctx.db, membership.companyId, ctx.clock.now()) : [],
  ]);
  return {
    company: {
      id: membership.companyId,
      name: membership.name,
      role: membership.role,
      members,
      invitations: invitations.map(presentInvitation),
    },
  };
}

function presentInvitation(row: { id: number; email: string; createdAt: Date }): CompanyInvitation {
  return { id: row.id, email: row.email, dateCreated: row.createdAt.toISOString() };
}

/** Renames the company and/or hands it to another member; the caller's view afterwards. */
export async function updateCompany(
  ctx: AppContext,
  user: AuthenticatedUser,
  companyId: number,
  input: UpdateCompany,
): Promise<MyCompany> {
  const membership = await ownerOf(ctx, user, companyId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const actor = await actorName(tx, user.id);
    if (input.name !== membership.name) {
      await repository.renameCompany(tx, companyId, input.name);
      await repository.insertAudit(tx, {
        companyId,
        action: "renamed",
        actorUserId: user.id,
        actor,
        subject: input.name,
        now,
      });
    }
    if (input.ownerUserId !== user.id) {
      const newOwner = await repository.findMembership(tx, input.ownerUserId);
      const person = await repository.findPerson(tx, input.ownerUserId);
      if (newOwner?.companyId !== companyId || !person) {
        throw validationError({ OwnerUserId: [COMPANY_MESSAGES.newOwnerNotMember] });
      }
      // The one-Owner index holds at every statement: the Owner steps down first.
      await repository.setMemberRole(tx, companyId, user.id, COMPANY_ROLES.member);
      await repository.setMemberRole(tx, companyId, input.ownerUserId, COMPANY_ROLES.owner);
      await repository.insertAudit(tx, {
        companyId,
        action: "ownershipHandedOver",
        actorUserId: user.id,
        actor,
        subject: person.name,
        subjectUserId: person.id,
        now,
      });
    }
  });
  return getMyCompany(ctx, user);
}

export async function invite(
  ctx: AppContext,
  user: AuthenticatedUser,
  companyId: number,
  input: InviteToCompany,
): Promise<CompanyInvitation> {
  const membership = await ownerOf(ctx, user, companyId);
  const email = input.email.trim();
  const now = ctx.clock.now();
  if (await repository.isMemberByEmail(ctx.db, companyId, email)) throw conflict(COMPANY_MESSAGES.alreadyMember);
  const token = newOpaqueToken();
  const { invitation, inviterName } = await ctx.db.transaction(async (tx) => {
    // Inviting the address again replaces its pending invitation: only the newest link works.
    await repository.endInvitationsOf(tx, companyId, email, now);
    if ((await repository.countPendingInvitations(tx, companyId, now)) >= COMPANY_MAX_PENDING_INVITATIONS) {
      throw conflict(COMPANY_MESSAGES.tooManyInvitations);
    }
    const inserted = await repository.insertInvitation(tx, {
      companyId,
      email,
      tokenHash: hashOpaqueToken(token),
      userId: user.id,
      now,
      expiresAt: addMinutes(now, INVITATION_MINUTES),
    });
    const actor = await actorName(tx, user.id);
    await repository.insertAudit(tx, {
      companyId,
      action: "invited",
      actorUserId: user.id,
      actor,
      subject: email,
      now,
    });
    return { invitation: inserted, inviterName: actor };
  });
  const url = `${ctx.config.publicUrl}/company-invitation?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: email,
    ...companyInvitationMail({
      companyName: membership.name,
      inviterName,
      url,
      lifetimeDays: COMPANY_INVITATION_DAYS,
    }),
  });
  return presentInvitation(invitation);
}

export async function withdrawInvitation(
  ctx: AppContext,
  user: AuthenticatedUser,
  companyId: number,
  invitationId: number,
): Promise<void> {
  await ownerOf(ctx, user, companyId);
  const now = ctx.clock.now();
  const invitation = await repository.findPendingInvitation(ctx.db, companyId, invitationId, now);
  if (!invitation) throw notFound(COMPANY_MESSAGES.invitationNotFound);
  await ctx.db.transaction(async (tx) => {
    if (!(await repository.endInvitation(tx, invitation.id, now))) throw notFound(COMPANY_MESSAGES.invitationNotFound);
    await repository.insertAudit(tx, {
      companyId,
      action: "invitationWithdrawn",
      actorUserId: user.id,
      actor: await actorName(tx, user.id),
      subject: invitation.email,
      now,
    });
  });
}

/**
 * Only the invited address, signed in and verified, can accept; the token works once. An unknown, tampered,
 * expired, withdrawn or used token answers 404 alike.
 */
export async function acceptInvitation(
  ctx: AppContext,
  user: AuthenticatedUser,
  input: AcceptCompanyInvitation,
): Promise<CompanyCreated> {
  const now = ctx.clock.now();
  const invitation = await repository.findPendingInvitationByTokenHash(ctx.db, hashOpaqueToken(input.token), now);
  if (!invitation) throw notFound(COMPANY_MESSAGES.invitationInvalid);
  const person = await repository.findPerson(ctx.db, user.id);
  if (!person || person.email.toLowerCase() !== invitation.email.toLowerCase()) {
    throw forbidden(COMPANY_MESSAGES.invitationForAnotherAddress);
  }
  if (!person.emailConfirmedAt) throw forbidden(COMPANY_MESSAGES.invitationNeedsVerifiedEmail);
  if (await repository.findMembership(ctx.db, user.id)) throw conflict(COMPANY_MESSAGES.alreadyInCompany);
  const company = await ctx.db.transaction(async (tx) => {
    if (!(await repository.endInvitation(tx, invitation.id, now))) throw notFound(COMPANY_MESSAGES.invitationInvalid);
    await addMember(
      tx,
      { userId: user.id, companyId: invitation.companyId, role: COMPANY_ROLES.member, now },
      { action: "accepted", actor: person.name, subject: person.email, subjectUserId: user.id },
    );
    return repository.findMembership(tx, user.id);
  });
  if (!company) throw notFound(COMPANY_MESSAGES.invitationInvalid);
  return { id: company.companyId, name: company.name, role: company.role };
}

/**
 * The Owner removes a member, or a member leaves. The Owner may leave only as the last member, which dissolves
 * the company (its pending invitations end; the audit stays). The one who goes keeps the projects they own, no
 * longer shared.
 */
export async function removeMember(
  ctx: AppContext,
  user: AuthenticatedUser,
  companyId: number,
  memberUserId: number,
): Promise<void> {
  const membership = await membershipIn(ctx, user, companyId);
  const isLeaving = memberUserId === user.id;
  if (!isLeaving && membership.role !== COMPANY_ROLES.owner) throw forbidden(COMPANY_MESSAGES.ownerOnly);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const target = await repository.findMembership(tx, memberUserId);
    if (target?.companyId !== companyId) throw notFound(COMPANY_MESSAGES.memberNotFound);
    if (target.role === COMPANY_ROLES.owner) {
      const members = await repository.listMembers(tx, companyId);
      if (members.length > 1) throw conflict(COMPANY_MESSAGES.ownerMustStay);
      await repository.endAllInvitations(tx, companyId, now);
    }
    if (!(await repository.deleteMember(tx, companyId, memberUserId))) {
      throw notFound(COMPANY_MESSAGES.memberNotFound);
    }
    await repository.unshareProjectsOf(tx, memberUserId);
    const person = await repository.findPerson(tx, memberUserId);
    await repository.insertAudit(tx, {
      companyId,
      action: isLeaving ? "left" : "removed",
      actorUserId: user.id,
      actor: await actorName(tx, user.id),
      subject: person?.name ?? null,
      subjectUserId: memberUserId,
      now,
    });
  });
}

export async function getAuditPage(
  ctx: AppContext,
  user: AuthenticatedUser,
  companyId: number,
  pageNumber: number,
): Promise<CompanyAuditPage> {
  await ownerOf(ctx, user, companyId);
  const page = await repository.findAuditPage(ctx.db, companyId, {
    limit: COMPANY_AUDIT_PAGE_SIZE,
    offset: (pageNumber - 1) * COMPANY_AUDIT_PAGE_SIZE,
  });
  return {
    entries: page.rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actor,
      subject: row.subject,
      shared: row.shared,
      dateCreated: row.createdAt.toISOString(),
    })),
    totalCount: page.totalCount,
  };
}

/** A project's sharing changed: its owner's company records who changed it. */
export async function recordSharingChange(
  db: DatabaseOrTransaction,
  change: {
    companyId: number;
    actorUserId: number;
    project: { id: number; referenceNumber: string; name: string };
    shared: boolean;
    now: Date;
  },
): Promise<void> {
  await repository.insertAudit(db, {
    companyId: change.companyId,
    action: "sharingChanged",
    actorUserId: change.actorUserId,
    actor: await actorName(db, change.actorUserId),
    subject: `${change.project.referenceNumber} ${change.project.name}`,
    projectId: change.project.id,
    shared: change.shared,
    now: change.now,
  });
}

/**
 * An administrator deleted a user: their membership ends as a removal would (their projects unshared). A deleted
 * Owner hands the company to the member who joined first, so a company with members always has an Owner.
 */
export async function endMembershipOfDeletedUser(
  db: DatabaseOrTransaction,
  deletion: { userId: number; adminUserId: number; now: Date },
): Promise<void> {
  const membership = await repository.findMembership(db, deletion.userId);
  if (!membership) return;
  const { companyId } = membership;
  const actor = await actorName(db, deletion.adminUserId);
  const deleted = await repository.findPerson(db, deletion.userId);
  const successor =
    membership.role === COMPANY_ROLES.owner
      ? await repository.findLongestServingMember(db, companyId, deletion.userId)
      : undefined;
  await repository.deleteMember(db, companyId, deletion.userId);
  await repository.unshareProjectsOf(db, deletion.userId);
  const audit = { companyId, actorUserId: deletion.adminUserId, actor, now: deletion.now };
  await repository.insertAudit(db, {
    ...audit,
    action: "removed",
    subject: deleted?.name ?? null,
    subjectUserId: deletion.userId,
  });
  if (membership.role !== COMPANY_ROLES.owner) return;
  if (!successor) {
    await repository.endAllInvitations(db, companyId, deletion.now);
    return;
  }
  await repository.setMemberRole(db, companyId, successor.userId, COMPANY_ROLES.owner);
  await repository.insertAudit(db, {
    ...audit,
    action: "ownershipHandedOver",
    subject: successor.name,
    subjectUserId: successor.userId,
  });
}
