import type { AdminUser, CompanyRole } from "@portal/contracts";
import type { UserRow } from "../../db/people.js";
import { presentProfile } from "../account/account.presenter.js";

/** A user as administrators see them: the profile, the role and the account's state (spec 01 §2.9). */
type Company = { companyId: number | null; companyName: string | null; companyRole: CompanyRole | null };

export function presentAdminUser(user: UserRow, roleName: string, company: Company, now: Date): AdminUser {
  return {
    ...presentProfile(user),
    id: user.id,
    roleId: user.roleId,
    role: roleName,
    isLockedOut: user.lockedUntil !== null && user.lockedUntil > now,
    isEmailConfirmed: user.emailConfirmedAt !== null,
    createdDate: user.createdAt.toISOString(),
    lastLoginDate: user.lastLoginAt?.toISOString() ?? null,
    companyMembership:
      company.companyId !== null && company.companyName !== null && company.companyRole !== null
        ? { companyId: company.companyId, name: company.companyName, role: company.companyRole }
        : null,
  };
}
