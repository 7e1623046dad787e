import { normalisePostcode, type Profile, type ProfileUpdate } from "@portal/contracts";
import type { AppContext } from "../../context.js";
import * as people from "../../db/people.js";
import { notFound } from "../../errors.js";
import { presentProfile } from "../account/account.presenter.js";
import { assertIndustryType } from "../users/users.service.js";

export async function getProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const user = await people.findActiveUserById(ctx.db, userId);
  if (!user) throw notFound();
  return presentProfile(user);
}

/**
 * The e-mail is read-only here: it identifies the account and is changed only by an administrator. The route has
 * checked the body with the caller's form of the profile schema.
 */
export async function updateProfile(ctx: AppContext, userId: number, input: ProfileUpdate): Promise<Profile> {
  await assertIndustryType(ctx, input.industryType);
  const blankToNull = (value: string) => value || null;
  const updated = await people.updateUser(ctx.db, userId, {
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
