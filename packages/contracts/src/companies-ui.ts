/**
 * Visible texts of companies (beyond the specification, decisions/companies.md "Companies") that the web app shows and the
 * API does not send: the Company page, the invitation page, the project form's sharing switch, the project list's
 * owner column and filter, and user administration's column. The browser tests find elements by these texts.
 */

import type { CompanyAuditAction } from "./companies.js";
import type { CompanyRole } from "./company-roles.js";
import { SHELL_TEXT } from "./ui.js";

export const COMPANY_TEXT = {
  /**
   * The user menu's entry (in SHELL_TEXT: the header, in every page's first paint, then imports nothing of this
   * module, whose texts stay with the company pages' chunks).
   */
  title: SHELL_TEXT.company,
  description: "Your firm's team and the projects you share with it.",
  loading: "Loading company...",
  noCompanyTitle: "You don't belong to a company yet",
  noCompanyText:
    "Create a company for your firm and invite your team by e-mail. The members of a company can open and change the projects each of them shares with it. If someone has invited you to their company, open the link in their e-mail instead.",
  createTitle: "Create a company",
  nameLabel: "Company name",
  create: "Create Company",
  created: (name: string) => `Company ${name} created`,
  detailsTitle: "Company details",
  yourRole: (role: CompanyRole) => `You are this company's ${role}.`,
  rename: "Rename",
  saveName: "Save Name",
  renamed: "Company renamed",
  cancel: "Cancel",
  membersTitle: "Members",
  memberName: "Name",
  memberEmail: "Email",
  memberRole: "Role",
  memberActions: "Actions",
  you: "(you)",
  memberOptions: (name: string) => `Options for ${name}`,
  remove: "Remove",
  removeTitle: "Remove Member",
  removeText: (name: string) =>
    `Remove ${name} from the company? They can no longer open the projects its members share, from this moment. The projects they own stay theirs.`,
  removed: (name: string) => `${name} removed from the company`,
  makeOwner: "Make Owner",
  makeOwnerTitle: "Make Owner",
  makeOwnerText: (name: string) =>
    `Hand the company to ${name}? They become its Owner, and you stay in it as a Member.`,
  ownerChanged: (name: string) => `${name} is now the company's Owner`,
  leave: "Leave Company",
  leaveTitle: "Leave Company",
  leaveText: (company: string) =>
    `Leave ${company}? You can no longer open the projects its members share, from this moment. Your own projects stay yours.`,
  /** The Owner alone in the company: leaving it closes it. */
  leaveAloneText: (company: string) =>
    `You are the only member of ${company}: leaving it closes the company and withdraws its pending invitations.`,
  /** The Owner with members cannot leave (the API says so too): the page says why the button is missing. */
  ownerStaysText: "To leave the company, first make another member its Owner.",
  left: (company: string) => `You have left ${company}`,
  inviteTitle: "Invite a member",
  /** Given COMPANY_INVITATION_DAYS: the texts import no schema module, so a page showing one stays small. */
  inviteText: (days: number) =>
    `The invitation is e-mailed with a link that works once, for ${days} days, for that address only. Inviting an address again sends a new link.`,
  inviteEmail: "Email",
  invite: "Send Invitation",
  invitationsTitle: "Pending invitations",
  invitationEmail: "Email",
  invitationSent: "Sent",
  invitationActions: "Actions",
  noInvitations: "No pending invitations.",
  withdraw: "Withdraw",
  withdrawLabel: (email: string) => `Withdraw the invitation to ${email}`,
  withdrawTitle: "Withdraw Invitation",
  withdrawText: (email: string) => `Withdraw the invitation to ${email}? Its link stops working at once.`,
  withdrawn: (email: string) => `Invitation to ${email} withdrawn`,
  auditTitle: "History",
  auditWhen: "When",
  auditWho: "Who",
  auditWhat: "What",
  auditSubject: "To whom",
  auditLoading: "Loading history...",
  auditEmpty: "Nothing has happened in the company yet.",
  auditTotal: (count: number) => `${count} ${count === 1 ? "entry" : "entries"}`,
  auditPages: "History pages",
} as const;

/** What each audit entry's action reads as in the History list; a sharing change says which way it went. */
export function companyAuditActionText(action: CompanyAuditAction, shared: boolean | null): string {
  switch (action) {
    case "created":
      return "Created the company";
    case "renamed":
      return "Renamed the company";
    case "invited":
      return "Sent an invitation";
    case "invitationWithdrawn":
      return "Withdrew an invitation";
    case "accepted":
      return "Joined the company";
    case "removed":
      return "Removed a member";
    case "left":
      return "Left the company";
    case "ownershipHandedOver":
      return "Handed the company over";
    case "sharingChanged":
      return shared ? "Shared a project" : "Stopped sharing a project";
  }
}

/** The page an invitation e-mail links to: `/company-invitation?token=…`. */
export const COMPANY_INVITATION_TEXT = {
  title: "Company invitation",
  signedOutText:
    "An invitation to a company is accepted by signing in with the e-mail address it was sent to. If you have no account with that address yet, register with it and verify it first. Then open the link in the invitation e-mail again.",
  logIn: "Log in",
  register: "Register",
  signedInText: (email: string) =>
    `You are signed in as ${email}. Accepting makes you a Member of the company that invited this address: you can open and change the projects its members share with it, and share your own.`,
  accept: "Accept Invitation",
  acceptedTitle: "Invitation accepted",
  accepted: (company: string) => `You are now a member of ${company}.`,
  toCompany: "Go to Company",
  toProjects: "Go to Projects",
} as const;

/** The project form's switch, the project list's filter and the list's column of the project's owner. */
export const COMPANY_SHARING_TEXT = {
  sharedWithCompany: "Shared with my company",
  switchDescription: "Your company's members can open and change this project.",
  filter: "Shared with my company",
  ownerColumn: "Belongs to",
} as const;

/** User administration: the company the user belongs to in the portal, beside the company typed on the profile. */
export const COMPANY_ADMIN_TEXT = {
  column: "Portal company",
  membership: (name: string, role: CompanyRole) => `${name} (${role})`,
} as const;
