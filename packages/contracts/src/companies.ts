import { z } from "zod";
import { CompanyRoleSchema } from "./company-roles.js";
import { databaseId, emailAddress, text } from "./primitives.js";

/**
 * Companies (beyond the specification, decisions/companies.md "Companies"): a roofing firm's registered users share the
 * projects their owners mark as shared. A user belongs to at most one company, as its Owner or a Member.
 */

/** An invitation link works this long, once. */
export const COMPANY_INVITATION_DAYS = 14;
export const COMPANY_NAME_MAX_LENGTH = 200;
/** The audit list is shown newest first, this many at a time. */
export const COMPANY_AUDIT_PAGE_SIZE = 50;
/** Pending invitations a company may have at once: each sends a mail, so an Owner cannot send without end. */
export const COMPANY_MAX_PENDING_INVITATIONS = 50;

export const COMPANY_MESSAGES = {
  nameRequired: "Company name is required",
  alreadyInCompany: "You already belong to a company. Leave it before you create or join another.",
  notFound: "Company not found",
  ownerOnly: "Only the company's Owner can do this.",
  memberNotFound: "Member not found",
  invitationNotFound: "Invitation not found",
  invitationInvalid: "This invitation link is not valid. It may have expired, been withdrawn or already been used.",
  invitationForAnotherAddress:
    "This invitation was sent to another e-mail address. Sign in with the invited address to accept it.",
  invitationNeedsVerifiedEmail: "Verify your e-mail address before you accept the invitation.",
  alreadyMember: "That person already belongs to this company.",
  ownerMustStay: "Hand the company to another member before you leave it.",
  newOwnerNotMember: "The new Owner must be a member of the company.",
  tooManyInvitations: `A company can have at most ${COMPANY_MAX_PENDING_INVITATIONS} pending invitations. Withdraw some before inviting more.`,
  sharingNeedsCompany: "The project's owner belongs to no company to share it with.",
  sharingOwnerOnly: "Only the project's owner can change whether it is shared with their company.",
  invitationSent: (email: string) => `Invitation sent to ${email}`,
} as const;

const companyName = text({ error: COMPANY_MESSAGES.nameRequired })
  .trim()
  .min(1, COMPANY_MESSAGES.nameRequired)
  .max(COMPANY_NAME_MAX_LENGTH);

/** POST /api/v1/companies */
export const CreateCompanySchema = z.object({ name: companyName });
export type CreateCompany = z.infer<typeof CreateCompanySchema>;

export const CompanyCreatedSchema = z.object({ id: z.number().int(), name: z.string(), role: CompanyRoleSchema });
export type CompanyCreated = z.infer<typeof CompanyCreatedSchema>;

/** PUT /api/v1/companies/{id}: the Owner renames the company or hands it to another member. */
export const UpdateCompanySchema = z.object({ name: companyName, ownerUserId: databaseId("Owner is invalid") });
export type UpdateCompany = z.infer<typeof UpdateCompanySchema>;

export const CompanyMemberSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: CompanyRoleSchema,
});
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;

export const CompanyInvitationSchema = z.object({ id: z.number().int(), email: z.string(), dateCreated: z.string() });
export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>;

/**
 * GET /api/v1/companies/mine. The Owner sees the members and the pending invitations; a Member sees the members
 * and no invitations (an empty list).
 */
export const MyCompanySchema = z.object({
  company: z
    .object({
      id: z.number().int(),
      name: z.string(),
      role: CompanyRoleSchema,
      members: z.array(CompanyMemberSchema),
      invitations: z.array(CompanyInvitationSchema),
    })
    .nullable(),
});
export type MyCompany = z.infer<typeof MyCompanySchema>;
export type CompanyDetails = NonNullable<MyCompany["company"]>;

/** POST /api/v1/companies/{id}/invitations */
export const InviteToCompanySchema = z.object({
  email: emailAddress({ required: "Email is required", invalid: "Invalid email" }),
});
export type InviteToCompany = z.infer<typeof InviteToCompanySchema>;

/** POST /api/v1/companies/invitations/accept: the token from the mailed link. */
export const AcceptCompanyInvitationSchema = z.object({
  token: text({ error: COMPANY_MESSAGES.invitationInvalid }).trim().min(1, COMPANY_MESSAGES.invitationInvalid).max(200),
});
export type AcceptCompanyInvitation = z.infer<typeof AcceptCompanyInvitationSchema>;

export const CompanyIdParamsSchema = z.object({ id: databaseId() });
export const CompanyInvitationParamsSchema = z.object({ id: databaseId(), invitationId: databaseId() });
export const CompanyMemberParamsSchema = z.object({ id: databaseId(), userId: databaseId() });

/** What the audit list records: who did what, to whom, when. Append-only. */
export const COMPANY_AUDIT_ACTIONS = [
  "created",
  "renamed",
  "invited",
  "invitationWithdrawn",
  "accepted",
  "removed",
  "left",
  "ownershipHandedOver",
  "sharingChanged",
] as const;
export type CompanyAuditAction = (typeof COMPANY_AUDIT_ACTIONS)[number];

export const CompanyAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(COMPANY_AUDIT_ACTIONS),
  /** Who did it (their name, or their e-mail when they gave no name). */
  actor: z.string(),
  /** Whom or what it concerned: an e-mail, a member's name, the new name, or the project's reference and name. */
  subject: z.string().nullable(),
  /** For a sharing change: whether the project is now shared. */
  shared: z.boolean().nullable(),
  dateCreated: z.string(),
});
export type CompanyAuditEntry = z.infer<typeof CompanyAuditEntrySchema>;

/** GET /api/v1/companies/{id}/audit?pageNumber= (Owner only), newest first. */
export const CompanyAuditQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export const CompanyAuditPageSchema = z.object({
  entries: z.array(CompanyAuditEntrySchema),
  totalCount: z.number().int(),
});
export type CompanyAuditPage = z.infer<typeof CompanyAuditPageSchema>;
