import { normalisePostcode, type Profile, type ProfileUpdate } from "@portal/contracts";
import type { AppContext } from "../../context.js";
import { notFound, validationError } from "../../errors.js";
import type { UserRow } from "../account/account.repository.js";
import * as accountRepository from "../account/account.repository.js";
import { industryTypeExists } from "../users/users.repository.js";

function presentProfile(user: UserRow): Profile {
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

export async function getProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const user = await accountRepository.findActiveUserById(ctx.db, userId);
  if (!user) throw notFound();
  return presentProfile(user);
}

/** The e-mail is read-only here: it identifies the account and is changed only by an administrator. */
export async function updateProfile(ctx: AppContext, userId: number, input: ProfileUpdate): Promise<Profile> {
  if (input.industryType !== 0 && !(await industryTypeExists(ctx.db, input.industryType))) {
    throw validationError({ IndustryType: ["Industry type is invalid"] });
  }
  const blankToNull = (value: string) => value || null;
  const updated = await accountRepository.updateUser(ctx.db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    addressLine1: blankToNull(input.addressLine1),
    addressLine2: blankToNull(input.addressLine2),
    town: blankToNull(input.town),
    postCode: input.postCode ? normalisePostcode(input.postCode) : null,
    phoneNumber: blankToNull(input.phoneNumber),
    jobTitle: blankToNull(input.jobTitle),
    company: blankToNull(input.company),
    industryType: input.industryType,
    acceptMarketingByEmail: input.acceptMarketingByEmail,
    acceptMarketingByPost: input.acceptMarketingByPost,
    acceptOptInToThirdParties: input.acceptOptInToThirdParties,
    updatedAt: ctx.clock.now(),
    updatedByUserId: userId,
  });
  if (!updated) throw notFound();
  return presentProfile(updated);
}
