import { z } from "zod";

/**
 * A member's place in a company (decisions/companies.md "Companies"), apart from the company schemas: user administration's
 * rows carry it, and pages that show users should not load every company schema with it.
 */
export const COMPANY_ROLES = { owner: "Owner", member: "Member" } as const;
export type CompanyRole = (typeof COMPANY_ROLES)[keyof typeof COMPANY_ROLES];

export const CompanyRoleSchema = z.enum([COMPANY_ROLES.owner, COMPANY_ROLES.member]);

/** A user's company as user administration shows it. */
export const CompanyMembershipSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  role: CompanyRoleSchema,
});
export type CompanyMembership = z.infer<typeof CompanyMembershipSchema>;
