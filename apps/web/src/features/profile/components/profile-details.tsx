import type { IndustryType, Profile } from "@portal/contracts";
import { FIELD_LABELS, PROFILE_TEXT } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { industryTypeName } from "@/lib/lookups/industry-types";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-100 px-6 py-4 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const text = (value: string | null) =>
  value && value.trim() !== "" ? value : <span className="text-slate-400">{PROFILE_TEXT.notSet}</span>;
const yesNo = (value: boolean) => (value ? PROFILE_TEXT.yes : PROFILE_TEXT.no);

/** The read-only details grid of the profile page (spec 02 §2). */
export function ProfileDetails({
  profile,
  industryTypes,
}: {
  profile: Profile;
  industryTypes: readonly IndustryType[] | undefined;
}) {
  return (
    <dl>
      <Detail label={FIELD_LABELS.firstName}>{text(profile.firstName)}</Detail>
      <Detail label={FIELD_LABELS.lastName}>{text(profile.lastName)}</Detail>
      <Detail label={FIELD_LABELS.email}>{profile.email}</Detail>
      <Detail label={FIELD_LABELS.phoneNumber}>{text(profile.phoneNumber)}</Detail>
      <Detail label={FIELD_LABELS.jobTitle}>{text(profile.jobTitle)}</Detail>
      <Detail label={FIELD_LABELS.company}>{text(profile.company)}</Detail>
      <Detail label={FIELD_LABELS.industryType}>
        {text(industryTypeName(industryTypes, profile.industryType) ?? null)}
      </Detail>
      <Detail label={FIELD_LABELS.addressLine1}>{text(profile.addressLine1)}</Detail>
      <Detail label={FIELD_LABELS.addressLine2}>{text(profile.addressLine2)}</Detail>
      <Detail label={FIELD_LABELS.town}>{text(profile.town)}</Detail>
      <Detail label={FIELD_LABELS.postCode}>{text(profile.postCode)}</Detail>
      <Detail label={PROFILE_TEXT.marketingByEmail}>{yesNo(profile.acceptMarketingByEmail)}</Detail>
      <Detail label={PROFILE_TEXT.marketingByPost}>{yesNo(profile.acceptMarketingByPost)}</Detail>
      <Detail label={PROFILE_TEXT.thirdParties}>{yesNo(profile.acceptOptInToThirdParties)}</Detail>
    </dl>
  );
}
