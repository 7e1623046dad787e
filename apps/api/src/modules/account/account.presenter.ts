import { type Profile, ROLES, type RoleName, type WhoAmI } from "@portal/contracts";
import type { UserRow } from "./account.repository.js";

export function presentWhoAmI(user: UserRow, role: RoleName): WhoAmI {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role,
    isAdmin: role === ROLES.administrator,
    isTasUser: role === ROLES.tasUser,
    isAsmUser: role === ROLES.asmUser,
    isAuthenticated: role !== ROLES.anonymous,
    isAnonymous: role === ROLES.anonymous,
  };
}

/** A person's own profile (spec 02 §3); user administration shows the same fields and more. */
export function presentProfile(user: UserRow): Profile {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
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
  };
}
