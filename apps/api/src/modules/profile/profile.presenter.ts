import type { Profile } from "@portal/contracts";
import type { UserRow } from "../account/account.repository.js";

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
