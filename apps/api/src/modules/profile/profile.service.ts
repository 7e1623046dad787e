import { normalisePostcode, type Profile, type ProfileUpdate, profileUpdateSchema } from "@portal/contracts";
import type { AppContext } from "../../context.js";
import { notFound, validationError } from "../../errors.js";
import { parseOrThrow } from "../../lib/validation.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import * as accountRepository from "../account/account.repository.js";
import { industryTypeExists } from "../users/users.repository.js";
import { mustCompleteProfile } from "./profile.policy.js";
import { presentProfile } from "./profile.presenter.js";

export async function getProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const user = await accountRepository.findActiveUserById(ctx.db, userId);
  if (!user) throw notFound();
  return presentProfile(user);
}

/**
 * The e-mail is read-only here: it identifies the account and is changed only by an administrator. Everyone
 * but an administrator must give the contact fields too, so the body is checked with the caller's form of
 * the profile schema, the one the web form uses.
 */
export async function updateProfile(
  ctx: AppContext,
  caller: Pick<AuthenticatedUser, "id" | "role">,
  body: unknown,
): Promise<Profile> {
  const userId = caller.id;
  const input: ProfileUpdate = parseOrThrow(profileUpdateSchema({ isAdmin: !mustCompleteProfile(caller.role) }), body);
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
