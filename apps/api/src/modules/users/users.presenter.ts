import type { AdminUser } from "@portal/contracts";
import type { UserRow } from "../account/account.repository.js";

export function presentAdminUser(user: UserRow, roleName: string, now: Date): AdminUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roleId: user.roleId,
    role: roleName,
    addressLine1: user.addressLine1,
    addressLine2: user.addressLine2,
    town: user.town,
    postCode: user.postCode,
    phoneNumber: user.phoneNumber,
    jobTitle: user.jobTitle,
    company: user.company,
    industryType: user.industryType,
    acceptMarketingByEmail: user.acceptMarketingByEmail,
    acceptMarketingByPost: user.acceptMarketingByPost,
    acceptOptInToThirdParties: user.acceptOptInToThirdParties,
    isLockedOut: user.lockedUntil !== null && user.lockedUntil > now,
    isEmailConfirmed: user.emailConfirmedAt !== null,
    createdDate: user.createdAt.toISOString(),
    lastLoginDate: user.lastLoginAt?.toISOString() ?? null,
  };
}
