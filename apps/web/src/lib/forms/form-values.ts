/** A record's text fields as a form's inputs start from them: an absent value is the empty input. */
export function textInputValues<Field extends string>(
  record: Partial<Record<Field, string | null>>,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? ""])) as Record<Field, string>;
}

export const NAME_FIELDS = ["firstName", "lastName"] as const;
export const WORK_FIELDS = ["phoneNumber", "jobTitle", "company"] as const;
export const ADDRESS_FIELDS = ["addressLine1", "addressLine2", "town", "postCode"] as const;
export const MARKETING_FIELDS = [
  "acceptMarketingByEmail",
  "acceptMarketingByPost",
  "acceptOptInToThirdParties",
] as const;
export type NameField = (typeof NAME_FIELDS)[number];
export type WorkField = (typeof WORK_FIELDS)[number];
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type MarketingField = (typeof MARKETING_FIELDS)[number];

/** A person as the contact blocks show them: a profile, a user, or nothing yet for a new one. */
export type ContactDetails = Partial<Record<NameField | WorkField | AddressField, string | null>> &
  Partial<Record<MarketingField, boolean>> & { industryType?: number };

/**
 * The starting values of the contact blocks in components/contact-fields.tsx: the person's own, or empty for
 * a new person (industry 0 = not chosen, nothing ticked).
 */
export function contactFormValues(person: ContactDetails = {}) {
  return {
    ...textInputValues(person, [...NAME_FIELDS, ...WORK_FIELDS, ...ADDRESS_FIELDS]),
    industryType: person.industryType ?? 0,
    acceptMarketingByEmail: person.acceptMarketingByEmail ?? false,
    acceptMarketingByPost: person.acceptMarketingByPost ?? false,
    acceptOptInToThirdParties: person.acceptOptInToThirdParties ?? false,
  };
}
